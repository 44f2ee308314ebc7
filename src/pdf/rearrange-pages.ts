import type { mupdf } from "./mupdf-document.ts";
import { leadsToWidget, widgetsOn } from "./form-widgets.ts";
import { PAGE_FREE_CATALOG_ENTRIES, PAGE_FREE_NAME_TREES } from "./page-free-catalog-entries.ts";

/**
 * Catalog entries put back after MuPDF's rearrangePages, which rebuilds the catalog from
 * /Type, /Pages, /Outlines, /OCProperties and /Names /Dests alone (pdf-clean.c, MuPDF 1.28).
 * Left out on purpose: /PageLabels and /Threads (they count or point at pages that moved or
 * went), /OpenAction and /AA (may jump to a removed page or run script), /StructTreeRoot and
 * /MarkInfo (MuPDF drops the structure tree, so claiming a tagged PDF would be false).
 */
const KEPT_CATALOG_ENTRIES = ["AcroForm", "Metadata", ...PAGE_FREE_CATALOG_ENTRIES] as const;

/**
 * Keeps only `pages` (1-based, in the order given, each at most once) and, unlike MuPDF's
 * rearrangePages alone, keeps the form and the document-level settings. MuPDF moves outline
 * entries and links with their pages and drops those whose target page is gone.
 */
export function rearrangePages(doc: mupdf.PDFDocument, pages: readonly number[]): void {
  if (new Set(pages).size !== pages.length) throw new Error("rearrangePages: a page is listed twice");
  const before = doc.getTrailer().get("Root");
  const saved = new Map<string, mupdf.PDFObject>();
  for (const key of KEPT_CATALOG_ENTRIES) {
    const value = before.get(key);
    if (!value.isNull()) saved.set(key, value);
  }
  const names = new Map<string, mupdf.PDFObject>();
  for (const key of PAGE_FREE_NAME_TREES) {
    const value = before.get("Names", key);
    if (!value.isNull()) names.set(key, value);
  }

  doc.rearrangePages(pages.map((page) => page - 1));

  const root = doc.getTrailer().get("Root");
  for (const [key, value] of saved) root.put(key, value);
  if (names.size > 0) {
    if (root.get("Names").isNull()) root.put("Names", doc.newDictionary());
    const tree = root.get("Names");
    for (const [key, value] of names) tree.put(key, value);
  }
  pruneFormFields(doc);
}

/**
 * MuPDF has already cut widgets of removed pages out of the fields that keep some; a field
 * left with no widget on any remaining page is taken out of /AcroForm /Fields.
 */
function pruneFormFields(doc: mupdf.PDFDocument): void {
  const root = doc.getTrailer().get("Root");
  const form = root.get("AcroForm");
  const fields = root.get("AcroForm", "Fields");
  if (!fields.isArray()) return;
  const widgets = widgetsOn(Array.from({ length: doc.countPages() }, (_, i) => doc.findPage(i)));
  const seen = new Set<number>();
  const kept = doc.newArray();
  for (let i = 0; i < fields.length; i++) {
    const field = fields.get(i);
    if (leadsToWidget(field, widgets, seen)) kept.push(field);
  }
  if (kept.length === 0) root.delete("AcroForm");
  else form.put("Fields", kept);
}
