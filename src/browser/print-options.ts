/** How a page is printed, as the tool's fields give it. */
export interface PrintOptions {
  readonly paperSize: "A4" | "Letter" | "Legal" | "A3" | "A5" | "Tabloid";
  readonly landscape: boolean;
  /** Top, right, bottom, left, in millimetres. */
  readonly marginMm: readonly [number, number, number, number];
  readonly printBackground: boolean;
  readonly scale: number;
  readonly media: "print" | "screen";
  readonly headerHtml?: string | undefined;
  readonly footerHtml?: string | undefined;
  readonly waitForSelector?: string | undefined;
  readonly waitDelayMs: number;
}

export const defaultPrintOptions: PrintOptions = {
  paperSize: "A4",
  landscape: false,
  marginMm: [10, 10, 10, 10],
  printBackground: false,
  scale: 1,
  media: "print",
  waitDelayMs: 0,
};

/**
 * A header or footer as Chromium prints it. Chromium fills the elements of class `pageNumber`,
 * `totalPages`, `date`, `title` and `url`; `{{page}}` and `{{pages}}` are shorthands for the
 * first two. Chromium draws these at a tiny default size, so the text gets a readable one
 * (9 pt) that the template's own styles can change.
 */
export function headerFooterTemplate(html: string | undefined): string {
  if (html === undefined || html.trim() === "") return "<span></span>";
  const filled = html.replaceAll("{{page}}", '<span class="pageNumber"></span>').replaceAll("{{pages}}", '<span class="totalPages"></span>');
  return `<div style="font-size:9pt;width:100%;padding:0 10mm;-webkit-print-color-adjust:exact">${filled}</div>`;
}
