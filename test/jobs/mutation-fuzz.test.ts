import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, submit, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { random as seededRandom } from "../helpers/known-edits.ts";

/**
 * Seeded mutation fuzzing: corpus PDFs with bytes flipped, ranges cut or repeated, numbers
 * changed, through three tools that exercise MuPDF differently (rewrite, draw, read text), on
 * one worker. No mutant may give Internal, hang, or leave the worker unable to do a valid job
 * right. The seed and count are fixed, so a failure names a mutant that can be made again.
 */
const SEED = 0x5eed_d0c5;
const MUTANTS = 300;
const TOOLS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ["rotate-pdf", {}],
  ["pdf-to-image", { dpi: "50", pages: "1-2" }],
  ["summarize-pdf", {}],
];
const SOURCES = [
  "pdf/text/text_pdflatex_4p.pdf",
  "pdf/text/merge_doc1_3p.pdf",
  "pdf/structure/objstm_xrefstream_minimal.pdf",
  "pdf/structure/incremental_update_form.pdf",
  "pdf/outline/outline_nested_9p.pdf",
  "pdf/annotations/annots_many_types.pdf",
  "pdf/invoices/invoice_line_items.pdf",
  "pdf/geometry/rotate_inherited_from_pages_node.pdf",
];
/** Jobs in flight at once: enough to keep the worker and its spare busy. */
const IN_FLIGHT = 4;

describe("mutation fuzzing", () => {
  let t: TestApp;
  let sources: Uint8Array[];
  before(async () => {
    t = await startTestApp({ plan: "Enterprise", env: { DOCTOOLS_WORKERS: "1", DOCTOOLS_JOB_TIMEOUT_SECONDS: "30" } });
    sources = await Promise.all(SOURCES.map(async (file) => new Uint8Array(await fs.readFile(corpus(file)))));
  });
  after(() => t.close());

  it(`${MUTANTS} mutants through ${TOOLS.map(([tool]) => tool).join(", ")}: no Internal, no hang, the worker sound after`, async () => {
    const random = seededRandom(SEED);
    const mutants = Array.from({ length: MUTANTS }, (_, index) => {
      const source = sources[index % sources.length]!;
      return { name: `mutant-${index}.pdf`, data: mutate(source, sources, random), from: SOURCES[index % SOURCES.length]! };
    });
    const outcomes = new Map<string, number>();
    const problems: string[] = [];
    const work = mutants.flatMap((mutant) => TOOLS.map(([tool, fields]) => ({ mutant, tool, fields })));
    let next = 0;
    const runOne = async () => {
      for (let item = work[next++]; item; item = work[next++]) {
        const { response, body } = await submit(t, item.tool, [{ name: item.mutant.name, data: item.mutant.data }], item.fields);
        assert.equal(response.status, 202, JSON.stringify(body));
        const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
        const outcome = job.status === "Completed" ? "Completed" : job.error.code;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (outcome === "Internal" || outcome === "Timeout" || outcome === "WorkerLost") {
          problems.push(`${item.tool} on ${item.mutant.name} (from ${item.mutant.from}): ${JSON.stringify(job.error)}`);
        } else if (outcome === "Completed" && item.tool === "rotate-pdf") {
          const result = new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer());
          const pdf = await readPdf(result).catch((error: unknown) => error as Error);
          if (pdf instanceof Error || pdf.numPages < 1) problems.push(`rotate-pdf on ${item.mutant.name}: a result pdf.js cannot read`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, runOne));
    assert.deepEqual(problems, [], `outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    // Mutants must reach the engine, not stop at the door: many are still read, many are refused.
    assert.ok((outcomes.get("Completed") ?? 0) > MUTANTS / 2, JSON.stringify(Object.fromEntries(outcomes)));
    assert.ok((outcomes.get("DamagedFile") ?? 0) + (outcomes.get("UnsupportedFile") ?? 0) > 0, JSON.stringify(Object.fromEntries(outcomes)));

    const { body } = await submit(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { pages: "2" });
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Completed");
    const pdf = await readPdf(new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer()));
    assert.deepEqual([await pdf.rotation(1), await pdf.rotation(2), await pdf.rotation(3)], [0, 90, 0]);
  });
});

/** One to three mutations of a copy of `source`; `others` lend bytes for splicing. */
function mutate(source: Uint8Array, others: readonly Uint8Array[], random: () => number): Uint8Array {
  let bytes = Buffer.from(source);
  const pick = (n: number) => Math.floor(random() * n);
  const count = 1 + pick(3);
  for (let m = 0; m < count; m++) {
    const at = pick(bytes.length);
    const length = 1 + pick(Math.min(4096, bytes.length - at));
    switch (pick(6)) {
      case 0: // flip bytes
        bytes = Buffer.from(bytes);
        for (let i = 0; i < 1 + pick(16); i++) bytes[pick(bytes.length)] = pick(256);
        break;
      case 1: // cut a range
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + length)]);
        break;
      case 2: // repeat a range
        bytes = Buffer.concat([bytes.subarray(0, at + length), bytes.subarray(at, at + length), bytes.subarray(at + length)]);
        break;
      case 3: {
        // change a number: object numbers, lengths, offsets, counts
        const text = bytes.toString("latin1");
        const numbers = [...text.matchAll(/\d+/g)];
        if (numbers.length === 0) break;
        const target = numbers[pick(numbers.length)]!;
        const replacement = ["0", "-1", "2147483647", "99999999999", String(pick(100_000)), "1e308"][pick(6)]!;
        bytes = Buffer.from(text.slice(0, target.index) + replacement + text.slice(target.index! + target[0].length), "latin1");
        break;
      }
      case 4: // truncate
        bytes = bytes.subarray(0, Math.max(16, at));
        break;
      default: {
        // splice bytes of another file in
        const other = others[pick(others.length)]!;
        const from = pick(other.length);
        bytes = Buffer.concat([bytes.subarray(0, at), other.subarray(from, from + length), bytes.subarray(at)]);
      }
    }
  }
  return new Uint8Array(bytes);
}
