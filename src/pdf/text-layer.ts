import { mupdf } from "./mupdf-document.ts";
import { addResource, appendIsolated, num, ownResources, shownSize } from "./page-append.ts";

/**
 * Lays OCR text layers over the pages of a document. A layer arrives as a one-page PDF whose
 * page is the page image's size and holds only invisible words (Tesseract's text-only PDF);
 * its content becomes a form drawn over the page, scaled from the image's size onto the page
 * as shown, so each word lies on its picture whatever the page's /Rotate, CropBox offset or size.
 * The page's own drawing is not touched: the layer is appended after it, isolated from it.
 */
export interface TextLayerWriter {
  add(page: mupdf.PDFPage, layer: Uint8Array): void;
}

export function createTextLayerWriter(doc: mupdf.PDFDocument): TextLayerWriter {
  // Every layer uses the same glyphless font; the first one's copy serves them all.
  let fonts: mupdf.PDFObject | null = null;
  return {
    add(page, layer) {
      const source = mupdf.Document.openDocument(layer, "application/pdf") as mupdf.PDFDocument;
      try {
        const sourcePage = source.findPage(0);
        const [bx0, by0, bx1, by1] = sourcePage.getInheritable("MediaBox").asJS() as number[];
        const layerWidth = (bx1 ?? 0) - (bx0 ?? 0);
        const layerHeight = (by1 ?? 0) - (by0 ?? 0);
        if (!(layerWidth > 0 && layerHeight > 0)) return;
        const contents = sourcePage.get("Contents");
        const content = contents.isStream() ? contents.readStream().asUint8Array() : new Uint8Array();
        fonts ??= doc.graftObject(sourcePage.get("Resources").get("Font"));
        const resources = doc.newDictionary();
        resources.put("Font", fonts);
        const dictionary = doc.newDictionary();
        dictionary.put("Type", doc.newName("XObject"));
        dictionary.put("Subtype", doc.newName("Form"));
        const bbox = doc.newArray();
        for (const value of [bx0, by0, bx1, by1]) bbox.push(value ?? 0);
        dictionary.put("BBox", bbox);
        dictionary.put("Resources", resources);
        const form = doc.addStream(Buffer.from(content), dictionary);
        const pageObject = page.getObject();
        const name = addResource(doc, ownResources(doc, pageObject), "XObject", "DocToolsOcrText", form);
        const { width, height } = shownSize(page);
        appendIsolated(doc, page, `${num(width / layerWidth)} 0 0 ${num(height / layerHeight)} ${num(-(bx0 ?? 0) * (width / layerWidth))} ${num(-(by0 ?? 0) * (height / layerHeight))} cm /${name} Do`);
      } finally {
        source.destroy();
      }
    },
  };
}
