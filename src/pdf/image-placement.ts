import { noProgress, type Progress } from "../contract/progress.ts";
import { mupdf } from "./mupdf-document.ts";

/** The largest size, in points, at which an image is drawn anywhere in the document. */
export interface DisplayedSize {
  readonly width: number;
  readonly height: number;
}

/** An image XObject of the document: its indirect reference and object number. */
export interface ImageObject {
  readonly num: number;
  readonly ref: mupdf.PDFObject;
}

/**
 * Every stream with /Subtype /Image, found by walking all objects rather than page resources,
 * so images inside forms, patterns, annotation appearances and masks are all seen.
 */
export function findImageObjects(doc: mupdf.PDFDocument): ImageObject[] {
  const images: ImageObject[] = [];
  const count = doc.countObjects();
  for (let num = 1; num < count; num++) {
    const ref = doc.newIndirect(num);
    try {
      // The indirect reference, not its resolved dictionary, knows whether a stream follows.
      if (!ref.isStream()) continue;
      const subtype = ref.get("Subtype");
      if (subtype.isName() && subtype.asName() === "Image") images.push({ num, ref });
    } catch {
      // A broken object elsewhere in the file is none of our business; leave it as it is.
    }
  }
  return images;
}

/**
 * Runs every page (annotations included) through a device that only records where images
 * land, so each image's effective resolution comes from its real placement instead of a
 * guess. Nothing is decoded: the device sees the image and its transform, not its pixels.
 *
 * MuPDF hands the device the same fz_image it returns from `loadImage` while that image is
 * held, which is how a drawn image is tied back to its object. Images never drawn, or drawn
 * through a path this cannot see, are absent from the answer; callers fall back to the page size.
 */
export async function measureImagePlacements(doc: mupdf.PDFDocument, images: readonly ImageObject[], progress: Progress = noProgress): Promise<Map<number, DisplayedSize>> {
  const byPointer = new Map<number, number>();
  const held: mupdf.Image[] = [];
  for (const { num, ref } of images) {
    try {
      const image = doc.loadImage(ref);
      held.push(image);
      byPointer.set(pointerOf(image), num);
      // A soft mask is drawn with its image, at the image's size.
      const mask = image.getMask();
      if (mask) held.push(mask);
    } catch {
      // An image MuPDF cannot load is left untouched later on as well.
    }
  }
  const sizes = new Map<number, DisplayedSize>();
  const record = (image: mupdf.Image, ctm: mupdf.Matrix): void => {
    const num = byPointer.get(pointerOf(image));
    if (num === undefined) return;
    const width = Math.hypot(ctm[0], ctm[1]);
    const height = Math.hypot(ctm[2], ctm[3]);
    if (!(width > 0 && height > 0)) return;
    const seen = sizes.get(num);
    sizes.set(num, { width: Math.max(width, seen?.width ?? 0), height: Math.max(height, seen?.height ?? 0) });
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => record(image, ctm),
    fillImageMask: (image, ctm) => record(image, ctm),
    clipImageMask: (image, ctm) => record(image, ctm),
  });
  try {
    const count = doc.countPages();
    for (let index = 0; index < count; index++) {
      await progress(index, count);
      const page = doc.loadPage(index);
      try {
        page.run(device, mupdf.Matrix.identity);
      } catch {
        // A page whose content stream is broken still gets the page-size fallback.
      } finally {
        page.destroy();
      }
    }
    device.close();
  } finally {
    device.destroy();
    for (const image of held) image.destroy();
  }
  // Masks get their image's placement; they are resampled alongside it.
  for (const { num, ref } of images) {
    const size = sizes.get(num);
    if (!size) continue;
    for (const key of ["SMask", "Mask"]) {
      const mask = ref.get(key);
      if (mask.isIndirect() && mask.isStream()) {
        const seen = sizes.get(mask.asIndirect());
        sizes.set(mask.asIndirect(), { width: Math.max(size.width, seen?.width ?? 0), height: Math.max(size.height, seen?.height ?? 0) });
      }
    }
  }
  return sizes;
}

/** The largest page of the document, the most room an image could fill when its placement is unknown. */
export function largestPageSize(doc: mupdf.PDFDocument): DisplayedSize {
  let width = 0;
  let height = 0;
  for (let index = 0; index < doc.countPages(); index++) {
    const [x0, y0, x1, y1] = doc.findPage(index).getInheritable("MediaBox").asJS() as number[];
    width = Math.max(width, Math.abs((x1 ?? 612) - (x0 ?? 0)));
    height = Math.max(height, Math.abs((y1 ?? 792) - (y0 ?? 0)));
  }
  return { width: width || 612, height: height || 792 };
}

function pointerOf(image: mupdf.Image): number {
  return (image as unknown as { pointer: number }).pointer;
}
