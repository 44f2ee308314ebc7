import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractFile, percent, scoreFields, sumScores, topCounts, type FieldScore } from "../accuracy.ts";
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
const scores: FieldScore[] = [];
for (let i = from; i < from + count; i++) {
  const made = kind === "invoice" ? makeInvoice(i) : makeStatement(i);
  if (country && made.country !== country) continue;
  const file = path.join(dir, `${kind}-${i}-${made.country.toLowerCase()}.pdf`);
  fs.writeFileSync(file, made.bytes);
  const got = (await extractFile(file, kind === "invoice" ? "Invoice" : "BankStatement")) as unknown as Record<string, unknown>;
  const score = scoreFields(made.truth as unknown as Record<string, unknown>, got);
  scores.push(score);
  if (score.misses.length > 0) console.log(`${path.basename(file)} ${JSON.stringify(made.layout)} ${percent(score)}%\n  ${score.misses.slice(0, 30).join("\n  ")}`);
}
const all = sumScores(scores);
console.log(`${kind}s ${from}–${from + count - 1}${country ? ` (${country})` : ""}: ${percent(all)} % of ${all.total} fields, ${all.dropped} rows dropped; PDFs in ${dir}`);
console.log(`  fields missed most: ${topCounts(scores.flatMap((score) => score.missedFields), 20)}`);
