import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import type { BankStatementData } from "../src/extraction/extract-schemas.ts";
import { extractLocally } from "../src/extraction/local-engine.ts";
import { readLayouts } from "../src/extraction/read-layouts.ts";
import type { FieldTally } from "./extraction-eval.ts";
import { figure as printed, holdoutStatements, type HoldoutStatement } from "./statement-holdout.ts";
import { holdoutStatementsB } from "./statement-holdout-b.ts";
import { holdoutStatementsC } from "./statement-holdout-c.ts";
import { holdoutStatementsD } from "./statement-holdout-d.ts";
import { holdoutStatementsE } from "./statement-holdout-e.ts";
import { holdoutStatementsF } from "./statement-holdout-f.ts";
import { holdoutStatementsG } from "./statement-holdout-g.ts";
import { holdoutStatementsH } from "./statement-holdout-h.ts";
import { holdoutStatementsI } from "./statement-holdout-i.ts";
import { holdoutStatementsJ } from "./statement-holdout-j.ts";
import { holdoutStatementsK } from "./statement-holdout-k.ts";
import { holdoutStatementsL } from "./statement-holdout-l.ts";
import { holdoutStatementsM } from "./statement-holdout-m.ts";
import { holdoutStatementsN } from "./statement-holdout-n.ts";
import { holdoutStatementsO } from "./statement-holdout-o.ts";
import { holdoutStatementsP } from "./statement-holdout-p.ts";
import { holdoutStatementsQ } from "./statement-holdout-q.ts";
import { holdoutStatementsR } from "./statement-holdout-r.ts";
import { holdoutStatementsS } from "./statement-holdout-s.ts";
import { holdoutStatementsT } from "./statement-holdout-t.ts";
import { holdoutStatementsU } from "./statement-holdout-u.ts";
import { holdoutStatementsV } from "./statement-holdout-v.ts";

/**
 * How well extract-pdf-data reads bank statements in layouts its rules were not written for
 * (bench/statement-holdout.ts, printed to PDF by Chromium): recall (fields right of the fields
 * the statement prints), precision (fields right of the values given, an invented booking
 * counting as one wrong value) and bookings dropped, split into those an `unplacedRows` check
 * quotes and those dropped in silence (the figure that must stay 0).
 *
 * Twenty-two batches: A was read once (80.2 % of fields, 26 bookings dropped in silence) and the rules
 * were then changed for what it showed; B was written after those changes, read once (84.1 %) and
 * the rules changed again; C was written after both and read once (60.8 %, 53 bookings dropped in
 * silence), and the rules were changed a third time. D was written after all three changes and
 * committed before it was first read (81.0 % of fields at 94.9 % precision, 16 bookings dropped in
 * silence), and the rules were changed a fourth time for what it showed. E was written by someone
 * who had not read the rules and committed before it was read (40.9 %, 180 bookings dropped in
 * silence, with the rules as they were before D's changes). F was written the same way, after
 * the rules were changed for E, and committed before it was read. G was written the same way, by
 * someone who had not read the rules, and committed before it was read. H was written the same way,
 * blind to the rules, with the statements a typical user in Europe and North America uploads, and
 * committed before it was read. I was written the same way, blind to the rules, with mainstream
 * statements from Europe, North America and Australia in layouts and combinations not covered
 * before, and committed before it was read. J was written the same way, blind to the rules, with
 * mainstream statements in layouts and combinations not covered before, and committed before it
 * was read. K was written the same way, blind to the rules, with mainstream statements from Europe,
 * North America, Australia and Asia in layouts and combinations not covered before, and committed
 * before it was read. L was written the same way, blind to the rules, with mainstream statements from
 * South America, North America, the Middle East, Asia, Africa, Oceania and Europe in layouts and
 * combinations not covered before, and committed before it was read. M was written the same way,
 * blind to the rules, with mainstream retail and small-business current accounts from North
 * America, Europe, India and South Africa in layouts and combinations not covered before, and
 * committed before it was read. N was written the same way, blind to the rules, with mainstream
 * retail and small-business current accounts from Europe, the Americas, Africa, Asia and Australia
 * in layouts and combinations not covered before, and committed before it was read. O was written
 * the same way, blind to the rules, with mainstream retail accounts from North America and Europe
 * in layouts and combinations not covered before, and committed before it was read. P was written
 * at the same time as O, blind to the rules, with mainstream retail and small-business accounts
 * from Latin America, India, Eastern Europe, Africa, the Middle East, Japan and the US, committed
 * before it was read, and read after the changes for O. R was written the same way, blind to the
 * rules, after the changes for P, with mainstream accounts from the Americas, South Asia, the
 * Middle East and South-East Asia, and committed before it was read. Q was written at the same
 * time as R, blind to the rules, with mainstream European accounts, committed before it was read
 * and read with the rules R was read with. S was written the same way, blind to the rules, after
 * the changes for Q and R, with the most ordinary current accounts of banks in Europe and North
 * America, and committed before it was read. T was written at the same time as S, blind to the
 * rules, with the most ordinary accounts of banks in the Americas, Asia, Africa and Oceania,
 * committed before it was read and read with the rules S was read with. U was written the same
 * way, blind to the rules, after the changes for S and T, with the most ordinary current accounts
 * of European banks, and committed before it was read. V was written at the same time as U,
 * blind to the rules, with those of banks outside Europe, committed before it was read and read
 * with the rules U was read with. The first readings are the honest figures for layouts the rules
 * do not know.
 *
 * Run: node bench/statement-eval.ts [--verbose]
 */

/**
 * Whether the unplacedRows checks' text quotes an amount, as any of the styles prints it: with
 * its cents, or for a whole amount also without them (currencies printed in whole units), then
 * standing as a figure of its own, not inside a longer number.
 */
function quotes(quoted: string, amount: number): boolean {
  // A space in a figure ("2 086,74") is a space whichever one the page set: plain, no-break or narrow.
  const spaces = (text: string) => text.replace(/[\u00A0\u202F]/gu, " ");
  const unplaced = spaces(quoted);
  const figure = (value: number, style: "de" | "fr" | "en" | "ch") => spaces(printed(value, style));
  const styles = ["de", "fr", "en", "ch"] as const;
  if (styles.some((style) => unplaced.includes(figure(amount, style)))) return true;
  if (!Number.isInteger(amount)) return false;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  return styles.some((style) => {
    const whole = figure(amount, style).replace(/[.,]\d\d$/u, "");
    return new RegExp(`(?<![\\d.,'\u00A0])${escape(whole)}(?![\\d]|[.,'\u00A0]\\d)`, "u").test(unplaced);
  });
}

export interface StatementResult {
  readonly name: string;
  /** "A" to "V", in the order they were written; the rules were changed after each was read once. */
  readonly batch: string;
  readonly layout: string;
  readonly tally: FieldTally;
  readonly bookings: number;
  /** Bookings with no transaction read for them. */
  readonly dropped: number;
  /** Of those, the ones no `unplacedRows` check quotes. */
  readonly silent: number;
  readonly wrong: string[];
  readonly missed: string[];
}

export interface StatementReport {
  readonly statements: StatementResult[];
  readonly all: FieldTally;
  readonly bookings: number;
  readonly dropped: number;
  readonly silent: number;
}

const norm = (text: unknown) => String(text ?? "").replace(/[\s.,\-–:/'’]+/gu, "").toLowerCase();
const sameNumber = (a: unknown, b: unknown) => typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 0.005;
const sameText = (a: unknown, b: unknown) => norm(a) === norm(b);
/** A booking text is right when it holds all its printed lines, in order, from its start (a trailing reference the page sets beside it may be taken in). */
const sameDescription = (lines: unknown, got: unknown) => typeof got === "string" && norm(got).startsWith(norm((lines as string[]).join(" ")));

/** A statement's page read and scored against the truth it was written from. */
export function scoreStatement(statement: HoldoutStatement, got: BankStatementData, batch: string): StatementResult {
  const { truth } = statement;
  const tally: FieldTally = { total: 0, given: 0, right: 0 };
  const wrong: string[] = [];
  const missed: string[] = [];
  const field = (name: string, expected: unknown, actual: unknown, same: (a: unknown, b: unknown) => boolean) => {
    if (expected === null || expected === undefined) return;
    tally.total++;
    if (actual === null || actual === undefined) {
      missed.push(name);
      return;
    }
    tally.given++;
    if (same(expected, actual)) tally.right++;
    else wrong.push(`${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  field("bank", truth.bank, got.bank, sameText);
  field("accountHolder", truth.accountHolder, got.accountHolder, sameText);
  field("iban", truth.iban, got.iban, sameText);
  field("currency", truth.currency, got.currency, sameText);
  field("periodFrom", truth.periodFrom, got.periodFrom, (a, b) => a === b);
  field("periodTo", truth.periodTo, got.periodTo, (a, b) => a === b);
  field("openingBalance", truth.openingBalance, got.openingBalance, sameNumber);
  field("closingBalance", truth.closingBalance, got.closingBalance, sameNumber);

  // Each booking pairs with the first unused transaction of its amount on its date, else of its amount alone, else of its amount's size on its date.
  const used = new Set<number>();
  const unplaced = got.checks.filter((c) => c.check === "unplacedRows").map((c) => c.detail).join("\n");
  let dropped = 0;
  let silent = 0;
  truth.bookings.forEach((b, i) => {
    let j = got.transactions.findIndex((t, k) => !used.has(k) && sameNumber(t.amount, b.amount) && t.date === b.date);
    if (j < 0) j = got.transactions.findIndex((t, k) => !used.has(k) && sameNumber(t.amount, b.amount));
    // Read with the wrong sign: a wrong amount, not a booking dropped.
    if (j < 0) j = got.transactions.findIndex((t, k) => !used.has(k) && t.date === b.date && t.amount !== null && sameNumber(Math.abs(t.amount), Math.abs(b.amount)));
    if (j >= 0) used.add(j);
    const t = j >= 0 ? got.transactions[j]! : null;
    if (t === null) {
      dropped++;
      if (!quotes(unplaced, b.amount)) silent++;
    }
    field(`bookings[${i}].date`, b.date, t?.date, (a, c) => a === c);
    field(`bookings[${i}].description`, b.lines, t?.description, sameDescription);
    field(`bookings[${i}].amount`, b.amount, t?.amount, sameNumber);
    field(`bookings[${i}].balance`, b.balance, t?.balance, sameNumber);
  });
  got.transactions.forEach((t, k) => {
    if (used.has(k)) return;
    tally.given++;
    wrong.push(`extra booking ${JSON.stringify(t)}`);
  });
  return { name: statement.name, batch, layout: statement.layout, tally, bookings: truth.bookings.length, dropped, silent, wrong, missed };
}

/** The held-out batches in the order they were written. */
const BATCHES: readonly (readonly [string, () => HoldoutStatement[]])[] = [
  ["A", holdoutStatements],
  ["B", holdoutStatementsB],
  ["C", holdoutStatementsC],
  ["D", holdoutStatementsD],
  ["E", holdoutStatementsE],
  ["F", holdoutStatementsF],
  ["G", holdoutStatementsG],
  ["H", holdoutStatementsH],
  ["I", holdoutStatementsI],
  ["J", holdoutStatementsJ],
  ["K", holdoutStatementsK],
  ["L", holdoutStatementsL],
  ["M", holdoutStatementsM],
  ["N", holdoutStatementsN],
  ["O", holdoutStatementsO],
  ["P", holdoutStatementsP],
  ["Q", holdoutStatementsQ],
  ["R", holdoutStatementsR],
  ["S", holdoutStatementsS],
  ["T", holdoutStatementsT],
  ["U", holdoutStatementsU],
  ["V", holdoutStatementsV],
];

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium this machine has, or null. */
export function chromiumPath(): string | null {
  return CHROMIUM.find((file) => fs.existsSync(file)) ?? null;
}

/**
 * Each held-out statement printed to PDF by Chromium, read as the tool reads it and scored. One
 * Chromium prints them all, each in a page of its own, on the paper its stylesheet asks for: a
 * Chromium started for every statement spent seconds on each start, most of the run.
 */
export async function evaluateHeldOutStatements(): Promise<StatementReport> {
  const chromium = chromiumPath();
  if (chromium === null) throw new Error(`No Chromium to print the held-out statements with (looked for ${CHROMIUM.join(", ")}).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "statement-holdout-"));
  const statements: StatementResult[] = [];
  const browser = await puppeteer.launch({
    executablePath: chromium,
    pipe: true,
    headless: true,
    userDataDir: path.join(dir, "profile"),
    timeout: 120_000,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const batches = BATCHES.flatMap(([batch, statements]) => statements().map((s) => [batch, s] as const));
    for (const [batch, statement] of batches) {
      const pdf = path.join(dir, `${statement.name}.pdf`);
      const page = await browser.newPage();
      try {
        await page.setContent(statement.html, { waitUntil: "load" });
        const session = await page.createCDPSession();
        const { data } = await session.send("Page.printToPDF", { preferCSSPageSize: true, transferMode: "ReturnAsBase64" });
        fs.writeFileSync(pdf, Buffer.from(data, "base64"));
      } finally {
        await page.close();
      }
      const layouts = await readLayouts({ path: pdf, name: path.basename(pdf), bytes: fs.statSync(pdf).size }, { maxPages: 30 });
      statements.push(scoreStatement(statement, extractLocally("BankStatement", layouts) as BankStatementData, batch));
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return summed(statements);
}

/** Statements' figures added up. */
export function summed(statements: StatementResult[]): StatementReport {
  const all = statements.reduce<FieldTally>((a, s) => ({ total: a.total + s.tally.total, given: a.given + s.tally.given, right: a.right + s.tally.right }), { total: 0, given: 0, right: 0 });
  const count = (key: "bookings" | "dropped" | "silent") => statements.reduce((n, s) => n + s[key], 0);
  return { statements, all, bookings: count("bookings"), dropped: count("dropped"), silent: count("silent") };
}

const pct = (right: number, of: number) => (of === 0 ? 100 : Math.round((1000 * right) / of) / 10);
export const statementRecall = (t: FieldTally) => pct(t.right, t.total);
export const statementPrecision = (t: FieldTally) => pct(t.right, t.given);

/** The report as lines: per statement, then all, then (verbose) each statement's wrong and missed fields. */
export function statementReportLines(report: StatementReport, verbose = false): string[] {
  const line = (name: string, t: FieldTally, r: { bookings: number; dropped: number; silent: number }) =>
    `${name.padEnd(26)} recall ${statementRecall(t).toFixed(1).padStart(5)} % (${t.right}/${t.total})   precision ${statementPrecision(t).toFixed(1).padStart(5)} % (${t.right}/${t.given})   bookings dropped ${r.dropped}/${r.bookings}, in silence ${r.silent}`;
  const lines = report.statements.map((s) => line(s.name, s.tally, s));
  for (const batch of [...new Set(report.statements.map((s) => s.batch))]) {
    const part = summed(report.statements.filter((s) => s.batch === batch));
    lines.push(line(`batch ${batch} (${part.statements.length})`, part.all, part));
  }
  lines.push(line(`held-out statements (${report.statements.length})`, report.all, report));
  if (verbose) for (const s of report.statements) lines.push(`${s.name} — ${s.layout}`, ...s.wrong.map((w) => `    wrong ${w}`), ...(s.missed.length ? [`    missed ${s.missed.join(", ")}`] : []));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await evaluateHeldOutStatements();
  for (const line of statementReportLines(report, process.argv.includes("--verbose"))) console.log(line);
}
