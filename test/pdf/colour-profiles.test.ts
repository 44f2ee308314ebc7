import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { describe, it } from "node:test";
import * as mupdf from "mupdf";
import { emptyOversizedColourProfiles } from "../../src/pdf/colour-profiles.ts";
import { routeMupdfMessages } from "../../src/pdf/mupdf-document.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";
import { corpus } from "../helpers/test-app.ts";

/** Bytes of every ICC profile stream of a document, inflated by MuPDF. */
function profileSizes(doc: mupdf.PDFDocument): number[] {
  const sizes: number[] = [];
  for (let number = 1; number < doc.countObjects(); number++) {
    const ref = doc.newIndirect(number);
    if (!ref.isStream() || !ref.get("N").isInteger() || !ref.get("Type").isNull()) continue;
    const data = ref.readStream();
    sizes.push(data.getLength());
    data.destroy();
  }
  return sizes;
}

// Drawing the page makes MuPDF warn of the broken profile; its messages would go to this
// process's stdout, which carries the test runner's reports (in two full runs of the suite, a
// file running beside this one then lost its last 35 results without failing).
routeMupdfMessages({ debug: () => undefined, info: () => undefined });

describe("colour profiles too large to be real", () => {

  it("empties a profile of 1 GiB of zeros, so that drawing the page no longer inflates it", async () => {
    const file = (await hostilePdfs(1, ["icc-bomb"])).get("icc-bomb")!;
    const doc = new mupdf.PDFDocument(await fs.readFile(file));
    try {
      assert.equal(await emptyOversizedColourProfiles(doc), 1);
      assert.deepEqual(profileSizes(doc), [0]);
      // The page still draws, its image in the device colours of the profile's three components.
      const started = Date.now();
      const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB);
      assert.ok(Date.now() - started < 2000, "the page draws without inflating the bomb");
      assert.ok(pixmap.getWidth() > 0);
      pixmap.destroy();
    } finally {
      doc.destroy();
    }
  });

  it("keeps real profiles: the PDF/A output intent and the paper's image profiles", async () => {
    for (const name of ["pdf/text/text_pdfa1b_crazyones_1p.pdf", "pdf/text/text_tracemonkey_paper_14p.pdf"]) {
      const doc = new mupdf.PDFDocument(await fs.readFile(corpus(name)));
      try {
        const before = profileSizes(doc);
        assert.ok(before.length > 0 && before.every((size) => size > 0), `${name} has profiles`);
        assert.equal(await emptyOversizedColourProfiles(doc), 0, name);
        assert.deepEqual(profileSizes(doc), before, name);
      } finally {
        doc.destroy();
      }
    }
  });
});
