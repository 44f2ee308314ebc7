import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import yazl from "yazl";
import { closeChromium } from "../../src/browser/chromium-slot.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { colourAt, htmlFields, near, printFiles, type PageFile } from "./print-helpers.ts";

/*
 * What html-to-pdf prints, checked by reading the PDF back with pdf.js: text, page sizes,
 * page counts and colours in a render. One Chromium serves the whole file (the worker's slot),
 * as it serves a worker's jobs.
 */

const blue = { r: 0, g: 0, b: 255 };

async function logoPng(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 100, height: 100, channels: 3, background: blue } }).png().toBuffer());
}

/** A page whose look and text come from its assets: a stylesheet, an image, a script. */
function sitePage(prefix: string): string {
  return `<!doctype html><html><head><link rel="stylesheet" href="${prefix}css/style.css"><script src="${prefix}js/app.js"></script></head>
<body><h1>Asset page</h1><img id="logo" src="${prefix}img/logo.png"><p id="from-script"></p></body></html>`;
}
const siteCss = "html { background: rgb(0, 160, 0); } #logo { position: absolute; left: 0; top: 60mm; width: 100mm; height: 100mm; }";
const siteJs = "addEventListener('DOMContentLoaded', () => { document.getElementById('from-script').textContent = 'Written by app.js'; });";

async function zipOf(entries: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The checks shared by the page sent as files and the same page in a ZIP. */
async function checkSitePrint(bytes: Uint8Array): Promise<void> {
  const pdf = await readPdf(bytes);
  assert.equal(pdf.numPages, 1);
  assert.deepEqual(await pdf.viewSize(1), { width: 596, height: 842 }, "A4 by default");
  const text = await pdf.pageText(1);
  assert.match(text, /Asset page/);
  assert.match(text, /Written by app\.js/, "the script asset ran");
  const render = await pdf.render(1, 36);
  // The image sits 60 mm down, 100 mm wide, inside the 10 mm margin; the stylesheet's background fills the rest.
  assert.ok(near(colourAt(render, 0.3, 0.42), [0, 0, 255]), `the image asset is drawn (got ${colourAt(render, 0.3, 0.42)})`);
  assert.ok(near(colourAt(render, 0.8, 0.8), [0, 160, 0]), `the stylesheet's background is printed (got ${colourAt(render, 0.8, 0.8)})`);
}

describe("html-to-pdf prints", () => {
  after(() => closeChromium());

  it("a page built by script after it loads, once waitForSelector matches", async () => {
    const page = `<!doctype html><body><h1>Report</h1><div id="out"></div><script>
      setTimeout(() => { document.getElementById('out').innerHTML = '<p id="ready">Total computed: ' + (6 * 7) + '</p>'; }, 400);
    </script></body>`;
    const { bytes } = await printFiles([{ name: "report.html", data: page }], htmlFields({ waitForSelector: "#ready" }));
    assert.match(await (await readPdf(bytes)).pageText(1), /Total computed: 42/);
  });

  it("print CSS: the page's @page size wins, page breaks, @media print (and screen when asked)", async () => {
    const page = `<!doctype html><html><head><style>
      @page { size: A5 landscape; margin: 10mm; }
      .next { break-before: page; }
      @media print { .screen-only { display: none; } }
      @media screen { .print-only { display: none; } }
    </style></head><body><p>First sheet</p><p class="print-only">Printed edition</p><p class="screen-only">Screen edition</p>
    <p class="next">Second sheet</p><p class="next">Third sheet</p></body></html>`;
    const files: PageFile[] = [{ name: "print.html", data: page }];
    const pdf = await readPdf((await printFiles(files, htmlFields({ paperSize: "Letter" }))).bytes);
    assert.equal(pdf.numPages, 3);
    for (let n = 1; n <= 3; n++) assert.deepEqual(await pdf.viewSize(n), { width: 595, height: 420 }, "A5 landscape from @page, not Letter");
    assert.match(await pdf.pageText(1), /First sheet Printed edition/);
    assert.doesNotMatch(await pdf.pageText(1), /Screen edition/);
    assert.match(await pdf.pageText(3), /Third sheet/);
    const screen = await readPdf((await printFiles(files, htmlFields({ media: "screen" }))).bytes);
    assert.match(await screen.pageText(1), /Screen edition/);
    assert.doesNotMatch(await screen.pageText(1), /Printed edition/);
  });

  it("paper size and orientation when the page sets none; backgrounds only when asked", async () => {
    const page = `<!doctype html><html><head><style>html { background: rgb(200, 30, 30); }</style></head><body><p>Sized</p></body></html>`;
    const files: PageFile[] = [{ name: "plain.html", data: page }];
    const letter = await readPdf((await printFiles(files, htmlFields({ paperSize: "Letter", landscape: true }))).bytes);
    assert.deepEqual(await letter.viewSize(1), { width: 792, height: 612 });
    assert.ok(near(colourAt(await letter.render(1, 36), 0.5, 0.6), [255, 255, 255]), "no background by default");
    const a3 = await readPdf((await printFiles(files, htmlFields({ paperSize: "A3", printBackground: true }))).bytes);
    assert.deepEqual(await a3.viewSize(1), { width: 842, height: 1191 });
    assert.ok(near(colourAt(await a3.render(1, 36), 0.5, 0.6), [200, 30, 30]), "the background with printBackground");
  });

  it("a page with its assets sent as further files", async () => {
    const files: PageFile[] = [
      { name: "index.html", data: sitePage("") },
      // Uploads carry no folders: css/style.css is found by its name.
      { name: "style.css", data: siteCss },
      { name: "logo.png", data: await logoPng() },
      { name: "app.js", data: siteJs },
    ];
    await checkSitePrint((await printFiles(files, htmlFields({ printBackground: true }))).bytes);
  });

  it("the same page as a ZIP, its assets in folders", async () => {
    const zip = await zipOf({ "site/index.html": sitePage(""), "site/css/style.css": siteCss, "site/img/logo.png": await logoPng(), "site/js/app.js": siteJs });
    await checkSitePrint((await printFiles([{ name: "site.zip", data: zip }], htmlFields({ printBackground: true }))).bytes);
  });

  it("Markdown: headings (as bookmarks too), a table and a code block", async () => {
    const markdown = [
      "# Quarterly notes",
      "",
      "Some *emphasis* and a list:",
      "",
      "- one entry",
      "- two entries",
      "",
      "## Figures",
      "",
      "| Region | Sales |",
      "|--------|------:|",
      "| North  | 1,200 |",
      "| South  |   950 |",
      "",
      "## Code",
      "",
      "```js",
      "const total = north + south;",
      "```",
    ].join("\n");
    const { bytes } = await printFiles([{ name: "notes.md", data: markdown }], htmlFields());
    const pdf = await readPdf(bytes);
    const text = await pdf.pageText(1);
    assert.match(text, /Quarterly notes/);
    assert.match(text, /one entry two entries/);
    assert.match(text, /Region Sales North 1,200 South 950/, "the table's cells in reading order");
    assert.match(text, /const total = north \+ south;/);
    assert.doesNotMatch(text, /```|\|---/, "no Markdown syntax left");
    const titles = (await pdf.outline()).flatMap(function walk(entry): string[] {
      return [entry.title, ...entry.children.flatMap(walk)];
    });
    assert.deepEqual(titles, ["Quarterly notes", "Figures", "Code"]);
  });

  it("headers and footers with page numbers and the page count, and a page selection", async () => {
    const paragraphs = Array.from({ length: 3 }, (_, i) => `<section style="break-after: page">Chapter ${i + 1}</section>`).join("");
    const fields = htmlFields({ margin: "20 10", headerHtml: "Annual report", footerHtml: 'Page <span class="pageNumber"></span> of <span class="totalPages"></span> / {{page}}-{{pages}}' });
    const whole = await readPdf((await printFiles([{ name: "book.html", data: `<body>${paragraphs}</body>` }], fields)).bytes);
    assert.equal(whole.numPages, 3);
    for (let n = 1; n <= 3; n++) {
      const text = await whole.pageText(n);
      assert.match(text, /Annual report/);
      assert.match(text, new RegExp(`Page ${n} of 3 / ${n}-3`));
      assert.match(text, new RegExp(`Chapter ${n}`));
    }
    const some = await printFiles([{ name: "book.html", data: `<body>${paragraphs}</body>` }], { ...fields, pages: htmlFields({ pages: "3,1" }).pages });
    assert.equal(some.pageCount, 2);
    const selected = await readPdf(some.bytes);
    assert.match(await selected.pageText(1), /Chapter 3.*Page 3 of 3|Page 3 of 3.*Chapter 3/);
    assert.match(await selected.pageText(2), /Chapter 1/);
  });
});
