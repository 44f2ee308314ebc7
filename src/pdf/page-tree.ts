import { JobError } from "../errors/job-errors.ts";
import type * as mupdf from "mupdf";

/**
 * The page tree walked our way before MuPDF walks it. MuPDF follows /Kids and /Parent
 * recursively: a tree thousands of levels deep overflows its stack (and a WebAssembly engine's
 * stack overflow corrupts its heap), and cycles, pages listed twice, missing page objects or a
 * /Count that lies give errors or wrong page numbers later, in the middle of a tool's work.
 *
 * This walk is iterative and visits each object once, so no depth or loop can hold it. A tree with any such fault is rebuilt flat from the pages that can be reached, in
 * order, each page given the attributes it inherited on the path we walked: the document then
 * has exactly the pages a reader can show, and every tool works on that.
 */

/** Balanced trees of millions of pages are about ten levels deep; writers that chain nodes go far deeper. */
const MAX_DEPTH = 64;
/** Nodes of the tree, pages and intermediate ones together. */
const MAX_NODES = 2_000_000;
const INHERITABLE = ["Resources", "MediaBox", "CropBox", "Rotate"] as const;

interface Leaf {
  readonly page: mupdf.PDFObject;
  readonly inherited: ReadonlyMap<string, mupdf.PDFObject>;
  /** Whether the page's /Parent is the node that lists it. */
  readonly parentMatches: boolean;
}

export interface PageTreeWalk {
  readonly leaves: readonly Leaf[];
  /** The first fault found, in words; null for a sound tree. */
  readonly fault: string | null;
}

/** Walks the tree from the catalogue's /Pages without changing anything. */
export function walkPageTree(doc: mupdf.PDFDocument): PageTreeWalk {
  const root = doc.getTrailer().get("Root", "Pages");
  const leaves: Leaf[] = [];
  let fault: string | null = null;
  const note = (what: string) => (fault ??= what);
  if (!root.isDictionary()) return { leaves, fault: "the document has no page tree" };

  const seen = new Set<number>();
  // Depth-first, in order: kids are pushed last to first.
  const stack: Array<{ ref: mupdf.PDFObject; parent: number | null; depth: number; inherited: ReadonlyMap<string, mupdf.PDFObject> }> = [
    { ref: root, parent: null, depth: 0, inherited: new Map() },
  ];
  let nodes = 0;
  while (stack.length > 0) {
    const { ref, parent, depth, inherited } = stack.pop()!;
    if (++nodes > MAX_NODES) {
      note(`the page tree has more than ${MAX_NODES} nodes`);
      break;
    }
    const num = ref.isIndirect() ? ref.asIndirect() : null;
    if (num !== null) {
      if (seen.has(num)) {
        note("the page tree lists an object twice or loops back on itself");
        continue;
      }
      seen.add(num);
    }
    const node = ref.resolve();
    if (!node.isDictionary()) {
      note("the page tree names a page object that is missing or unreadable");
      continue;
    }
    const type = node.get("Type");
    const kids = node.get("Kids");
    const isPage = type.isName() ? type.asName() === "Page" : !kids.isArray();
    const parentRef = node.get("Parent");
    const parentMatches = parent === null ? parentRef.isNull() : parentRef.isIndirect() && parentRef.asIndirect() === parent;
    if (isPage) {
      if (parent === null) note("the page tree's root is a page");
      if (!parentMatches) note("a page's /Parent is not the node that lists it");
      leaves.push({ page: ref, inherited, parentMatches });
      continue;
    }
    // Walked all the same: only MuPDF's own walk must not go this deep, and the rebuilt tree is flat.
    if (depth >= MAX_DEPTH) note(`the page tree is more than ${MAX_DEPTH} levels deep`);
    // The root's /Parent too: MuPDF looks inherited attributes up the /Parent chain past the
    // root, so a root whose /Parent leads into a loop makes every page fail to load.
    if (parent === null && !parentMatches) note("the page tree's root has a /Parent");
    if (parent !== null && !parentMatches) note("a /Pages node's /Parent is not the node that lists it");
    let passed = inherited;
    for (const key of INHERITABLE) {
      const value = node.get(key);
      if (!value.isNull()) {
        if (passed === inherited) passed = new Map(inherited);
        (passed as Map<string, mupdf.PDFObject>).set(key, value);
      }
    }
    if (!kids.isArray()) {
      note("a /Pages node has no /Kids");
      continue;
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ ref: kids.get(i), parent: num, depth: depth + 1, inherited: passed });
  }
  const count = root.get("Count");
  if (fault === null && (!count.isInteger() || count.asNumber() !== leaves.length)) note("the page tree's /Count does not match its pages");
  return { leaves, fault };
}

/**
 * Makes the document's page tree sound (see above) and returns its page count. Throws
 * DamagedFile when not one page can be reached. Call before anything asks MuPDF for a page.
 */
export function repairPageTree(doc: mupdf.PDFDocument, name: string): { pages: number; fault: string | null } {
  const { leaves, fault } = walkPageTree(doc);
  if (leaves.length === 0) {
    throw new JobError("DamagedFile", `"${name}" has no readable pages${fault ? ` (${fault})` : ""}.`);
  }
  if (fault === null) return { pages: leaves.length, fault };

  const kids = doc.newArray();
  const root = doc.addObject(doc.newDictionary());
  for (const leaf of leaves) {
    const page = leaf.page.isIndirect() ? leaf.page : doc.addObject(leaf.page);
    const dict = page.resolve();
    for (const key of INHERITABLE) {
      const own = dict.get(key);
      const passed = leaf.inherited.get(key);
      // Inherited through the path we walked, not through a /Parent chain that may lie.
      if (own.isNull() && passed !== undefined) dict.put(key, passed);
    }
    dict.put("Parent", root);
    kids.push(page);
  }
  root.put("Type", doc.newName("Pages"));
  root.put("Kids", kids);
  root.put("Count", leaves.length);
  doc.getTrailer().get("Root").put("Pages", root);
  return { pages: leaves.length, fault };
}
