import { mupdf } from "./mupdf-document.ts";
import { drawPage } from "./render-page.ts";
import { walkPage } from "./walk-page.ts";

/**
 * What OCR needs to know of a page before reading it, and the page drawn for it.
 * Positions are those of the page as shown (/Rotate and CropBox applied).
 */

export interface PageSurvey {
  /** Whether the page draws any text, visible or not (an OCR layer counts). */
  readonly hasText: boolean;
  /**
   * When the page is one scanned picture (a single image covering nearly all of it), the
   * picture's own resolution in dots per inch; null otherwise.
   */
  readonly scanDpi: number | null;
}

export function surveyPage(page: mupdf.PDFPage): PageSurvey {
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = Math.max(1, (x1 - x0) * (y1 - y0));
  let hasText = false;
  const images: { dpi: number; area: number }[] = [];
  const sawText = () => {
    hasText = true;
  };
  const sawImage = (image: mupdf.Image, ctm: mupdf.Matrix) => {
    // The image's unit square, placed by ctm, in points; its pixels over those points.
    const width = Math.hypot(ctm[0], ctm[1]);
    const height = Math.hypot(ctm[2], ctm[3]);
    if (!(width > 0 && height > 0)) return;
    const dpi = Math.min((image.getWidth() * 72) / width, (image.getHeight() * 72) / height);
    images.push({ dpi, area: width * height });
  };
  walkPage(page, {
    fillText: sawText,
    strokeText: sawText,
    clipText: sawText,
    clipStrokeText: sawText,
    ignoreText: sawText,
    fillImage: sawImage,
    fillImageMask: sawImage,
  });
  const scan = images.length === 1 && images[0]!.area >= 0.8 * pageArea ? images[0]! : null;
  return { hasText, scanDpi: scan ? scan.dpi : null };
}

export interface GreyPage {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** The resolution it was drawn at, after any shrinking to stay within the pixel limit. */
  readonly dpi: number;
}

/**
 * The page drawn in 8-bit grey on white at `dpi` (at most `maxPixels`), as it is shown.
 * `hideText` leaves its text out, so that only what is in its pictures remains to be read.
 */
export function renderPageGrey(page: mupdf.PDFPage, dpi: number, maxPixels: number, options: { hideText?: boolean } = {}): GreyPage {
  return drawPage(page, mupdf.ColorSpace.DeviceGray, dpi, maxPixels, options.hideText ? withoutText : undefined);
}

/** A device that passes everything but shown text on to `target`; text used as a clip still clips. */
function withoutText(target: mupdf.Device): mupdf.Device {
  return new mupdf.Device({
    fillPath: (path, evenOdd, ctm, cs, color, alpha) => target.fillPath(path, evenOdd, ctm, cs, color as mupdf.Color, alpha),
    strokePath: (path, stroke, ctm, cs, color, alpha) => target.strokePath(path, stroke, ctm, cs, color as mupdf.Color, alpha),
    clipPath: (...a) => target.clipPath(...a),
    clipStrokePath: (...a) => target.clipStrokePath(...a),
    clipText: (...a) => target.clipText(...a),
    clipStrokeText: (...a) => target.clipStrokeText(...a),
    fillShade: (...a) => target.fillShade(...a),
    fillImage: (...a) => target.fillImage(...a),
    fillImageMask: (image, ctm, cs, color, alpha) => target.fillImageMask(image, ctm, cs, color as mupdf.Color, alpha),
    clipImageMask: (...a) => target.clipImageMask(...a),
    popClip: () => target.popClip(),
    beginMask: (area, luminosity, cs, color) => target.beginMask(area, luminosity, cs, color as mupdf.Color),
    endMask: () => target.endMask(),
    beginGroup: (...a) => target.beginGroup(...a),
    endGroup: () => target.endGroup(),
    beginTile: (...a) => target.beginTile(...a),
    endTile: () => target.endTile(),
    beginLayer: (...a) => target.beginLayer(...a),
    endLayer: () => target.endLayer(),
  });
}
