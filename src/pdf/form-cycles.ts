import type * as mupdf from "mupdf";

/**
 * Whether some form XObject or tiling pattern can reach itself through the /Resources of what
 * it uses. Drawing copes with such loops (MuPDF refuses the inner drawing), but MuPDF's font
 * subsetting follows them for ever: compress-pdf asks this before it subsets.
 */
export function hasResourceCycle(doc: mupdf.PDFDocument): boolean {
  // 1: on the path being walked, 2: done.
  const state = new Map<number, 1 | 2>();
  const count = doc.countPages();
  for (let index = 0; index < count; index++) {
    if (reachesItself(doc.findPage(index).getInheritable("Resources"), state)) return true;
  }
  return false;
}

/** Depth-first over resource dictionaries, without recursion (a chain can be thousands deep). */
function reachesItself(pageResources: mupdf.PDFObject, state: Map<number, 1 | 2>): boolean {
  const stack: Array<{ num: number | null; children: mupdf.PDFObject[] }> = [{ num: null, children: drawables(pageResources) }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = top.children.pop();
    if (child === undefined) {
      if (top.num !== null) state.set(top.num, 2);
      stack.pop();
      continue;
    }
    if (!child.isIndirect()) continue;
    const num = child.asIndirect();
    const seen = state.get(num);
    if (seen === 1) return true;
    if (seen === 2) continue;
    state.set(num, 1);
    stack.push({ num, children: drawables(child.get("Resources")) });
  }
  return false;
}

/** The forms and patterns a resource dictionary names (images and shadings draw nothing further). */
function drawables(resources: mupdf.PDFObject): mupdf.PDFObject[] {
  const out: mupdf.PDFObject[] = [];
  if (!resources.isDictionary()) return out;
  for (const key of ["XObject", "Pattern"]) {
    const dict = resources.get(key);
    if (!dict.isDictionary()) continue;
    dict.forEach((value) => {
      if (!value.isStream()) return;
      const subtype = value.get("Subtype");
      if (key === "XObject" && !(subtype.isName() && subtype.asName() === "Form")) return;
      out.push(value);
    });
  }
  return out;
}
