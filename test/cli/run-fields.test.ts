import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runDoctools, type Run } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { checkToolFields } from "../../src/cli/tool-fields.ts";
import type { CatalogueTool } from "../../packages/client/src/index.ts";

const fourPages = corpus("pdf/text/text_pdflatex_4p.pdf");
/** Port 9 (discard): nothing listens, so a command that sent anything would fail with exit code 3. */
const nowhere = { DOCTOOLS_URL: "http://127.0.0.1:9", DOCTOOLS_API_KEY: "dtk_never_sent" };

describe("doctools run: fields checked against the tool's declaration before anything is sent", () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    t = await startTestApp();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-run-fields-"));
  });
  after(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const live = (args: string[]) => runDoctools(args, { DOCTOOLS_URL: t.baseUrl, DOCTOOLS_API_KEY: t.key }, { cwd: dir });
  const ok = (run: Run) => assert.equal(run.code, 0, `${run.stdout}${run.stderr}`);

  async function rotations(file: string): Promise<number[]> {
    const pdf = await readPdf(await fs.readFile(path.join(dir, file)));
    try {
      return await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pdf.rotation(i + 1)));
    } finally {
      await pdf.destroy();
    }
  }

  it("takes turns in degrees and enum values in any case, and the service does what they say", async () => {
    ok(await live(["run", "rotate-pdf", fourPages, "--field", "rotation=90", "--field", "pages=1", "--out", "ninety.pdf"]));
    assert.deepEqual(await rotations("ninety.pdf"), [90, 0, 0, 0]);
    ok(await live(["run", "rotate-pdf", fourPages, "--field", "rotation=upsidedown", "--field", "pages=2", "--out", "half.pdf"]));
    assert.deepEqual(await rotations("half.pdf"), [0, 180, 0, 0]);
    ok(await live(["run", "rotate-pdf", fourPages, "--field", "rotation=-90°", "--out", "left.pdf"]));
    assert.deepEqual(await rotations("left.pdf"), [270, 270, 270, 270]);

    ok(await live(["run", "split-pdf", fourPages, "--field", "mode=COMBINED", "--field", "pages=3-4", "--out", "two.pdf"]));
    const pdf = await readPdf(await fs.readFile(path.join(dir, "two.pdf")));
    assert.equal(pdf.numPages, 2);
    await pdf.destroy();
  });

  it("refuses an unknown field, value or tool with the closest names, exit code 2, sending nothing", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["run", "rotate-pdf", fourPages, "--field", "rotaton=90"], /rotate-pdf has no field "rotaton"\. Did you mean "rotation"\? Its fields: rotation, pages, fileName\./],
      [["run", "rotate-pdf", fourPages, "--field", "rotation=45"], /"45" is not a value of rotation\. It takes one of Clockwise, UpsideDown, Counterclockwise \(or 90, 180, 270: degrees clockwise\)\./],
      [["run", "rotate-pdf", fourPages, "--field", "rotation=clockwize"], /Did you mean "Clockwise"\?/],
      [["run", "ocr-pdf", fourPages, "--field", "languages=English,Frnch"], /"Frnch" is not a value of languages\. Did you mean "French"\?/],
      [["run", "merge-pfd", fourPages, fourPages], /unknown tool "merge-pfd"\. Did you mean "merge-pdf"\?/],
      [["batch", "rotate-pdf", fourPages, "--field", "rotation=sideways", "--out", "x.zip"], /"sideways" is not a value of rotation/],
    ];
    const runs = await Promise.all(cases.map(([args]) => runDoctools(args, nowhere, { cwd: dir })));
    runs.forEach((run, i) => {
      assert.equal(run.code, 2, `${cases[i]![0].join(" ")}: ${run.stderr}`);
      assert.match(run.stderr, cases[i]![1]);
      assert.equal(run.stdout, "");
    });
  });

  it("matches a value without regard to case only when one value matches so", () => {
    const tool: CatalogueTool = {
      name: "test-case",
      summary: "",
      description: "",
      paid: false,
      acceptsBatch: false,
      files: { min: 1, max: 1, accepts: [] },
      fields: [
        { name: "size", kind: "enum", description: "", required: false, values: ["Small", "SMALL", "Large"] },
        { name: "kinds", kind: "enumList", description: "", required: false, values: ["Emails", "Pan"] },
      ],
    };
    assert.deepEqual(checkToolFields(tool, { size: "large", kinds: "emails, PAN", fileName: "x" }), { size: "Large", kinds: "Emails,Pan", fileName: "x" });
    assert.deepEqual(checkToolFields(tool, { size: "SMALL" }), { size: "SMALL" });
    assert.throws(() => checkToolFields(tool, { size: "small" }), /"small" matches Small and SMALL without regard to case: give one exactly/);
    // Degrees are for turns only.
    assert.throws(() => checkToolFields(tool, { size: "90" }), /"90" is not a value of size\. It takes one of Small, SMALL, Large\./);
  });
});
