import type { mupdf } from "../pdf/mupdf-document.ts";

/** The blue behind a selected option that Acrobat and pdf.js draw in a list box. */
const SELECTION_COLOUR = "0.6 0.75 0.85 rg";

/**
 * Marks the selected options of a list box in the appearance MuPDF has just written for it:
 * MuPDF lists every option, one line each from the top, but marks none, so a printed list box
 * would not show what was chosen. A band is drawn behind each selected line, under the text.
 * The lines are found in MuPDF's stream (`x y Td` to the top, then `0 -step Td` a line);
 * a stream that does not read so is left as it is.
 */
export function highlightListSelection(widget: mupdf.PDFObject, selected: readonly number[]): void {
  if (selected.length === 0) return;
  const stream = widget.get("AP", "N");
  if (!stream.isStream()) return;
  const buffer = stream.readStream();
  const content = Buffer.from(buffer.asUint8Array()).toString("latin1");
  buffer.destroy();
  const layout = /\bBT\s[\s\S]*?(-?[\d.]+)\s+(-?[\d.]+)\s+Td\s+0\s+-([\d.]+)\s+Td/.exec(content);
  const bbox = stream.get("BBox");
  if (layout === null || !bbox.isArray() || bbox.length !== 4) return;
  const top = Number(layout[2]);
  const step = Number(layout[3]);
  const width = bbox.get(2).asNumber() - bbox.get(0).asNumber();
  if (!(step > 0) || !(width > 2)) return;
  const bands = selected
    .map((index) => top - (index + 1) * step - step * 0.22)
    .filter((bottom) => bottom + step > 0)
    .map((bottom) => `${SELECTION_COLOUR} 1 ${bottom.toFixed(3)} ${(width - 2).toFixed(3)} ${step.toFixed(3)} re f`);
  if (bands.length === 0) return;
  const at = content.indexOf("BT");
  const marked = `${content.slice(0, at)}q ${bands.join(" ")} Q\n${content.slice(at)}`;
  stream.writeStream(Buffer.from(marked, "latin1"));
}
