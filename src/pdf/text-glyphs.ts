import type * as mupdf from "mupdf";

/**
 * The two repairs every reader of a page's text makes to MuPDF's characters, so that summaries,
 * answers, extraction, comparison, redaction and translation all see "Office", never "Oﬃce" or
 * "Offi ce".
 */

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

/** A typographic ligature as the letters it joins (ﬁ → fi); any other character as it is. */
export function unfoldLigature(c: string): string {
  return LIGATURES[c] ?? c;
}

/**
 * Whether a space MuPDF put between two characters is no gap on the page. A ligature glyph
 * whose text is several letters ("fi") gives its first letter the glyph's whole width and the
 * rest none; MuPDF then measures the next glyph against the narrow width it expected and adds
 * a space that starts inside the ligature: "Offi ce", "fi ve". A real space begins where the
 * character before it ends, or later, along the line's direction.
 */
export function isSpaceInsideGlyph(space: mupdf.Quad, previous: mupdf.Quad | null, direction: mupdf.Point): boolean {
  if (previous === null) return false;
  const along = (x: number, y: number) => x * direction[0] + y * direction[1];
  // Quad corners: upper left, upper right, lower left, lower right (in the line's direction).
  const spaceStart = along(space[0], space[1]);
  const previousEnd = along(previous[2], previous[3]);
  return spaceStart < previousEnd - 0.5;
}
