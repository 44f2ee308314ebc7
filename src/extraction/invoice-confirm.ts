import type { Check, InvoiceData, LineItem, TaxLine } from "./extract-schemas.ts";
import { parseAmount, parseDate, roundMoney } from "./values.ts";

/**
 * The last gate of the rules' invoice reading: a value is given only when something on the page
 * confirms it, since a wrong value given with confidence is worse than none. What is refused is
 * left empty and named, with the reason, in one `unconfirmedValues` check.
 *
 * - Totals: subtotal + tax = total to the cent confirms all three; the items adding up to the
 *   subtotal (or to the total when no tax is charged) confirm those. Totals that do not
 *   reconcile are not given: the figures read are quoted in the check instead, since a reader
 *   cannot tell which of them is the wrong one.
 * - The tax total: the reconciled totals, or the tax lines that prove themselves adding up to it.
 * - A tax line: its rate applied to its base gives its amount, to the cent; or, with no rate or
 *   base to prove it, it is the only line, has a rate, and its amount is the confirmed tax total.
 * - An item: quantity × unit price = amount (with a discount or charge printed in its row), or
 *   the items together add up to the confirmed subtotal (or to their own sum as printed). A description that is a label with its figure ("Bruttopreis : 9,90") or a bare
 *   figure is no description.
 * - A party's name: words, never a salutation alone, an address line, a label, a contact line,
 *   an identifier ("GLN 4304171000002"), an amount or a date.
 */

const near = (a: number, b: number, tolerance = 0.011) => Math.abs(a - b) < tolerance;

export interface Confirmed {
  readonly data: Omit<InvoiceData, "checks">;
  readonly checks: Check[];
}

/**
 * `adjusted`: items whose row holds a discount or charge that makes quantity × price its amount.
 * `linesTotals`: the sum of the items as the page prints it ("Positionssumme"), before the
 * discounts and charges on the whole invoice that keep the items from making the subtotal.
 */
export function confirmInvoice(read: Omit<InvoiceData, "checks">, adjusted: ReadonlySet<LineItem> = new Set(), linesTotals: readonly number[] = []): Confirmed {
  const refused: string[] = [];
  const money = (value: number | null) => (value === null ? "none" : value.toFixed(2));

  // Items first: each description, then each item's own arithmetic.
  const items = read.lineItems.map((item) => ({ item: item.description !== null && !isDescription(item.description) ? { ...item, description: null } : item, adjusted: adjusted.has(item) }));
  const amounts = items.map(({ item }) => item.amount);
  const itemsSum = items.length > 0 && amounts.every((a) => a !== null) ? roundMoney(amounts.reduce<number>((s, a) => s + a!, 0)) : null;

  const { subtotal, totalTax, total } = read;
  const reconciled = subtotal !== null && total !== null && near(subtotal + (totalTax ?? 0), total) && (totalTax !== null || near(subtotal, total));
  const taxFree = totalTax === null || totalTax === 0;
  const itemsMakeSubtotal = itemsSum !== null && subtotal !== null && near(itemsSum, subtotal);
  const itemsMakeTotal = itemsSum !== null && total !== null && taxFree && near(itemsSum, total);

  const keepSubtotal = reconciled || itemsMakeSubtotal;
  const keepTotal = reconciled || itemsMakeTotal;
  if (!keepSubtotal && subtotal !== null) refused.push(`subtotal ${money(subtotal)}`);
  if (!keepTotal && total !== null) refused.push(`total ${money(total)}`);

  const proven = (tax: TaxLine) => tax.rate !== null && tax.base !== null && tax.amount !== null && near((tax.base * tax.rate) / 100, tax.amount, 0.015);
  const provenSum = read.taxes.length > 0 && read.taxes.every(proven) ? roundMoney(read.taxes.reduce((s, t) => s + t.amount!, 0)) : null;
  const keepTotalTax = totalTax !== null && ((reconciled && totalTax !== null) || (provenSum !== null && near(provenSum, totalTax)));
  if (!keepTotalTax && totalTax !== null) refused.push(`tax total ${money(totalTax)}`);
  const confirmedTax = keepTotalTax ? totalTax : null;

  const taxes = read.taxes.filter((tax) => {
    // The only line, with its rate, whose amount is the confirmed tax total; a line with neither rate nor base is only the total again, and may stand for several rates.
    const ok = proven(tax) || (read.taxes.length === 1 && tax.rate !== null && tax.amount !== null && confirmedTax !== null && near(tax.amount, confirmedTax));
    if (!ok) refused.push(`tax line ${[tax.rate !== null ? `${tax.rate} %` : null, tax.base !== null ? `on ${money(tax.base)}` : null, money(tax.amount)].filter(Boolean).join(" ")}`);
    return ok;
  });

  // Rows whose amounts are, one for one, the bases of the tax lines are the tax breakdown read as
  // a table of items: they add up to the subtotal too, and confirm nothing.
  const bases = taxes.map((t) => t.base).filter((b): b is number => b !== null);
  const taxBreakdown = bases.length > 0 && items.length === bases.length && items.every(({ item }) => item.amount !== null && bases.some((b) => near(b, item.amount!)));
  const itemsMakeLinesTotal = itemsSum !== null && items.length > 1 && linesTotals.some((t) => near(t, itemsSum));
  const setConfirmed = itemsSum !== null && !taxBreakdown && ((keepSubtotal && itemsMakeSubtotal) || (keepTotal && itemsMakeTotal) || itemsMakeLinesTotal);
  const lineItems = items.flatMap(({ item, adjusted: explained }) => {
    const own = explained || (item.quantity !== null && item.unitPrice !== null && item.amount !== null && item.quantity !== 0 && near(item.quantity * item.unitPrice, item.amount, Math.max(0.011, Math.abs(item.amount) * 0.0005)));
    if (!setConfirmed && !own) refused.push(`item "${(item.description ?? "").slice(0, 40)}" ${money(item.amount)}`);
    if (own) return [item];
    if (!setConfirmed) return [];
    // The sum confirms the amount; a quantity and price that do not make it are misread (a
    // quantity printed rounded, "6 Stk" for 6.5): not given.
    const disproven = item.quantity !== null && item.unitPrice !== null && item.amount !== null;
    return [disproven ? { ...item, quantity: null, unitPrice: null } : item];
  });

  const seller = { ...read.seller, name: nameOrNull(read.seller.name, "seller", refused) };
  const buyer = { ...read.buyer, name: nameOrNull(read.buyer.name, "buyer", refused) };

  const data: Omit<InvoiceData, "checks"> = {
    ...read,
    seller,
    buyer,
    lineItems,
    taxes,
    subtotal: keepSubtotal ? subtotal : null,
    totalTax: confirmedTax,
    total: keepTotal ? total : null,
  };
  const checks: Check[] =
    refused.length === 0
      ? []
      : [
          {
            check: "unconfirmedValues",
            ok: false,
            expected: null,
            actual: null,
            detail: `Read on the page but not given, because nothing on the page confirms them (totals that add up, items that make the subtotal, rate × base = tax, a name that is no label or address): ${refused.join("; ")}.`,
          },
        ];
  return { data, checks };
}

/** A label with its figure ("getLineTradeAgreementBruttopreis : 9,9000") or a figure alone is not what an item is called. */
function isDescription(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/^\S+\s*:\s*[-\d.,]+(?:\s|$)/u.test(t)) return false;
  return true;
}

const SALUTATION = /^(?:herrn?|frau|firma|mr\.?|mrs\.?|ms\.?|monsieur|madame|m\.|mme\.?|sr\.?|sra\.?|sig\.?|sig\.ra)$/iu;
const CONTACT = /^(?:tel|fon|telefon|phone|fax|mobil|mobile|e-?mail|www\.|https?:)|^\S+@\S+\.\S+$/iu;
/** A street and house number ("Musterstr. 12", "Bahnstr. 42", "12 Rue de la Paix"), a postcode and town ("80333 München"). */
const ADDRESS = /^(?:[\p{L}.\- ]*(?:str\.?|straße|strasse|weg|gasse|platz|allee|ring|damm|ufer|street|st\.|road|rd\.|avenue|ave\.|lane|rue|via|calle|avenida)\s*\d+\s*[a-z]?|\d+[a-z]?,?\s+(?:rue|avenue|boulevard|bd|chemin|place|impasse|allée)\b.*|(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{L}[\p{L} .\-]*)$/iu;
/** A scheme and a number ("GLN 4304171000002", "Kunden-Nr. 009420"). */
const IDENTIFIER = /^[\p{L}][\p{L}\-.]{0,20}\s*[:#]?\s*\d[\d\s/.\-]{3,}$/u;

/** Whether a party's name reads as one; `why` the first rule it breaks. */
export function nameProblem(name: string): string | null {
  const t = name.trim();
  if ((t.match(/\p{L}/gu) ?? []).length < 3) return "too short to be a name";
  if (SALUTATION.test(t)) return "a salutation";
  if (CONTACT.test(t)) return "a contact line";
  if (/:\s*$|\s:\s|^:/u.test(t)) return "a label";
  if (ADDRESS.test(t)) return "an address line";
  if (IDENTIFIER.test(t)) return "an identifier";
  if (parseDate(t) !== null || parseAmount(t) !== null) return "a date or an amount";
  return null;
}

function nameOrNull(name: string | null, side: string, refused: string[]): string | null {
  if (name === null) return null;
  const problem = nameProblem(name);
  if (problem === null) return name;
  refused.push(`${side} name "${name}" (${problem})`);
  return null;
}
