import fs from "node:fs";
import path from "node:path";
import { makeInvoice, type InvoiceTruthData } from "./invoices.ts";
import { makeStatement, type StatementTruthData } from "./statements.ts";

/**
 * The evaluation set of the local extraction engine: invoices and bank statements written here, in
 * twelve countries' conventions and varied layouts, with the true JSON of each, so the offline
 * engine can be measured on documents its rules were not fitted to.
 *
 * THE SPLIT: a document with an even index (0, 2, 4, …) is in the "development" part, which the
 * rules may be developed against; one with an odd index is in the "measured" part, which is only
 * measured and must not be used to tune the rules. Countries go by `floor(index / 2)`, so every
 * country has documents in both parts; all other choices come from a generator seeded with the
 * index, so the set is identical on every run.
 */

export const INVOICE_COUNT = 72;
export const STATEMENT_COUNT = 48;

export type Part = "development" | "measured";

export const partOf = (index: number): Part => (index % 2 === 0 ? "development" : "measured");

export interface EvalDocument<T> {
  readonly index: number;
  readonly part: Part;
  readonly country: string;
  readonly file: string;
  readonly truth: T;
  readonly layout: Readonly<Record<string, string | number | boolean>>;
}

export interface EvalSet {
  readonly invoices: readonly EvalDocument<InvoiceTruthData>[];
  readonly statements: readonly EvalDocument<StatementTruthData>[];
}

/**
 * Writes every PDF and its true JSON (`<name>.pdf`, `<name>.json`: the part, the country, the
 * layout choices and `truth`, the engine's result as it should be, without `checks`) into `dir`.
 */
export function writeEvalSet(dir: string): EvalSet {
  fs.mkdirSync(dir, { recursive: true });
  const write = <T>(kind: "Invoice" | "BankStatement", name: string, index: number, made: { truth: T; bytes: Uint8Array; country: string; layout: Readonly<Record<string, string | number | boolean>> }): EvalDocument<T> => {
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, made.bytes);
    const doc = { index, part: partOf(index), country: made.country, file, truth: made.truth, layout: made.layout };
    fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ part: doc.part, country: doc.country, layout: doc.layout, truth: { kind, ...doc.truth } }, null, 2)}\n`);
    return doc;
  };
  const pad = (i: number) => String(i).padStart(3, "0");
  const invoices = Array.from({ length: INVOICE_COUNT }, (_, i) => {
    const made = makeInvoice(i);
    return write("Invoice", `invoice-${pad(i)}-${made.country.toLowerCase()}`, i, made);
  });
  const statements = Array.from({ length: STATEMENT_COUNT }, (_, i) => {
    const made = makeStatement(i);
    return write("BankStatement", `statement-${pad(i)}-${made.country.toLowerCase()}`, i, made);
  });
  return { invoices, statements };
}

// `node test/extraction/eval-set/generate.ts <dir>` writes the set for looking at.
if (import.meta.main) {
  const dir = process.argv[2] ?? "eval-set-out";
  const started = performance.now();
  const set = writeEvalSet(dir);
  console.log(`${set.invoices.length} invoices and ${set.statements.length} statements in ${dir} (${Math.round(performance.now() - started)} ms)`);
}
