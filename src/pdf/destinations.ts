import type { mupdf } from "./mupdf-document.ts";

/** Where a destination of a document goes: a page of that document and how to show it. */
export interface PageTarget {
  /** 0-based page index in the document the destination belongs to. */
  readonly page: number;
  /** The rest of the explicit destination array (`/XYZ left top zoom`, `/Fit`, …). */
  readonly view: readonly mupdf.PDFObject[];
}

/**
 * Turns the destinations of one document (ISO 32000-2 §12.3.2: explicit arrays, names looked
 * up in /Names /Dests or the older /Dests dictionary, and dictionaries holding /D) into
 * page targets. Lookups are built on first use.
 */
export function createDestinationResolver(doc: mupdf.PDFDocument): (destination: mupdf.PDFObject) => PageTarget | null {
  let pageByObject: Map<number, number> | undefined;
  let named: Map<string, mupdf.PDFObject> | undefined;

  const pageIndexOf = (ref: mupdf.PDFObject): number | undefined => {
    if (!pageByObject) {
      pageByObject = new Map();
      for (let i = 0; i < doc.countPages(); i++) {
        const page = doc.findPage(i);
        if (page.isIndirect()) pageByObject.set(page.asIndirect(), i);
      }
    }
    if (ref.isIndirect()) return pageByObject.get(ref.asIndirect());
    // Some producers write a page index where a page reference belongs.
    if (ref.isInteger() && ref.asNumber() >= 0 && ref.asNumber() < doc.countPages()) return ref.asNumber();
    return undefined;
  };

  const lookUp = (name: string): mupdf.PDFObject | undefined => {
    if (!named) {
      named = new Map();
      const old = doc.getTrailer().get("Root", "Dests");
      if (old.isDictionary()) old.forEach((value, key) => named!.set(String(key), value));
      for (const [key, value] of Object.entries(doc.loadNameTree("Dests"))) named.set(key, value);
    }
    return named.get(name);
  };

  const resolve = (destination: mupdf.PDFObject, depth: number): PageTarget | null => {
    if (depth > 4) return null;
    if (destination.isName() || destination.isString()) {
      const found = lookUp(destination.isName() ? destination.asName() : destination.asString());
      return found ? resolve(found, depth + 1) : null;
    }
    if (destination.isDictionary()) return resolve(destination.get("D"), depth + 1);
    if (destination.isArray() && destination.length > 0) {
      const page = pageIndexOf(destination.get(0));
      if (page === undefined) return null;
      const view: mupdf.PDFObject[] = [];
      for (let i = 1; i < destination.length; i++) view.push(destination.get(i));
      return { page, view };
    }
    return null;
  };

  return (destination) => resolve(destination, 0);
}

/** Writes a page target as an explicit destination array of `doc`, whose page `pageRef` it names. */
export function newDestinationArray(doc: mupdf.PDFDocument, pageRef: mupdf.PDFObject, view: readonly mupdf.PDFObject[]): mupdf.PDFObject {
  const array = doc.newArray();
  array.push(pageRef);
  for (const item of view) {
    if (item.isName()) array.push(doc.newName(item.asName()));
    else if (item.isNumber()) array.push(doc.newReal(item.asNumber()));
    else array.push(doc.newNull());
  }
  return array;
}
