import type { mupdf } from "./mupdf-document.ts";

/**
 * Turns a page object by `degrees` clockwise (a multiple of 90), added to the rotation it has. Its
 * /Rotate may be inherited from a /Pages node; the page gets its own, total value, from 0 to 270.
 */
export function turnPage(page: mupdf.PDFObject, degrees: number): void {
  const current = page.getInheritable("Rotate");
  const existing = current.isNumber() ? current.asNumber() : 0;
  page.put("Rotate", (((existing + degrees) % 360) + 360) % 360);
}
