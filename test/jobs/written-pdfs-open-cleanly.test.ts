import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { readZip } from "../helpers/zip-reader.ts";
import { assertOpensCleanly } from "../helpers/reference-tools.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";
import { pdfToolCalls } from "../fixtures/pdf-tool-calls.ts";

/**
 * Every PDF a tool writes opens without repair in qpdf, MuPDF and pdf.js, for the kinds of
 * file whose quirks once gave results that opened only by repair or not at all: a real Quartz
 * PDF whose trailer /ID is an object of its own (protect-pdf wrote it encrypted into an object
 * stream), a page tree whose root's /Parent leads into a loop (compress-pdf and protect-pdf
 * copied the loop), and a page nested 100,000 graphics states deep.
 */

const kinds = ["quartz-indirect-id", "root-parent-cycle", "nested-q"] as const;
/** Tools whose result keeps the pages' text, for the Quartz invoice's "QualityHosting AG … Gelnhausen" heading on every page. */
const keepText = new Set(["merge-pdf", "split-pdf", "rotate-pdf", "reorder-pages", "delete-pages", "watermark-pdf", "add-page-numbers", "compress-pdf", "protect-pdf", "ocr-pdf"]);
/** Tools that must give a result for every one of these kinds. */
const mustComplete = new Set([...keepText, "compare-pdf"].filter((tool) => tool !== "reorder-pages" && tool !== "delete-pages"));
/** Refusals of the fixture's content rather than of its structure: a one-page file has no page 2 to reorder, nothing to unlock. */
const usualRefusals = new Set(["PageOutOfRange", "InvalidRequest", "NotEncrypted", "NothingFound", "NoText"]);

describe("written PDFs open cleanly", () => {
  let t: TestApp;
  let files: Map<string, string>;
  before(async () => {
    [t, files] = await Promise.all([startTestApp({ env: { DOCTOOLS_WORKERS: "1" } }), hostilePdfs(1, kinds)]);
  });
  after(async () => {
    await t.close();
  });

  for (const kind of kinds) {
    it(`${kind}: every PDF every tool writes opens without repair in qpdf, MuPDF and pdf.js`, async (context) => {
      const note = (message: string) => context.diagnostic(message);
      for (const { tool, fields, companions } of pdfToolCalls) {
        const { body } = await submit(t, tool, [files.get(kind)!, ...companions], fields);
        const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
        const where = `${tool} on ${kind}`;
        if (job.status !== "Completed") {
          assert.ok(!mustComplete.has(tool) && usualRefusals.has(job.error.code), `${where}: ${JSON.stringify(job.error)}`);
          continue;
        }
        const response = await call(t, "GET", `/v1/jobs/${body.id}/result`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const type = response.headers.get("content-type") ?? "";
        const pdfs = type.startsWith("application/pdf")
          ? [{ name: "result", data: bytes }]
          : type.startsWith("application/zip")
            ? (await readZip(bytes)).filter((entry) => entry.name.endsWith(".pdf"))
            : [];
        const password = tool === "protect-pdf" ? fields.password : undefined;
        for (const pdf of pdfs) {
          const pages = await assertOpensCleanly(pdf.data, `${where}: ${pdf.name}`, { ...(password === undefined ? {} : { password }), note });
          if (kind === "quartz-indirect-id" && keepText.has(tool)) await assertInvoiceText(pdf.data, pages, `${where}: ${pdf.name}`, password);
        }
      }
    });
  }

  it("unlocks what protect-pdf made of the Quartz PDF into a file that opens cleanly", async (context) => {
    const protect = await submit(t, "protect-pdf", [files.get("quartz-indirect-id")!], { password: "secret-1" });
    assert.equal((await waitForJob(t, protect.body.id)).status, "Completed");
    const protectedBytes = new Uint8Array(await (await call(t, "GET", `/v1/jobs/${protect.body.id}/result`)).arrayBuffer());
    const unlock = await submit(t, "unlock-pdf", [{ name: "protected.pdf", data: protectedBytes }], { password: "secret-1" });
    const job = await waitForJob(t, unlock.body.id);
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    const bytes = new Uint8Array(await (await call(t, "GET", `/v1/jobs/${unlock.body.id}/result`)).arrayBuffer());
    const pages = await assertOpensCleanly(bytes, "unlocked Quartz invoice", { note: (message) => context.diagnostic(message) });
    await assertInvoiceText(bytes, pages, "unlocked Quartz invoice");
  });
});

/** Every page of a result made from the Quartz invoice still reads its letterhead in pdf.js. */
async function assertInvoiceText(bytes: Uint8Array, pages: number, where: string, password?: string): Promise<void> {
  const pdf = await readPdf(bytes, password);
  try {
    // merge-pdf's result ends with its companion's three pages.
    for (let page = 1; page <= Math.min(pages, 2); page++) assert.match(await pdf.pageText(page), /QualityHosting AG .*Gelnhausen/, `${where}: page ${page}`);
  } finally {
    await pdf.destroy();
  }
}
