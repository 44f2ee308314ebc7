import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { assertOpensCleanly } from "../helpers/reference-tools.ts";
import { contentIsRedNear, mupdfInteractiveParts, pdfjsAnnotations, pdfjsFields, pdfjsText } from "../forms/form-readers.ts";

const manyTypes = corpus("pdf/annotations/annots_many_types.pdf");
const shapesAndForm = corpus("pdf/annotations/annots_shapes_freetext_2p.pdf");
const libreOffice = corpus("pdf/forms/form_libreoffice_9_fields.pdf");

/** A corpus file changed in memory by `edit` (MuPDF), for cases the corpus has no file for. */
async function edited(file: string, edit: (doc: mupdf.PDFDocument) => void): Promise<{ name: string; data: Uint8Array }> {
  const doc = new mupdf.PDFDocument(await readFile(file));
  try {
    edit(doc);
    return { name: "edited.pdf", data: doc.saveToBuffer("").asUint8Array().slice() };
  } finally {
    doc.destroy();
  }
}

/** The first annotation of `subtype` on the first page. */
function annotationOf(doc: mupdf.PDFDocument, subtype: string): mupdf.PDFObject {
  const annots = doc.findPage(0).get("Annots");
  for (let i = 0; i < annots.length; i++) {
    const annot = annots.get(i);
    if (annot.get("Subtype").asName() === subtype) return annot;
  }
  throw new Error(`no ${subtype} annotation`);
}

describe("flatten-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("draws every annotation into the page and leaves none, popups dropped", async () => {
    const source = new Uint8Array(await readFile(manyTypes));
    assert.ok((await pdfjsAnnotations(source)).length > 10);
    const { bytes } = await runTool(t, "flatten-pdf", [manyTypes]);
    assert.deepEqual(await pdfjsAnnotations(bytes), []);
    assert.deepEqual(mupdfInteractiveParts(bytes), { acroForm: false, annotations: 0, widgets: 0 });
    await assertOpensCleanly(bytes, "annots_many_types flattened");
    // The free text annotation's words were drawn by its appearance; now they are page text.
    assert.ok(!(await pdfjsText(source)).includes("title"));
    assert.match(await pdfjsText(bytes), /\btitle\b/);
  });

  it("flattens a form with its annotations: fields' values become page text", async () => {
    const { bytes } = await runTool(t, "flatten-pdf", [libreOffice]);
    assert.equal((await pdfjsFields(bytes)).size, 0);
    assert.deepEqual(mupdfInteractiveParts(bytes), { acroForm: false, annotations: 0, widgets: 0 });
    const text = await pdfjsText(bytes);
    // LibreOffice asks viewers to draw the values (NeedAppearances): they are drawn before flattening.
    for (const value of ["Alice", "Bob"]) assert.ok(text.includes(value), `${value} is page text`);
  });

  it("flattens only the form with what=Forms, and only the annotations with what=Annotations", async () => {
    const source = new Uint8Array(await readFile(shapesAndForm));
    const before = await pdfjsAnnotations(source);
    const widgets = before.filter((a) => a.subtype === "Widget").length;
    const others = before.length - widgets;
    assert.ok(widgets > 0 && others > 0);

    const forms = (await runTool(t, "flatten-pdf", [shapesAndForm], { what: "Forms" })).bytes;
    const afterForms = await pdfjsAnnotations(forms);
    assert.equal(afterForms.filter((a) => a.subtype === "Widget").length, 0);
    assert.equal(afterForms.length, others, "the annotations stay");
    assert.equal(mupdfInteractiveParts(forms).acroForm, false);

    const annotations = (await runTool(t, "flatten-pdf", [shapesAndForm], { what: "Annotations" })).bytes;
    const afterAnnotations = await pdfjsAnnotations(annotations);
    assert.equal(afterAnnotations.length, widgets, "only the widgets stay");
    assert.ok(afterAnnotations.every((a) => a.subtype === "Widget"));
    assert.equal((await pdfjsFields(annotations)).size, (await pdfjsFields(source)).size, "the form stays fillable");
    // The red circle's right edge passes through (599.22, 721.88): page content now, not before.
    assert.equal(contentIsRedNear(source, 0, 599.22, 721.88), false);
    assert.equal(contentIsRedNear(annotations, 0, 599.22, 721.88), true);
    assert.equal(contentIsRedNear(forms, 0, 599.22, 721.88), false, "what=Forms leaves the circle an annotation");
  });

  it("drops annotations hidden on screen without drawing them", async () => {
    for (const flag of [2, 32]) {
      // Hidden (2) or NoView (32) with Print (4): shown on paper, never on screen.
      const file = await edited(shapesAndForm, (doc) => annotationOf(doc, "Circle").put("F", flag | 4));
      const { bytes } = await runTool(t, "flatten-pdf", [file]);
      assert.deepEqual(mupdfInteractiveParts(bytes), { acroForm: false, annotations: 0, widgets: 0 });
      assert.equal(contentIsRedNear(bytes, 0, 599.22, 721.88), false, `flag ${flag}: the hidden circle is not drawn`);
      // The first line annotation, red too, from (110.57, 595.66): drawn.
      assert.equal(contentIsRedNear(bytes, 0, 200, 603.585), true, `flag ${flag}: the line is drawn`);
    }
  });

  it("fails XfaForm for an XFA form with no AcroForm fields, unless only annotations are flattened", async () => {
    const xfaOnly = await edited(corpus("pdf/forms/form_xfa_and_acroform.pdf"), (doc) => doc.getTrailer().get("Root", "AcroForm").put("Fields", doc.newArray()));
    const error = await runToolExpectingFailure(t, "flatten-pdf", [xfaOnly]);
    assert.equal(error.code, "XfaForm");
    const readError = await runToolExpectingFailure(t, "read-pdf-form", [xfaOnly]);
    assert.equal(readError.code, "XfaForm");
    const fillError = await runToolExpectingFailure(t, "fill-pdf-form", [xfaOnly], { values: "{}" });
    assert.equal(fillError.code, "XfaForm");
    await runTool(t, "flatten-pdf", [xfaOnly], { what: "Annotations" });
  });

  it("flattens every annotation file of the corpus into a file that opens cleanly, with no annotation left", async () => {
    for (const name of ["annots_shapes_freetext_2p.pdf", "annots_text_highlight_ink.pdf", "attachment_embedded_file.pdf"]) {
      const { bytes } = await runTool(t, "flatten-pdf", [corpus(`pdf/annotations/${name}`)]);
      await assertOpensCleanly(bytes, name);
      assert.deepEqual(await pdfjsAnnotations(bytes), [], name);
      assert.deepEqual(mupdfInteractiveParts(bytes), { acroForm: false, annotations: 0, widgets: 0 }, name);
    }
  });

  it("gives a PDF without annotations or form back with its pages and text", async () => {
    const file = corpus("pdf/text/text_pdflatex_4p.pdf");
    const { bytes } = await runTool(t, "flatten-pdf", [file]);
    assert.equal(await pdfjsText(bytes), await pdfjsText(new Uint8Array(await readFile(file))));
  });
});
