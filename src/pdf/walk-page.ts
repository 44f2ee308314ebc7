import { mupdf } from "./mupdf-document.ts";

/**
 * What a page walk listens to: any of MuPDF's device callbacks (fillPath, fillText, fillImage, …),
 * the first of mupdf.Device's two constructors (the other takes a pointer).
 */
export type PageListener = typeof mupdf.Device extends { new (callbacks: infer C): mupdf.Device; new (pointer: infer _): mupdf.Device } ? C : never;

/**
 * Runs `page` at its own coordinates (as shown: /Rotate and CropBox applied) through a device that
 * calls `listener`, and frees the device. A page whose content breaks part way is walked as far as
 * it goes: the listener keeps what it saw before the break, and nothing is thrown.
 */
export function walkPage(page: mupdf.Page, listener: PageListener): void {
  const device = new mupdf.Device(listener);
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } catch {
    // What was seen before the content broke is all there is to see.
  } finally {
    device.destroy();
  }
}
