import { mupdf } from "./mupdf-document.ts";

/** Pixels of a page drawn as 8-bit RGB, row after row with no padding. */
export interface RgbImage {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
}

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The pixel size of a page of `widthPt` × `heightPt` points at `dpi`, each side rounded; a
 * page over `maxPixels` is made smaller, keeping its shape as closely as whole pixels allow.
 */
export function pageImageSize(widthPt: number, heightPt: number, dpi: number, maxPixels: number): ImageSize {
  let width = Math.max(1, Math.round((widthPt * dpi) / 72));
  let height = Math.max(1, Math.round((heightPt * dpi) / 72));
  if (width * height <= maxPixels) return { width, height };
  const shrink = Math.sqrt(maxPixels / (width * height));
  // The epsilon keeps 9000 × 5/9 at 5000 where floating point gives 4999.9999.
  const fullWidth = width;
  const fullHeight = height;
  width = Math.max(1, Math.floor(fullWidth * shrink + 1e-9));
  height = Math.max(1, Math.floor(fullHeight * shrink + 1e-9));
  while (width * height > maxPixels) {
    if (width / fullWidth >= height / fullHeight) width--;
    else height--;
  }
  return { width, height };
}

/** Draws a page as drawPage does, in 8-bit RGB. */
export function renderPage(doc: mupdf.PDFDocument, index: number, dpi: number, maxPixels: number): RgbImage {
  const page = doc.loadPage(index);
  try {
    const { pixels, width, height } = drawPage(page, mupdf.ColorSpace.DeviceRGB, dpi, maxPixels);
    return { pixels, width, height };
  } finally {
    page.destroy();
  }
}

/** A page drawn: 8-bit pixels row after row with no padding, one byte a colour component. */
export interface DrawnPage {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
  /** The resolution it was drawn at, after any shrinking to stay within the pixel limit. */
  readonly dpi: number;
}

/**
 * Draws a page as it is shown (its /Rotate and CropBox applied, annotations and form fields
 * included) on white in `colorSpace`, at `dpi` but at most `maxPixels`. `filter`, when given,
 * wraps the drawing device, to leave something out.
 *
 * The pixmap is made at the exact size first and the page scaled onto it per axis: MuPDF's
 * page.toPixmap rounds the scaled bounds outward and so gives a pixel more where dpi × size
 * is not whole (649 pt at 150 dpi: 1353 pixels, not 1352).
 */
export function drawPage(
  page: mupdf.Page,
  colorSpace: mupdf.ColorSpace,
  dpi: number,
  maxPixels: number,
  filter?: (draw: mupdf.Device) => mupdf.Device,
): DrawnPage {
  const [x0, y0, x1, y1] = page.getBounds();
  const { width, height } = pageImageSize(x1 - x0, y1 - y0, dpi, maxPixels);
  const sx = width / (x1 - x0 || 1);
  const sy = height / (y1 - y0 || 1);
  const pixmap = new mupdf.Pixmap(colorSpace, [0, 0, width, height], false);
  try {
    pixmap.clear(255);
    const draw = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    const device = filter ? filter(draw) : draw;
    try {
      page.run(device, [sx, 0, 0, sy, -x0 * sx, -y0 * sy]);
      device.close();
      if (device !== draw) draw.close();
    } finally {
      if (device !== draw) device.destroy();
      draw.destroy();
    }
    const stride = width * colorSpace.getNumberOfComponents();
    if (pixmap.getStride() !== stride) throw new Error(`unexpected pixmap stride ${pixmap.getStride()} for width ${width}`);
    // A copy: the view points into MuPDF's heap, which the next page reuses.
    return { pixels: Buffer.copyBytesFrom(pixmap.getPixels()), width, height, dpi: (width * 72) / (x1 - x0 || 1) };
  } finally {
    pixmap.destroy();
  }
}
