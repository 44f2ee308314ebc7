/**
 * Tax identifiers as printed on invoices: the words that introduce them in each country, the
 * forms the identifiers take, and their check digits where they have one (Indian GSTIN,
 * Australian ABN, Swiss UID, and the VAT numbers of the UK, Germany, France, Italy, the
 * Netherlands, Belgium, Portugal and Spain). An identifier after its label is taken as printed;
 * one printed without a label is taken only when its form names it unmistakably (a GSTIN, a
 * VAT number with its country prefix) and its check digits, if it has any, are right.
 */

/** Words that introduce a tax identifier, in the languages and countries the rules read. */
const LABEL = [
  "vat\\s*(?:reg(?:istration)?\\.?\\s*)?(?:no\\.?|number|id)?",
  "ust-?id(?:-?nr)?\\.?", "ust\\.?\\s*-?\\s*id\\.?\\s*-?\\s*nr\\.?", "ust\\.?\\s*-?\\s*idnr\\.?", "ust\\.?\\s*-?\\s*ident(?:-?\\s*nr|nummer)?\\.?", "umsatzsteuer-?\\s*id(?:entifikationsnummer)?", "steuer-?nr\\.?", "steuernummer",
  "n[°o]\\s*tva(?:\\s*intra(?:com(?:munautaire)?)?\\.?)?", "tva\\s*intra(?:com(?:munautaire)?)?\\.?", "num[ée]ro\\s*de\\s*tva",
  "(?:federal\\s*)?tax\\s*id(?:\\s*no\\.?)?", "ein", "tin",
  "gstin(?:\\/uin)?", "gst(?:\\/hst)?\\s*(?:reg(?:istration)?\\.?\\s*)?(?:no\\.?|number)", "business\\s*number", "bn", "pan", "uen", "abn", "acn",
  "uid", "mwst-?\\s*nr\\.?", "che-?\\s*nr\\.?",
  "btw(?:-?\\s*(?:nr|nummer|id))?\\.?", "kvk(?:-?nr)?\\.?",
  "p\\.?\\s*iva", "partita\\s*iva", "c\\.?\\s*f\\.?", "codice\\s*fiscale", "nif(?:-iva)?", "cif", "nipc", "n\\.?\\s*iva",
].join("|");

/** The identifiers' forms, most specific first; the last takes any code after a label. */
const FORMS = [
  "\\d{2}[A-Z]{5}\\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]", // India GSTIN
  "CHE[-\\s]?\\d{3}\\.\\d{3}\\.\\d{3}(?:\\s*(?:MWST|TVA|IVA|VAT))?", // Swiss UID, with the VAT suffix
  "\\d{9}\\s?RT\\s?\\d{4}", // Canada BN with its GST/HST account
  "(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|GB)\\s?[0-9A-Z](?:[0-9A-Z]|[\\s.](?=[0-9A-Z])){6,14}[0-9A-Z]", // EU and UK VAT
  "\\d{2}\\s\\d{3}\\s\\d{3}\\s\\d{3}|\\d{11}", // Australian ABN
  "\\d{2}-\\d{7}", // US EIN
  "[A-Z]{5}\\d{4}[A-Z]", // India PAN
  "\\d{8,9}[A-Z]|[TSR]\\d{2}[A-Z]{2}\\d{4}[A-Z]", // Singapore UEN
  "[0-9A-Z](?:[0-9A-Z]|[-./\\s](?=[0-9A-Z])){5,20}", // any other code after a label
];

const LABELLED = new RegExp(`(?<![\\p{L}\\d])(?:${LABEL})\\s*[:.#]?\\s*(${FORMS.join("|")})(?![\\p{L}\\d])`, "giu");
const LABEL_AT_START = new RegExp(`^(?:${LABEL})(?![\\p{L}\\d])`, "iu");
const SELF_NAMED = new RegExp(`(?<![\\p{L}\\d])(${FORMS.slice(0, 4).join("|")})(?![\\p{L}\\d])`, "gu");

export interface TaxIdFound {
  /** As printed, its spacing tidied (single spaces, none around the country prefix of a VAT number). */
  readonly id: string;
  /** Whether its check digits are right: null when its form has none we know. */
  readonly valid: boolean | null;
  /** Where in the text it starts. */
  readonly index: number;
}

/** Every tax identifier in a line of text: after its label, or by its form alone when that is unmistakable and checks out. */
export function findTaxIds(text: string): TaxIdFound[] {
  const out: TaxIdFound[] = [];
  for (const m of text.matchAll(LABELLED)) {
    // The value's own case is kept; a label in capitals does not make "Partita IVA" a VAT form.
    const id = tidy(m[1]!);
    if (!/\d/u.test(id)) continue;
    out.push({ id, valid: checkTaxId(id), index: m.index + m[0].indexOf(m[1]!) });
  }
  for (const m of text.matchAll(SELF_NAMED)) {
    if (out.some((found) => m.index >= found.index && m.index < found.index + found.id.length)) continue;
    const id = tidy(m[1]!);
    if (checkTaxId(id) === true) out.push({ id, valid: true, index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether a line is about a tax identifier (its label starts the line): not a party's address. */
export function isTaxIdLine(line: string): boolean {
  return LABEL_AT_START.test(line.trim()) && findTaxIds(line).length > 0;
}

function tidy(id: string): string {
  const spaced = id.trim().replace(/\s+/gu, " ");
  // A VAT number with its country prefix is written without spaces ("FR 11 123 456 782" is
  // FR11123456782); a Swiss "CHE-… MWST" keeps its suffix apart, other numbers their grouping.
  return /^[A-Z]{2}\s?\d/u.test(spaced) && !/^CHE/u.test(spaced) ? spaced.replace(/[\s.]/gu, "") : spaced;
}

const digitsOf = (text: string) => [...text.replace(/\D/gu, "")].map(Number);
const weighted = (digits: readonly number[], weights: readonly number[]) => weights.reduce((sum, w, i) => sum + w * digits[i]!, 0);

/** ISO 7064 MOD 11,10 over all digits but the last, which it gives (German and Croatian numbers). */
function mod11x10(d: readonly number[]): boolean {
  let product = 10;
  for (let i = 0; i < d.length - 1; i++) {
    let sum = (d[i]! + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === d.at(-1);
}

/** The check digits of `id` by its form's rule: true or false, or null when its form has none we know. */
export function checkTaxId(id: string): boolean | null {
  const compact = id.replace(/[\s.-]/gu, "").toUpperCase();
  if (/^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/u.test(compact)) return gstin(compact);
  if (/^CHE\d{9}(?:MWST|TVA|IVA|VAT)?$/u.test(compact)) return swissUid(compact.slice(3, 12));
  if (/^\d{11}$/u.test(compact)) return abn(compact);
  const vat = /^(GB|XI|DE|FR|IT|NL|BE|PT|ES|AT|DK|FI|PL|SE|EE|LU|HR|RO|HU|SK|CZ|MT)([0-9A-Z]+)$/u.exec(compact);
  if (vat) return euVat(vat[1]!, vat[2]!);
  return null;
}

/** GSTIN: a base-36 Luhn-style check character over the first 14. */
function gstin(code: string): boolean {
  const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = chars.indexOf(code[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars[(36 - (sum % 36)) % 36] === code[14];
}

/** ABN: one less on the first digit, weighted sum divisible by 89. */
function abn(code: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const d = digitsOf(code);
  d[0]! -= 1;
  return d.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 89 === 0;
}

/** Swiss UID (CHE-123.456.789): mod 11 with weights 5 4 3 2 7 6 5 4 over the first eight. */
function swissUid(nine: string): boolean {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const d = digitsOf(nine);
  const check = 11 - (weights.reduce((sum, w, i) => sum + w * d[i]!, 0) % 11);
  return check !== 10 && (check === 11 ? 0 : check) === d[8];
}

function euVat(country: string, rest: string): boolean | null {
  const d = digitsOf(rest);
  switch (country) {
    case "GB":
    case "XI": {
      if (!/^\d{9}(?:\d{3})?$/u.test(rest)) return /^(?:GD|HA)\d{3}$/u.test(rest) ? true : false;
      // Weights 8…2 over seven digits, plus the two check digits: divisible by 97, or by 97 after adding 55.
      const total = [8, 7, 6, 5, 4, 3, 2].reduce((sum, w, i) => sum + w * d[i]!, 0) + (d[7]! * 10 + d[8]!);
      return total % 97 === 0 || (total + 55) % 97 === 0;
    }
    case "DE":
      return /^\d{9}$/u.test(rest) ? mod11x10(d) : false;
    case "FR": {
      if (!/^[0-9A-Z]{2}\d{9}$/u.test(rest)) return false;
      if (!/^\d{2}/u.test(rest)) return null;
      const siren = Number(rest.slice(2));
      return Number(rest.slice(0, 2)) === (12 + 3 * (siren % 97)) % 97;
    }
    case "IT": {
      if (!/^\d{11}$/u.test(rest)) return false;
      // Luhn over the eleven digits.
      const sum = d.reduce((s, digit, i) => s + (i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
      return sum % 10 === 0;
    }
    case "NL": {
      if (!/^\d{9}B\d{2}$/u.test(rest)) return false;
      const nine = d.slice(0, 9);
      const mod11 = nine.slice(0, 8).reduce((sum, digit, i) => sum + digit * (9 - i), 0) % 11 === nine[8];
      // Since 2020 a sole trader's number checks as "NL" + the number, mod 97 (letters as 10–35).
      const mod97 = BigInt(`2321${rest.slice(0, 9)}11${rest.slice(10)}`) % 97n === 1n;
      return mod11 || mod97;
    }
    case "BE": {
      if (!/^[01]\d{9}$/u.test(rest)) return false;
      return 97 - (Number(rest.slice(0, 8)) % 97) === Number(rest.slice(8));
    }
    case "PT": {
      if (!/^\d{9}$/u.test(rest)) return false;
      const check = 11 - (d.slice(0, 8).reduce((sum, digit, i) => sum + digit * (9 - i), 0) % 11);
      return (check >= 10 ? 0 : check) === d[8];
    }
    case "ES":
      return /^[0-9A-Z]\d{7}[0-9A-Z]$/u.test(rest) ? null : false;
    case "AT": {
      if (!/^U\d{8}$/u.test(rest)) return false;
      const sum = d.slice(0, 7).reduce((s, digit, i) => s + (i % 2 === 1 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit), 0);
      return (10 - ((sum + 4) % 10)) % 10 === d[7];
    }
    case "DK":
      return /^\d{8}$/u.test(rest) ? weighted(d, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 : false;
    case "FI": {
      if (!/^\d{8}$/u.test(rest)) return false;
      const r = 11 - (weighted(d, [7, 9, 10, 5, 8, 4, 2]) % 11);
      return r !== 10 && (r === 11 ? 0 : r) === d[7];
    }
    case "PL":
      return /^\d{10}$/u.test(rest) ? weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === d[9] : false;
    case "SE": {
      if (!/^\d{10}01$/u.test(rest)) return false;
      const sum = d.slice(0, 10).reduce((s, digit, i) => s + (i % 2 === 1 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2), 0);
      return sum % 10 === 0;
    }
    case "EE":
      return /^\d{9}$/u.test(rest) ? (10 - (weighted(d, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === d[8] : false;
    case "LU":
      return /^\d{8}$/u.test(rest) ? Number(rest.slice(0, 6)) % 89 === Number(rest.slice(6)) : false;
    case "HR":
      return /^\d{11}$/u.test(rest) ? mod11x10(d) : false;
    case "RO": {
      if (!/^\d{2,10}$/u.test(rest)) return false;
      const padded = digitsOf(rest.padStart(10, "0"));
      const r = (weighted(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11;
      return (r === 10 ? 0 : r) === padded[9];
    }
    case "HU":
      return /^\d{8}$/u.test(rest) ? (10 - (weighted(d, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === d[7] : false;
    case "SK":
      return /^\d{10}$/u.test(rest) ? BigInt(rest) % 11n === 0n : false;
    case "CZ": {
      // Companies' eight digits; the longer numbers of persons are checked by birth date rules not kept here.
      if (!/^\d{8}$/u.test(rest)) return /^\d{9,10}$/u.test(rest) ? null : false;
      const r = 11 - (weighted(d, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return (r === 10 ? 0 : r === 11 ? 1 : r) === d[7];
    }
    case "MT":
      return /^\d{8}$/u.test(rest) ? 37 - (weighted(d, [3, 4, 6, 7, 8, 9]) % 37) === Number(rest.slice(6)) : false;
    default:
      return null;
  }
}
