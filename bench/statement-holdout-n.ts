import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, debits, digits, en, EN_MON, foot, iban, paged, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A fourteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the mainstream retail and small-business current accounts a typical user in
 * Europe, the Americas, Africa, Asia and Australia uploads, in layouts and combinations unlike the
 * 110 before it:
 * - a German direct bank's current account, "Buchung / Valuta | Vorgang | Betrag (EUR)": the
 *   booking date over the value date in one cell, dd.mm.yyyy, one signed "-1.234,56" amount column
 *   and no running balance, texts over three lines (kind, other party, "Mandat:"/"Referenz:" or
 *   the purpose), "Alter Saldo"/"Neuer Saldo" in a box above and a "Neuer Saldo" line after the
 *   table, 3 pages;
 * - an Italian bank's "estratto conto" with "Data contabile | Data valuta | Descrizione | Uscite
 *   | Entrate": money out BEFORE money in, dd.mm.yyyy, no running balance, card texts holding the
 *   purchase day and time ("Carta n. *4412 del 03/03/2025 ore 18:41"), a stamp-duty booking,
 *   SALDO INIZIALE / SALDO FINALE rows and a totals row, 3 pages;
 * - a Brazilian digital bank's "extrato" grouped by day: each day a heading "02 MAI 2025" with
 *   "Total de entradas + 1.234,56" above that day's money in and "Total de saídas - 345,67" above
 *   its money out, the amounts unsigned in their group, Pix texts naming the other party's
 *   masked CPF/CNPJ, bank and account, no running balance, the period's balances in a summary
 *   above, 4 pages;
 * - a Polish bank's account history, "Data operacji | Data waluty | Typ transakcji | Kwota |
 *   Saldo po transakcji | Opis transakcji": ISO dates, the type of transaction in a column of its
 *   own BEFORE the amount, signed "-1 234,56" figures with space thousands, the balance, then the
 *   description LAST over two to four labelled lines ("Tytuł:", "Nazwa odbiorcy:",
 *   "Rachunek:", "Lokalizacja:"), the opening and closing balances in a box above, 3 pages;
 * - a Canadian bank's business account, "Date | Description | Cheques & Debits ($) | Deposits &
 *   Credits ($) | Balance ($)": "03 Apr" on a day's first row only, the balance on a day's last
 *   row only, two-line texts, "Opening balance" and "Closing balance" rows, a summary counting
 *   debits and credits above, 2 pages;
 * - a South African retail bank's, "Posting Date | Transaction Date | Description | Category |
 *   Money In | Money Out | Fee* | Balance": dd/mm/yyyy, figures with SPACE thousands and a point
 *   ("-1 250.00"), money out and fees signed, a category column beside the text, transaction fees
 *   booked as rows of their own with the amount in the Fee column, Opening/Closing Balance rows,
 *   3 pages;
 * - a Singapore bank's business account, "Transaction Date | Value Date | Description | Cheque |
 *   Withdrawal | Deposit | Balance": yearless "01 APR" dates twice, FAST/GIRO/PayNow texts over
 *   three lines, a cheque-number column, BALANCE B/F at the head and BALANCE C/F at the foot of
 *   every page, a totals row, 3 pages;
 * - an Australian bank's, "Date | Particulars | Debits | Credits | Balance": unpadded "2 May 2025"
 *   on a day's first row only, the balance on a day's last row only and marked "Cr", "Brought
 *   forward"/"Carried forward" rows on every page, a summary box above, no currency named, 3 pages;
 * - a Norwegian bank's business account, "Dato | Forklaring | Arkivref. | Rentedato | Beløp |
 *   Saldo": dd.mm.yyyy, a yearless "dd.mm" interest date after an archive-reference column,
 *   signed "-1 234,56" figures with space thousands, two-line texts, "Inngående saldo" and
 *   "Utgående saldo" rows and the sums out and in at the end, 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch N's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

/** As the other batches' unbroken rows, with the balance rows in bold. */
const STYLE_N = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const dmyLong = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${d.slice(0, 4)}`;
const de = (v: number) => figure(v, "de");
const fr = (v: number) => figure(v, "fr");
/** Space thousands with a decimal point: 1 234.56. */
const sp = (v: number) => figure(v, "en").replace(/,/gu, " ");
const signedWith = (format: (v: number) => string) => (v: number) => `${v < 0 ? "-" : ""}${format(v)}`;

/** A booking text's placeholders filled: the payment day in the layout's form, its clock time, and {nK} for a K-digit reference. */
const filler = (paid: (d: string) => string) => (t: string, f: Fill) =>
  t
    .replace("{paid}", paid(f.paid))
    .replace("{time}", f.time)
    .replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

/** Rows of a kind's booking, kept with the columns the layout prints beside the text. */
const withCols = (made: { bookings: HoldoutBooking[]; fills: { columns: readonly string[] }[] }) => made.bookings.map((b, i) => ({ b, cols: made.fills[i]!.columns }));

/** Balances worked out again over a list that was put together after drawing. */
function rebalance(opening: number, list: readonly HoldoutBooking[]): HoldoutBooking[] {
  let balance = opening;
  return list.map((b) => {
    balance = round2(balance + b.amount);
    return { ...b, balance };
  });
}

// ---------------------------------------------------------------- German direct bank (dates stacked, one signed amount)

const DE: readonly Kind[] = [
  { lines: ["Lastschrift", "REWE Markt GmbH", "Mandat: {n6} Referenz: {n14}"], money: "out", low: 9, high: 130, card: true },
  { lines: ["Lastschrift", "PayPal Europe S.a.r.l. et Cie S.C.A", "Mandat: 4M2J224{n5} Referenz: 10{n11}"], money: "out", low: 12, high: 160 },
  { lines: ["Lastschrift", "dm-drogerie markt GmbH + Co. KG", "Mandat: {n6} Referenz: {n14}"], money: "out", low: 6, high: 55, card: true },
  { lines: ["Gutschrift", "Lena Schäfer", "Anteil Nebenkosten"], money: "in", low: 20, high: 180, step: 5 },
  { lines: ["Überweisung", "Carsten Vogt", "Konzertkarten Juni"], money: "out", low: 25, high: 140, step: 5 },
  { lines: ["Bargeldauszahlung", "Commerzbank Koeln Neumarkt", "Karte 1 {paid}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Lastschrift", "Amazon Payments Europe S.C.A.", "Mandat: 0Y{n6} Referenz: 3{n12}"], money: "out", low: 11, high: 95 },
];
const DE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["Dauerauftrag", "Wohnbau Rheinland eG", "Miete Juni Whg 12 Venloer Str"], money: "out", low: 1045, high: 1045 }],
  ["2025-06-02", { lines: ["Lastschrift", "RheinEnergie AG", "Mandat: RE0041207 Abschlag Juni"], money: "out", low: 96, high: 96 }],
  ["2025-06-10", { lines: ["Lastschrift", "Techniker Krankenkasse", "Mandat: TK77120 Zusatzbeitrag"], money: "out", low: 18.4, high: 18.4 }],
  ["2025-06-16", { lines: ["Lastschrift", "Vodafone GmbH", "Kd-Nr 412077310 Rg 06/2025"], money: "out", low: 39.99, high: 39.99 }],
  ["2025-06-27", { lines: ["Gehalt/Rente", "Rheinmedia Verlag GmbH", "Lohn/Gehalt 06/2025"], money: "in", low: 3318.62, high: 3318.62 }],
  ["2025-06-30", { lines: ["Abschluss", "Entgelt Girokonto", "Kontoführung 06/2025"], money: "out", low: 4.9, high: 4.9 }],
];

/** A German direct bank's current account: booking over value date in one cell, one signed amount, no running balance, 3 pages. */
function deStacked(): HoldoutStatement {
  const opening = 2847.13;
  const made = spanBookings({ seed: 51101, kinds: DE, fixed: DE_FIXED, from: "2025-06-01", to: "2025-06-30", count: 32, opening, perBalance: false, next: true, fill: filler((d) => dmyLong(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("DE", "50010517541207731");
  const truth: HoldoutTruth = { bank: "Rheinische Direktbank AG", accountHolder: "Julia Hartmann", iban: code, currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = signedWith(de);
  const pages = paged(bookings, 11, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ff6200">Rheinische Direktbank</b><br>Girokonto Nummer 5412077310<br>Kontoauszug Juni 2025</td><td>Datum 01.07.2025<br>Auszugsnummer 6<br>IBAN ${spaced(code)}<br>BIC RHDBDEFFXXX<br>Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Frau<br>Julia Hartmann<br>Subbelrather Str. 212<br>50823 Köln</td><td><table class="box" style="border:1px solid #ff6200"><tr><td>Alter Saldo</td><td class="r">${de(opening)} Euro</td></tr><tr><td><b>Neuer Saldo</b></td><td class="r"><b>${de(closing)} Euro</b></td></tr><tr><td>Dispositionskredit</td><td class="r">2.500,00 Euro</td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dmyLong(b.date, ".")}<br>${dmyLong(b.valueDate, ".")}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>Neuer Saldo</td><td class="r">${signed(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte beachten Sie: Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen nach Zugang Einwendungen erheben. Guthaben sind durch die Entschädigungseinrichtung deutscher Banken geschützt.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:13%">Buchung<br>Valuta</th><th>Vorgang</th><th class="r" style="width:16%">Betrag (EUR)</th></tr></thead><tbody>${rows}${end}</tbody></table>${note}${foot(`Rheinische Direktbank AG · Theodor-Heuss-Allee 2, 60486 Frankfurt am Main · Sitz Frankfurt, HRB 7727 · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-de-stacked-signed", layout: "Buchung/Valuta stacked in one cell over dd.mm.yyyy, Vorgang over three lines (kind, party, Mandat/Referenz or purpose), one signed Betrag (EUR) column, no running balance, Alter/Neuer Saldo in a box above and a Neuer Saldo row, 3 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #ff6200; }`, body), truth };
}

// ---------------------------------------------------------------- Italian bank (Uscite before Entrate)

const IT: readonly Kind[] = [
  { lines: ["Pagamento POS", "ESSELUNGA MILANO V.LE PAPINIANO", "Carta n. *4412 del {paid} ore {time}"], money: "out", low: 12, high: 140, card: true },
  { lines: ["Pagamento POS", "BAR PASTICCERIA GATTULLO", "Carta n. *4412 del {paid} ore {time}"], money: "out", low: 3, high: 25, card: true },
  { lines: ["Prelievo Bancomat", "ATM 04412 MILANO P.ZA CORDUSIO", "Carta n. *4412 del {paid} ore {time}"], money: "out", low: 50, high: 250, step: 50, card: true },
  { lines: ["Bonifico istantaneo a vostro favore", "Da: FRANCESCA RIVA", "Causale: quota regalo Luca"], money: "in", low: 20, high: 150, step: 5 },
  { lines: ["Bonifico istantaneo da voi disposto", "A: MATTEO COLOMBO", "Causale: cena sabato"], money: "out", low: 15, high: 90, step: 5 },
  { lines: ["Pagamento POS", "TRENITALIA APP", "Carta n. *4412 del {paid} ore {time}"], money: "out", low: 9, high: 85, card: true },
];
const IT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["Addebito diretto SDD", "A2A ENERGIA SPA", "Fattura 412077310 Mandato IT41A2A"], money: "out", low: 87.45, high: 87.45 }],
  ["2025-03-05", { lines: ["Bonifico da voi disposto", "A: IMMOBILIARE NAVIGLI SRL", "Causale: canone locazione marzo 2025"], money: "out", low: 950, high: 950 }],
  ["2025-03-14", { lines: ["Addebito diretto SDD", "FASTWEB SPA", "Fattura M0412077 marzo"], money: "out", low: 29.95, high: 29.95 }],
  ["2025-03-27", { lines: ["Bonifico a vostro favore", "Da: LOMBARDA SERVIZI SRL", "Causale: STIPENDIO MARZO 2025"], money: "in", low: 2184.3, high: 2184.3 }],
  ["2025-03-31", { lines: ["Canone mensile conto", "XME Conto marzo 2025"], money: "out", low: 9, high: 9 }],
  ["2025-03-31", { lines: ["Imposta di bollo e/c", "Periodo 01/03/2025-31/03/2025"], money: "out", low: 2.84, high: 2.84 }],
];

/** An Italian bank's estratto conto: money out before money in, no running balance, SALDO INIZIALE/FINALE rows, 2 pages. */
function itUscite(): HoldoutStatement {
  const opening = 4618.27;
  const made = spanBookings({ seed: 51201, kinds: IT, fixed: IT_FIXED, from: "2025-03-01", to: "2025-03-31", count: 30, opening, perBalance: false, next: true, fill: filler((d) => dmyLong(d, "/")) });
  const { bookings, closing } = made;
  const code = iban("IT", "X0306909606100000041207");
  const truth: HoldoutTruth = { bank: "Banca Padana Lombarda S.p.A.", accountHolder: "GIULIA FERRARI", iban: code, currency: "EUR", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 12, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#006f3c">Banca Padana Lombarda</b><br>ESTRATTO CONTO CORRENTE</td><td>Conto corrente n. 100000041207<br>IBAN ${spaced(code)}<br>Periodo dal 01.03.2025 al 31.03.2025<br>Divisa EUR · Pagina ${p + 1} di ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Gentile Cliente<br>GIULIA FERRARI<br>VIA SAVONA 41<br>20144 MILANO MI</td><td>Filiale 04412 Milano Porta Genova<br>Intestato a: GIULIA FERRARI<br>Data di emissione 01.04.2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01.03.2025</td><td></td><td>SALDO INIZIALE</td><td></td><td class="r">${de(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td class="nw">${dmyLong(b.valueDate, ".")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const end = last ? `<tr class="tot"><td></td><td></td><td>TOTALE MOVIMENTI</td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td></tr><tr class="bal"><td class="nw">31.03.2025</td><td></td><td>SALDO FINALE</td><td></td><td class="r">${de(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">In mancanza di opposizione scritta entro 60 giorni dal ricevimento, l'estratto conto si intende approvato. L'imposta di bollo è assolta in modo virtuale.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Data contabile</th><th style="width:11%">Data valuta</th><th>Descrizione</th><th class="r" style="width:13%">Uscite</th><th class="r" style="width:13%">Entrate</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banca Padana Lombarda S.p.A. · Piazza Cordusio 2, 20123 Milano · Aderente al Fondo Interbancario di Tutela dei Depositi · Pagina ${p + 1} di ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-it-uscite-entrate", layout: "Data contabile/Data valuta/Descrizione/Uscite/Entrate (money out before money in), dd.mm.yyyy, three-line texts with the card's day and time, no running balance, SALDO INIZIALE row, TOTALE MOVIMENTI and SALDO FINALE rows, stamp duty booking, 3 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #006f3c; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Brazilian digital bank (grouped by day, in and out)

const BR_MON = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"];
const BR: readonly Kind[] = [
  { lines: ["Compra no débito", "Padaria Real Pinheiros"], money: "out", low: 8, high: 65 },
  { lines: ["Compra no débito", "Pao de Acucar - 1412"], money: "out", low: 35, high: 420 },
  { lines: ["Compra no débito", "Ifood *Ifood"], money: "out", low: 28, high: 110 },
  { lines: ["Transferência enviada pelo Pix", "RAFAEL SOUZA ALMEIDA - •••.412.077-••", "NU PAGAMENTOS - IP (0260) Agência: 1 Conta: {n7}-3"], money: "out", low: 20, high: 300, step: 5 },
  { lines: ["Transferência recebida pelo Pix", "MARIANA COSTA LIMA - •••.731.104-••", "ITAÚ UNIBANCO S.A. (0341) Agência: 1542 Conta: 41207-3"], money: "in", low: 30, high: 600, step: 10 },
  { lines: ["Compra no débito", "Uber *Uber *Trip"], money: "out", low: 12, high: 58 },
];
const BR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-05", { lines: ["Transferência recebida", "AURORA TECNOLOGIA LTDA - 12.412.077/0001-31", "BCO BRADESCO S.A. (0237) Agência: 412 Conta: 77310-4"], money: "in", low: 6840.5, high: 6840.5 }],
  ["2025-05-06", { lines: ["Transferência enviada pelo Pix", "CONDOMINIO EDIFICIO AURORA - 04.120.773/0001-90", "CAIXA ECONOMICA FEDERAL (0104) Agência: 3041 Conta: 1207-7"], money: "out", low: 1480, high: 1480 }],
  ["2025-05-10", { lines: ["Pagamento de boleto efetuado", "ENEL DISTRIBUICAO SAO PAULO"], money: "out", low: 214.37, high: 214.37 }],
  ["2025-05-15", { lines: ["Pagamento de fatura", "Nu Pagamentos S.A."], money: "out", low: 2318.64, high: 2318.64 }],
  ["2025-05-20", { lines: ["Transferência recebida", "AURORA TECNOLOGIA LTDA - 12.412.077/0001-31", "BCO BRADESCO S.A. (0237) Agência: 412 Conta: 77310-4"], money: "in", low: 2736.2, high: 2736.2 }],
];

/** A Brazilian digital bank's extrato: days as headings with their totals in and out, amounts unsigned in their group, 3 pages. */
function brDayGroups(): HoldoutStatement {
  const opening = 3127.45;
  const made = spanBookings({ seed: 51301, kinds: BR, fixed: BR_FIXED, from: "2025-05-01", to: "2025-05-31", count: 38, opening: 0, perBalance: false, fill: filler(() => "") });
  const days = [...new Set(made.bookings.map((b) => b.date))];
  // Each day prints its money in first, then its money out: the truth keeps the printed order.
  const groups = days.map((date) => {
    const ofDay = made.bookings.filter((b) => b.date === date);
    return { date, ins: ofDay.filter((b) => b.amount > 0), outs: ofDay.filter((b) => b.amount < 0) };
  });
  const bookings = groups.flatMap((g) => [...g.ins, ...g.outs]);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Nubra Pagamentos S.A.", accountHolder: "Lucas Pereira Santos", iban: null, currency: "BRL", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const day = (d: string) => `${dd(d)} ${BR_MON[Number(mm(d)) - 1]} ${d.slice(0, 4)}`;
  const sum = (list: readonly HoldoutBooking[]) => round2(list.reduce((s, b) => s + Math.abs(b.amount), 0));
  const units = (list: readonly HoldoutBooking[]) => list.reduce((s, b) => s + b.lines.length, 0);
  const sheets: (typeof groups)[] = [[]];
  let room = 30;
  for (const g of groups) {
    const need = units(g.ins) + units(g.outs) + 1 + (g.ins.length > 0 ? 1 : 0) + (g.outs.length > 0 ? 1 : 0);
    if (need > room) {
      sheets.push([]);
      room = 46;
    }
    sheets[sheets.length - 1]!.push(g);
    room -= need;
  }
  const row = (b: HoldoutBooking) => `<tr><td></td><td>${lines(b.lines)}</td><td class="r">${de(b.amount)}</td></tr>`;
  const body = sheets
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#820ad1">nubra</b><br>Lucas Pereira Santos<br>CPF •••.412.077-•• · Agência 0001 · Conta 4120773-1</td><td>01 DE MAIO DE 2025 a 31 DE MAIO DE 2025<br>VALORES EM R$<br>${p + 1} de ${sheets.length}</td></tr></table>${
        p === 0
          ? `<table class="box" style="width:60%;margin-bottom:4mm;border:1px solid #820ad1"><tr><td>Saldo inicial</td><td class="r">${de(opening)}</td></tr><tr><td>Total de entradas</td><td class="r">+ ${de(credits(bookings))}</td></tr><tr><td>Total de saídas</td><td class="r">- ${de(debits(bookings))}</td></tr><tr><td><b>Saldo final do período</b></td><td class="r"><b>${de(closing)}</b></td></tr></table><p><b>Movimentações</b></p>`
          : ""
      }`;
      const rows = list
        .map((g) => {
          const head = `<tr class="day"><td class="nw" colspan="3">${day(g.date)}</td></tr>`;
          const ins = g.ins.length > 0 ? `<tr class="grp"><td></td><td>Total de entradas</td><td class="r">+ ${de(sum(g.ins))}</td></tr>${g.ins.map(row).join("")}` : "";
          const outs = g.outs.length > 0 ? `<tr class="grp"><td></td><td>Total de saídas</td><td class="r">- ${de(sum(g.outs))}</td></tr>${g.outs.map(row).join("")}` : "";
          return `${head}${ins}${outs}`;
        })
        .join("");
      const note = p === sheets.length - 1 ? `<p class="s" style="margin-top:3mm">O saldo líquido corresponde ao saldo inicial somado às entradas e subtraído das saídas do período. Em caso de dúvidas, fale com a gente pelo app ou pelo 0800 412 0773.</p>` : "";
      return `<div class="sheet">${top}<table>${rows}</table>${note}${foot(`Nubra Pagamentos S.A. - Instituição de Pagamento · CNPJ 41.207.731/0001-04 · Ouvidoria 0800 887 0412 · Extrato gerado em 01 JUN 2025 · ${p + 1} de ${sheets.length}`)}</div>`;
    })
    .join("");
  return { name: "n-br-day-groups", layout: "digital bank extrato grouped by day: a '02 MAI 2025' heading per day, 'Total de entradas + 1.234,56' over that day's money in and 'Total de saídas - 345,67' over its money out, amounts unsigned in their group, Pix texts naming the party's masked CPF/CNPJ, bank and account, no running balance, summary of the period's balances above, 4 pages", html: page(`${STYLE_N} body { font-size: 8pt; } tr.day td { font-weight: bold; border-top: 1px solid #820ad1; padding-top: 2mm; } tr.grp td { color: #555; font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Polish bank (type column, description last)

const PL: readonly Kind[] = [
  { lines: ["Płatność kartą", "Tytuł: 00000{n10} {n11}", "Lokalizacja: Adres: BIEDRONKA 4412", "Miasto: WARSZAWA Kraj: POLSKA", "Data wykonania operacji: {paid}"], money: "out", low: 9, high: 210, card: true },
  { lines: ["Płatność kartą", "Tytuł: 00000{n10} {n11}", "Lokalizacja: Adres: ORLEN STACJA NR 412", "Miasto: WARSZAWA Kraj: POLSKA", "Data wykonania operacji: {paid}"], money: "out", low: 80, high: 320, card: true },
  { lines: ["Przelew przychodzący", "Nazwa nadawcy: TOMASZ NOWAK", "Tytuł: Przelew na telefon BLIK"], money: "in", low: 20, high: 300, step: 10 },
  { lines: ["Przelew wychodzący", "Nazwa odbiorcy: KATARZYNA WIŚNIEWSKA", "Tytuł: zakupy", "Numer telefonu odbiorcy: +48 601 412 077"], money: "out", low: 15, high: 200, step: 5 },
  { lines: ["Wypłata z bankomatu", "Tytuł: 00000{n10} {n11}", "Lokalizacja: Adres: EURONET ZŁOTE TARASY", "Miasto: WARSZAWA Kraj: POLSKA", "Data wykonania operacji: {paid}"], money: "out", low: 50, high: 500, step: 50, card: true },
  { lines: ["Płatność BLIK", "Tytuł: ALLEGRO.PL {n10}", "Numer telefonu: +48 601 412 077"], money: "out", low: 25, high: 260 },
];
const PL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-05", { lines: ["Przelew wychodzący", "Nazwa odbiorcy: SM MOKOTÓW", "Rachunek: 61 1090 1014 0000 0712 1981 2874", "Tytuł: czynsz maj 2025 lokal 41"], money: "out", low: 684.2, high: 684.2 }],
  ["2025-05-09", { lines: ["Przelew przychodzący", "Nazwa nadawcy: WISŁA SOFTWARE SP. Z O.O.", "Rachunek: 27 1140 2004 0000 3102 7741 2077", "Tytuł: wynagrodzenie za 04/2025"], money: "in", low: 8412.35, high: 8412.35 }],
  ["2025-05-12", { lines: ["Zlecenie stałe", "Nazwa odbiorcy: PGE OBRÓT S.A.", "Rachunek: 83 1020 4027 0000 1602 1041 2077", "Tytuł: prognoza energia 412077310"], money: "out", low: 142, high: 142 }],
  ["2025-05-20", { lines: ["Przelew podatkowy", "Nazwa odbiorcy: US WARSZAWA-MOKOTÓW", "Rachunek: 53 1010 1010 0164 2222 3100 0000", "Tytuł: PIT-36 za 04/2025 N5213412077"], money: "out", low: 412, high: 412 }],
  ["2025-05-31", { lines: ["Opłata", "Tytuł: opłata za prowadzenie rachunku", "Okres: 05/2025"], money: "out", low: 9, high: 9 }],
];

/** A Polish bank's account history: the type before the amount, the balance, then the description last over labelled lines, 3 pages. */
function plOpisLast(): HoldoutStatement {
  const opening = 6214.08;
  const made = spanBookings({ seed: 51401, kinds: PL, fixed: PL_FIXED, from: "2025-05-01", to: "2025-05-31", count: 35, opening, perBalance: true, fill: filler((d) => d) });
  const { bookings, closing } = made;
  const code = iban("PL", "10205561000000041207731205");
  const truth: HoldoutTruth = { bank: "Powszechny Bank Mazowiecki S.A.", accountHolder: "ANNA KOWALCZYK", iban: code, currency: "PLN", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = signedWith(fr);
  const pages = paged(bookings, 11, 19);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#003574">Powszechny Bank Mazowiecki</b><br>Historia rachunku</td><td>Rachunek: ${spaced(code)}<br>Waluta: PLN<br>Okres: 2025-05-01 - 2025-05-31<br>Strona ${p + 1} z ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ANNA KOWALCZYK<br>UL. PUŁAWSKA 141 M. 12<br>02-715 WARSZAWA</td><td><table class="box" style="border:1px solid #003574"><tr><td>Saldo początkowe</td><td class="r">${fr(opening)} PLN</td></tr><tr><td>Suma uznań (${count(bookings, 1)})</td><td class="r">${fr(credits(bookings))} PLN</td></tr><tr><td>Suma obciążeń (${count(bookings, -1)})</td><td class="r">${fr(debits(bookings))} PLN</td></tr><tr><td><b>Saldo końcowe</b></td><td class="r"><b>${fr(closing)} PLN</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${b.date}</td><td class="nw">${b.valueDate}</td><td class="nw">${lines(b.lines.slice(0, 1))}</td><td class="r">${signed(b.amount)}</td><td class="r">${fr(b.balance!)}</td><td class="nw">${lines(b.lines.slice(1))}</td></tr>`).join("");
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Data operacji</th><th style="width:9%">Data waluty</th><th style="width:15%">Typ transakcji</th><th class="r" style="width:11%">Kwota</th><th class="r" style="width:11%">Saldo po transakcji</th><th>Opis transakcji</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Powszechny Bank Mazowiecki S.A. · ul. Marszałkowska 142, 00-061 Warszawa · KRS 0000412077 · Dokument wygenerowany elektronicznie · Strona ${p + 1} z ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-pl-opis-last", layout: "Data operacji/Data waluty/Typ transakcji/Kwota/Saldo po transakcji/Opis transakcji: ISO dates, the type column before the signed '-1 234,56' amount, the balance, then the description LAST over two to four labelled lines (Tytuł:, Nazwa odbiorcy:, Rachunek:, Lokalizacja:), balances in a box above, 3 pages", html: page(`${STYLE_N} body { font-size: 7.3pt; } thead th { border-bottom: 1.5px solid #003574; background: #eef2f8; }`, body), truth };
}

// ---------------------------------------------------------------- Canadian business account (date on first, balance on last row of a day)

const CA: readonly Kind[] = [
  { lines: ["Deposit", "Branch 04412 Cash/Cheques"], money: "in", low: 400, high: 3600 },
  { lines: ["Mobile cheque deposit", "Cheque from client"], money: "in", low: 250, high: 2400 },
  { lines: ["Visa Debit purchase - 7731", "GRAND & TOY #0412"], money: "out", low: 18, high: 260, card: true },
  { lines: ["Visa Debit purchase - 7731", "PETRO-CANADA 04120"], money: "out", low: 45, high: 130, card: true },
  { lines: ["e-Transfer sent", "JORDAN MACLEOD CA4kQ{n4}"], money: "out", low: 100, high: 900, step: 25 },
  { lines: ["Online Banking payment - 4412", "RECEIVER GENERAL GST"], money: "out", low: 300, high: 1400 },
  { lines: ["Misc Payment", "SHOPIFY PAYMENTS"], money: "in", low: 300, high: 2200 },
];
const CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Business PAD", "GREENWAY PROPERTIES RENT"], money: "out", low: 2850, high: 2850 }],
  ["2025-04-15", { lines: ["Payroll Deposit Service", "CERIDIAN PAYROLL 0412"], money: "out", low: 6418.9, high: 6418.9 }],
  ["2025-04-22", { lines: ["Business PAD", "ROGERS WIRELESS"], money: "out", low: 186.44, high: 186.44 }],
  ["2025-04-30", { lines: ["Payroll Deposit Service", "CERIDIAN PAYROLL 0412"], money: "out", low: 6391.72, high: 6391.72 }],
  ["2025-04-30", { lines: ["Monthly fee", "Digital Choice Business Account"], money: "out", low: 6, high: 6 }],
];

/** A Canadian bank's business account: "03 Apr" on a day's first row, the balance on a day's last row, Opening/Closing balance rows, 2 pages. */
function caBusiness(): HoldoutStatement {
  const opening = 18412.66;
  const made = spanBookings({ seed: 51501, kinds: CA, fixed: CA_FIXED, from: "2025-04-01", to: "2025-04-30", count: 35, opening, perBalance: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Royal Maple Bank", accountHolder: "NORTHSHORE PRINT & DESIGN INC.", iban: null, currency: "CAD", periodFrom: "2025-03-31", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const short = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]}`;
  const pages = paged(bookings, 17, 25);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#005daa">Royal Maple Bank</b><br>Business Account Statement</td><td>Business Account Number 04412 100-773-1<br>From March 31, 2025 to April 30, 2025<br>${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">NORTHSHORE PRINT &amp; DESIGN INC.<br>1412 MARINE DR<br>NORTH VANCOUVER BC V7P 1T4</td><td><b>Account Summary for this Period</b><table class="box" style="border:1px solid #005daa"><tr><td>Opening balance on March 31, 2025</td><td class="r">$${en(opening)}</td></tr><tr><td>Total deposits &amp; credits (${count(bookings, 1)})</td><td class="r">+ ${en(credits(bookings))}</td></tr><tr><td>Total cheques &amp; debits (${count(bookings, -1)})</td><td class="r">- ${en(debits(bookings))}</td></tr><tr><td><b>Closing balance on April 30, 2025</b></td><td class="r"><b>= $${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">31 Mar</td><td>Opening balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      let shown = "";
      const rows = list
        .map((b) => {
          const date = b.date === shown ? "" : short(b.date);
          shown = b.date;
          return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`;
        })
        .join("");
      const end = last ? `<tr class="bal"><td class="nw">30 Apr</td><td>Closing balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please check this Account Statement without delay and advise us of any error or omission within 45 days of the statement date. Royal Maple Bank is a member of the Canada Deposit Insurance Corporation.</p>` : "";
      return `<div class="sheet">${top}<p><b>Account Activity Details</b></p><table><thead><tr><th style="width:8%">Date</th><th>Description</th><th class="r" style="width:14%">Cheques &amp; Debits ($)</th><th class="r" style="width:14%">Deposits &amp; Credits ($)</th><th class="r" style="width:14%">Balance ($)</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Royal Maple Bank · Business Banking · 1-800-412-0773 · ® Registered trademark of Royal Maple Bank · ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-ca-business-daily", layout: "business account Date/Description/Cheques & Debits ($)/Deposits & Credits ($)/Balance ($): yearless '03 Apr' on a day's first row only, the balance on a day's last row only, two-line texts, Opening/Closing balance rows, summary with counts above, 2 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #005daa; }`, body), truth };
}

// ---------------------------------------------------------------- South African retail bank (fee column, space thousands)

interface ZaKind extends Kind {
  /** The transaction fee booked as a row of its own after it. */
  readonly fee?: readonly [string, number];
}
const ZA: readonly ZaKind[] = [
  { lines: ["POS Purchase", "Checkers Hyper Brackenfell", "Card 7731 {paid}"], money: "out", low: 60, high: 900, card: true, columns: ["Groceries"] },
  { lines: ["POS Purchase", "Engen Kuils River", "Card 7731 {paid}"], money: "out", low: 250, high: 800, card: true, columns: ["Fuel"] },
  { lines: ["Cash Withdrawal", "ATM Tyger Valley", "Card 7731 {paid}"], money: "out", low: 200, high: 1000, step: 100, card: true, columns: ["Cash Withdrawal"], fee: ["Cash Withdrawal Fee", 10] },
  { lines: ["Immediate Payment", "T Jacobs Braai Saturday"], money: "out", low: 100, high: 600, step: 50, columns: ["Transfer"], fee: ["Immediate Payment Fee", 6] },
  { lines: ["Payment Received", "M Adams Lift Club"], money: "in", low: 150, high: 900, step: 50, columns: ["Other Income"] },
  { lines: ["Transfer In", "From Savings 1412077311"], money: "in", low: 1000, high: 4000, step: 500, columns: ["Transfer"] },
  { lines: ["Prepaid Airtime", "Vodacom 0824120773"], money: "out", low: 29, high: 99, step: 10, columns: ["Cellphone"], fee: ["Prepaid Purchase Fee", 0.5] },
];
const ZA_FIXED: readonly (readonly [string, ZaKind])[] = [
  ["2025-06-01", { lines: ["Debit Order", "Outsurance 41207731"], money: "out", low: 1186.4, high: 1186.4, columns: ["Insurance"], fee: ["Debit Order Fee", 3.5] }],
  ["2025-06-02", { lines: ["Debit Order", "Wesbank 0412077 Vehicle"], money: "out", low: 5612.18, high: 5612.18, columns: ["Vehicle Finance"], fee: ["Debit Order Fee", 3.5] }],
  ["2025-06-25", { lines: ["Salary", "Cape Fruit Exporters Pty Ltd"], money: "in", low: 24318.7, high: 24318.7, columns: ["Salary"] }],
  ["2025-06-26", { lines: ["Payment", "City of Cape Town Rates"], money: "out", low: 1842.55, high: 1842.55, columns: ["Municipal"], fee: ["Payment Fee", 2] }],
  ["2025-06-30", { lines: ["Monthly Account Admin Fee"], money: "out", low: 7.5, high: 7.5, columns: ["Fees"] }],
];

/** A South African retail bank's statement: posting and transaction dates, a category column, fees as rows in a Fee column, space thousands, 3 pages. */
function zaFeeColumn(): HoldoutStatement {
  const opening = 14418.26;
  const made = spanBookings({ seed: 51601, kinds: ZA, fixed: ZA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 27, opening, perBalance: false, fill: filler((d) => dmyLong(d, "/")) });
  const drawn = made.bookings.flatMap((b, i) => {
    const f = made.fills[i]!;
    const row = { b, paid: f.paid, category: f.columns[0]!, fee: false };
    const fee = (f.kind as ZaKind).fee;
    if (fee === undefined) return [row];
    const charge: HoldoutBooking = { date: b.date, valueDate: b.date, lines: [fee[0]], amount: -fee[1], balance: null };
    return [row, { b: charge, paid: b.date, category: "Fees", fee: true }];
  });
  const balanced = rebalance(opening, drawn.map((x) => x.b));
  const rowsAll = drawn.map((x, i) => ({ ...x, b: balanced[i]! }));
  const bookings = rowsAll.map((x) => x.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Capeland Bank Limited", accountHolder: "MS N ABRAHAMS", iban: null, currency: "ZAR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = signedWith(sp);
  const fees = round2(rowsAll.filter((x) => x.fee).reduce((s, x) => s - x.b.amount, 0));
  const pages = paged(rowsAll, 16, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e2231a">Capeland Bank</b><br>Main Account Statement</td><td>Account: 1412077310<br>Statement Period: 01/06/2025 to 30/06/2025<br>Statement Date: 01/07/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">MS N ABRAHAMS<br>14 PROTEA STREET<br>BRACKENFELL<br>7560</td><td><table class="box" style="border:1px solid #e2231a"><tr><td>Opening Balance</td><td class="r">R${sp(opening)}</td></tr><tr><td>Money In</td><td class="r">R${sp(credits(bookings))}</td></tr><tr><td>Money Out</td><td class="r">-R${sp(round2(debits(bookings) - fees))}</td></tr><tr><td>Fees</td><td class="r">-R${sp(fees)}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>R${sp(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/06/2025</td><td></td><td>Opening Balance</td><td></td><td></td><td></td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list
        .map(({ b, paid, category, fee }) => `<tr><td class="nw">${dmyLong(b.date, "/")}</td><td class="nw">${dmyLong(paid, "/")}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${category}</td><td class="r">${b.amount > 0 ? sp(b.amount) : ""}</td><td class="r">${b.amount < 0 && !fee ? signed(b.amount) : ""}</td><td class="r">${fee ? signed(b.amount) : ""}</td><td class="r">${signed(b.balance!)}</td></tr>`)
        .join("");
      const end = last ? `<tr class="bal"><td class="nw">30/06/2025</td><td></td><td>Closing Balance</td><td></td><td></td><td></td><td></td><td class="r">${signed(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">* Fees include VAT at 15%. Capeland Bank Limited is an authorised financial services provider (FSP 41207) and a registered credit provider (NCRCP 7731).</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Posting Date</th><th style="width:9%">Transaction Date</th><th>Description</th><th style="width:11%">Category</th><th class="r" style="width:10%">Money In</th><th class="r" style="width:10%">Money Out</th><th class="r" style="width:7%">Fee*</th><th class="r" style="width:11%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Capeland Bank Limited Reg. No. 1980/003695/06 · Client Care 0860 10 20 43 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-za-fee-column", layout: "Posting Date/Transaction Date/Description/Category/Money In/Money Out/Fee*/Balance: dd/mm/yyyy, space thousands with a point '-1 250.00', a category column, transaction fees as rows of their own in the Fee column, Opening/Closing Balance rows, summary box with fees apart, 3 pages", html: page(`${STYLE_N} body { font-size: 7.6pt; } thead th { border-bottom: 1.5px solid #e2231a; }`, body), truth };
}

// ---------------------------------------------------------------- Singapore business account (two yearless dates, B/F and C/F on every page)

const SG: readonly Kind[] = [
  { lines: ["FAST PAYMENT", "to LIM HARDWARE PTE LTD", "OTHR INV-25-{n4}"], money: "out", low: 120, high: 2400, columns: [""] },
  { lines: ["FAST PAYMENT", "from TAN BROS CATERING", "OTHR PO {n6}"], money: "in", low: 300, high: 5200, columns: [""] },
  { lines: ["PAYNOW TRANSFER", "from WONG MEI LING", "OTHR deposit order"], money: "in", low: 80, high: 900, step: 10, columns: [""] },
  { lines: ["NETS DEBIT PURCHASE", "NTUC FAIRPRICE TAMPINES"], money: "out", low: 25, high: 380, card: true, columns: [""] },
  { lines: ["DEBIT PURCHASE", "SHOPEE SINGAPORE", "xx-7731 {paid}"], money: "out", low: 15, high: 260, card: true, columns: [""] },
  { lines: ["CASH DEPOSIT", "CDM TAMPINES MALL"], money: "in", low: 200, high: 3000, step: 50, columns: [""] },
];
const SG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["GIRO - RENTAL", "JTC CORPORATION", "APR25 UNIT 04-12"], money: "out", low: 3680, high: 3680, columns: [""] }],
  ["2025-04-08", { lines: ["CHEQUE", "CLEARING"], money: "out", low: 1250, high: 1250, columns: ["412077"] }],
  ["2025-04-14", { lines: ["GIRO - CPF", "CPF BOARD", "CONTRIBUTION MAR25"], money: "out", low: 2861.4, high: 2861.4, columns: [""] }],
  ["2025-04-22", { lines: ["CHEQUE", "CLEARING"], money: "out", low: 486.3, high: 486.3, columns: ["412078"] }],
  ["2025-04-28", { lines: ["GIRO - SALARY", "APR25 SALARY 4 EMPLOYEES"], money: "out", low: 11420, high: 11420, columns: [""] }],
  ["2025-04-30", { lines: ["SERVICE CHARGE", "FALL BELOW FEE"], money: "out", low: 15, high: 15, columns: [""] }],
];

/** A Singapore bank's business account: yearless "01 APR" transaction and value dates, a cheque column, B/F and C/F rows on every page, 2 pages. */
function sgBusiness(): HoldoutStatement {
  const opening = 48215.9;
  const made = spanBookings({ seed: 51701, kinds: SG, fixed: SG_FIXED, from: "2025-04-01", to: "2025-04-30", count: 30, opening, perBalance: true, next: true, fill: filler((d) => `${dd(d)}${EN_MON[Number(mm(d)) - 1]!.toUpperCase()}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Straits Commercial Bank Limited", accountHolder: "KOPI HOUSE TRADING PTE. LTD.", iban: null, currency: "SGD", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const short = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]!.toUpperCase()}`;
  const pages = paged(withCols(made), 13, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const after = sumTo(before, list.map((x) => x.b));
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#d71e28">Straits Commercial Bank</b><br>STATEMENT OF ACCOUNT</td><td>BUSINESS GROWTH ACCOUNT<br>Account No. 601-412077-001<br>1 APR 2025 TO 30 APR 2025<br>Currency: SGD<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">KOPI HOUSE TRADING PTE. LTD.<br>41 TAMPINES STREET 92 #04-12<br>SINGAPORE 528877</td><td>UEN 201941207K<br>Branch: TAMPINES<br>Statement Date: 30 APR 2025</td></tr></table>` : ""
      }`;
      const open = `<tr class="bal"><td class="nw">${p === 0 ? "01 APR" : ""}</td><td></td><td>BALANCE B/F</td><td></td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${short(b.date)}</td><td class="nw">${short(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="nw">${cols[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const tot = last ? `<tr class="tot"><td></td><td></td><td>Total Withdrawals/Deposits</td><td></td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td></td></tr>` : "";
      const close = `<tr class="bal"><td class="nw">${last ? "30 APR" : ""}</td><td></td><td>BALANCE C/F</td><td></td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the Singapore Deposit Insurance Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law. Please examine this statement and report any discrepancy within 14 days.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Transaction Date</th><th style="width:8%">Value Date</th><th>Description</th><th style="width:8%">Cheque</th><th class="r" style="width:12%">Withdrawal</th><th class="r" style="width:12%">Deposit</th><th class="r" style="width:12%">Balance</th></tr></thead><tbody>${open}${rows}${tot}${close}</tbody></table>${note}${foot(`Straits Commercial Bank Limited · 65 Chulia Street, Singapore 049513 · Co. Reg. No. 193200032W · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-sg-bf-cf-cheque", layout: "business account Transaction Date/Value Date/Description/Cheque/Withdrawal/Deposit/Balance: yearless '01 APR' dates twice, FAST/GIRO/PayNow texts over three lines, a cheque-number column, BALANCE B/F and BALANCE C/F on every page, a totals row, 3 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #d71e28; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Australian bank (Cr marks on day-end balances, forward rows)

const AU: readonly Kind[] = [
  { lines: ["EFTPOS Purchase", "WOOLWORTHS 3412 RICHMOND"], money: "out", low: 12, high: 240, card: true },
  { lines: ["Card Purchase", "UBER *TRIP HELP.UBER.COM"], money: "out", low: 9, high: 48, card: true },
  { lines: ["Card Purchase", "BUNNINGS 412000 HAWTHORN"], money: "out", low: 15, high: 320, card: true },
  { lines: ["ATM Withdrawal", "NAB ATM FLINDERS ST"], money: "out", low: 40, high: 400, step: 20, card: true },
  { lines: ["Osko Payment Received", "J NGUYEN DINNER"], money: "in", low: 20, high: 150, step: 5 },
  { lines: ["Internet Transfer", "TO 083-412 7731 SAVINGS"], money: "out", low: 100, high: 800, step: 50 },
  { lines: ["Card Purchase", "MYKI TOP UP MELBOURNE"], money: "out", low: 10, high: 60, step: 5, card: true },
];
const AU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["Direct Debit", "RAY WHITE RENTAL 412077"], money: "out", low: 2340, high: 2340 }],
  ["2025-05-08", { lines: ["Salary", "MELBOURNE HEALTH PAYROLL"], money: "in", low: 3412.58, high: 3412.58 }],
  ["2025-05-13", { lines: ["Direct Debit", "AGL SALES PTY LTD 4120773"], money: "out", low: 186.3, high: 186.3 }],
  ["2025-05-22", { lines: ["Salary", "MELBOURNE HEALTH PAYROLL"], money: "in", low: 3412.58, high: 3412.58 }],
  ["2025-05-27", { lines: ["Direct Debit", "TELSTRA CORP 4120773100"], money: "out", low: 89, high: 89 }],
];

/** An Australian bank's statement: unpadded dates on a day's first row, day-end balances marked Cr, forward rows on every page, 3 pages. */
function auCrDaily(): HoldoutStatement {
  const opening = 4842.07;
  const made = spanBookings({ seed: 51801, kinds: AU, fixed: AU_FIXED, from: "2025-05-01", to: "2025-05-31", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "National Southern Bank Limited", accountHolder: "Ms Emily R Walsh", iban: null, currency: null, periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${Number(dd(d))} ${EN_MON[Number(mm(d)) - 1]} ${d.slice(0, 4)}`;
  const cr = (v: number) => `${en(v)} ${v < 0 ? "Dr" : "Cr"}`;
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c20000">National Southern Bank</b><br>Classic Banking account statement</td><td>BSB number 083-412<br>Account number 41-207-7310<br>Statement period 1 May 2025 to 31 May 2025<br>Statement number 27 · Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Ms Emily R Walsh<br>7/41 Church Street<br>Richmond VIC 3121</td><td><b>Account summary</b><table class="box" style="border:1px solid #c20000"><tr><td>Opening balance</td><td class="r">$${cr(opening)}</td></tr><tr><td>Total credits</td><td class="r">$${en(credits(bookings))}</td></tr><tr><td>Total debits</td><td class="r">$${en(debits(bookings))}</td></tr><tr><td><b>Closing balance</b></td><td class="r"><b>$${cr(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const open = `<tr class="bal"><td class="nw">${p === 0 ? "1 May 2025" : ""}</td><td>Brought forward</td><td></td><td></td><td class="r">${cr(before)}</td></tr>`;
      let shown = "";
      const rows = list
        .map((b) => {
          const date = b.date === shown ? "" : long(b.date);
          shown = b.date;
          return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : cr(b.balance)}</td></tr>`;
        })
        .join("");
      const close = last ? `<tr class="bal"><td class="nw">31 May 2025</td><td>Closing balance</td><td></td><td></td><td class="r">${cr(closing)}</td></tr>` : `<tr class="bal"><td></td><td>Carried forward</td><td></td><td></td><td class="r">${cr(after)}</td></tr>`;
      return `<div class="sheet">${top}<p><b>Transaction details</b></p><table><thead><tr><th style="width:12%">Date</th><th>Particulars</th><th class="r" style="width:13%">Debits</th><th class="r" style="width:13%">Credits</th><th class="r" style="width:15%">Balance</th></tr></thead><tbody>${open}${rows}${close}</tbody></table>${foot(`National Southern Bank Limited ABN 12 004 044 937 AFSL and Australian Credit Licence 230686 · 13 22 65 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-au-cr-daily", layout: "Date/Particulars/Debits/Credits/Balance: unpadded '2 May 2025' on a day's first row only, the balance on a day's last row only marked 'Cr', two-line texts, Brought forward/Carried forward rows on every page, Closing balance row, summary box above, no currency named, 3 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #c20000; }`, body), truth };
}

// ---------------------------------------------------------------- Norwegian business account (archive reference, signed amount)

const NO: readonly Kind[] = [
  { lines: ["Varekjøp", "REMA 1000 GRÜNERLØKKA Dato {paid}"], money: "out", low: 40, high: 900, card: true, columns: ["{n11}"] },
  { lines: ["Varekjøp", "CIRCLE K MAJORSTUEN Dato {paid}"], money: "out", low: 300, high: 1100, card: true, columns: ["{n11}"] },
  { lines: ["Giro", "Fra: NORDIC TRAINING AS Faktura {n5}"], money: "in", low: 4000, high: 32000, columns: ["{n11}"] },
  { lines: ["Nettgiro", "Til: CLAS OHLSON AS Faktura {n6}"], money: "out", low: 200, high: 4200, columns: ["{n11}"] },
  { lines: ["Vipps", "Vipps*Kari Nordmann"], money: "in", low: 100, high: 1500, step: 50, columns: ["{n11}"] },
  { lines: ["Overføring", "Til 1503.41.20773 Skattetrekk"], money: "out", low: 2000, high: 9000, step: 500, columns: ["{n11}"] },
];
const NO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Avtalegiro", "OSLO KONTORFELLESSKAP AS Husleie mai"], money: "out", low: 14500, high: 14500, columns: ["50412077310"] }],
  ["2025-05-12", { lines: ["Avtalegiro", "TELENOR NORGE AS Mobil bedrift"], money: "out", low: 1249, high: 1249, columns: ["50412077311"] }],
  ["2025-05-15", { lines: ["Lønn", "Utbetaling lønn mai 3 ansatte"], money: "out", low: 98412.6, high: 98412.6, columns: ["50412077312"] }],
  ["2025-05-15", { lines: ["Skattetrekk", "Skatteetaten termin 3"], money: "out", low: 31240, high: 31240, columns: ["50412077313"] }],
  ["2025-05-31", { lines: ["Gebyr", "Bedriftspakke mai"], money: "out", low: 149, high: 149, columns: ["50412077314"] }],
];

/** A Norwegian bank's business account: an archive-reference column and a yearless interest date before one signed amount, Inngående/Utgående saldo rows, 2 pages. */
function noArkivref(): HoldoutStatement {
  const opening = 186412.5;
  const made = spanBookings({ seed: 51901, kinds: NO, fixed: NO_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, next: true, fill: filler((d) => `${dd(d)}.${mm(d)}`) });
  const { bookings, closing } = made;
  const code = iban("NO", "15034120773");
  const truth: HoldoutTruth = { bank: "Fjordbanken ASA", accountHolder: "GRØNN KONSULT AS", iban: code, currency: "NOK", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = signedWith(fr);
  const pages = paged(withCols(made), 17, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#007272">Fjordbanken</b><br>Kontoutskrift nr. 5 · Driftskonto</td><td>Kontonummer 1503.41.20773<br>IBAN ${spaced(code)}<br>Periode 01.05.2025 - 31.05.2025<br>Side ${p + 1} av ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">GRØNN KONSULT AS<br>Thorvald Meyers gate 41<br>0555 OSLO</td><td>Org.nr. 941 207 731<br>Utskriftsdato 01.06.2025<br>Valuta NOK</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01.05.2025</td><td>Inngående saldo</td><td></td><td></td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td>${lines(b.lines)}</td><td class="nw">${cols[0]}</td><td class="nw">${dd(b.valueDate)}.${mm(b.valueDate)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31.05.2025</td><td>Utgående saldo</td><td></td><td></td><td></td><td class="r">${signed(closing)}</td></tr>` : "";
      const sums = last ? `<table class="box" style="width:55%;margin-top:4mm;border:1px solid #007272"><tr><td>Sum ut av konto (${count(bookings, -1)})</td><td class="r">-${fr(debits(bookings))}</td></tr><tr><td>Sum inn på konto (${count(bookings, 1)})</td><td class="r">${fr(credits(bookings))}</td></tr></table><p class="s" style="margin-top:2mm">Innskudd er sikret gjennom Bankenes sikringsfond. Kontroller kontoutskriften og gi oss beskjed om feil snarest.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Dato</th><th>Forklaring</th><th style="width:13%">Arkivref.</th><th style="width:8%">Rentedato</th><th class="r" style="width:13%">Beløp</th><th class="r" style="width:14%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${sums}${foot(`Fjordbanken ASA · Postboks 1412 Sentrum, 0107 Oslo · Org.nr. 984 851 006 · Side ${p + 1} av ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "n-no-arkivref", layout: "business account Dato/Forklaring/Arkivref./Rentedato/Beløp/Saldo: dd.mm.yyyy, an eleven-digit archive-reference column and a yearless 'dd.mm' interest date between the text and the signed '-1 234,56' amount, space thousands, two-line texts, Inngående/Utgående saldo rows, sums out and in with counts at the end, 2 pages", html: page(`${STYLE_N} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #007272; }`, body), truth };
}

/** Batch N, in a fixed order. */
export function holdoutStatementsN(): HoldoutStatement[] {
  return [deStacked(), itUscite(), brDayGroups(), plOpisLast(), caBusiness(), zaFeeColumn(), sgBusiness(), auCrDaily(), noArkivref()];
}
