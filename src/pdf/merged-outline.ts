import type { mupdf } from "./mupdf-document.ts";

type OutlineItem = NonNullable<ReturnType<mupdf.PDFDocument["loadOutline"]>>[number];

/**
 * Builds the outline of a merged PDF one input at a time: each input gets one top-level entry
 * that opens its first page, with the input's own bookmarks below it, their targets moved by
 * the number of pages before the input. Call `append` after the input's pages are in `target`,
 * since MuPDF turns `#page=N` into a reference to the page object when the entry is written.
 */
export function createMergedOutline(target: mupdf.PDFDocument) {
  // Starts at the empty slot of a new outline and, after each append, is back at the empty
  // slot after the last top-level entry.
  const iterator = target.outlineIterator();
  return {
    append(title: string, source: mupdf.PDFDocument, offset: number): void {
      iterator.insert({ title, uri: `#page=${offset + 1}`, open: false });
      const items = readOutline(source);
      if (items.length > 0) insertBelowPrevious(iterator, () => insertItems(iterator, target, source, items, offset));
    },
    destroy(): void {
      iterator.destroy();
    },
  };
}

function insertItems(iterator: mupdf.OutlineIterator, target: mupdf.PDFDocument, source: mupdf.PDFDocument, items: OutlineItem[], offset: number): void {
  for (const item of items) {
    iterator.insert({ title: item.title ?? "", uri: moveUri(target, source, item.uri, offset), open: item.open });
    const children = item.down ?? [];
    if (children.length > 0) insertBelowPrevious(iterator, () => insertItems(iterator, target, source, children, offset));
  }
}

/** Inserting leaves the iterator after the new entry; children go in below that entry. */
function insertBelowPrevious(iterator: mupdf.OutlineIterator, insertChildren: () => void): void {
  iterator.prev();
  iterator.down();
  insertChildren();
  iterator.up();
  iterator.next();
}

/** Keeps web and file links; points a jump inside the source at the same page of the merge. */
function moveUri(target: mupdf.PDFDocument, source: mupdf.PDFDocument, uri: string | undefined, offset: number): string | undefined {
  if (!uri) return undefined;
  if (!uri.startsWith("#")) return uri;
  const destination = source.resolveLinkDestination(uri);
  if (destination.page < 0) return undefined;
  return target.formatLinkURI({ ...destination, chapter: 0, page: offset + destination.page });
}

/** A broken outline is no reason to fail a merge: the input's pages still go in. */
function readOutline(source: mupdf.PDFDocument): OutlineItem[] {
  try {
    return source.loadOutline() ?? [];
  } catch {
    return [];
  }
}
