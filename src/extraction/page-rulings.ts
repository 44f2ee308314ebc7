import * as mupdf from "mupdf";
import { walkPage } from "../pdf/walk-page.ts";

/**
 * The straight horizontal and vertical lines drawn on a page: stroked lines and rectangle
 * edges, and thin filled rectangles (many producers draw rules as 0.5 pt filled boxes). Table
 * grids are read from them. Coordinates are those of the page as shown, like structured text.
 */

/** A horizontal line at `at` (its y) from `from` to `to` (x), or a vertical one the other way round. */
export interface Line {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

export interface Rulings {
  readonly horizontal: readonly Line[];
  readonly vertical: readonly Line[];
}

/** Thicker than this a filled box is a shaded area, not a rule. */
const MAX_RULE_THICKNESS = 2.5;
/** Ends and positions closer than this are the same line (double rules, anti-gap overlaps). */
const SNAP = 1.5;

export function readPageRulings(page: mupdf.Page): Rulings {
  const horizontal: Line[] = [];
  const vertical: Line[] = [];
  const addSegment = (ax: number, ay: number, bx: number, by: number) => {
    if (Math.abs(ay - by) < 0.5 && Math.abs(ax - bx) > 2) horizontal.push({ at: (ay + by) / 2, from: Math.min(ax, bx), to: Math.max(ax, bx) });
    else if (Math.abs(ax - bx) < 0.5 && Math.abs(ay - by) > 2) vertical.push({ at: (ax + bx) / 2, from: Math.min(ay, by), to: Math.max(ay, by) });
  };
  walkPage(page, {
    strokePath(path, stroke, ctm, _colorspace, color) {
      if (isWhite(color) || stroke.getLineWidth() > 4) return;
      forEachSegment(path, ctm, addSegment);
    },
    fillPath(path, _evenOdd, ctm, _colorspace, color) {
      if (isWhite(color)) return;
      for (const box of rectangles(path, ctm)) {
        const width = box[2] - box[0];
        const height = box[3] - box[1];
        if (height <= MAX_RULE_THICKNESS && width > 2) horizontal.push({ at: (box[1] + box[3]) / 2, from: box[0], to: box[2] });
        else if (width <= MAX_RULE_THICKNESS && height > 2) vertical.push({ at: (box[0] + box[2]) / 2, from: box[1], to: box[3] });
      }
    },
  });
  return { horizontal: mergeLines(horizontal), vertical: mergeLines(vertical) };
}

function isWhite(color: readonly number[]): boolean {
  // Gray 1, RGB 1,1,1 or CMYK 0,0,0,0: drawing in paper colour marks nothing.
  if (color.length === 4) return color.every((c) => c < 0.02);
  return color.length > 0 && color.every((c) => c > 0.98);
}

type Point = [number, number];

function transform(m: mupdf.Matrix, x: number, y: number): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function forEachSegment(path: mupdf.Path, ctm: mupdf.Matrix, add: (ax: number, ay: number, bx: number, by: number) => void): void {
  let current: Point | null = null;
  let start: Point | null = null;
  path.walk({
    moveTo(x, y) {
      current = transform(ctm, x, y);
      start = current;
    },
    lineTo(x, y) {
      const next = transform(ctm, x, y);
      if (current) add(current[0], current[1], next[0], next[1]);
      current = next;
    },
    curveTo(_x1, _y1, _x2, _y2, x3, y3) {
      current = transform(ctm, x3, y3);
    },
    closePath() {
      if (current && start) add(current[0], current[1], start[0], start[1]);
      current = start;
    },
  });
}

/** The axis-aligned rectangles a filled path is made of (other shapes are not rules). */
function rectangles(path: mupdf.Path, ctm: mupdf.Matrix): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  let points: Point[] = [];
  let curved = false;
  const finish = () => {
    if (!curved && points.length >= 4 && points.length <= 5) {
      const xs = new Set(points.map((p) => Math.round(p[0] * 4)));
      const ys = new Set(points.map((p) => Math.round(p[1] * 4)));
      if (xs.size <= 2 && ys.size <= 2) {
        out.push([Math.min(...points.map((p) => p[0])), Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[0])), Math.max(...points.map((p) => p[1]))]);
      }
    }
    points = [];
    curved = false;
  };
  path.walk({
    moveTo(x, y) {
      finish();
      points.push(transform(ctm, x, y));
    },
    lineTo(x, y) {
      points.push(transform(ctm, x, y));
    },
    curveTo() {
      curved = true;
    },
    closePath() {
      finish();
    },
  });
  finish();
  return out;
}

/** Collinear pieces that touch or overlap become one line. */
function mergeLines(lines: readonly Line[]): Line[] {
  const sorted = [...lines].sort((a, b) => a.at - b.at || a.from - b.from);
  const out: { at: number; from: number; to: number }[] = [];
  for (const line of sorted) {
    const same = out.find((o) => Math.abs(o.at - line.at) <= SNAP && line.from <= o.to + SNAP && line.to >= o.from - SNAP);
    if (same) {
      same.from = Math.min(same.from, line.from);
      same.to = Math.max(same.to, line.to);
    } else {
      out.push({ ...line });
    }
  }
  return out;
}
