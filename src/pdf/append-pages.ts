import { createDestinationResolver, newDestinationArray, type PageTarget } from "./destinations.ts";
import type { mupdf } from "./mupdf-document.ts";

/** Page entries MuPDF's graftPage leaves behind that change how a page looks or tabs. */
const EXTRA_PAGE_ENTRIES = ["Group", "Tabs"] as const;

interface Jump {
  readonly page: number;
  readonly annot: number;
  readonly link: boolean;
  readonly target: PageTarget;
}

/**
 * Appends every page of `source` to `target` with its annotations and form fields, and
 * returns the index of the first appended page. `source` is changed on the way and must be
 * thrown away afterwards.
 *
 * MuPDF's graftPage copies contents, resources and boxes but no annotations, so they are
 * grafted here. A jump to a page (a /Dest, or a /GoTo action) is the one thing that cannot
 * be grafted as it is: it names a page object of the source, and copying that would copy
 * the source's whole page tree. Jumps are therefore taken off before grafting and written
 * again afterwards, pointing at the appended page. A link whose target cannot be found is
 * dropped, as a viewer would have nowhere to go.
 */
export function appendPages(target: mupdf.PDFDocument, source: mupdf.PDFDocument): number {
  const offset = target.countPages();
  const count = source.countPages();
  const jumps = detachJumps(source);
  const map = target.newGraftMap();
  try {
    for (let i = 0; i < count; i++) {
      map.graftPage(-1, source, i);
      const from = source.findPage(i);
      const page = target.findPage(offset + i);
      for (const key of EXTRA_PAGE_ENTRIES) {
        const value = from.get(key);
        if (!value.isNull()) page.put(key, map.graftObject(value));
      }
      const annots = from.get("Annots");
      if (!annots.isArray() || annots.length === 0) continue;
      const copied = map.graftObject(annots);
      page.put("Annots", copied);
      copied.forEach((annot) => {
        if (annot.isDictionary()) annot.put("P", page);
      });
    }
    for (const jump of jumps) {
      const annot = target.findPage(offset + jump.page).get("Annots").get(jump.annot);
      const destination = newDestinationArray(target, target.findPage(offset + jump.target.page), jump.target.view);
      if (jump.link) {
        annot.put("Dest", destination);
      } else {
        const action = target.newDictionary();
        action.put("S", target.newName("GoTo"));
        action.put("D", destination);
        annot.put("A", action);
      }
    }
    mergeForm(target, source, map);
  } finally {
    map.destroy();
  }
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
  for (let page = 0; page < source.countPages(); page++) {
    const from = source.findPage(page);
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
 * Adds the source's fields to the target's /AcroForm. A top-level field whose name is taken
 * already gets a suffix, since two fields of one name would share one value.
 */
function mergeForm(target: mupdf.PDFDocument, source: mupdf.PDFDocument, map: mupdf.PDFGraftMap): void {
  const sourceRoot = source.getTrailer().get("Root");
  const fields = sourceRoot.get("AcroForm", "Fields");
  if (!fields.isArray() || fields.length === 0) return;
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
  for (let i = 0; i < fields.length; i++) {
    const field = map.graftObject(fields.get(i));
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
