import type { DiffStep, DocumentDiff, WordToken } from "./document-diff.ts";
import { mupdf } from "./mupdf-document.ts";
import { createTextStamper, missingCharacters, type PlacedText } from "./text-stamp.ts";
import { contentStreams, decodedContent } from "./page-content.ts";

/**
 * The report compare-pdf hands back, built in a new document: summary page(s) that
 * count and list the changes, then one page per pair of pages with a change, the original on
 * the left and the changed page on the right. Each shown page is the source page itself, kept as
 * vector graphics in a Form XObject, with translucent highlights over the changed words. Text is
 * drawn in DejaVu Sans through the text-stamp module, so file names in any script it covers show.
 */

/** A word's box on its page as shown: points from the top left, [x0, y0, x1, y1]. */
export type WordBox = readonly [number, number, number, number];

export interface ReportSource {
  readonly doc: mupdf.PDFDocument;
  readonly name: string;
}

const REMOVED_COLOUR = "1 0 0";
const ADDED_COLOUR = "0 0.7 0";
const HIGHLIGHT_OPACITY = 0.35;

const SUMMARY_SIZE: mupdf.Rect = [0, 0, 595, 842];
const SUMMARY_MARGIN = 56;
const LINE_HEIGHT = 15;
const LIST_SIZE = 10.5;

const PAIR_SIZE: mupdf.Rect = [0, 0, 842, 595];
const PAIR_MARGIN = 24;
const LABEL_BAND = 28;

/** Where a shown page of `width` × `height` goes in the left (0) or right (1) half of a side-by-side page. */
export function slotPlacement(side: 0 | 1, width: number, height: number): { x: number; y: number; scale: number } {
  const slotWidth = (PAIR_SIZE[2] - 3 * PAIR_MARGIN) / 2;
  const slotHeight = PAIR_SIZE[3] - 2 * PAIR_MARGIN - LABEL_BAND;
  const scale = Math.min(slotWidth / width, slotHeight / height);
  const left = PAIR_MARGIN + side * (slotWidth + PAIR_MARGIN);
  const top = PAIR_SIZE[3] - PAIR_MARGIN - LABEL_BAND;
  // Centred across the slot, hanging from its top.
  return { x: left + (slotWidth - width * scale) / 2, y: top - height * scale, scale };
}

export function buildCompareReport(original: ReportSource, changed: ReportSource, diff: DocumentDiff<WordBox>): mupdf.PDFDocument {
  const report = new mupdf.PDFDocument();
  try {
    const arrow = missingCharacters("↔").length === 0 ? "↔" : "<->";
    const texts: { page: number; items: PlacedText[] }[] = [];
    addSummaryPages(report, original, changed, diff, arrow, texts);
    const forms = [new FormCache(report, original.doc), new FormCache(report, changed.doc)] as const;
    try {
      for (const step of diff.steps) {
        if (!hasChange(step)) continue;
        addStepPage(report, forms, step, texts);
      }
    } finally {
      for (const cache of forms) cache.destroy();
    }
    const characters = texts.flatMap((t) => t.items.map((i) => i.text)).join("");
    const stamper = createTextStamper(report, characters, { color: [0, 0, 0], opacity: 1 });
    for (const { page, items } of texts) stamper.stamp(report.loadPage(page), items);
    return report;
  } catch (error) {
    report.destroy();
    throw error;
  }
}

function hasChange(step: DiffStep<WordBox>): boolean {
  return step.kind !== "paired" || step.removed.length + step.added.length > 0;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function stepLine(step: DiffStep<WordBox>, arrow: string): string {
  if (step.kind === "paired") {
    return `Page ${step.originalPage} ${arrow} ${step.changedPage}: ${plural(step.removed.length, "word", "words")} removed, ${step.added.length} added`;
  }
  if (step.kind === "insertedPage") return `Page ${step.changedPage} (changed) inserted`;
  return `Page ${step.originalPage} (original) removed`;
}

function addSummaryPages(
  report: mupdf.PDFDocument,
  original: ReportSource,
  changed: ReportSource,
  diff: DocumentDiff<WordBox>,
  arrow: string,
  texts: { page: number; items: PlacedText[] }[],
): void {
  const { totals } = diff;
  const head: { text: string; size: number }[] = [
    { text: "Comparison report", size: 20 },
    { text: `Original: ${original.name} (${plural(original.doc.countPages(), "page", "pages")})`, size: LIST_SIZE },
    { text: `Changed: ${changed.name} (${plural(changed.doc.countPages(), "page", "pages")})`, size: LIST_SIZE },
    { text: "", size: LIST_SIZE },
  ];
  if (diff.identical) {
    head.push({ text: "No changes: both documents have the same words on every page.", size: 13 });
  } else {
    head.push(
      { text: `Words removed: ${totals.wordsRemoved}`, size: 12 },
      { text: `Words added: ${totals.wordsAdded}`, size: 12 },
      { text: `Pages inserted: ${totals.pagesInserted}`, size: 12 },
      { text: `Pages removed: ${totals.pagesRemoved}`, size: 12 },
      { text: "", size: LIST_SIZE },
      { text: "Changes by page (each shown on a page of its own after this list):", size: 12 },
    );
  }
  const lines = [...head, ...diff.steps.filter(hasChange).map((step) => ({ text: stepLine(step, arrow), size: LIST_SIZE }))];
  let items: PlacedText[] = [];
  let y = SUMMARY_SIZE[3] - SUMMARY_MARGIN;
  const flush = () => {
    texts.push({ page: report.countPages(), items });
    report.insertPage(-1, report.addPage(SUMMARY_SIZE, 0, report.newDictionary(), ""));
    items = [];
    y = SUMMARY_SIZE[3] - SUMMARY_MARGIN;
  };
  for (const line of lines) {
    const advance = Math.max(LINE_HEIGHT, line.size * 1.5);
    if (y - advance < SUMMARY_MARGIN) flush();
    y -= advance;
    if (line.text !== "") items.push({ text: truncate(line.text, 110), size: line.size, x: SUMMARY_MARGIN, y, angle: 0 });
  }
  flush();
}

function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join("")}…`;
}

function addStepPage(
  report: mupdf.PDFDocument,
  forms: readonly [FormCache, FormCache],
  step: DiffStep<WordBox>,
  texts: { page: number; items: PlacedText[] }[],
): void {
  const resources = report.newDictionary();
  const xobjects = report.newDictionary();
  const states = report.newDictionary();
  const state = report.newDictionary();
  state.put("Type", report.newName("ExtGState"));
  state.put("ca", HIGHLIGHT_OPACITY);
  states.put("H", report.addObject(state));
  resources.put("XObject", xobjects);
  resources.put("ExtGState", states);

  const items: PlacedText[] = [];
  let content = "";
  const labelY = PAIR_SIZE[3] - PAIR_MARGIN - 16;
  const place = (side: 0 | 1, page: number, words: readonly WordToken<WordBox>[], colour: string, label: string) => {
    const form = forms[side].form(page - 1);
    const name = `P${side}`;
    xobjects.put(name, form.xobject);
    const at = slotPlacement(side, form.width, form.height);
    content += `q ${num(at.scale)} 0 0 ${num(at.scale)} ${num(at.x)} ${num(at.y)} cm /${name} Do Q\n`;
    // A thin frame, so a white page is told apart from the report's background.
    content += `q 0.6 G 0.5 w ${num(at.x)} ${num(at.y)} ${num(form.width * at.scale)} ${num(form.height * at.scale)} re S Q\n`;
    if (words.length > 0) {
      content += `q /H gs ${colour} rg\n`;
      for (const { ref } of words) {
        const [x0, y0, x1, y1] = ref;
        content += `${num(at.x + x0 * at.scale)} ${num(at.y + (form.height - y1) * at.scale)} ${num((x1 - x0) * at.scale)} ${num((y1 - y0) * at.scale)} re\n`;
      }
      content += "f Q\n";
    }
    const slotLeft = PAIR_MARGIN + side * ((PAIR_SIZE[2] - PAIR_MARGIN) / 2);
    items.push({ text: label, size: 12, x: slotLeft, y: labelY, angle: 0 });
  };
  if (step.kind === "paired") {
    place(0, step.originalPage, step.removed, REMOVED_COLOUR, `Original page ${step.originalPage}: ${plural(step.removed.length, "word", "words")} removed`);
    place(1, step.changedPage, step.added, ADDED_COLOUR, `Changed page ${step.changedPage}: ${plural(step.added.length, "word", "words")} added`);
  } else if (step.kind === "removedPage") {
    place(0, step.originalPage, step.removed, REMOVED_COLOUR, `Removed page ${step.originalPage} of the original`);
  } else {
    place(1, step.changedPage, step.added, ADDED_COLOUR, `Inserted page ${step.changedPage} of the changed PDF`);
  }
  texts.push({ page: report.countPages(), items });
  report.insertPage(-1, report.addPage(PAIR_SIZE, 0, resources, content));
}

interface PageForm {
  readonly xobject: mupdf.PDFObject;
  /** The page's size as shown. */
  readonly width: number;
  readonly height: number;
}

/**
 * Source pages as Form XObjects of the report: contents and resources grafted (through one
 * graft map per source, so shared fonts and images are copied once), /BBox the page's visible
 * box and /Matrix its page transform, so that the form draws the page as shown with its origin
 * at the bottom left and a size of width × height.
 */
class FormCache {
  private readonly map: mupdf.PDFGraftMap;
  private readonly forms = new Map<number, PageForm>();

  private readonly report: mupdf.PDFDocument;
  private readonly source: mupdf.PDFDocument;

  constructor(report: mupdf.PDFDocument, source: mupdf.PDFDocument) {
    this.report = report;
    this.source = source;
    this.map = report.newGraftMap();
  }

  form(index: number): PageForm {
    const known = this.forms.get(index);
    if (known) return known;
    const page = this.source.loadPage(index);
    try {
      const pageObject = page.getObject();
      const [bx0, by0, bx1, by1] = page.getBounds();
      const width = bx1 - bx0;
      const height = by1 - by0;
      // Page space → shown page (top-left origin, y down) → shown page from the bottom left.
      const matrix = mupdf.Matrix.concat(page.getTransform(), [1, 0, 0, -1, 0, height]);
      const inverse = mupdf.Matrix.invert(matrix);
      const box = mupdf.Rect.transform([0, 0, width, height], inverse);
      const dict = this.report.newDictionary();
      dict.put("Type", this.report.newName("XObject"));
      dict.put("Subtype", this.report.newName("Form"));
      dict.put("BBox", rectArray(this.report, box));
      const m = this.report.newArray();
      for (const v of matrix) m.push(v);
      dict.put("Matrix", m);
      const resources = pageObject.getInheritable("Resources");
      if (!resources.isNull()) dict.put("Resources", this.map.graftObject(resources));
      const form: PageForm = { xobject: this.report.addStream(pageContent(pageObject), dict), width, height };
      this.forms.set(index, form);
      return form;
    } finally {
      page.destroy();
    }
  }

  destroy(): void {
    this.map.destroy();
  }
}

function rectArray(doc: mupdf.PDFDocument, rect: mupdf.Rect): mupdf.PDFObject {
  const array = doc.newArray();
  for (const v of rect) array.push(v);
  return array;
}

/** The page's content streams decoded and joined, as one stream holds a form's content. */
function pageContent(pageObject: mupdf.PDFObject): Uint8Array {
  return decodedContent(contentStreams(pageObject.get("Contents")));
}

/** A number as content-stream syntax: no exponents, no needless digits. */
function num(value: number): string {
  const rounded = Number(value.toFixed(3));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
