import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractLocally } from "../../../src/extraction/local-engine.ts";
import { readLayouts } from "../../../src/extraction/read-layouts.ts";
import { percent, scoreFields } from "../accuracy.ts";
import { makeInvoice } from "./invoices.ts";
import { makeStatement } from "./statements.ts";

/**
 * For developing the rules without the measured part: scores documents the generator writes
 * OUTSIDE the evaluation set (indices from 1000 on; the set uses 0–71 and 0–47) and prints each
 * miss, so a rule can be fitted to new layouts without ever looking at the measured documents.
 *
 *   node test/extraction/eval-set/outside-set.ts invoice 1000 144 [country]
 *
 * The PDFs are kept in a temporary folder (printed) for looking at.
 */
const kind = process.argv[2] === "statement" ? "statement" : "invoice";
const from = Math.max(1000, Number(process.argv[3] ?? 1000));
const count = Number(process.argv[4] ?? 96);
const country = process.argv[5];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outside-set-"));
let right = 0;
let total = 0;
let dropped = 0;
const missed = new Map<string, number>();
for (let i = from; i < from + count; i++) {
  const made = kind === "invoice" ? makeInvoice(i) : makeStatement(i);
  if (country && made.country !== country) continue;
  const file = path.join(dir, `${kind}-${i}-${made.country.toLowerCase()}.pdf`);
  fs.writeFileSync(file, made.bytes);
  const layouts = await readLayouts({ path: file, name: path.basename(file), bytes: made.bytes.length }, { maxPages: 30 });
  const got = extractLocally(kind === "invoice" ? "Invoice" : "BankStatement", layouts) as unknown as Record<string, unknown>;
  const score = scoreFields(made.truth as unknown as Record<string, unknown>, got);
  right += score.right;
  total += score.total;
  dropped += score.dropped;
  for (const field of score.missedFields) missed.set(field, (missed.get(field) ?? 0) + 1);
  if (score.misses.length > 0) console.log(`${path.basename(file)} ${JSON.stringify(made.layout)} ${percent(score)}%\n  ${score.misses.slice(0, 30).join("\n  ")}`);
}
console.log(`${kind}s ${from}–${from + count - 1}${country ? ` (${country})` : ""}: ${((100 * right) / total).toFixed(1)} % of ${total} fields, ${dropped} rows dropped; PDFs in ${dir}`);
console.log([...missed].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([field, n]) => `  ${field} ${n}`).join("\n"));
