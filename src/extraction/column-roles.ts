import type { Table } from "./table.ts";
import { headingPatterns, type HeadingRole } from "./heading-words.ts";
import { rolesFromContent } from "./content-roles.ts";
import { looksNumeric, parseAmount, parseDate, parseDayMonth, startsLikeDate, type DecimalMark, type NumberHabits } from "./values.ts";

/**
 * What each column of an item or booking table holds, read from its heading (the words of
 * heading-words.ts, in English, German, French, Spanish, Italian, Portuguese and Dutch); the
 * table whose headings name the most roles wins.
 */

export type ColumnRole = HeadingRole;

const ROLE_WORDS = headingPatterns();
const DATE_WORDS = ROLE_WORDS.find((r) => r.role === "date")!.strong;
const DESCRIPTION_WORDS = ROLE_WORDS.find((r) => r.role === "description")!.strong;
/** A heading that names the value date (the day interest counts from), not the booking's date. */
const VALUE_DATE = /(?<![\p{L}])(?:value(?:\s*(?:date|dt))?|valeur|val\.|wert(?:stellung)?|valuta(?:dag|datum)?|wertstellung|date\s*de\s*valeur|f(?:echa|\.)\s*valor|data\s*(?:valuta|valor|waluty|valutei)|arvop[äa]iv[äa]|[ée]rt[ée]knap|val[öo]r|datum\s*valute|tanggal\s*valuta|تاريخ\s*القيمة|起息日|дата\s*валютирования)(?![\p{L}])/iu;
/** A currency's code or sign as a word of a heading. */
const CURRENCY_HEADING = /(?<![\p{L}])(?:EUR|USD|GBP|CHF|CAD|AUD|JPY|SEK|NOK|DKK|PLN|CZK)(?![\p{L}])|[€$£]/u;

export function headingText(table: Table, column: number): string {
  return table.rows
    .slice(0, table.headerRows)
    .map((row) => row[column] ?? "")
    .join(" ")
    .trim();
}

/**
 * Role of each column (or null), each role given to one column at most: each heading takes the
 * first role whose words it holds, a weak word only when no heading holds a strong word of that role.
 */
export function columnRoles(table: Table): (ColumnRole | null)[] {
  const width = table.rows[0]?.length ?? 0;
  const headings = Array.from({ length: width }, (_, c) => headingText(table, c));
  const strongly = new Set<ColumnRole>();
  for (const heading of headings) for (const { role, strong } of ROLE_WORDS) if (heading !== "" && strong.test(heading)) strongly.add(role);
  const roles: (ColumnRole | null)[] = Array.from({ length: width }, () => null);
  const taken = new Set<ColumnRole>();
  for (let c = 0; c < width; c++) {
    const heading = headings[c]!;
    if (heading === "") continue;
    // A second date column ("Data valor" beside "Data mov.") is a date still, never the amount its other word could name.
    if (taken.has("date") && DATE_WORDS.test(heading)) continue;
    for (const { role, strong, weak } of ROLE_WORDS) {
      if (taken.has(role)) continue;
      if (strong.test(heading) || (!strongly.has(role) && weak?.test(heading))) {
        roles[c] = role;
        taken.add(role);
        break;
      }
    }
  }
  // Two date columns: the booking's date is the one not headed as the value date, wherever it
  // stands (a table set right to left has the value date's column first from the left).
  const dated = roles.indexOf("date");
  if (dated >= 0 && VALUE_DATE.test(headings[dated]!)) {
    const booked = headings.findIndex((heading, c) => c !== dated && roles[c] === null && DATE_WORDS.test(heading) && !VALUE_DATE.test(heading));
    if (booked >= 0) {
      roles[dated] = null;
      roles[booked] = "date";
    }
  }
  // With no column named the amount, a heading that names only a currency beside words of no role heads it ("Umsatz EUR").
  const money = headings.findIndex((heading, c) => roles[c] === null && CURRENCY_HEADING.test(heading));
  if (!taken.has("amount") && money >= 0) roles[money] = "amount";
  return roles;
}

/**
 * The table whose columns name the most of the roles wanted, with its parts on other pages. A
 * table found without headings, or whose headings name too few roles, may hold its heading row
 * inside (an account's details laid out in the same columns above the bookings): its first row
 * that names the roles is taken as the heading. Failing that, the cells say what the columns
 * hold (content-roles.ts); and headings are always checked against the cells under them. With
 * `needed`, a table that has that role wins over any that does not.
 */
export function bestTable(tables: readonly Table[], wanted: readonly ColumnRole[], habits: NumberHabits, needed?: ColumnRole): { table: Table; roles: (ColumnRole | null)[] } | null {
  type Found = { table: Table; roles: (ColumnRole | null)[]; score: number };
  let best: Found | null = null;
  const found: Found[] = [];
  const score = (roles: readonly (ColumnRole | null)[]) => roles.filter((r) => r !== null && wanted.includes(r)).length;
  for (const printed of tables) {
    const whole = wanted.includes("date") ? splitNotedFigures(splitDatedText(printed, habits), habits) : printed;
    let table = whole;
    let roles = whole.headerRows === 0 ? [] : columnRoles(whole);
    if (score(roles) < 2) {
      const inside = headingInside(whole, (candidateRoles) => score(candidateRoles) >= 2, habits);
      if (inside !== null) {
        table = inside.table;
        roles = fillFromContent(table, inside.roles, wanted, habits);
      } else {
        // No heading we can read: the cells say what the columns hold, when they say enough; a
        // heading that does name a role keeps it (the amount's column, not a column of reference
        // numbers beside it that the cells alone cannot tell from amounts).
        roles = score(roles) > 0 ? fillFromContent(whole, roles, wanted, habits) : rolesFromContent(whole, wanted, habits);
        if (score(roles) < 3) continue;
      }
    } else roles = fillFromContent(table, roles, wanted, habits);
    roles = bookedBeforeValue(table, roles, habits);
    const entry = { table, roles, score: score(roles) };
    found.push(entry);
    // A table without the role the rows cannot do without (a booking's date) ranks below every
    // table with it, however many other roles it names (a summary of balances above the bookings).
    const has = (e: Found) => needed === undefined || e.roles.includes(needed);
    // Among equals, of two parts of one table (the same roles), the one with more columns (a
    // page where a column other pages leave empty is filled, so they join it); else the longer.
    const sameRoles = (a: Found, b: Found) => a.roles.filter((r) => r !== null).join(",") === b.roles.filter((r) => r !== null).join(",");
    const wider = (a: Found, b: Found) => (sameRoles(a, b) && a.roles.length !== b.roles.length ? a.roles.length > b.roles.length : a.table.rows.length > b.table.rows.length);
    if (!best || (has(entry) && !has(best)) || (has(entry) === has(best) && (entry.score > best.score || (entry.score === best.score && wider(entry, best))))) best = entry;
  }
  if (!best) return null;
  // Another table under the same headings, or with the same columns, is the same table going on
  // (its headings repeated on another page, where its layout kept it from being joined).
  const signature = (roles: readonly (ColumnRole | null)[]) => roles.filter((r) => r !== null).join(",");
  // Tables before and after it, in the document's order: the best may be a later page's.
  const chosen = best;
  const rows = chosen.table.rows.slice(0, chosen.table.headerRows);
  const pages: number[] = [];
  for (const part of found) {
    let body: (readonly string[])[];
    if (part === chosen) body = [...chosen.table.rows.slice(chosen.table.headerRows)];
    // A part without headings whose rows read as the chosen table's is it going on, its headings
    // taken into the table above it (a holdings table over the activity on one page).
    else if (part.table.headerRows === 0 && goesOn(part.table, chosen, habits)) body = [...part.table.rows];
    else {
      const map = sameHeadings(chosen.table, part.table);
      if (map) body = part.table.rows.slice(part.table.headerRows).map((row) => remap(row, map, chosen.roles.length));
      else if (signature(part.roles) === signature(chosen.roles) && part.roles.length === chosen.roles.length) body = [...part.table.rows.slice(part.table.headerRows)];
      else if (signature(part.roles) === signature(chosen.roles)) {
        // The same columns and a column of no role more, empty under its heading (a running
        // header above the repeated headings, set where no column is): each cell goes to its role's column.
        const rest = part.table.rows.slice(part.table.headerRows);
        if (part.roles.some((role, c) => role === null && rest.some((row) => (row[c] ?? "").trim() !== ""))) continue;
        body = rest.map((row) => chosen.roles.map((role) => (role === null ? "" : (row[part.roles.indexOf(role)] ?? ""))));
      } else continue;
    }
    rows.push(...body);
    pages.push(...part.table.pages.filter((page) => !pages.includes(page)));
  }
  return { table: rows.length === chosen.table.rows.length ? chosen.table : { ...chosen.table, rows, pages }, roles: chosen.roles };
}

/**
 * Whether the rows of a table without headings read as the chosen table's: as many columns, and
 * every row dated in the date's column with a figure in the amount's (or a paid-out or paid-in one).
 */
function goesOn(part: Table, chosen: { table: Table; roles: readonly (ColumnRole | null)[] }, habits: NumberHabits): boolean {
  const { roles } = chosen;
  if (part.rows.length < 2 || (part.rows[0]?.length ?? 0) !== roles.length || !roles.includes("date")) return false;
  const figures = roles.flatMap((role, c) => (role === "amount" || role === "debit" || role === "credit" ? [c] : []));
  if (figures.length === 0) return false;
  const dated = (cell: string) => parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null;
  return part.rows.every((row) => dated((row[roles.indexOf("date")] ?? "").trim()) && figures.some((c) => parseAmount((row[c] ?? "").trim(), habits.decimal) !== null));
}

/**
 * Where each column of `next` goes in `table` when both have the same headings, in the same
 * order, `next` perhaps split into more columns (totals under a short continuation set their own
 * columns): a column with a heading goes to that heading's column, one without to the next
 * headed column on its right (figures are set flush right under their heading). Null when the
 * headings differ.
 */
function sameHeadings(table: Table, next: Table): number[] | null {
  if (table.headerRows === 0 || next.headerRows === 0) return null;
  const heading = (t: Table) => t.rows[t.headerRows - 1]!;
  const ours = heading(table).flatMap((cell, c) => (cell.trim() === "" ? [] : [{ cell: cell.trim(), c }]));
  const theirs = heading(next).map((cell) => cell.trim());
  const named = theirs.filter((cell) => cell !== "");
  // A running header set just above the repeated headings may be taken into their cells, on
  // either table ("Date d'arrêté : 31 mai 2025 … Débit" over the debits): a heading that ends
  // with the other's is the same heading.
  if (named.length !== ours.length || named.some((cell, k) => cell !== ours[k]!.cell && !cell.endsWith(` ${ours[k]!.cell}`) && !ours[k]!.cell.endsWith(` ${cell}`)) || theirs.length < heading(table).length) return null;
  const map: number[] = [];
  let k = named.length;
  for (let c = theirs.length - 1; c >= 0; c--) {
    if (theirs[c] !== "") k--;
    map[c] = ours[Math.min(k, ours.length - 1)]!.c;
  }
  return map;
}

function remap(row: readonly string[], map: readonly number[], width: number): string[] {
  const out = Array.from({ length: width }, () => "");
  row.forEach((cell, c) => {
    if (cell !== "") out[map[c]!] = out[map[c]!] === "" ? cell : `${out[map[c]!]} ${cell}`;
  });
  return out;
}

/** A cell that starts with a date and goes on with words: the date and the rest, or null. */
function leadingDate(cell: string, habits: NumberHabits): [string, string] | null {
  const m = /^(\S+)\s+(\S.*)$/su.exec(cell.trim());
  if (!m || !/\p{L}/u.test(m[2]!) || looksNumeric(m[2]!)) return null;
  return parseDate(m[1]!, habits.dateOrder) !== null || parseDayMonth(m[1]!, habits.dateOrder) !== null ? [m[1]!, m[2]!] : null;
}

/**
 * A table with no column of dates, one of whose columns holds cells that mostly start with a
 * date and go on with words ("R07.05.02 振込 スズキ イチロウ"): the date column and the text column
 * set so close that each line's date and text ran into one run. Split into the two columns
 * (a cell without a date goes whole to the text), so that the dates are read as dates.
 */
function splitDatedText(table: Table, habits: NumberHabits): Table {
  const body = table.rows.slice(table.headerRows);
  const width = table.rows[0]?.length ?? 0;
  const filledCells = (c: number) => body.map((row) => (row[c] ?? "").trim()).filter((cell) => cell !== "");
  const isDate = (cell: string) => leadingDate(cell, habits) === null && (parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null);
  for (let c = 0; c < width; c++) {
    const cells = filledCells(c);
    if (cells.length >= 2 && cells.filter(isDate).length >= 0.6 * cells.length) return table;
  }
  const column = Array.from({ length: width }, (_, c) => c).find((c) => {
    const cells = filledCells(c);
    return cells.length >= 3 && cells.filter((cell) => leadingDate(cell, habits) !== null).length >= 0.6 * cells.length;
  });
  if (column === undefined) return table;
  const rows = table.rows.map((row, r) => {
    const cell = row[column] ?? "";
    const split = r >= table.headerRows ? leadingDate(cell, habits) : null;
    // A heading over both stays over the dates; a body cell without a date is all text.
    const parts = split ?? (r < table.headerRows ? [cell, ""] : ["", cell]);
    return [...row.slice(0, column), ...parts, ...row.slice(column + 1)];
  });
  const merges = table.merges.map((m) => (m.column > column ? { ...m, column: m.column + 1 } : m.column + m.columnSpan - 1 >= column ? { ...m, columnSpan: m.columnSpan + 1 } : m));
  const edges = [...table.columnEdges.slice(0, column + 1), table.columnEdges[column]!, ...table.columnEdges.slice(column + 1)];
  return { ...table, rows, merges, columnEdges: edges };
}

/** A cell that starts with a figure and goes on with words and no figures ("419,534 デビット"): the figure and the words, or null. */
function trailingNote(cell: string, habits: NumberHabits): [string, string] | null {
  const m = /^(\S+)\s+(\S.*)$/su.exec(cell.trim());
  // A day and a month ("19 Jan") is a date, not a figure with a note; a side's mark ("CR", "DR", "OD" for overdrawn) is the figure's own.
  if (!m || /\d/u.test(m[2]!) || !/\p{L}{2}/u.test(m[2]!) || /^(?:CR|DR|Cr|Dr|cr|dr|DB|OD|[A-Z]{3})\.?$/u.test(m[2]!.trim()) || !/\d{3}|\d[.,]\d/u.test(m[1]!)) return null;
  if (parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null) return null;
  return parseAmount(m[1]!, habits.decimal) !== null ? [m[1]!, m[2]!] : null;
}

/**
 * A column of figures some of whose cells go on with a word ("419,534 デビット" under "419,534"):
 * a note column set so close to the figures that its words ran into them. Split into the figures
 * and the notes, so that the column reads as figures.
 */
function splitNotedFigures(table: Table, habits: NumberHabits): Table {
  const body = table.rows.slice(table.headerRows);
  const width = table.rows[0]?.length ?? 0;
  const column = Array.from({ length: width }, (_, c) => c).find((c) => {
    const cells = body.map((row) => (row[c] ?? "").trim()).filter((cell) => cell !== "");
    const noted = cells.filter((cell) => trailingNote(cell, habits) !== null).length;
    return noted >= 2 && cells.every((cell) => trailingNote(cell, habits) !== null || (parseAmount(cell, habits.decimal) !== null && !/\p{L}{2}/u.test(cell)));
  });
  if (column === undefined) return table;
  const rows = table.rows.map((row, r) => {
    const cell = row[column] ?? "";
    const parts = (r >= table.headerRows ? trailingNote(cell, habits) : null) ?? [cell, ""];
    return [...row.slice(0, column + 1).map((c, k) => (k === column ? parts[0] : c)), parts[1], ...row.slice(column + 1)];
  });
  const merges = table.merges.map((m) => (m.column > column ? { ...m, column: m.column + 1 } : m));
  const edges = [...table.columnEdges.slice(0, column + 1), table.columnEdges[column]!, ...table.columnEdges.slice(column + 1)];
  return { ...table, rows, merges, columnEdges: edges };
}

/** Rows looked at for a heading inside a table: an account's or an invoice's header block is short. */
const MAX_ROWS_ABOVE_HEADING = 40;

/**
 * The table from its first row (of text only, two cells or more) whose roles `names` accepts as
 * a heading. The rows above it are left out, unless they are rows of the same table (figures
 * where the heading names figures, as on the page before a repeated heading whose first heading
 * row went to the table above).
 */
function headingInside(table: Table, names: (roles: readonly (ColumnRole | null)[]) => boolean, habits: NumberHabits): { table: Table; roles: (ColumnRole | null)[] } | null {
  const last = Math.min(table.rows.length - 2, MAX_ROWS_ABOVE_HEADING);
  for (let h = 0; h <= last; h++) {
    const row = table.rows[h]!;
    if (row.filter((cell) => cell !== "").length < 2 || row.some((cell) => cell !== "" && looksNumeric(cell))) continue;
    let candidate: Table = {
      ...table,
      headerRows: 1,
      rows: table.rows.slice(h),
      merges: table.merges.filter((m) => m.row >= h).map((m) => ({ ...m, row: m.row - h })),
    };
    let roles = columnRoles(candidate);
    if (!names(roles)) continue;
    // A heading over two lines ("Check" over "Number", "Deposits/" over "Credits"): the line of
    // words under it is its second row when the two together name more of the columns.
    const next = table.rows[h + 1];
    if (next !== undefined && h + 2 < table.rows.length && next.filter((cell) => cell !== "").length >= 2 && !next.some((cell) => cell !== "" && looksNumeric(cell))) {
      const taller: Table = { ...candidate, headerRows: 2 };
      const tallerRoles = columnRoles(taller);
      if (names(tallerRoles) && tallerRoles.filter((r) => r !== null).length > roles.filter((r) => r !== null).length) {
        candidate = taller;
        roles = tallerRoles;
      }
    }
    const above = table.rows.slice(0, h);
    const moneyColumns = roles.flatMap((role, c) => (role === "amount" || role === "balance" || role === "debit" || role === "credit" ? [c] : []));
    const bodyLike = above.filter((r) => moneyColumns.some((c) => figureIn(r[c] ?? "", "last", habits.decimal) !== null && looksNumeric((r[c] ?? "").trim())));
    if (above.length >= 2 && bodyLike.length >= above.length / 2) {
      return { table: { ...table, headerRows: 1, rows: [row, ...above, ...table.rows.slice(h + 1)], merges: [] }, roles };
    }
    return { table: candidate, roles };
  }
  return null;
}

const kindOf = (role: ColumnRole): string => (role === "description" || role === "date" || role === "taxRate" ? role : "figure");

/**
 * Heading roles checked against the cells: a column whose cells are of another kind than its
 * heading names (rates under a heading taken for amounts, as when two headings run together
 * over two columns) takes the role its cells show; a column whose heading names nothing takes
 * it too, if no heading took it.
 */
function fillFromContent(table: Table, roles: readonly (ColumnRole | null)[], wanted: readonly ColumnRole[], habits: NumberHabits): (ColumnRole | null)[] {
  const fromCells = rolesFromContent(table, wanted, habits);
  // Figures, rates and dates in the cells outweigh the heading; "text" is only what is left.
  const overrules = (role: ColumnRole | null | undefined): role is ColumnRole => role != null && role !== "description";
  // A column headed as the text whose cells name dates inside their words ("Paiement carte …
  // 04/08/2025 carte …", the day a card was used) is text still: dates that are a column's
  // own begin its cells.
  const overrulesText = (c: number) => fromCells[c] !== "date" || !datesInsideWords(table, c, habits);
  const out = roles.map((role, c) => (role !== null && overrules(fromCells[c]) && kindOf(role) !== kindOf(fromCells[c]) && (role !== "description" || overrulesText(c)) ? fromCells[c] : role));
  // A column of dates that are no figures ("03/06") holds no figure, whatever its heading's word
  // means in another language ("Valor": the value date in Spanish, the amount in Portuguese).
  out.forEach((role, c) => {
    if (role !== null && kindOf(role) === "figure" && datesNotFigures(table, c, habits)) out[c] = null;
  });
  // A role moved to the column its cells show is no longer another column's.
  out.forEach((role, c) => {
    if (role !== null && out.indexOf(role) !== c) out[roles[c] === role ? c : out.indexOf(role)] = null;
  });
  return out.map((role, c) => role ?? (fromCells[c] != null && !out.includes(fromCells[c]!) ? fromCells[c]! : null));
}

/**
 * The date role on a column headed as the value date ("F.Valor", "Valuta", "Value date") while
 * another column, whose heading names no role, holds dates too ("F.Operación", "Buchung" beside
 * it): that column is the booking's date, whatever words head it. The value date is the day
 * interest counts from, often a day after the booking; taken for the booking's date, every such
 * day would be wrong. With no other column of dates, the value date stays the only date there is.
 */
function bookedBeforeValue(table: Table, roles: readonly (ColumnRole | null)[], habits: NumberHabits): (ColumnRole | null)[] {
  const dated = roles.indexOf("date");
  if (dated < 0 || table.headerRows === 0 || !VALUE_DATE.test(headingText(table, dated))) return [...roles];
  const booked = roles.findIndex((role, c) => (role === null || role === "description") && c !== dated && !VALUE_DATE.test(headingText(table, c)) && mostlyDates(table, c, habits));
  if (booked < 0) return [...roles];
  const out = roles.map((role, c) => (c === booked ? "date" : c === dated ? null : role));
  // Its heading taken for the text's ("Opération" over dates): the text is the next column headed so ("Libellé").
  if (roles[booked] === "description") {
    const text = out.findIndex((role, c) => role === null && c !== dated && DESCRIPTION_WORDS.test(headingText(table, c)));
    if (text >= 0) out[text] = "description";
  }
  return out;
}

/** Whether most of a column's filled cells (three or more) are dates. */
function mostlyDates(table: Table, column: number, habits: NumberHabits): boolean {
  const cells = table.rows.slice(table.headerRows).map((row) => (row[column] ?? "").trim()).filter((cell) => cell !== "");
  if (cells.length < 3) return false;
  return cells.filter((cell) => parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null).length >= 0.8 * cells.length;
}

/** Whether most of the column's cells that name a date name it after words, not at their start. */
function datesInsideWords(table: Table, column: number, habits: NumberHabits): boolean {
  const dated = table.rows
    .slice(table.headerRows)
    .map((row) => (row[column] ?? "").trim())
    .filter((cell) => parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null);
  const inside = dated.filter((cell) => !startsLikeDate(cell) && /^\p{L}{2,}\s+\S+/u.test(cell));
  return dated.length > 0 && inside.length > dated.length / 2;
}

/** Whether most of a column's filled cells are dates and few read as figures. */
function datesNotFigures(table: Table, column: number, habits: NumberHabits): boolean {
  const cells = table.rows.slice(table.headerRows).map((row) => (row[column] ?? "").trim()).filter((cell) => cell !== "");
  if (cells.length < 2) return false;
  const dates = cells.filter((cell) => parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null).length;
  const figures = cells.filter((cell) => parseAmount(cell, habits.decimal) !== null).length;
  return dates >= 0.6 * cells.length && figures < 0.5 * cells.length;
}

/** The first or last figure written in a cell ("1.00 kg", "(Brut: 65,00) (Net): 60,00"). */
export function figureIn(text: string, which: "first" | "last", decimal: DecimalMark): number | null {
  const whole = parseAmount(text, decimal);
  if (whole !== null) return whole;
  const tokens = [...text.matchAll(/[-−]?\d[\d.,'\u00A0\u202F]*\d|[-−]?\d/gu)].map((m) => m[0]);
  const token = which === "first" ? tokens[0] : tokens.at(-1);
  return token === undefined ? null : parseAmount(token, decimal);
}
