import * as mupdf from "mupdf";
import { savedPdf } from "../helpers/saved-pdf.ts";

/**
 * PDFs built for the redaction tests, each holding one kind of content a redaction must reach:
 * text in the page and in a form XObject shared with another page, words only in marked
 * content's replacement text, an image, vector shapes, a Type 3 font, text used as a clip.
 * Letter pages; positions below are in PDF points from the bottom left.
 */

export const IMAGE_SIZE = 64;
/** Where the image is drawn: x, y from the bottom, width, height. */
export const IMAGE_PLACE = { x: 300, y: 400, width: 200, height: 200 } as const;
/** The blue square drawn wholly inside the area the tests black out over the image's left half. */
export const BLUE_SQUARE = { x: 120, y: 300, size: 30 } as const;
/** A red square elsewhere, which must stay. */
export const RED_SQUARE = { x: 450, y: 100, size: 30 } as const;

function fontResources(doc: mupdf.PDFDocument, font: mupdf.PDFObject): mupdf.PDFObject {
  const fonts = doc.newDictionary();
  fonts.put("F1", font);
  return fonts;
}

/** A gradient no two neighbouring columns of which are alike, so changed pixels show. */
export function gradientPixels(): Uint8Array {
  const pixels = new Uint8Array(IMAGE_SIZE * IMAGE_SIZE * 3);
  for (let y = 0; y < IMAGE_SIZE; y++) {
    for (let x = 0; x < IMAGE_SIZE; x++) {
      const i = (y * IMAGE_SIZE + x) * 3;
      pixels[i] = 60 + x * 3;
      pixels[i + 1] = 200 - y * 2;
      pixels[i + 2] = 128;
    }
  }
  return pixels;
}

/**
 * Page 1: lines of Helvetica text, one of them inside an /ActualText span whose replacement
 * text is the only place the word "Phantomword" appears; the image; the blue and red squares;
 * a form XObject saying "Formword is shared" (also drawn on page 2); a link to page 2.
 * Page 2: the same image and form, and a line of its own.
 */
export function mixedContentPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const imageDict = doc.newDictionary();
  imageDict.put("Type", doc.newName("XObject"));
  imageDict.put("Subtype", doc.newName("Image"));
  imageDict.put("Width", IMAGE_SIZE);
  imageDict.put("Height", IMAGE_SIZE);
  imageDict.put("BitsPerComponent", 8);
  imageDict.put("ColorSpace", doc.newName("DeviceRGB"));
  const image = doc.addRawStream(gradientPixels(), imageDict);
  const formDict = doc.newDictionary();
  formDict.put("Type", doc.newName("XObject"));
  formDict.put("Subtype", doc.newName("Form"));
  const bbox = doc.newArray();
  for (const v of [0, 0, 612, 792]) bbox.push(v);
  formDict.put("BBox", bbox);
  const formResources = doc.newDictionary();
  formResources.put("Font", fontResources(doc, font));
  formDict.put("Resources", formResources);
  const form = doc.addStream("BT /F1 12 Tf 72 200 Td (Formword is shared) Tj ET", formDict);
  const contents = [
    [
      "BT /F1 12 Tf 14 TL 72 720 Td (Alpha Topsecret Omega stays) Tj T* (Second line with nothing) Tj T* ET",
      "/Span <</ActualText (Phantomword)>> BDC BT /F1 12 Tf 72 650 Td (Shown glyphs) Tj ET EMC",
      `q 0 0 1 rg ${BLUE_SQUARE.x} ${BLUE_SQUARE.y} ${BLUE_SQUARE.size} ${BLUE_SQUARE.size} re f Q`,
      `q 1 0 0 rg ${RED_SQUARE.x} ${RED_SQUARE.y} ${RED_SQUARE.size} ${RED_SQUARE.size} re f Q`,
      `q ${IMAGE_PLACE.width} 0 0 ${IMAGE_PLACE.height} ${IMAGE_PLACE.x} ${IMAGE_PLACE.y} cm /Im1 Do Q`,
      "/Fm1 Do",
    ].join("\n"),
    [
      "BT /F1 12 Tf 72 720 Td (Page two keeps its words) Tj ET",
      `q ${IMAGE_PLACE.width} 0 0 ${IMAGE_PLACE.height} ${IMAGE_PLACE.x} ${IMAGE_PLACE.y} cm /Im1 Do Q`,
      "/Fm1 Do",
    ].join("\n"),
  ];
  for (const content of contents) {
    const resources = doc.newDictionary();
    resources.put("Font", fontResources(doc, font));
    const xobjects = doc.newDictionary();
    xobjects.put("Im1", image);
    xobjects.put("Fm1", form);
    resources.put("XObject", xobjects);
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const link = doc.newDictionary();
  link.put("Type", doc.newName("Annot"));
  link.put("Subtype", doc.newName("Link"));
  const rect = doc.newArray();
  for (const v of [72, 60, 200, 80]) rect.push(v);
  link.put("Rect", rect);
  const dest = doc.newArray();
  dest.push(doc.findPage(1));
  dest.push(doc.newName("Fit"));
  link.put("Dest", dest);
  const annots = doc.newArray();
  annots.push(doc.addObject(link));
  doc.findPage(0).put("Annots", annots);
  return savedPdf(doc);
}

/**
 * Page 1 writes "abc" in a Type 3 font whose glyphs are squares, and "Typesecret" in Helvetica;
 * page 2 writes "Typesecret" in Helvetica alone.
 */
export function type3Pdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const helvetica = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const procs = doc.newDictionary();
  for (const name of ["a", "b", "c"]) procs.put(name, doc.addStream("1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f", doc.newDictionary()));
  const type3 = doc.newDictionary();
  type3.put("Type", doc.newName("Font"));
  type3.put("Subtype", doc.newName("Type3"));
  const fontBBox = doc.newArray();
  for (const v of [0, 0, 1000, 1000]) fontBBox.push(v);
  type3.put("FontBBox", fontBBox);
  const matrix = doc.newArray();
  for (const v of [0.001, 0, 0, 0.001, 0, 0]) matrix.push(v);
  type3.put("FontMatrix", matrix);
  type3.put("CharProcs", procs);
  const encoding = doc.newDictionary();
  const differences = doc.newArray();
  differences.push(97);
  for (const name of ["a", "b", "c"]) differences.push(doc.newName(name));
  encoding.put("Differences", differences);
  type3.put("Encoding", encoding);
  type3.put("FirstChar", 97);
  type3.put("LastChar", 99);
  const widths = doc.newArray();
  for (let i = 0; i < 3; i++) widths.push(1000);
  type3.put("Widths", widths);
  const type3Ref = doc.addObject(type3);
  const pages: Array<[string, boolean]> = [
    ["BT /T3 12 Tf 72 700 Td (abc) Tj ET BT /F1 12 Tf 72 650 Td (Typesecret here) Tj ET", true],
    ["BT /F1 12 Tf 72 650 Td (Typesecret there) Tj ET", false],
  ];
  for (const [content, withType3] of pages) {
    const resources = doc.newDictionary();
    const fonts = fontResources(doc, helvetica);
    if (withType3) fonts.put("T3", type3Ref);
    resources.put("Font", fonts);
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  return savedPdf(doc);
}

/**
 * One page: "Clipword" drawn in render mode 7 (text as a clipping path, painted through by a
 * grey rectangle) at y 600, and "Plainword" in mode 0 at y 300.
 */
export function clipTextPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const resources = doc.newDictionary();
  resources.put("Font", fontResources(doc, font));
  const content = "q BT 7 Tr /F1 24 Tf 72 600 Td (Clipword) Tj ET 0.5 g 0 0 612 792 re f Q BT /F1 12 Tf 72 300 Td (Plainword stays) Tj ET";
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  return savedPdf(doc);
}

/**
 * One page: "Visible Layerword" as usual, and "Hidden Layerword layer" inside optional content
 * the document hides by default.
 */
export function hiddenLayerPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const group = doc.addObject(doc.newDictionary());
  group.put("Type", doc.newName("OCG"));
  group.put("Name", doc.newString("Hidden"));
  const groups = doc.newArray();
  groups.push(group);
  const off = doc.newArray();
  off.push(group);
  const config = doc.newDictionary();
  config.put("OFF", off);
  const properties = doc.newDictionary();
  properties.put("OCGs", groups);
  properties.put("D", config);
  doc.getTrailer().get("Root").put("OCProperties", properties);
  const resources = doc.newDictionary();
  resources.put("Font", fontResources(doc, font));
  const named = doc.newDictionary();
  named.put("L1", group);
  resources.put("Properties", named);
  const content = "BT /F1 12 Tf 72 700 Td (Visible Layerword) Tj ET /OC /L1 BDC BT /F1 12 Tf 72 600 Td (Hidden Layerword layer) Tj ET EMC";
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  return savedPdf(doc);
}
