import fs from "node:fs";
import path from "node:path";
import * as mupdf from "mupdf";

/**
 * The native comparison's `mutool` work done by MuPDF as WebAssembly (the `mupdf` package the
 * service runs), step for step as the `mutool run` scripts and `mutool merge` do it and with
 * the same write options: what is left between the two is WebAssembly's own cost, not the
 * service's choices (object streams, checks, HTTP). Run in a child process of its own; the
 * time reported is from reading the input to writing the output, the second time (warm, as a
 * worker is), without Node's start.
 *
 *   node bench/wasm-same-work.ts <work> <options> <out> <inputs…> [pages as JSON]
 */

type Work = (inputs: readonly string[], out: string, options: string, pages?: number[]) => void;

const open = (file: string) => new mupdf.PDFDocument(fs.readFileSync(file));
const save = (doc: mupdf.PDFDocument, out: string, options: string) => fs.writeFileSync(out, doc.saveToBuffer(options).asUint8Array());

export const works: Record<string, Work> = {
  rotate([input], out, options) {
    const doc = open(input!);
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.findPage(i);
      const rotate = page.get("Rotate");
      page.put("Rotate", ((rotate.isNumber() ? rotate.asNumber() : 0) + 90) % 360);
    }
    save(doc, out, options);
  },
  stamp([input], out, options) {
    stampEvery(input!, out, options, () => "q 0.5 g BT /DtStamp 48 Tf 0.7071 0.7071 -0.7071 0.7071 150 250 Tm (CONFIDENTIAL) Tj ET Q");
  },
  number([input], out, options) {
    stampEvery(input!, out, options, (index, count) => `q 0 g BT /DtStamp 10 Tf 290 30 Td (${index + 1} / ${count}) Tj ET Q`);
  },
  split([input], out, options) {
    const doc = open(input!);
    for (let i = 0; i < doc.countPages(); i++) {
      const part = new mupdf.PDFDocument();
      part.graftPage(-1, doc, i);
      save(part, path.join(out, `page-${i + 1}.pdf`), options);
      part.destroy();
    }
  },
  // `mutool clean`: open (with a password, for an encrypted input) and write with the options
  // given as JSON (a password may hold the commas that separate the string form's options).
  clean([input], out, options) {
    const { password, ...write } = JSON.parse(options) as Record<string, string>;
    const doc = open(input!);
    if (password !== undefined && doc.needsPassword()) doc.authenticatePassword(password);
    fs.writeFileSync(out, doc.saveToBuffer(write).asUint8Array());
  },
  merge(inputs, out, options, pages) {
    const merged = new mupdf.PDFDocument();
    for (const input of inputs) {
      const doc = open(input);
      const map = merged.newGraftMap();
      for (const page of pages ?? Array.from({ length: doc.countPages() }, (_, i) => i)) map.graftPage(-1, doc, page);
      map.destroy();
      doc.destroy();
    }
    save(merged, out, options);
  },
};

/** As the `mutool run` stamping scripts do: Helvetica added once, a content stream appended to every page. */
function stampEvery(input: string, out: string, options: string, content: (index: number, count: number) => string): void {
  const doc = open(input);
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"), "Latin");
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.findPage(i);
    let resources = page.get("Resources");
    if (!resources.isDictionary()) {
      resources = doc.newDictionary();
      page.put("Resources", resources);
    }
    let fonts = resources.get("Font");
    if (!fonts.isDictionary()) {
      fonts = doc.newDictionary();
      resources.put("Font", fonts);
    }
    fonts.put("DtStamp", font);
    const stream = doc.addStream(content(i, doc.countPages()), doc.newDictionary());
    const contents = page.get("Contents");
    const list = doc.newArray();
    if (contents.isArray()) for (let k = 0; k < contents.length; k++) list.push(contents.get(k));
    else list.push(contents);
    list.push(stream);
    page.put("Contents", list);
  }
  save(doc, out, options);
}

if (import.meta.main) {
  const [work, options, out, ...rest] = process.argv.slice(2);
  const pages = rest.at(-1)?.startsWith("[") ? (JSON.parse(rest.pop()!) as number[]) : undefined;
  // Once untimed: a service's worker runs warm, its WebAssembly compiled by V8's optimising tier.
  works[work!]!(rest, out!, options!, pages);
  const started = performance.now();
  works[work!]!(rest, out!, options!, pages);
  console.log(((performance.now() - started) / 1000).toFixed(4));
}
