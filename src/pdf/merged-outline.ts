import type { mupdf } from "./mupdf-document.ts";

type OutlineItem = NonNullable<ReturnType<mupdf.PDFDocument["loadOutline"]>>[number];
type LinkDest = ReturnType<mupdf.PDFDocument["resolveLinkDestination"]>;

/** A bookmark of a source document, its target resolved once. */
export interface Bookmark {
  readonly title: string;
  readonly open: boolean;
  /** A web or file link, kept as it is. */
  readonly uri: string | undefined;
  /** A page of the source (0-based) and how to show it; null when it has none or it cannot be found. */
  readonly target: LinkDest | null;
  readonly children: readonly Bookmark[];
}

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
      const bookmarks = readBookmarks(source);
      if (bookmarks.length > 0) insertBelowPrevious(iterator, () => insertAll(iterator, target, bookmarks, offset));
    },
    destroy(): void {
      iterator.destroy();
    },
  };
}

/** Reads the bookmarks of `source`. A broken outline is no reason to fail: the pages still go in. */
export function readBookmarks(source: mupdf.PDFDocument): Bookmark[] {
  let items: OutlineItem[];
  try {
    items = source.loadOutline() ?? [];
  } catch {
    return [];
  }
  const convert = (list: OutlineItem[]): Bookmark[] =>
    list.map((item) => {
      const internal = item.uri?.startsWith("#") ?? false;
      let target: LinkDest | null = null;
      if (internal) {
        const destination = source.resolveLinkDestination(item.uri!);
        if (destination.page >= 0) target = destination;
      }
      return { title: item.title ?? "", open: item.open, uri: internal ? undefined : item.uri, target, children: convert(item.down ?? []) };
    });
  return convert(items);
}

/**
 * Writes into `target`, which holds some pages of the bookmarks' source, the bookmarks that
 * point at those pages; `position` gives each such source page's index in `target`. A
 * bookmark whose page is not there stays only to hold bookmarks below it that do, and then
 * leads nowhere (as MuPDF's rearrangePages leaves it); a web link stays as it is.
 */
export function writePartOutline(target: mupdf.PDFDocument, bookmarks: readonly Bookmark[], position: ReadonlyMap<number, number>): void {
  const kept = keepFor(bookmarks, position);
  if (kept.length === 0) return;
  const iterator = target.outlineIterator();
  try {
    insertAll(iterator, target, kept, 0);
  } finally {
    iterator.destroy();
  }
}

/** The bookmarks kept for a part, their targets turned into pages of the part. */
function keepFor(bookmarks: readonly Bookmark[], position: ReadonlyMap<number, number>): Bookmark[] {
  const kept: Bookmark[] = [];
  for (const bookmark of bookmarks) {
    const children = keepFor(bookmark.children, position);
    const page = bookmark.target ? position.get(bookmark.target.page) : undefined;
    if (page !== undefined) kept.push({ ...bookmark, target: { ...bookmark.target!, page }, children });
    else if (children.length > 0 || bookmark.uri) kept.push({ ...bookmark, target: null, children });
  }
  return kept;
}

function insertAll(iterator: mupdf.OutlineIterator, target: mupdf.PDFDocument, bookmarks: readonly Bookmark[], offset: number): void {
  for (const bookmark of bookmarks) {
    const uri = bookmark.target ? target.formatLinkURI({ ...bookmark.target, chapter: 0, page: offset + bookmark.target.page }) : bookmark.uri;
    iterator.insert({ title: bookmark.title, uri, open: bookmark.open });
    if (bookmark.children.length > 0) insertBelowPrevious(iterator, () => insertAll(iterator, target, bookmark.children, offset));
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
