import type { BankStatementData, Check, InvoiceData } from "./extract-schemas.ts";
import { roundMoney } from "./values.ts";

/**
 * The cross-checks of totals, always computed by us from the figures extracted (a model's own
 * arithmetic is never trusted): the lines against the subtotal, subtotal and tax against the
 * total, the opening balance and bookings against the closing balance, each running balance.
 */

function compare(check: string, expected: number, actual: number, what: string): Check {
  const e = roundMoney(expected);
  const a = roundMoney(actual);
  const ok = Math.abs(e - a) < 0.005;
  return { check, ok, expected: e, actual: a, detail: ok ? `${what}: ${e.toFixed(2)} as printed.` : `${what}: ${e.toFixed(2)}, but the document prints ${a.toFixed(2)} (difference ${roundMoney(a - e).toFixed(2)}).` };
}

/**
 * Rows of the item or booking table the rules could not read as one (figures without a date,
 * a description or a quantity, amid the others): never dropped silently, each named here.
 */
const MAX_QUOTED = 500;

function unplacedCheck(rows: readonly string[], what: string): Check[] {
  if (rows.length === 0) return [];
  // Every row is quoted (up to a bound that only a hostile document reaches), so none is left out unnamed.
  const shown = rows.slice(0, MAX_QUOTED).map((row) => `"${shortened(row)}"`).join("; ");
  return [{ check: "unplacedRows", ok: false, expected: null, actual: null, detail: `${rows.length} row${rows.length === 1 ? "" : "s"} of the ${what} table could not be read as ${what === "item" ? "items" : "bookings"} and ${rows.length === 1 ? "is" : "are"} left out: ${shown}${rows.length > MAX_QUOTED ? `; and ${rows.length - MAX_QUOTED} more` : ""}.` }];
}

/**
 * A long row quoted short, its figures whole: a long text cell (a booking's purpose over five
 * lines) is cut, never the amount after it that tells the reader which booking is left out.
 */
function shortened(row: string): string {
  if (row.length <= 120) return row;
  // Cells as the row was quoted: set apart by bars (a table's row) or by two spaces (a line of a page).
  const bar = row.includes(" | ");
  const cells = row.split(bar ? " | " : /\s{2,}/u).map((cell) => (cell.length > 60 && /\p{L}{2}/u.test(cell) ? `${cell.slice(0, 57)}…` : cell));
  const joined = cells.join(bar ? " | " : "  ");
  return joined.length > 300 ? `${joined.slice(0, 297)}…` : joined;
}

export function invoiceChecks(invoice: Omit<InvoiceData, "checks">, unplaced: readonly string[] = []): Check[] {
  const checks: Check[] = unplacedCheck(unplaced, "item");
  const amounts = invoice.lineItems.map((item) => item.amount).filter((a): a is number => a !== null);
  const linesSum = roundMoney(amounts.reduce((sum, a) => sum + a, 0));
  if (amounts.length > 0) {
    if (invoice.subtotal !== null) checks.push(compare("lineItemsVsSubtotal", linesSum, invoice.subtotal, "The line amounts add up to"));
    else if (invoice.total !== null && (invoice.totalTax === null || invoice.totalTax === 0)) checks.push(compare("lineItemsVsTotal", linesSum, invoice.total, "The line amounts add up to"));
  }
  if (invoice.subtotal !== null && invoice.total !== null) {
    checks.push(compare("subtotalPlusTaxVsTotal", invoice.subtotal + (invoice.totalTax ?? 0), invoice.total, "The subtotal plus tax is"));
  }
  return checks;
}

export function statementChecks(statement: Omit<BankStatementData, "checks">, unplaced: readonly string[] = []): Check[] {
  const checks: Check[] = unplacedCheck(unplaced, "booking");
  const amounts = statement.transactions.map((t) => t.amount).filter((a): a is number => a !== null);
  if (statement.openingBalance !== null && statement.closingBalance !== null && amounts.length > 0) {
    checks.push(compare("openingPlusTransactionsVsClosing", statement.openingBalance + amounts.reduce((s, a) => s + a, 0), statement.closingBalance, "The opening balance plus the bookings is"));
  }
  let running = statement.openingBalance;
  let wrong = 0;
  let compared = 0;
  let firstWrong: Check | null = null;
  // A statement listed newest first (as some apps print them) runs its balances from its last line up.
  const inOrder = newestFirst(statement.transactions) ? [...statement.transactions].reverse() : statement.transactions;
  for (const t of inOrder) {
    if (running !== null && t.amount !== null && t.balance !== null) {
      compared++;
      const check = compare("runningBalance", running + t.amount, t.balance, `After "${t.description ?? t.date ?? "a booking"}" the balance should be`);
      if (!check.ok) {
        wrong++;
        firstWrong ??= check;
      }
    }
    running = t.balance ?? (running !== null && t.amount !== null ? roundMoney(running + t.amount) : null);
  }
  if (compared > 0) {
    checks.push(
      firstWrong
        ? { ...firstWrong, detail: `${wrong} of ${compared} running balances do not follow from the bookings; first: ${firstWrong.detail}` }
        : { check: "runningBalance", ok: true, expected: null, actual: null, detail: `All ${compared} running balances follow from the bookings.` },
    );
  }
  return checks;
}

/** Whether the bookings are listed from the newest to the oldest: their dates never rise, and fall at least once. */
export function newestFirst(transactions: readonly { readonly date: string | null }[]): boolean {
  const dates = transactions.map((t) => t.date).filter((d): d is string => d !== null);
  return dates.length >= 2 && dates[0]! > dates.at(-1)! && dates.every((d, i) => i === 0 || d <= dates[i - 1]!);
}
