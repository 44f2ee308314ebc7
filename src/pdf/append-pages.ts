import { createDestinationResolver, newDestinationArray, type PageTarget } from "./destinations.ts";
import { mupdf } from "./mupdf-document.ts";
import { leadsToWidget, widgetsOn } from "./form-widgets.ts";
import { PAGE_FREE_CATALOG_ENTRIES, PAGE_FREE_NAME_TREES } from "./page-free-catalog-entries.ts";

/** Page entries MuPDF's graftPage leaves behind that change how a page looks or tabs. */
const EXTRA_PAGE_ENTRIES = ["Group", "Tabs"] as const;

/**
 * Catalog entries a document made of some of the source's pages keeps: those that say nothing about
 * pages, and /OCProperties (which MuPDF's rearrangePages keeps on its own). Left out on purpose:
 * /PageLabels and /Threads (they count or point at pages of the source), /OpenAction and /AA (may
 * jump to a page left out or run script), /StructTreeRoot and /MarkInfo (the structure tree is not
 * carried over, so claiming a tagged PDF would be false), and /Metadata: the XMP packet describes
 * the whole source (its IDs, page count, conformance claims), is written uncompressed, and was a
 * fifth of every one-page part of a 206-page tax guide; /Info keeps the title and author.
 */
const KEPT_CATALOG_ENTRIES = [...PAGE_FREE_CATALOG_ENTRIES, "OCProperties"] as const;

interface Jump {
  readonly page: number;
  readonly annot: number;
  readonly link: boolean;
  readonly target: PageTarget;
}

/** A source document made ready for grafting, see `prepareSource`. */
export interface PreparedSource {
  readonly doc: mupdf.PDFDocument;
  /** The jumps taken off the source's annotations, by 0-based source page. */
  readonly jumps: ReadonlyMap<number, readonly Jump[]>;
}

/**
 * Makes `source` ready for `appendPages`, any number of times. `source` is changed on the
 * way and is good for nothing else afterwards.
 *
 * MuPDF's graftPage copies contents, resources and boxes but no annotations, so they are
 * grafted by `appendPages`. A jump to a page (a /Dest, or a /GoTo action) is the one thing
 * that cannot be grafted as it is: it names a page object of the source, and copying that
 * would copy the source's whole page tree. Jumps are therefore taken off here, once, and
 * written again by each `appendPages`, pointing at the appended page. A link whose target
 * cannot be found is dropped, as a viewer would have nowhere to go.
 */
export function prepareSource(source: mupdf.PDFDocument): PreparedSource {
  const jumps = new Map<number, Jump[]>();
  for (const jump of detachJumps(source)) {
    const list = jumps.get(jump.page);
    if (list) list.push(jump);
    else jumps.set(jump.page, [jump]);
  }
  return { doc: source, jumps };
}

/**
 * Appends `pages` of the source (0-based, in the order given, each at most once; default
 * all) to `target` with their annotations and form fields, and returns the index of the
 * first appended page. A jump is kept only when its target page is appended too: a link to
 * a page left out is dropped, and a non-link annotation loses its GoTo action. Given
 * `pages`, only the fields with a widget on those pages come along, and only those widgets.
 */
export function appendPages(target: mupdf.PDFDocument, source: PreparedSource, pages?: readonly number[]): number {
  const map = target.newGraftMap();
  try {
    return graftPages(target, source, map, pages);
  } finally {
    map.destroy();
  }
}

/**
 * A new document of `pages` of the source (as for `appendPages`) that also keeps the
 * document information and the catalog settings that hold whatever pages are in it.
 */
export function extractPages(source: PreparedSource, pages: readonly number[]): mupdf.PDFDocument {
  const target = new mupdf.PDFDocument();
  const map = target.newGraftMap();
  try {
    graftPages(target, source, map, pages);
    // Same graft map as the pages: /OCProperties names the optional content groups the
    // pages' resources use, and must name the same copies.
    copyDocumentSettings(target, source.doc, map);
  } catch (error) {
    target.destroy();
    throw error;
  } finally {
    map.destroy();
  }
  return target;
}

function graftPages(target: mupdf.PDFDocument, source: PreparedSource, map: mupdf.PDFGraftMap, pages: readonly number[] | undefined): number {
  const doc = source.doc;
  const selected = pages ?? Array.from({ length: doc.countPages() }, (_, i) => i);
  const offset = target.countPages();
  const position = new Map<number, number>();
  for (const [i, page] of selected.entries()) {
    if (position.has(page)) throw new Error(`appendPages: page ${page} is listed twice`);
    position.set(page, offset + i);
  }
  const copiedAnnots: Array<mupdf.PDFObject | undefined> = [];
  // All pages first, then every page looked up once, before anything is changed: adding a page
  // or changing a page object drops MuPDF's page map, and each lookup after it built the map
  // again, page after page (its square in the page count; merging 206 + 117 pages: 30-50 ms).
  for (const index of selected) map.graftPage(-1, doc, index);
  const appended = selected.map((_, i) => target.findPage(offset + i));
  const sources = selected.map((index) => doc.findPage(index));
  for (const [i, page] of appended.entries()) {
    const from = sources[i]!;
    for (const key of EXTRA_PAGE_ENTRIES) {
      const value = from.get(key);
      if (!value.isNull()) page.put(key, map.graftObject(value));
    }
    const annots = from.get("Annots");
    if (!annots.isArray() || annots.length === 0) {
      copiedAnnots.push(undefined);
      continue;
    }
    const copied = map.graftObject(annots);
    page.put("Annots", copied);
    copied.forEach((annot) => {
      if (annot.isDictionary()) annot.put("P", page);
    });
    copiedAnnots.push(copied);
  }
  // Jumps go in once every page is there, as they may point forward.
  for (const [i, index] of selected.entries()) {
    const copied = copiedAnnots[i];
    if (!copied) continue;
    const dropped = new Set<number>();
    for (const jump of source.jumps.get(index) ?? []) {
      const to = position.get(jump.target.page);
      if (to === undefined) {
        if (jump.link) dropped.add(jump.annot);
        continue;
      }
      const annot = copied.get(jump.annot);
      const destination = newDestinationArray(target, appended[to - offset]!, jump.target.view);
      if (jump.link) {
        annot.put("Dest", destination);
      } else {
        const action = target.newDictionary();
        action.put("S", target.newName("GoTo"));
        action.put("D", destination);
        annot.put("A", action);
      }
    }
    if (dropped.size > 0) {
      const kept = target.newArray();
      for (let n = 0; n < copied.length; n++) if (!dropped.has(n)) kept.push(copied.get(n));
      appended[i]!.put("Annots", kept);
    }
  }
  const widgets = pages === undefined ? undefined : widgetsOn(appended);
  mergeForm(target, doc, map, widgets);
  return offset;
}

/**
 * Takes the page-naming parts off every annotation of `source`: /P, and /Dest or a /GoTo
 * action, which are remembered as jumps. Done for all pages first, because grafting one
 * widget reaches its field's other widgets on other pages.
 */
function detachJumps(source: mupdf.PDFDocument): Jump[] {
  detachFieldPages(source.getTrailer().get("Root", "AcroForm", "Fields"), new Set());
  const resolve = createDestinationResolver(source);
  const jumps: Jump[] = [];
  // All pages looked up before any is changed (see graftPages).
  const pages = Array.from({ length: source.countPages() }, (_, page) => source.findPage(page));
  for (const [page, from] of pages.entries()) {
    const annots = from.get("Annots");
    if (!annots.isArray()) continue;
    const kept = source.newArray();
    for (let i = 0; i < annots.length; i++) {
      const annot = annots.get(i);
      if (!annot.isDictionary()) continue;
      annot.delete("P");
      const link = isName(annot.get("Subtype"), "Link");
      const action = annot.get("A");
      const goTo = action.isDictionary() && isName(action.get("S"), "GoTo");
      const destination = annot.get("Dest").isNull() ? (goTo ? action.get("D") : null) : annot.get("Dest");
      if (destination) {
        const target = resolve(destination);
        annot.delete("Dest");
        if (goTo) annot.delete("A");
        if (target) jumps.push({ page, annot: kept.length, link, target });
        else if (link) continue;
      }
      kept.push(annot);
    }
    from.put("Annots", kept);
  }
  return jumps;
}

/** Some producers give non-widget fields a /P too; grafting it would copy the source's page tree. */
function detachFieldPages(fields: mupdf.PDFObject, seen: Set<number>): void {
  if (!fields.isArray()) return;
  for (let i = 0; i < fields.length; i++) {
    const field = fields.get(i);
    if (!field.isDictionary()) continue;
    if (field.isIndirect()) {
      if (seen.has(field.asIndirect())) continue;
      seen.add(field.asIndirect());
    }
    field.delete("P");
    detachFieldPages(field.get("Kids"), seen);
  }
}

/**
 * Adds the source's fields to the target's /AcroForm; given `widgets` (the target's widgets
 * to keep), only the fields that have one of them, cut down to them: the field's other widgets
 * came along with it (a widget's /Parent reaches all its siblings) and would be left on no page.
 * A top-level field whose name is taken already gets a suffix, since two fields of one name would
 * share one value.
 */
function mergeForm(target: mupdf.PDFDocument, source: mupdf.PDFDocument, map: mupdf.PDFGraftMap, widgets: Set<number> | undefined): void {
  const sourceRoot = source.getTrailer().get("Root");
  const fields = sourceRoot.get("AcroForm", "Fields");
  if (!fields.isArray() || fields.length === 0) return;
  const grafted: mupdf.PDFObject[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < fields.length; i++) {
    const field = map.graftObject(fields.get(i));
    if (!widgets || leadsToWidget(field, widgets, seen, target)) grafted.push(field);
  }
  if (grafted.length === 0) return;
  const root = target.getTrailer().get("Root");
  if (root.get("AcroForm").isNull()) {
    const created = target.addObject(target.newDictionary());
    created.put("Fields", target.newArray());
    root.put("AcroForm", created);
  }
  const form = root.get("AcroForm");
  const targetFields = form.get("Fields");
  const taken = new Set<string>();
  targetFields.forEach((field) => {
    const name = field.get("T");
    if (name.isString()) taken.add(name.asString());
  });
  // Fields of one input that share a name (a radio group split over several fields) keep
  // sharing it: the new name is chosen once per name, not once per field.
  const renamed = new Map<string, string>();
  for (const field of grafted) {
    const name = field.get("T");
    if (name.isString() && taken.has(name.asString())) {
      const old = name.asString();
      let unique = renamed.get(old);
      if (unique === undefined) {
        for (let n = 2; unique === undefined || taken.has(unique) || usesName(fields, unique); n++) unique = `${old}_${n}`;
        renamed.set(old, unique);
      }
      field.put("T", target.newString(unique));
    }
    targetFields.push(field);
  }
  for (const name of renamed.values()) taken.add(name);
  const sourceForm = sourceRoot.get("AcroForm");
  if (sourceForm.get("NeedAppearances").isBoolean() && sourceForm.get("NeedAppearances").asBoolean()) form.put("NeedAppearances", true);
  const da = sourceForm.get("DA");
  if (form.get("DA").isNull() && !da.isNull()) form.put("DA", map.graftObject(da));
  // Widgets name their fonts in /DA and find them in /DR; the first input to define a name keeps it.
  const resources = sourceForm.get("DR");
  if (!resources.isDictionary()) return;
  if (form.get("DR").isNull()) form.put("DR", target.newDictionary());
  const targetResources = form.get("DR");
  resources.forEach((entries, category) => {
    if (!entries.isDictionary()) return;
    if (targetResources.get(String(category)).isNull()) targetResources.put(String(category), target.newDictionary());
    const into = targetResources.get(String(category));
    entries.forEach((value, key) => {
      if (into.get(String(key)).isNull()) into.put(String(key), map.graftObject(value));
    });
  });
}

/** Catalog entries and document information that hold whatever pages the target has. */
function copyDocumentSettings(target: mupdf.PDFDocument, source: mupdf.PDFDocument, map: mupdf.PDFGraftMap): void {
  const info = source.getTrailer().get("Info");
  if (info.isDictionary()) target.getTrailer().put("Info", map.graftObject(info));
  const from = source.getTrailer().get("Root");
  const root = target.getTrailer().get("Root");
  for (const key of KEPT_CATALOG_ENTRIES) {
    const value = from.get(key);
    if (!value.isNull()) root.put(key, map.graftObject(value));
  }
  for (const key of PAGE_FREE_NAME_TREES) {
    const value = from.get("Names", key);
    if (value.isNull()) continue;
    if (root.get("Names").isNull()) root.put("Names", target.newDictionary());
    root.get("Names").put(key, map.graftObject(value));
  }
}

function usesName(fields: mupdf.PDFObject, name: string): boolean {
  for (let i = 0; i < fields.length; i++) {
    const own = fields.get(i).get("T");
    if (own.isString() && own.asString() === name) return true;
  }
  return false;
}

function isName(value: mupdf.PDFObject, name: string): boolean {
  return value.isName() && value.asName() === name;
}
