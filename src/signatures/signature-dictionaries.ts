import type { mupdf } from "../pdf/mupdf-document.ts";

/**
 * Reading the signature parts of a PDF's objects (ISO 32000-2 §12.7.5.5, §12.8): the fields
 * that hold signatures, their fully qualified names, and the changes a certifying signature
 * allows (DocMDP).
 */

export interface SignatureField {
  /** Fully qualified: the names of the field and its parents, joined by full stops. */
  readonly name: string;
  readonly field: mupdf.PDFObject;
  /** The signature dictionary (/V); null for an empty signature field. */
  readonly value: mupdf.PDFObject | null;
}

/** DocMDP's P: 1 no changes, 2 filling in forms and signing, 3 also annotations. */
export type DocMdpLevel = 1 | 2 | 3;

const MAX_FIELDS = 100_000;
const MAX_DEPTH = 32;

/** Every field of the AcroForm, its terminal fields with their qualified names. */
export function formFields(doc: mupdf.PDFDocument): { name: string; field: mupdf.PDFObject }[] {
  const fields = doc.getTrailer().get("Root", "AcroForm", "Fields");
  const out: { name: string; field: mupdf.PDFObject }[] = [];
  const seen = new Set<number>();
  const walk = (list: mupdf.PDFObject, prefix: string, depth: number) => {
    if (!list.isArray() || depth > MAX_DEPTH) return;
    for (let i = 0; i < list.length && out.length < MAX_FIELDS; i++) {
      const ref = list.get(i);
      if (ref.isIndirect()) {
        if (seen.has(ref.asIndirect())) continue;
        seen.add(ref.asIndirect());
      }
      const field = ref.resolve();
      if (!field.isDictionary()) continue;
      const partial = field.get("T");
      const name = partial.isString() ? (prefix ? `${prefix}.${partial.asString()}` : partial.asString()) : prefix;
      const kids = field.get("Kids");
      // Kids without /T are widgets of this field, not fields of their own.
      const childFields = kids.isArray() && Array.from({ length: kids.length }, (_, k) => kids.get(k).resolve()).some((kid) => kid.isDictionary() && kid.get("T").isString());
      if (childFields) walk(kids, name, depth + 1);
      else out.push({ name, field });
    }
  };
  walk(fields, "", 0);
  return out;
}

/** The signature fields, filled or empty. */
export function signatureFields(doc: mupdf.PDFDocument): SignatureField[] {
  return formFields(doc)
    .filter(({ field }) => isName(field.getInheritable("FT"), "Sig"))
    .map(({ name, field }) => {
      const value = resolved(field.get("V"));
      return { name, field, value: value.isDictionary() ? value : null };
    });
}

/** What a signature dictionary's DocMDP transform allows, or null when it is no certifying signature. */
export function docMdpOf(signature: mupdf.PDFObject): DocMdpLevel | null {
  const references = signature.get("Reference");
  if (!references.isArray()) return null;
  for (let i = 0; i < references.length; i++) {
    const reference = references.get(i).resolve();
    if (!isName(reference.get("TransformMethod"), "DocMDP")) continue;
    const p = reference.get("TransformParams", "P");
    const level = p.isNumber() ? p.asNumber() : 2;
    return level === 1 || level === 3 ? level : 2;
  }
  return null;
}

/** The document's certifying signature's permissions (the catalog's /Perms /DocMDP), or null when it has none. */
export function documentDocMdp(doc: mupdf.PDFDocument): DocMdpLevel | null {
  const signature = resolved(doc.getTrailer().get("Root", "Perms", "DocMDP"));
  return signature.isDictionary() ? (docMdpOf(signature) ?? 2) : null;
}

/** An object followed through its reference; the null object stays itself (it belongs to no document). */
export function resolved(value: mupdf.PDFObject): mupdf.PDFObject {
  return value.isIndirect() ? value.resolve() : value;
}

export function isName(value: mupdf.PDFObject, name: string): boolean {
  return value.isName() && value.asName() === name;
}

/** A text string of a dictionary, or null. */
export function textOf(dict: mupdf.PDFObject, key: string): string | null {
  const value = dict.get(key);
  return value.isString() ? value.asString() : null;
}
