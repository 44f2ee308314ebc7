import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { json, runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { mupdfInteractiveParts, mupdfWidgets, pdfjsAnnotations, pdfjsFields, pdfjsText, poppler } from "../forms/form-readers.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { assertOpensCleanly } from "../helpers/reference-tools.ts";

const fancy = corpus("pdf/forms/form_fancy_fields.pdf");
const libreOffice = corpus("pdf/forms/form_libreoffice_9_fields.pdf");
const fieldTypes = corpus("pdf/forms/form_field_types.pdf");
const irs = corpus("pdf/forms/form_irs_f1040_prefilled.pdf");
const hybrid = corpus("pdf/forms/form_xfa_and_acroform.pdf");

describe("fill-pdf-form", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("fills text, checkbox, radio, combo box and list box fields, read back by pdf.js and MuPDF with appearances that show the values", async () => {
    const values = {
      "Last Name": "Smithers",
      "Birthday": "1990-04-01",
      female: "2",
      gdpr: true,
      Nationality: "French",
    };
    const { bytes } = await runTool(t, "fill-pdf-form", [libreOffice], { values: JSON.stringify(values) });
    const fields = await pdfjsFields(bytes);
    assert.equal(fields.get("Last Name")![0]!.value, "Smithers");
    assert.equal(fields.get("Birthday")![0]!.value, "1990-04-01");
    assert.equal(fields.get("First Name")![0]!.value, "Alice", "fields not named keep their values");
    assert.equal(fields.get("female")![0]!.value, "2");
    assert.equal(fields.get("gdpr")![0]!.value, "Yes");
    assert.equal(fields.get("other")![0]!.value, "Off");
    assert.equal(fields.get("Nationality")![0]!.value, "French");

    const widgets = mupdfWidgets(bytes);
    const widget = (name: string) => widgets.find((w) => w.name === name)!;
    assert.equal(widget("Last Name").value, "Smithers");
    assert.match(widget("Last Name").appearance, /\(Smithers\) Tj/);
    assert.match(widget("Nationality").appearance, /\(French\) Tj/);
    assert.equal(widget("gdpr").value, "Yes");
    // The values are drawn by the appearances, so text extraction of the page (which reads appearances) finds them.
    const text = poppler("pdftotext", bytes);
    if (text !== null) for (const value of ["Smithers", "1990-04-01", "French"]) assert.ok(text.includes(value), `pdftotext finds ${value}`);
  });

  it("takes a radio or choice value by the text it shows as well as by its export value, and fills list boxes of a field with several widgets", async () => {
    const values = {
      "Historical Figures 🐺": "Ada Lovelace 💻",
      "Choose A Gundam 🤖": "Exia",
      "Which Are Planets? 🌎": ["Neptune"],
      "Are You A Fairy? 🌿": false,
      "Is Your Power Level Over 9000? 💪": true,
      "First Name 🚀": "Zed",
    };
    const { bytes } = await runTool(t, "fill-pdf-form", [fancy], { values: JSON.stringify(values) });
    const fields = await pdfjsFields(bytes);
    assert.ok(fields.get("Historical Figures 🐺")!.every((w) => w.value === "Ada Lovelace 💻"));
    assert.ok(fields.get("Choose A Gundam 🤖")!.every((w) => w.value === "Exia"), "every widget of the combo box shows the new value");
    assert.equal(fields.get("Are You A Fairy? 🌿")![0]!.value, "Off");
    assert.equal(fields.get("Is Your Power Level Over 9000? 💪")![0]!.value, "Yes");
    assert.equal(fields.get("First Name 🚀")![0]!.value, "Zed");
    const widgets = mupdfWidgets(bytes);
    for (const w of widgets.filter((w) => w.name === "Choose A Gundam 🤖")) assert.match(w.appearance, /\(Exia\) Tj/);
    for (const w of widgets.filter((w) => w.name === "Which Are Planets? 🌎")) {
      assert.equal(w.value, "Neptune");
      // Every option listed, the chosen one on a selection band drawn before the text.
      assert.match(w.appearance, /\(Neptune\) Tj/);
      assert.match(w.appearance, /0\.6 0\.75 0\.85 rg [\d.-]+ [\d.-]+ [\d.]+ [\d.]+ re f/);
    }
    const radios = widgets.filter((w) => w.name === "Historical Figures 🐺");
    assert.equal(radios.length, 4);
  });

  it("fills a list box that takes several selections with several, each marked in its appearance", async () => {
    const doc = new (await import("mupdf")).PDFDocument(await (await import("node:fs/promises")).readFile(fieldTypes));
    const fieldsArray = doc.getTrailer().get("Root", "AcroForm", "Fields");
    for (let i = 0; i < fieldsArray.length; i++) {
      const field = fieldsArray.get(i);
      // list1 made multi-select (field flag bit 22), as the corpus has no such list box.
      if (field.get("T").asString() === "list1") field.put("Ff", 1 << 21);
    }
    const multi = { name: "multi.pdf", data: doc.saveToBuffer("").asUint8Array().slice() };
    doc.destroy();
    const { bytes } = await runTool(t, "fill-pdf-form", [multi], { values: JSON.stringify({ list1: ["five", "eight"] }) });
    assert.deepEqual((await pdfjsAnnotations(bytes)).find((a) => a.fieldName === "list1")!.fieldValue, ["five", "eight"]);
    const appearance = mupdfWidgets(bytes).find((w) => w.name === "list1")!.appearance;
    assert.equal(appearance.match(/0\.6 0\.75 0\.85 rg [\d.-]+ [\d.-]+ [\d.]+ [\d.]+ re f/g)?.length, 2, "a band for each of the two selections");
    const single = await runToolExpectingFailure(t, "fill-pdf-form", [fieldTypes], { values: JSON.stringify({ list1: ["five", "eight"] }) });
    assert.match(single.detail, /"list1" \(a list box\) takes one selection \(got 2\)/);
  });

  it("fills text, list and combo boxes, a checkbox and a radio group of the qpdf field types, and sets NeedAppearances false once appearances are written", async () => {
    const { bytes } = await runTool(t, "fill-pdf-form", [fieldTypes], { values: JSON.stringify({ text: "Hello there", list1: "seven", drop1: "elephant", checkbox1: true, r1: "3" }) });
    const fields = await pdfjsFields(bytes);
    assert.equal(fields.get("text")![0]!.value, "Hello there");
    assert.equal(fields.get("list1")![0]!.value, "seven");
    assert.equal(fields.get("drop1")![0]!.value, "elephant");
    assert.equal(fields.get("checkbox1")![0]!.value, "Yes");
    assert.equal(fields.get("r1")![0]!.value, "3");
    const mupdf = await import("mupdf");
    const doc = new mupdf.PDFDocument(bytes);
    const needs = doc.getTrailer().get("Root", "AcroForm", "NeedAppearances");
    assert.ok(needs.isBoolean() && !needs.asBoolean());
    doc.destroy();
    const widgets = mupdfWidgets(bytes);
    assert.match(widgets.find((w) => w.name === "text")!.appearance, /\(Hello there\) Tj/);
    assert.match(widgets.find((w) => w.name === "drop1")!.appearance, /\(elephant\) Tj/);
  });

  it("flattens the filled form on request: no field or widget left, the values in the page text", async () => {
    const { bytes } = await runTool(t, "fill-pdf-form", [libreOffice], { values: JSON.stringify({ "Last Name": "Flatworth", Nationality: "Spanish" }), flatten: "true" });
    assert.equal((await pdfjsFields(bytes)).size, 0);
    assert.equal((await pdfjsAnnotations(bytes)).filter((a) => a.subtype === "Widget").length, 0);
    const parts = mupdfInteractiveParts(bytes);
    assert.equal(parts.acroForm, false);
    assert.equal(parts.widgets, 0);
    const text = await pdfjsText(bytes);
    for (const value of ["Flatworth", "Spanish", "Alice", "Bob"]) assert.ok(text.includes(value), `pdf.js finds ${value} in the page text`);
  });

  it("fills the 1040 by its long field names, on both pages", async () => {
    const first = "topmostSubform[0].Page1[0].p1-t4[0]";
    const fields = await pdfjsFields(new Uint8Array(await (await import("node:fs/promises")).readFile(irs)));
    const secondPage = [...fields.entries()].find(([, widgets]) => widgets[0]!.type === "text" && widgets[0]!.page === 1)![0];
    const { bytes } = await runTool(t, "fill-pdf-form", [irs], { values: JSON.stringify({ [first]: "Jordan", [secondPage]: "4711" }), flatten: "true" });
    const pdf = await readPdf(bytes);
    assert.match(await pdf.pageText(1), /Jordan/);
    assert.match(await pdf.pageText(2), /4711/);
  });

  it("fills a hybrid XFA form through its AcroForm fields and removes the XFA", async () => {
    const name = "topmostSubform[0].Page1[0].f1_02[0]";
    const { bytes } = await runTool(t, "fill-pdf-form", [hybrid], { values: JSON.stringify({ [name]: "Jane Q" }) });
    const mupdf = await import("mupdf");
    const doc = new mupdf.PDFDocument(bytes);
    assert.ok(doc.getTrailer().get("Root", "AcroForm", "XFA").isNull(), "no XFA left");
    doc.destroy();
    assert.equal((await pdfjsFields(bytes)).get(name)![0]!.value, "Jane Q");
  });

  it("writes every corpus form, filled and flattened, so that qpdf, MuPDF and pdf.js open it without repair", async () => {
    for (const file of [fancy, libreOffice, fieldTypes, irs, hybrid]) {
      const fields = await pdfjsFields(new Uint8Array(await (await import("node:fs/promises")).readFile(file)));
      // The first text field of each form, filled with a value that needs escaping in a content stream.
      const name = [...fields.entries()].find(([, widgets]) => widgets[0]!.type === "text")![0];
      for (const flatten of ["false", "true"]) {
        const { bytes } = await runTool(t, "fill-pdf-form", [file], { values: JSON.stringify({ [name]: "(a) \\ b)" }), flatten });
        await assertOpensCleanly(bytes, `${file} flatten=${flatten}`);
        if (flatten === "false") assert.equal((await pdfjsFields(bytes)).get(name)![0]!.value, "(a) \\ b)", file);
        else assert.ok((await pdfjsText(bytes)).includes("(a) \\ b)"), `${file}: the value is page text`);
      }
    }
  });

  it("appends the filled fields to a compact file after its unchanged bytes, and writes it whole when flattening", async () => {
    // The qpdf field types written again with a cross-reference stream, in one revision: a file fit to be appended to.
    const mupdf = await import("mupdf");
    const doc = new mupdf.PDFDocument(await (await import("node:fs/promises")).readFile(fieldTypes));
    const compact = doc.saveToBuffer("compress=yes,objstms=yes,garbage=compact").asUint8Array().slice();
    doc.destroy();
    const source = { name: "compact-form.pdf", data: compact };
    const { bytes } = await runTool(t, "fill-pdf-form", [source], { values: JSON.stringify({ text: "Appended value", checkbox3: true }) });
    assert.ok(bytes.length > compact.length && Buffer.from(bytes.subarray(0, compact.length)).equals(Buffer.from(compact)), "the source's bytes come first, unchanged");
    await assertOpensCleanly(bytes, "appended fill");
    const fields = await pdfjsFields(bytes);
    assert.equal(fields.get("text")![0]!.value, "Appended value");
    assert.equal(fields.get("checkbox3")![0]!.value, "Yes");
    assert.match(mupdfWidgets(bytes).find((w) => w.name === "text")!.appearance, /\(Appended value\) Tj/);
    const flattened = (await runTool(t, "fill-pdf-form", [source], { values: JSON.stringify({ text: "Gone" }), flatten: "true" })).bytes;
    assert.ok(!Buffer.from(flattened.subarray(0, compact.length)).equals(Buffer.from(compact)), "flattening writes the file whole");
  });

  it("fails naming each unknown field and each value a field does not take, with the closest name", async () => {
    const error = await runToolExpectingFailure(t, "fill-pdf-form", [libreOffice], {
      values: JSON.stringify({ "Frist Name": "Al", Nationality: "Klingon", gdpr: "maybe", "Zebra stripes": "x" }),
    });
    assert.equal(error.code, "FormValuesRejected");
    assert.match(error.detail, /"Frist Name" is not a field of this form; did you mean "First Name"\?/);
    assert.match(error.detail, /"Nationality" \(a combo box\) takes one of "Unknown", "German"/);
    assert.match(error.detail, /"gdpr" \(a checkbox\) takes true or false/);
    assert.match(error.detail, /"Zebra stripes" is not a field of this form\./);
  });

  it("refuses more selections than a list box takes, a value over a field's length limit, and buttons", async () => {
    const error = await runToolExpectingFailure(t, "fill-pdf-form", [fancy], { values: JSON.stringify({ "Which Are Planets? 🌎": ["Earth", "Mars"], "Eject 📼": "x" }) });
    assert.equal(error.code, "FormValuesRejected");
    assert.match(error.detail, /takes one selection \(got 2\)/);
    assert.match(error.detail, /"Eject 📼" \(a button\) is a button/);
    // The 1040's social security number boxes take at most 9 characters.
    const read = JSON.parse(Buffer.from((await runTool(t, "read-pdf-form", [irs])).bytes).toString("utf8")) as { fields: { name: string; maxLength: number | null }[] };
    const limited = read.fields.find((f) => f.maxLength !== null)!;
    const long = await runToolExpectingFailure(t, "fill-pdf-form", [irs], { values: JSON.stringify({ [limited.name]: "9".repeat(limited.maxLength! + 1) }) });
    assert.match(long.detail, new RegExp(`takes at most ${limited.maxLength} characters \\(got ${limited.maxLength! + 1}\\)`));
  });

  it("fails NothingFound for a PDF without a form", async () => {
    const error = await runToolExpectingFailure(t, "fill-pdf-form", [corpus("pdf/text/text_pdflatex_4p.pdf")], { values: "{}" });
    assert.equal(error.code, "NothingFound");
  });

  it("refuses at the call values that are not a JSON object of texts, booleans, numbers and arrays of texts", async () => {
    for (const values of ["[1,2]", "not json", '{"a": {"b": 1}}', '{"a": [1]}', '{"a": null}']) {
      const { response, body } = await submit(t, "fill-pdf-form", [libreOffice], { values });
      assert.equal(response.status, 400, values);
      assert.match(JSON.stringify(body), /values/, values);
    }
    const { response } = await submit(t, "fill-pdf-form", [libreOffice], {});
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(await json(response).catch(() => ({}))), /|/);
  });
});
