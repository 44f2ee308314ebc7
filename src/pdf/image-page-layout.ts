/** Where one image goes on its page: the page's size and the image's placement matrix, in points. */

export type PageSize = "A4" | "Letter" | "Fit";
export type PageOrientation = "Auto" | "Portrait" | "Landscape";

/** Portrait width and height in points (ISO 216 A4 rounded as PDF writers do; US Letter). */
export const paperSizes = { A4: [595, 842], Letter: [612, 792] } as const satisfies Record<Exclude<PageSize, "Fit">, readonly [number, number]>;

/**
 * The largest page side readers are required to handle (ISO 32000-1 Annex C: 14 400 units,
 * 200 inches); a Fit page of a huge image or a tiny resolution is drawn smaller to stay inside.
 */
export const MAX_PAGE_SIDE = 14_400;

export interface PageLayout {
  readonly pageSize: PageSize;
  readonly orientation: PageOrientation;
  /** White space kept on every side of the image, in points. */
  readonly margin: number;
}

export interface ImageShape {
  /** Pixels as stored, before the EXIF orientation is applied. */
  readonly width: number;
  readonly height: number;
  /** EXIF orientation, 1–8; 1 is as stored. */
  readonly orientation: number;
  /** Pixels per inch, for Fit pages. */
  readonly dpi: number;
}

/** A PDF matrix [a b c d e f]. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface ImagePlacement {
  readonly pageWidth: number;
  readonly pageHeight: number;
  /** Maps the image's unit square onto the page, turning and mirroring it upright: the `cm` before `Do`. */
  readonly matrix: Matrix;
  /** The upright image's box on the page. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** Width and height as the picture is meant to be seen: orientations 5–8 turn it a quarter. */
export function uprightSize(shape: Pick<ImageShape, "width" | "height" | "orientation">): { width: number; height: number } {
  return shape.orientation >= 5 && shape.orientation <= 8 ? { width: shape.height, height: shape.width } : { width: shape.width, height: shape.height };
}

/**
 * The page for one image and where the image sits on it.
 *
 * A4 and Letter: the page is portrait or landscape (Auto: landscape for an image wider than it
 * is tall), and the image is scaled, up or down, to the largest size that fits inside the
 * margins keeping its shape, then centred. Fit: the page is the image at its resolution plus
 * the margins, so the orientation setting has nothing to choose.
 */
export function placeImage(shape: ImageShape, layout: PageLayout): ImagePlacement {
  const upright = uprightSize(shape);
  const margin = layout.margin;
  let pageWidth: number;
  let pageHeight: number;
  let width: number;
  let height: number;
  if (layout.pageSize === "Fit") {
    const dpi = shape.dpi > 0 && Number.isFinite(shape.dpi) ? shape.dpi : 72;
    width = (upright.width * 72) / dpi;
    height = (upright.height * 72) / dpi;
    const shrink = Math.min(1, (MAX_PAGE_SIDE - 2 * margin) / Math.max(width, height));
    width *= shrink;
    height *= shrink;
    pageWidth = width + 2 * margin;
    pageHeight = height + 2 * margin;
  } else {
    const [short, long] = paperSizes[layout.pageSize];
    const landscape = layout.orientation === "Landscape" || (layout.orientation === "Auto" && upright.width > upright.height);
    [pageWidth, pageHeight] = landscape ? [long, short] : [short, long];
    const scale = Math.min((pageWidth - 2 * margin) / upright.width, (pageHeight - 2 * margin) / upright.height);
    width = upright.width * scale;
    height = upright.height * scale;
  }
  const box = { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height };
  return { pageWidth, pageHeight, box, matrix: orientedMatrix(shape.orientation, box) };
}

/**
 * Where a point of the stored image lands in the upright picture, both as fractions of the
 * side from the top left (s across stored columns, t down stored rows): the eight EXIF
 * orientations (CIPA DC-008 §4.6.4, tag 0x0112).
 */
const toUpright: Record<number, (s: number, t: number) => [number, number]> = {
  1: (s, t) => [s, t],
  2: (s, t) => [1 - s, t], // mirrored left to right
  3: (s, t) => [1 - s, 1 - t], // half turn
  4: (s, t) => [s, 1 - t], // mirrored top to bottom
  5: (s, t) => [t, s], // mirrored across the main diagonal
  6: (s, t) => [1 - t, s], // needs a quarter turn clockwise
  7: (s, t) => [1 - t, 1 - s], // mirrored across the other diagonal
  8: (s, t) => [t, 1 - s], // needs a quarter turn counterclockwise
};

/**
 * The `cm` matrix drawing the stored image upright into `box`. PDF draws an image into the
 * unit square with its first row at the top (v = 1) and y growing upwards, so the matrix is
 * read off the images of three corners of that square.
 */
function orientedMatrix(orientation: number, box: ImagePlacement["box"]): Matrix {
  const map = toUpright[orientation] ?? toUpright[1]!;
  const onPage = (u: number, v: number): [number, number] => {
    const [x, y] = map(u, 1 - v);
    return [box.x + x * box.width, box.y + (1 - y) * box.height];
  };
  const [e, f] = onPage(0, 0);
  const [ux, uy] = onPage(1, 0);
  const [vx, vy] = onPage(0, 1);
  return [ux - e, uy - f, vx - e, vy - f, e, f];
}
