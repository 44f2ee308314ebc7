import fs from "node:fs/promises";
import path from "node:path";
import { isPublicAddress } from "../common/public-address.ts";
import { printToPdf, privateAddressesAllowed } from "../browser/chromium-slot.ts";
import { siteFromInputs } from "../browser/page-site.ts";
import type { PrintOptions } from "../browser/print-options.ts";
import type { FieldError } from "../errors/app-error.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";
import { openPdf } from "../pdf/mupdf-document.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { editPdf, selectPages } from "./edit-pdf.ts";
import { defineTool, MB, pdfResult } from "./tool-definition.ts";

const MAX_URL_LENGTH = 2048;
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?`;
const marginPattern = new RegExp(String.raw`^\s*${NUMBER}(?:(?:\s*,\s*|\s+)${NUMBER}){0,3}\s*$`);
const scalePattern = /^\s*\d(?:\.\d+)?\s*$/;

export const htmlToPdf = defineTool({
  name: "html-to-pdf",
  resultSuffix: "printed",
  summary: "Print a web page, HTML or Markdown to PDF",
  description:
    "Prints a page with Chromium, as its print preview would, scripts run. Give either `files` or `url`. `files`: an HTML page first, then the files it uses (stylesheets, images, fonts, scripts), which it refers to by the names they are sent with; or one ZIP holding `index.html` (at its top) and its files in their folders; or one Markdown file, printed with a clean stylesheet (headings, lists, tables, code). A page printed from files may load only those files: any other address is refused. `url`: a public http or https address; the page and everything it loads must be on public addresses (addresses of private networks, the loopback and cloud metadata services are refused, also when a name resolves to them). The page's own `@page` size wins over `paperSize` when it sets one. A page that cannot be loaded (no such host, refused, an HTTP error) fails with PageLoadFailed.",
  paid: false,
  engine: "browser",
  acceptsBatch: true,
  fields: {
    url: {
      kind: "text",
      maxLength: MAX_URL_LENGTH,
      description: "A public http or https address to print, instead of `files` (at most 2,048 characters).",
    },
    paperSize: {
      kind: "enum",
      values: ["A4", "Letter", "Legal", "A3", "A5", "Tabloid"],
      default: "A4",
      description: "A4 210 × 297 mm, Letter 8.5 × 11 in, Legal 8.5 × 14 in, A3 297 × 420 mm, A5 148 × 210 mm, Tabloid 11 × 17 in. A page whose stylesheet sets `@page { size: … }` gets that size instead.",
    },
    landscape: { kind: "boolean", default: false, description: "Turns the paper sideways." },
    margin: {
      kind: "text",
      maxLength: 60,
      default: "10",
      pattern: { regex: marginPattern, explain: "must be one to four numbers of millimetres, as in CSS: `10`, `10 15` or `10 15 10 15` (top, right, bottom, left)", openapi: marginPattern.source },
      description:
        "Margins in millimetres (0 to 100), one to four numbers as in CSS: `10` on every side; `10 15` top and bottom, left and right; `10 15 20` top, sides, bottom; `10 15 20 25` top, right, bottom, left. A page's `@page { margin }` wins. Headers and footers are drawn inside the margins, so give them room (about 15 mm).",
    },
    printBackground: { kind: "boolean", default: false, description: "Prints background colours and images, which printing leaves out by default." },
    scale: {
      kind: "text",
      maxLength: 10,
      default: "1",
      pattern: { regex: scalePattern, explain: "must be a number from 0.1 to 2", openapi: scalePattern.source },
      description: "Zoom of the page when printed, from 0.1 to 2 (1 is the page's own size).",
    },
    media: {
      kind: "enum",
      values: ["print", "screen"],
      default: "print",
      description: "The CSS media the page is laid out for: `print` applies its `@media print` rules; `screen` prints it as it looks on a screen.",
    },
    headerHtml: {
      kind: "text",
      maxLength: 10_000,
      description:
        'HTML printed at the top of every page, in the top margin. `<span class="pageNumber"></span>` shows the page number and `<span class="totalPages"></span>` the number of pages (or write `{{page}}` and `{{pages}}`); `date`, `title` and `url` classes work likewise. Text is 9 pt unless styled; it cannot load images or styles from addresses (use inline styles and data: URLs).',
    },
    footerHtml: { kind: "text", maxLength: 10_000, description: "HTML printed at the bottom of every page, as `headerHtml`: e.g. `Page {{page}} of {{pages}}`." },
    waitForSelector: {
      kind: "text",
      maxLength: 500,
      description: "A CSS selector that must match an element before the page is printed, for pages that build their content with scripts; the job's time limit bounds the wait.",
    },
    waitDelayMs: { kind: "integer", min: 0, max: 30_000, default: 0, description: "Milliseconds to wait after the page has loaded (and `waitForSelector` matched) before printing." },
    pages: { kind: "pages", description: "The pages of the printed PDF to keep (default every page)." },
  },
  limits: {
    minFiles: 0,
    maxFiles: 100,
    maxFileBytes: 50 * MB,
    maxTotalBytes: 100 * MB,
    accepts: ["text/html", "text/markdown", "application/zip", "text/css", "image/*", "font/*", "text/javascript"],
  },
  result: pdfResult,
  validate(fields, { fileCount }) {
    const errors: FieldError[] = [];
    const url = fields.url?.trim();
    if (url && fileCount > 0) errors.push({ field: "url", detail: "Give either `files` or `url`, not both." });
    if (!url && fileCount === 0) errors.push({ field: "files", detail: "Give the page to print: an HTML, Markdown or ZIP file in `files`, or an address in `url`." });
    if (url) {
      const problem = urlProblem(url);
      if (problem) errors.push({ field: "url", detail: problem });
    }
    const margins = parseMargins(fields.margin);
    if (margins.some((value) => value > 100)) errors.push({ field: "margin", detail: `Each margin must be from 0 to 100 millimetres (got "${fields.margin}").` });
    const scale = Number(fields.scale);
    if (!(scale >= 0.1 && scale <= 2)) errors.push({ field: "scale", detail: `\`scale\` must be a number from 0.1 to 2 (got "${fields.scale}").` });
    return errors;
  },
  async run({ inputs, fields, workDir, signal, memoryMb, log }) {
    const options: PrintOptions = {
      paperSize: fields.paperSize,
      landscape: fields.landscape,
      marginMm: parseMargins(fields.margin),
      printBackground: fields.printBackground,
      scale: Number(fields.scale),
      media: fields.media,
      headerHtml: fields.headerHtml,
      footerHtml: fields.footerHtml,
      waitForSelector: fields.waitForSelector?.trim() || undefined,
      waitDelayMs: fields.waitDelayMs,
    };
    const printed = path.join(workDir, "printed.pdf");
    const source =
      inputs.length === 0
        ? ({ kind: "url", url: fields.url!.trim(), allowPrivate: privateAddressesAllowed() } as const)
        : ({ kind: "files", site: await siteFromInputs(inputs, path.join(workDir, "site"), { maxEntries: 2000, maxTotalBytes: 500 * MB }) } as const);
    const report = await printToPdf(source, options, printed, { signal, memoryMb });
    if (report.refusals.length > 0) log.info("the page asked for addresses it may not load", { refused: report.refusals.slice(0, 20), requests: report.requests });
    await fs.rm(path.join(workDir, "site"), { recursive: true, force: true });
    const input = { path: printed, name: "the printed page", bytes: (await fs.stat(printed)).size };
    if (fields.pages !== undefined) {
      const selection = fields.pages;
      const result = await editPdf(input, workDir, { pagesRearranged: true }, (doc, count) => {
        const kept = [...new Set(selectPages(selection, count))];
        rearrangePages(doc, kept);
        return kept.length;
      });
      await fs.rm(printed, { force: true });
      return result;
    }
    const doc = await openPdf(printed, { name: input.name });
    try {
      checkBuiltPdf(doc, input.name);
      return { outputs: [{ path: printed, name: "result.pdf", checked: true }], pageCount: doc.countPages() };
    } finally {
      doc.destroy();
    }
  },
});

/** Top, right, bottom, left from CSS's one-to-four-value shorthand. */
function parseMargins(text: string): [number, number, number, number] {
  const values = text.trim().split(/\s*,\s*|\s+/).map(Number);
  const [top = 10, right = top, bottom = top, left = right] = values;
  return [top, right, bottom, left];
}

/** Why an address cannot be printed, or null. Names are checked when the page loads; a literal address here. */
function urlProblem(text: string): string | null {
  if (text.length > MAX_URL_LENGTH) return `\`url\` must be at most ${MAX_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `\`url\` must be a whole http or https address, like https://example.com/page (got "${text}").`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `\`url\` must be an http or https address (got ${url.protocol.replace(/:$/, "")}).`;
  // The URL parser has already made every spelling of an address (0x7f000001, 2130706433, 0177.0.0.1) its dotted form.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = /^[\d.]+$/.test(host) || host.includes(":");
  if (literal && !isPublicAddress(host)) return `\`url\` must be a public address; ${host} is not one (private networks, the loopback and cloud metadata addresses are refused).`;
  if (host === "localhost" || host.endsWith(".localhost")) return `\`url\` must be a public address; ${host} is this machine.`;
  return null;
}
