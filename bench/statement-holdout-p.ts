import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, charged, count, credits, debits, digits, en, EN_MON, foot, iban, lakh, paged, rebalance, rowsOf, shift, spaced, UNBROKEN_STYLE, type Drawn, type Fill, type Kind, type Row } from "./statement-holdout-kit.ts";

/**
 * A sixteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the mainstream retail accounts users in Latin America, India, Eastern
 * Europe, Africa, the Middle East, Japan and the United States upload, in layouts and
 * combinations unlike the 119 of batches A to N:
 * - a Colombian bank's quarterly savings-account statement, "FECHA | DESCRIPCIÓN | SUCURSAL |
 *   DCTO. | VALOR | SALDO": yearless unpadded "2/01" dates, one-line texts, a branch and a
 *   document column between the text and the amount, one signed VALOR in "-150,000.00" figures
 *   and the balance per booking, the 4-per-thousand transaction tax booked as a row of its own
 *   after each transfer, bill payment and cash withdrawal, no balance rows in the table: the
 *   balances only in a RESUMEN box above (with the average balance and the interest paid), a
 *   period printed from the day before the quarter ("DESDE: 2024/12/31 HASTA: 2025/03/31"), no
 *   currency named beyond "$", 3 pages;
 * - an Indian bank's savings statement, "Date | Narration | Chq/Ref No | Withdrawal (Dr)/
 *   Deposit (Cr) | Balance": dd-mm-yyyy, ONE amount column whose figures carry "(Dr)" or "(Cr)"
 *   glued to them ("1,250.00(Dr)"), the balance "(Cr)" too, lakh grouping, UPI/NEFT/IMPS/ACH
 *   narrations over two lines, an OPENING BALANCE row and a statement summary with counts at the
 *   end, 3 pages;
 * - a Peruvian bank's savings statement, "FECHA PROC. | FECHA VALOR | DESCRIPCIÓN | MED. ATN. |
 *   LUGAR | NUM. OP. | HORA | CARGOS / DEBE | ABONOS / HABER": yearless "02MAY" dates with no
 *   separator, channel, place, operation-number and clock-time columns between the text and the
 *   amounts, Yape/Plin transfers, no running balance, the balances in a horizontal band of four
 *   labels over four figures above and a totals row at the end, the currency named "SOLES", 3 pages;
 * - a Romanian bank's "extras de cont", "Data | Detalii tranzactie | Debit | Credit": dates with
 *   Romanian month names ("02 martie 2025"), texts over four and five labelled lines ("Nr. card:",
 *   "Terminal:", "Beneficiar:", "Ordonator:", "Detalii:", "Referinta:"), card texts quoting a
 *   euro amount and its rate, no running balance, "Sold initial" above the table and "Sold final"
 *   with the turnover below it, 4 pages;
 * - a Nigerian digital bank's statement, "Date/Time | Money In | Money Out | Category | To / From
 *   | Description | Balance": "02/06/25 14:32:11" date and time in one cell, the AMOUNTS BEFORE
 *   the texts, "₦12,500.00" figures, a category column, the other party and the description in
 *   two columns, the balance last, the transfer levy booked as a row of its own after large
 *   inflows, a summary box above, 3 pages;
 * - an American online bank's checking statement, "Transaction Date | Description | Type |
 *   Amount | Settlement Date": MM/DD/YYYY, a type column after the text, signed "-$23.41"
 *   amounts, the settlement date AFTER the amount (a card purchase's one or two days later), daily
 *   round-up transfers to savings, no running balance, a summary box split by type above, no
 *   currency named, 2 pages;
 * - a Turkish bank's "hesap ekstresi", "Tarih | Fiş No | Açıklama | Borç | Alacak | Bakiye":
 *   dd/mm/yyyy, a receipt-number column before the text, texts over two and three lines
 *   ("ALICI:", "GÖNDEREN:", "AÇIKLAMA:"), Borç (debit) before Alacak (credit), a DEVREDEN BAKİYE
 *   row, NAKLİ YEKÜN rows carrying the running debit and credit totals and the balance at the
 *   head of every later page, a fee and its BSMV tax as two bookings, GENEL TOPLAM at the end,
 *   3 pages;
 * - a Japanese online bank's 入出金明細, "取引日 | 入出金(円) | 取引後残高(円) | 入出金内容":
 *   "2025/06/02" dates, a signed yen amount without decimals and the balance BEFORE the text,
 *   half-width katakana texts, a transfer fee booked after its transfer, a summary box of the
 *   month's balances and totals above, 2 pages;
 * - a UAE bank's current account in English, "Date | Description | Cheque No. | Debit | Credit
 *   | Balance": "02 Jul 2025", three-line texts (kind, merchant or party, card or reference line;
 *   a US-dollar purchase quotes its amount and rate on a fourth), a rent cheque in the cheque
 *   column, every balance marked "Cr", a fee and its 5 % VAT as two bookings, OPENING BALANCE and
 *   CLOSING BALANCE rows, a summary box above, 3 pages.
 * Every page repeats a header and a footer.
 */

/** Batch P's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });
/** The same, with clock times to the second, for the layout that prints them. */
const spanSeconds = bookingDrawer({ cardDays: 3, early: "booking", seconds: true });

/** As the other batches' unbroken rows, with the balance rows in bold. */
const STYLE_P = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const de = (v: number) => figure(v, "de");

/** A booking text's placeholders filled: the payment day in the layout's form, its clock time, a foreign amount and {nK} for a K-digit reference. */
const filler =
  (paid: (d: string) => string, money: (v: number) => string = en) =>
  (t: string, f: Fill) =>
    t
      .replace("{paid}", paid(f.paid))
      .replace("{time}", f.time)
      .replace("{foreign}", f.foreign === null ? "" : money(f.foreign))
      .replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

/** Rows of a day in clock-time order, as layouts that print the time list them. */
const byTime = <K extends Kind>(list: readonly Row<K>[]) => [...list].sort((x, y) => x.b.date.localeCompare(y.b.date) || x.f.time.localeCompare(y.f.time));

// ---------------------------------------------------------------- Colombian savings account (quarter, signed VALOR, 4x1000 rows)

interface CoKind extends Kind {
  /** A payment out that bears the 4-per-thousand financial transaction tax. */
  readonly gmf?: boolean;
}
const CO: readonly CoKind[] = [
  { lines: ["COMPRA EN EXITO LAURELES"], money: "out", low: 35000, high: 420000, step: 100, card: true, columns: ["", ""] },
  { lines: ["COMPRA EN D1 LA 70"], money: "out", low: 9000, high: 95000, step: 100, card: true, columns: ["", ""] },
  { lines: ["COMPRA EN RAPPI COLOMBIA"], money: "out", low: 18000, high: 140000, step: 100, card: true, columns: ["", ""] },
  { lines: ["COMPRA EN TERPEL LAS PALMAS"], money: "out", low: 60000, high: 180000, step: 100, card: true, columns: ["", ""] },
  { lines: ["RETIRO CAJERO OVIEDO"], money: "out", low: 100000, high: 400000, step: 50000, columns: ["OVIEDO", "{n4}"], gmf: true },
  { lines: ["TRANSFERENCIA DESDE NEQUI"], money: "in", low: 20000, high: 350000, step: 1000, columns: ["", "{n6}"] },
  { lines: ["TRANSFERENCIA CTA SUC VIRTUAL"], money: "out", low: 50000, high: 700000, step: 1000, columns: ["", "{n6}"], gmf: true },
  { lines: ["PAGO QR JUAN CAMILO OSPINA"], money: "out", low: 15000, high: 250000, step: 1000, columns: ["", ""] },
];
/** The bookings every month of the account has, on their days. */
function coMonth(month: string, name: string, mid: string, end: string): (readonly [string, CoKind])[] {
  return [
    [`2025-${month}-03`, { lines: ["PAGO SV ARRENDAMIENTOS ALIADOS"], money: "out", low: 1450000, high: 1450000, columns: ["", "41207"], gmf: true }],
    [`2025-${month}-08`, { lines: ["PAGO PSE EPM ESP"], money: "out", low: 186000, high: 262000, step: 10, columns: ["", "{n8}"], gmf: true }],
    [`2025-${month}-12`, { lines: ["PAGO PSE CLARO COLOMBIA"], money: "out", low: 89900, high: 89900, columns: ["", "{n8}"], gmf: true }],
    [`2025-${month}-${mid}`, { lines: ["PAGO DE NOMI MANUFACTURAS DEL VALLE"], money: "in", low: 1925000, high: 1925000, columns: ["", ""] }],
    [`2025-${month}-${end}`, { lines: ["PAGO DE NOMI MANUFACTURAS DEL VALLE"], money: "in", low: 1925000, high: 1925000, columns: ["", ""] }],
    [`2025-${month}-${end}`, { lines: ["CUOTA MANEJO TRJ DEB"], money: "out", low: 14990, high: 14990, columns: ["", ""] }],
    [`2025-${month}-${end}`, { lines: [`ABONO INTERESES AHORROS ${name}`], money: "in", low: 180, high: 940, columns: ["", ""] }],
  ];
}

/** A Colombian bank's quarterly savings statement: one signed VALOR and the balance, 4x1000 tax rows, balances only in the box above, 3 pages. */
function coAhorros(): HoldoutStatement {
  const opening = 3684512.37;
  const from = "2025-01-01";
  const to = "2025-03-31";
  const fixed = [...coMonth("01", "ENE", "15", "31"), ...coMonth("02", "FEB", "14", "28"), ...coMonth("03", "MAR", "14", "31")];
  const made = spanBookings({ seed: 61101, kinds: CO, fixed, from, to, count: 21, opening, perBalance: true, fill: filler(() => "") });
  const all = rebalance(
    opening,
    rowsOf(made).flatMap((r) => (r.f.kind.gmf === true ? [r, charged(r, ["IMPTO GOBIERNO 4X1000"], round2(r.f.value * 0.004), ["", ""])] : [r])),
    true,
  );
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Bancosur Colombia S.A.", accountHolder: "LAURA MARCELA GÓMEZ RESTREPO", iban: null, currency: null, periodFrom: "2024-12-31", periodTo: to, openingBalance: opening, closingBalance: closing, bookings };
  // The average of the day-end balances over the quarter, as the summary prints it.
  let balance = opening;
  let total = 0;
  let days = 0;
  for (let d = from; d <= to; d = shift(d, 1)) {
    for (const b of bookings) if (b.date === d) balance = round2(balance + b.amount);
    total += balance;
    days += 1;
  }
  const average = round2(total / days);
  const interest = round2(bookings.filter((b) => b.lines[0]!.startsWith("ABONO INTERESES")).reduce((s, b) => s + b.amount, 0));
  const date = (d: string) => `${Number(dd(d))}/${mm(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(all, 20, 29);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#1a1a1a">BANCOSUR</b> <span style="color:#fdda24">■</span><br>ESTADO DE CUENTA</td><td>CUENTA DE AHORROS<br>NÚMERO 412-077310-52<br>DESDE: 2024/12/31 HASTA: 2025/03/31<br>PÁGINA ${p + 1} DE ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">SEÑOR(A):<br>LAURA MARCELA GÓMEZ RESTREPO<br>CL 10 SUR 43 A 21 AP 1204<br>MEDELLÍN - ANTIOQUIA</td><td><b>RESUMEN</b><table class="box" style="border:1px solid #1a1a1a"><tr><td>SALDO ANTERIOR</td><td class="r">$ ${en(opening)}</td></tr><tr><td>TOTAL ABONOS</td><td class="r">$ ${en(credits(bookings))}</td></tr><tr><td>TOTAL CARGOS</td><td class="r">$ ${en(debits(bookings))}</td></tr><tr><td><b>SALDO ACTUAL</b></td><td class="r"><b>$ ${en(closing)}</b></td></tr><tr><td>SALDO PROMEDIO</td><td class="r">$ ${en(average)}</td></tr><tr><td>CUPO SUGERIDO</td><td class="r">$ 0.00</td></tr><tr><td>INTERESES PAGADOS</td><td class="r">$ ${en(interest)}</td></tr><tr><td>RETEFUENTE</td><td class="r">$ 0.00</td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${date(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="nw">${f.columns[1]}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const note = last ? `<p class="s" style="margin-top:3mm">FIN ESTADO DE CUENTA. Si dentro de los 30 días siguientes al corte no presenta observaciones, se entenderá aceptado. Tasa de interés efectiva anual vigente para su cuenta de ahorros: 0.10%. Depósitos asegurados por Fogafín.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:7%">FECHA</th><th>DESCRIPCIÓN</th><th style="width:12%">SUCURSAL</th><th style="width:10%">DCTO.</th><th class="r" style="width:15%">VALOR</th><th class="r" style="width:15%">SALDO</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Bancosur Colombia S.A. Establecimiento Bancario · NIT 890.941.207-3 · Vigilado Superintendencia Financiera de Colombia · Línea de atención 01 8000 412 077 · PÁGINA ${p + 1} DE ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-co-ahorros-valor", layout: "quarterly savings FECHA/DESCRIPCIÓN/SUCURSAL/DCTO./VALOR/SALDO: yearless unpadded '2/01' dates, one-line texts, branch and document columns between text and amount, one signed '-150,000.00' VALOR and the balance per booking, 'IMPTO GOBIERNO 4X1000' rows after payments out, no balance rows in the table, RESUMEN box above with average balance and interest paid, period 'DESDE: 2024/12/31 HASTA: 2025/03/31', no currency named beyond '$', 3 pages", html: page(`${STYLE_P} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #1a1a1a; background: #fdda24; }`, body), truth };
}

// ---------------------------------------------------------------- Indian savings account (one amount column with (Dr)/(Cr) glued on)

const IN: readonly Kind[] = [
  { lines: ["UPI/SWIGGY LIMITED/{n12}", "UPI payment"], money: "out", low: 150, high: 900, columns: ["UPI-{n12}"] },
  { lines: ["UPI/BIGBASKET/{n12}", "Groceries"], money: "out", low: 300, high: 2800, columns: ["UPI-{n12}"] },
  { lines: ["UPI/RAHUL VERMA/{n12}", "Sent using Paytm UPI"], money: "out", low: 200, high: 3000, step: 100, columns: ["UPI-{n12}"] },
  { lines: ["UPI/PRIYA NAIR/{n12}", "Payment from PhonePe"], money: "in", low: 200, high: 5000, step: 100, columns: ["UPI-{n12}"] },
  { lines: ["ATW-416643XXXXXX7731-S1AWBL21", "KORAMANGALA BENGALURU"], money: "out", low: 2000, high: 10000, step: 500, card: true, columns: ["{n6}"] },
  { lines: ["PCD/7731/RELIANCE SMART BAZAAR", "BENGALURU {paid}"], money: "out", low: 400, high: 4500, card: true, columns: ["{n12}"] },
  { lines: ["UPI/UBER INDIA/{n12}", "Ride payment"], money: "out", low: 90, high: 650, columns: ["UPI-{n12}"] },
];
const IN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Int.Pd:4120773105:01-01-2025 to", "31-03-2025"], money: "in", low: 1842, high: 1842, columns: [""] }],
  ["2025-04-02", { lines: ["UPI/BMTC BUS PASS/{n12}", "Monthly pass April"], money: "out", low: 1050, high: 1050, columns: ["UPI-{n12}"] }],
  ["2025-04-05", { lines: ["IMPS-509512077310-LAKSHMI PROPERTIES", "HDFC0000412 Rent April"], money: "out", low: 32000, high: 32000, columns: ["IMPS-509512077310"] }],
  ["2025-04-07", { lines: ["ACH D- BAJAJ FINANCE LTD-41207731", "EMI 04/2025"], money: "out", low: 12480, high: 12480, columns: ["ACH-41207731"] }],
  ["2025-04-10", { lines: ["BBPS/BESCOM/{n12}", "Electricity bill 0412077310"], money: "out", low: 1876, high: 1876, columns: ["BBPS-{n12}"] }],
  ["2025-04-12", { lines: ["ACH D- NIPPON INDIA MF-41207732", "SIP 12-04-2025"], money: "out", low: 5000, high: 5000, columns: ["ACH-41207732"] }],
  ["2025-04-15", { lines: ["CC PAYMENT/4375XXXXXXXX1207", "Ref 2504151207"], money: "out", low: 18642.35, high: 18642.35, columns: ["CC-2504151207"] }],
  ["2025-04-20", { lines: ["Chrg: Debit Card Annual Fee", "incl GST 18%"], money: "out", low: 295, high: 295, columns: [""] }],
  ["2025-04-30", { lines: ["NEFT CITIN25120773104", "TECHNOVA SOLUTIONS PVT LTD SAL APR"], money: "in", low: 142350, high: 142350, columns: ["CITIN25120773104"] }],
];

/** An Indian bank's savings statement: one amount column whose figures carry (Dr)/(Cr), balances (Cr), lakh grouping, 3 pages. */
function inDrCr(): HoldoutStatement {
  const opening = 112846.25;
  const made = spanBookings({ seed: 61201, kinds: IN, fixed: IN_FIXED, from: "2025-04-01", to: "2025-04-30", count: 38, opening, perBalance: true, fill: filler((d) => dmy(d, "-")) });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Kaveri Commercial Bank Ltd.", accountHolder: "MR. ARJUN SURESH IYER", iban: null, currency: "INR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const mark = (v: number) => `${lakh(v)}(${v < 0 ? "Dr" : "Cr"})`;
  const pages = paged(all, 14, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ed1c24">Kaveri Commercial Bank</b><br>Account Statement</td><td>Account No. 4120773105<br>Period: 01 Apr 2025 - 30 Apr 2025<br>Currency: INR<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MR. ARJUN SURESH IYER<br>Flat 12B, Prestige Acropolis<br>20 Hosur Road, Koramangala<br>Bengaluru - 560029<br>Karnataka, India</td><td>Account Type: Savings - Edge<br>Branch: Koramangala, Bengaluru<br>IFSC: KVCB0000412<br>MICR: 560485012<br>CRN: XXXX7731<br>Nominee Registered: Yes</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>OPENING BALANCE</td><td></td><td></td><td class="r">${mark(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${mark(b.amount)}</td><td class="r">${mark(b.balance!)}</td></tr>`).join("");
      const summary = last
        ? `<p style="margin-top:4mm"><b>Statement Summary</b></p><table class="box" style="width:80%;border:1px solid #ed1c24"><tr><td>Opening Balance</td><td>Total Withdrawal Amount</td><td>Total Deposit Amount</td><td>Closing Balance</td></tr><tr><td>${lakh(opening)}</td><td>${lakh(debits(bookings))}</td><td>${lakh(credits(bookings))}</td><td>${lakh(closing)}</td></tr><tr><td></td><td>Withdrawal Count: ${count(bookings, -1)}</td><td>Deposit Count: ${count(bookings, 1)}</td><td></td></tr></table><p class="s" style="margin-top:2mm">This is a computer generated statement and does not require a signature. Please report any discrepancy within 30 days of receipt.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Date</th><th>Narration</th><th style="width:17%">Chq/Ref No</th><th class="r" style="width:15%">Withdrawal (Dr)/<br>Deposit (Cr)</th><th class="r" style="width:15%">Balance</th></tr></thead><tbody>${first}${rows}</tbody></table>${summary}${foot(`Kaveri Commercial Bank Ltd. · Regd. Office: 27 BKC, C 27, G Block, Bandra Kurla Complex, Mumbai 400051 · CIN L65110MH1985PLC041207 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-in-drcr-suffix", layout: "Date/Narration/Chq-Ref No/Withdrawal (Dr)-Deposit (Cr)/Balance: dd-mm-yyyy, ONE amount column with '(Dr)'/'(Cr)' glued to the figure, the balance marked '(Cr)', lakh grouping, two-line UPI/NEFT/IMPS/ACH narrations, OPENING BALANCE row, statement summary with counts at the end, 3 pages", html: page(`${STYLE_P} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #ed1c24; }`, body), truth };
}

// ---------------------------------------------------------------- Peruvian savings account (02MAY dates, channel/place/op/time columns)

const PE_MON = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SET", "OCT", "NOV", "DIC"];
const PE: readonly Kind[] = [
  { lines: ["YAPE DE JUAN C. PEREZ"], money: "in", low: 10, high: 300, step: 5, columns: ["BM", "LIMA", "{n6}"] },
  { lines: ["YAPE A MARIA L. TORRES"], money: "out", low: 5, high: 200, step: 5, columns: ["BM", "LIMA", "{n6}"] },
  { lines: ["YAPE A BODEGA DON LUCHO"], money: "out", low: 3, high: 60, columns: ["BM", "LIMA", "{n6}"] },
  { lines: ["COMPRA PLAZA VEA SURCO"], money: "out", low: 25, high: 380, card: true, columns: ["POS", "SURCO", "{n6}"] },
  { lines: ["COMPRA TAMBO+ LARCO 412"], money: "out", low: 5, high: 45, card: true, columns: ["POS", "MIRAFLORES", "{n6}"] },
  { lines: ["RETIRO ATM LARCO"], money: "out", low: 50, high: 500, step: 50, columns: ["ATM", "MIRAFLORES", "{n6}"] },
  { lines: ["TRAN.CTAS.TERC.BM 19341207"], money: "out", low: 100, high: 900, step: 10, columns: ["BM", "LIMA", "{n6}"] },
  { lines: ["PLIN-CARLOS MENDOZA R."], money: "in", low: 20, high: 250, step: 5, columns: ["BM", "LIMA", "{n6}"] },
];
const PE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-05", { lines: ["PAGO SERV LUZ DEL SUR"], money: "out", low: 184.6, high: 184.6, columns: ["BM", "LIMA", "{n6}"] }],
  ["2025-05-08", { lines: ["PAGO SERV SEDAPAL"], money: "out", low: 62.3, high: 62.3, columns: ["BM", "LIMA", "{n6}"] }],
  ["2025-05-15", { lines: ["ABONO HABERES LOGISTICA DEL SUR"], money: "in", low: 2850, high: 2850, columns: ["INT", "LIMA", "{n6}"] }],
  ["2025-05-20", { lines: ["PAGO TARJ CRED VISA"], money: "out", low: 1240, high: 1240, columns: ["BM", "LIMA", "{n6}"] }],
  ["2025-05-30", { lines: ["ABONO HABERES LOGISTICA DEL SUR"], money: "in", low: 2850, high: 2850, columns: ["INT", "LIMA", "{n6}"] }],
  ["2025-05-31", { lines: ["ABONO INTERESES"], money: "in", low: 0.87, high: 0.87, columns: ["", "", ""] }],
];

/** A Peruvian bank's savings statement: '02MAY' dates twice, channel/place/operation/time columns, CARGOS / DEBE and ABONOS / HABER, no running balance, 3 pages. */
function peCargosAbonos(): HoldoutStatement {
  const opening = 4412.58;
  const made = spanBookings({ seed: 61301, kinds: PE, fixed: PE_FIXED, from: "2025-05-01", to: "2025-05-31", count: 44, opening, perBalance: false, next: true, fill: filler(() => "") });
  const all = rebalance(opening, byTime(rowsOf(made)), false);
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Banco Inca de Crédito S.A.A.", accountHolder: "ROSA ELENA QUISPE HUAMAN", iban: null, currency: "PEN", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const short = (d: string) => `${dd(d)}${PE_MON[Number(mm(d)) - 1]}`;
  const pages = paged(all, 19, 25);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#002a8d">Banco Inca de Crédito</b> <span style="color:#ff7800">▶</span><br>ESTADO DE CUENTA DE AHORROS</td><td>CUENTA: 193-41207731-0-52<br>MONEDA: SOLES<br>DEL 01/05/2025 AL 31/05/2025<br>PÁG. ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">ROSA ELENA QUISPE HUAMAN<br>AV. BENAVIDES 1412 DPTO 301<br>SANTIAGO DE SURCO - LIMA</td><td>CCI: 002-193-141207731052-14<br>PRODUCTO: CUENTA DIGITAL<br>TEA: 0.00%</td></tr></table><table class="box" style="width:80%;margin-bottom:4mm;border:1px solid #002a8d;text-align:center"><tr><td>SALDO ANTERIOR</td><td>TOTAL ABONOS</td><td>TOTAL CARGOS</td><td>SALDO ACTUAL</td></tr><tr><td><b>${en(opening)}</b></td><td><b>${en(credits(bookings))}</b></td><td><b>${en(debits(bookings))}</b></td><td><b>${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list
        .map(({ b, f }) => `<tr><td class="nw">${short(b.date)}</td><td class="nw">${short(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="nw">${f.columns[1]}</td><td class="nw">${f.columns[2]}</td><td class="nw">${f.columns[0] === "" ? "" : f.time}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td></tr>`)
        .join("");
      const end = last ? `<tr class="bal"><td></td><td></td><td>TOTALES</td><td></td><td></td><td></td><td></td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Los depósitos de personas naturales están protegidos por el Fondo de Seguro de Depósitos hasta el monto máximo vigente. Si no formula observaciones en un plazo de 30 días, el estado de cuenta se considerará aprobado.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:7%">FECHA PROC.</th><th style="width:7%">FECHA VALOR</th><th>DESCRIPCIÓN</th><th style="width:6%">MED. ATN.</th><th style="width:10%">LUGAR</th><th style="width:8%">NUM. OP.</th><th style="width:6%">HORA</th><th class="r" style="width:11%">CARGOS / DEBE</th><th class="r" style="width:11%">ABONOS / HABER</th></tr></thead><tbody>${rows}${end}</tbody></table>${note}${foot(`Banco Inca de Crédito S.A.A. · RUC 20100412077 · Calle Centenario 156, La Molina, Lima · Banca por Teléfono 311-9898 · PÁG. ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-pe-cargos-abonos", layout: "FECHA PROC./FECHA VALOR/DESCRIPCIÓN/MED. ATN./LUGAR/NUM. OP./HORA/CARGOS / DEBE/ABONOS / HABER: yearless '02MAY' dates with no separator, channel, place, operation-number and clock-time columns between text and amounts, one-line Yape/Plin texts, no running balance, horizontal band of four balance labels over four figures above, TOTALES row, currency named 'SOLES', 3 pages", html: page(`${STYLE_P} body { font-size: 7.6pt; } thead th { border-bottom: 1.5px solid #002a8d; color: #002a8d; }`, body), truth };
}

// ---------------------------------------------------------------- Romanian bank (Romanian month names, labelled multi-line texts, no balance)

const RO_MON = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"];
const RO_CARD = "Nr. card: 5244XXXXXXXX7731";
const RO: readonly Kind[] = [
  { lines: ["Cumparare POS", RO_CARD, "Terminal: KAUFLAND RO 4120 BUCURESTI RO", "Data: {paid} Autorizare: {n6}"], money: "out", low: 40, high: 520, card: true },
  { lines: ["Cumparare POS", RO_CARD, "Terminal: MEGA IMAGE 0412 BUCURESTI RO", "Data: {paid} Autorizare: {n6}"], money: "out", low: 8, high: 140, card: true },
  { lines: ["Cumparare POS", RO_CARD, "Terminal: OMV 4120 BUCURESTI RO", "Data: {paid} Autorizare: {n6}"], money: "out", low: 150, high: 350, card: true },
  { lines: ["Cumparare POS", RO_CARD, "Terminal: AMAZON EU SARL LUXEMBOURG LU", "Data: {paid} Autorizare: {n6}", "Valoare tranzactie: {foreign} EUR Curs: 4,9771"], money: "out", low: 8, high: 90, rate: 4.9771, card: true },
  { lines: ["Retragere numerar", RO_CARD, "Terminal: ATM UNIRII 2 BUCURESTI RO", "Data: {paid} Autorizare: {n6}"], money: "out", low: 100, high: 800, step: 50, card: true },
  { lines: ["Transfer Home'Bank", "Beneficiar: POPESCU MIHAI", "In contul: RO66BACX0000001234567890", "Detalii: bilete concert", "Referinta: {n9}"], money: "out", low: 50, high: 600, step: 10 },
  { lines: ["Incasare", "Ordonator: MARIN ANDREEA", "Din contul: RO09BRDE410SV12345674100", "Detalii: impartit vacanta", "Referinta: {n9}"], money: "in", low: 50, high: 800, step: 10 },
];
const RO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["Plata debit direct", "Beneficiar: ENEL ENERGIE MUNTENIA SA", "Detalii: Factura 4120773105", "Referinta: DD{n8}"], money: "out", low: 246.18, high: 246.18 }],
  ["2025-03-05", { lines: ["Transfer Home'Bank", "Beneficiar: IONESCU VLAD", "In contul: RO56RNCB0082012345670001", "Detalii: chirie martie", "Referinta: {n9}"], money: "out", low: 2100, high: 2100 }],
  ["2025-03-10", { lines: ["Incasare", "Ordonator: TEHNOSOFT SOLUTIONS SRL", "Din contul: RO49AAAA1B31007593840000", "Detalii: salariu februarie 2025", "Referinta: {n9}"], money: "in", low: 6845, high: 6845 }],
  ["2025-03-15", { lines: ["Plata debit direct", "Beneficiar: DIGI ROMANIA SA", "Detalii: Factura 4120773", "Referinta: DD{n8}"], money: "out", low: 74.5, high: 74.5 }],
  ["2025-03-25", { lines: ["Rata credit", "Detalii: rata credit nevoi personale 4120773", "Referinta: {n9}"], money: "out", low: 1236.4, high: 1236.4 }],
  ["2025-03-31", { lines: ["Taxa lunara pachet", "Detalii: Pachet Standard martie 2025"], money: "out", low: 10, high: 10 }],
];

/** A Romanian bank's extras de cont: dates with Romanian month names, labelled multi-line texts, Debit/Credit, no running balance, 4 pages. */
function roExtras(): HoldoutStatement {
  const opening = 5418.44;
  const made = spanBookings({ seed: 61401, kinds: RO, fixed: RO_FIXED, from: "2025-03-01", to: "2025-03-31", count: 34, opening, perBalance: false, fill: filler((d) => dmy(d, "-"), de) });
  const { bookings, closing } = made;
  const code = iban("RO", "BDUN0000999904120773");
  const truth: HoldoutTruth = { bank: "Banca Dunării S.A.", accountHolder: "IONESCU ELENA CRISTINA", iban: code, currency: "RON", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${dd(d)} ${RO_MON[Number(mm(d)) - 1]} ${yyyy(d)}`;
  const pages = paged(bookings, 9, 12);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ff6200">Banca Dunării</b><br>Extras de cont</td><td>Perioada: 01/03/2025 - 31/03/2025<br>Cont curent RON<br>IBAN: ${code}<br>Pagina ${p + 1} din ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Titular cont: IONESCU ELENA CRISTINA<br>Str. Fabrica de Glucoza nr. 12, bl. 4, ap. 41<br>Sector 2, Bucuresti<br>CNP: 2XXXXXXXXX412</td><td>Numar extras: 3<br>Data emiterii: 01/04/2025<br>Valuta: RON</td></tr></table><p><b>Sold initial: ${de(opening)} RON</b></p>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${long(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<table class="box" style="width:60%;margin-top:4mm;border:1px solid #ff6200"><tr><td>Rulaj total debit</td><td class="r">${de(debits(bookings))} RON</td></tr><tr><td>Rulaj total credit</td><td class="r">${de(credits(bookings))} RON</td></tr><tr><td><b>Sold final</b></td><td class="r"><b>${de(closing)} RON</b></td></tr></table><p class="s" style="margin-top:2mm">Depozitele sunt garantate de Fondul de Garantare a Depozitelor Bancare in limita plafonului de garantare. Va rugam sa verificati tranzactiile si sa ne semnalati orice neconcordanta in termen de 30 de zile.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:16%">Data</th><th>Detalii tranzactie</th><th class="r" style="width:14%">Debit</th><th class="r" style="width:14%">Credit</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Banca Dunării S.A. · Bd. Iancu de Hunedoara nr. 48, Bucuresti · J40/4120/1994 · CUI 4120773 · Pagina ${p + 1} din ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-ro-extras-luna", layout: "Data/Detalii tranzactie/Debit/Credit: dates with Romanian month names '02 martie 2025', texts over three to five labelled lines (Nr. card:, Terminal:, Data:, Beneficiar:, Ordonator:, In contul:, Detalii:, Referinta:), a card text quoting a euro amount and its rate, '1.234,56' figures, no running balance, 'Sold initial' line above the table, turnover and 'Sold final' box after it, 4 pages", html: page(`${STYLE_P} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #ff6200; }`, body), truth };
}

// ---------------------------------------------------------------- Nigerian digital bank (amounts before the texts, category, balance last)

const NG: readonly Kind[] = [
  { lines: ["ADAEZE OKONKWO", "rent share"], money: "in", low: 5000, high: 60000, step: 500, columns: ["inward transfer"] },
  { lines: ["TUNDE BAKARE", "thanks for yesterday"], money: "in", low: 2000, high: 25000, step: 100, columns: ["inward transfer"] },
  { lines: ["SHOPRITE LEKKI", "Card spend SHOPRITE LAGOS"], money: "out", low: 3000, high: 45000, columns: ["card payment"] },
  { lines: ["BOLT", "Card spend BOLT.EU/O/2506"], money: "out", low: 1500, high: 9000, columns: ["transport"] },
  { lines: ["MTN", "Airtime 08031207731"], money: "out", low: 500, high: 5000, step: 100, columns: ["airtime"] },
  { lines: ["MTN", "Data bundle 08031207731"], money: "out", low: 1000, high: 5000, step: 500, columns: ["data"] },
  { lines: ["IKEJA ELECTRIC", "Prepaid token 0101207731"], money: "out", low: 5000, high: 30000, step: 500, columns: ["bills"] },
  { lines: ["CHUKWUDI EZE", "for the tailor"], money: "out", low: 2000, high: 40000, step: 500, columns: ["outward transfer"] },
];
const NG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["OLUMIDE ADEBAYO", "June rent balance"], money: "out", low: 250000, high: 250000, columns: ["outward transfer"] }],
  ["2025-06-05", { lines: ["DSTV", "DStv Compact 4120773105"], money: "out", low: 19000, high: 19000, columns: ["bills"] }],
  ["2025-06-10", { lines: ["SPEND+SAVE", "To Rent pocket"], money: "out", low: 50000, high: 50000, columns: ["savings"] }],
  ["2025-06-25", { lines: ["BRIGHTWAVE LTD", "SALARY JUNE 2025"], money: "in", low: 485000, high: 485000, columns: ["inward transfer"] }],
];

/** A Nigerian digital bank's statement: date and time in one cell, the amounts before the texts, a category column, the balance last, 3 pages. */
function ngMoneyInOut(): HoldoutStatement {
  const opening = 612480.55;
  const made = spanSeconds({ seed: 61501, kinds: NG, fixed: NG_FIXED, from: "2025-06-01", to: "2025-06-30", count: 40, opening, perBalance: true, fill: filler(() => "") });
  // An inflow of ₦10,000 or more bears the ₦50 transfer levy, taken right after it.
  const all = rebalance(
    opening,
    byTime(rowsOf(made)).flatMap((r) => (r.b.amount >= 10000 ? [r, charged(r, ["FGN", "Transfer levy (EMTL)"], 50, ["tax"])] : [r])),
    true,
  );
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Zuma Microfinance Bank Ltd", accountHolder: "CHIOMA GRACE OKAFOR", iban: null, currency: "NGN", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const naira = (v: number) => `₦${en(v)}`;
  const stampOf = (d: string, time: string) => `${dd(d)}/${mm(d)}/${d.slice(2, 4)} ${time}`;
  const pages = paged(all, 15, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#40196d">zuma</b><br>Account Statement</td><td>CHIOMA GRACE OKAFOR<br>Account Number: 2041207731<br>01/06/2025 - 30/06/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Address: 14 Admiralty Way, Lekki Phase 1, Lagos<br>Account Type: Savings<br>Currency: NGN<br>BVN: 222****7731</td><td><table class="box" style="border:1px solid #40196d"><tr><td>Opening Balance</td><td class="r">${naira(opening)}</td></tr><tr><td>Money In</td><td class="r">${naira(credits(bookings))}</td></tr><tr><td>Money Out</td><td class="r">${naira(debits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${naira(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list
        .map(({ b, f }) => `<tr><td class="nw">${stampOf(b.date, f.time)}</td><td class="r">${b.amount > 0 ? naira(b.amount) : ""}</td><td class="r">${b.amount < 0 ? naira(b.amount) : ""}</td><td class="nw">${f.columns[0]}</td><td>${lines(b.lines.slice(0, 1))}</td><td>${lines(b.lines.slice(1))}</td><td class="r">${naira(b.balance!)}</td></tr>`)
        .join("");
      const note = last ? `<p class="s" style="margin-top:3mm">Zuma Microfinance Bank Ltd is licensed by the Central Bank of Nigeria. Deposits are insured by the NDIC. If you notice an error on this statement, contact help@zuma.ng within 30 days.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Date/Time</th><th class="r" style="width:9%">Money In</th><th class="r" style="width:9%">Money Out</th><th style="width:10%">Category</th><th style="width:16%">To / From</th><th>Description</th><th class="r" style="width:11%">Balance</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Zuma Microfinance Bank Ltd · RC 1412077 · 151 Herbert Macaulay Way, Yaba, Lagos · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-ng-money-in-out", layout: "digital bank Date/Time/Money In/Money Out/Category/To-From/Description/Balance: '02/06/25 14:32:11' in one cell, the AMOUNTS BEFORE the texts, '₦12,500.00' figures, a category column, party and description in two columns, balance last, the ₦50 transfer levy as its own row after inflows of ₦10,000 or more, summary box above, 3 pages", html: page(`${STYLE_P} body { font-size: 7.3pt; } thead th { border-bottom: 1.5px solid #40196d; background: #f1ecf7; }`, body), truth };
}

// ---------------------------------------------------------------- American online bank (type column, settlement date after the amount)

const US: readonly Kind[] = [
  { lines: ["WALMART SUPERCENTER 4120 HOUSTON TX"], money: "out", low: 12, high: 180, card: true, columns: ["Purchase"] },
  { lines: ["H-E-B #412 HOUSTON TX"], money: "out", low: 18, high: 160, card: true, columns: ["Purchase"] },
  { lines: ["SHELL OIL 57442077 HOUSTON TX"], money: "out", low: 28, high: 62, card: true, columns: ["Purchase"] },
  { lines: ["DOORDASH*CHIPOTLE"], money: "out", low: 14, high: 42, card: true, columns: ["Purchase"] },
  { lines: ["TARGET 00041207 HOUSTON TX"], money: "out", low: 9, high: 120, card: true, columns: ["Purchase"] },
  { lines: ["ALLPOINT ATM 7-ELEVEN HOUSTON TX"], money: "out", low: 40, high: 200, step: 20, columns: ["ATM Withdrawal"] },
  { lines: ["Cash App*Jordan Lee"], money: "out", low: 15, high: 120, step: 5, columns: ["Transfer"] },
  { lines: ["Transfer from Savings Account"], money: "in", low: 50, high: 300, step: 25, columns: ["Transfer"] },
];
const US_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["AVALON APARTMENTS ONLINE PMT"], money: "out", low: 1185, high: 1185, columns: ["Direct Debit"] }],
  ["2025-04-04", { lines: ["LONESTAR HEALTH SYSTEMS PAYROLL"], money: "in", low: 1642.37, high: 1642.37, columns: ["Direct Deposit"] }],
  ["2025-04-08", { lines: ["T-MOBILE PCS SVC"], money: "out", low: 65, high: 65, columns: ["Direct Debit"] }],
  ["2025-04-09", { lines: ["SPOTIFY USA"], money: "out", low: 11.99, high: 11.99, card: true, columns: ["Purchase"] }],
  ["2025-04-12", { lines: ["GEICO AUTO INSURANCE"], money: "out", low: 142.18, high: 142.18, columns: ["Direct Debit"] }],
  ["2025-04-18", { lines: ["LONESTAR HEALTH SYSTEMS PAYROLL"], money: "in", low: 1642.37, high: 1642.37, columns: ["Direct Deposit"] }],
  ["2025-04-22", { lines: ["RELIANT ENERGY RETAIL"], money: "out", low: 118.44, high: 118.44, columns: ["Direct Debit"] }],
];

/** An American online bank's checking statement: a type column, the settlement date after the amount, daily round-ups, no running balance, 2 pages. */
function usSettlement(): HoldoutStatement {
  const opening = 2042.19;
  const made = spanBookings({ seed: 61601, kinds: US, fixed: US_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: false, fill: filler(() => "") });
  // A card purchase is listed on its transaction day and settles on the day it was booked.
  const drawn = rowsOf(made).map((r) => ({ type: r.f.columns[0]!, b: { ...r.b, date: r.f.paid, valueDate: r.b.date } }));
  const days = [...new Set(drawn.map((x) => x.b.date))].sort();
  const listed = days.flatMap((day) => {
    const ofDay = drawn.filter((x) => x.b.date === day);
    const spare = round2(ofDay.filter((x) => x.type === "Purchase").reduce((s, x) => s + round2(Math.ceil(-x.b.amount) - -x.b.amount), 0));
    const roundUp = { type: "Round Up", b: { date: day, valueDate: day, lines: ["Round Up Transfer to Savings Account"], amount: -spare, balance: null } };
    return spare > 0 ? [...ofDay, roundUp] : ofDay;
  });
  const bookings: HoldoutBooking[] = listed.map((x) => x.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Harbor Online Bank, N.A.", accountHolder: "JASMINE T. WILLIAMS", iban: null, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const total = (types: readonly string[]) => round2(listed.filter((x) => types.includes(x.type)).reduce((s, x) => s + x.b.amount, 0));
  const usd = (v: number) => `${v < 0 ? "-" : ""}$${en(v)}`;
  const mdy = (d: string) => `${mm(d)}/${dd(d)}/${yyyy(d)}`;
  const shown = (x: (typeof listed)[number]) => (x.type === "Round Up" ? "Transfer" : x.type);
  const pages = paged(listed, 22, 37);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#1ec677">harbor</b><br>Checking Account Statement</td><td>Account number: ••••7731<br>Statement period: April 1, 2025 to April 30, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">JASMINE T. WILLIAMS<br>4120 Westheimer Rd Apt 731<br>Houston, TX 77027</td><td><b>Summary</b><table class="box" style="border:1px solid #1ec677"><tr><td>Beginning balance on 4/1</td><td class="r">${usd(opening)}</td></tr><tr><td>Deposits</td><td class="r">${usd(total(["Direct Deposit"]))}</td></tr><tr><td>ATM Withdrawals</td><td class="r">${usd(total(["ATM Withdrawal"]))}</td></tr><tr><td>Purchases</td><td class="r">${usd(total(["Purchase", "Direct Debit"]))}</td></tr><tr><td>Adjustments</td><td class="r">$0.00</td></tr><tr><td>Transfers</td><td class="r">${usd(total(["Transfer"]))}</td></tr><tr><td>Round Up Transfers</td><td class="r">${usd(total(["Round Up"]))}</td></tr><tr><td>Fees</td><td class="r">$0.00</td></tr><tr><td><b>Ending balance on 4/30</b></td><td class="r"><b>${usd(closing)}</b></td></tr></table></td></tr></table><p><b>Transactions</b></p>`
          : ""
      }`;
      const rows = list.map((x) => `<tr><td class="nw">${mdy(x.b.date)}</td><td>${lines(x.b.lines)}</td><td class="nw">${shown(x)}</td><td class="r">${usd(x.b.amount)}</td><td class="nw">${mdy(x.b.valueDate)}</td></tr>`).join("");
      const note = last ? `<p class="s" style="margin-top:3mm">Banking services provided by Harbor Online Bank, N.A., Member FDIC. In case of errors or questions about your electronic transfers, contact us at 1-844-412-0773 as soon as you can, no later than 60 days after we sent the first statement on which the problem appeared.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:14%">Transaction Date</th><th>Description</th><th style="width:15%">Type</th><th class="r" style="width:13%">Amount</th><th style="width:14%">Settlement Date</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Harbor Online Bank, N.A. · P.O. Box 417731, San Francisco, CA 94141 · support@harbor.com · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-us-settlement-date", layout: "online bank Transaction Date/Description/Type/Amount/Settlement Date: MM/DD/YYYY, a type column after the text, signed '-$23.41' amounts, the settlement date AFTER the amount (card purchases one or two days later), daily 'Round Up Transfer to Savings Account' rows, no running balance, summary box split by type above, no currency named, 2 pages", html: page(`${STYLE_P} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #1ec677; }`, body), truth };
}

// ---------------------------------------------------------------- Turkish bank (Borç/Alacak, receipt numbers, NAKLİ YEKÜN carries)

const TR: readonly Kind[] = [
  { lines: ["BANKA KARTI İLE ALIŞVERİŞ", "MİGROS TİCARET A.Ş. İSTANBUL TR"], money: "out", low: 150, high: 2400, card: true, columns: ["{n6}"] },
  { lines: ["BANKA KARTI İLE ALIŞVERİŞ", "A101 YENİ MAĞAZACILIK KADIKÖY TR"], money: "out", low: 40, high: 600, card: true, columns: ["{n6}"] },
  { lines: ["BANKA KARTI İLE ALIŞVERİŞ", "TRENDYOL.COM İSTANBUL TR"], money: "out", low: 200, high: 3200, card: true, columns: ["{n6}"] },
  { lines: ["FAST GİDEN", "ALICI: MEHMET YILMAZ", "AÇIKLAMA: yemek"], money: "out", low: 100, high: 2500, step: 50, columns: ["{n6}"] },
  { lines: ["FAST GELEN", "GÖNDEREN: ZEYNEP KAYA", "AÇIKLAMA: borç iade"], money: "in", low: 200, high: 3000, step: 50, columns: ["{n6}"] },
  { lines: ["ATM PARA ÇEKME", "ATM 0412 KADIKÖY İSKELE"], money: "out", low: 500, high: 5000, step: 100, columns: ["{n6}"] },
];
const TR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["EFT GİDEN", "ALICI: HASAN ÇELİK", "AÇIKLAMA: Mayıs ayı kira bedeli"], money: "out", low: 22500, high: 22500, columns: ["{n6}"] }],
  ["2025-05-10", { lines: ["OTOMATİK ÖDEME", "İGDAŞ DOĞALGAZ FATURA 4120773105"], money: "out", low: 1284.6, high: 1284.6, columns: ["{n6}"] }],
  ["2025-05-12", { lines: ["OTOMATİK ÖDEME", "TÜRK TELEKOM FATURA 4120773"], money: "out", low: 449.9, high: 449.9, columns: ["{n6}"] }],
  ["2025-05-15", { lines: ["MAAŞ ÖDEMESİ", "GÖNDEREN: BOSFOR LOJİSTİK A.Ş."], money: "in", low: 58420, high: 58420, columns: ["{n6}"] }],
  ["2025-05-20", { lines: ["KREDİ KARTI ÖDEMESİ", "4543 **** **** 7731"], money: "out", low: 14286.35, high: 14286.35, columns: ["{n6}"] }],
  ["2025-05-31", { lines: ["HESAP İŞLETİM ÜCRETİ"], money: "out", low: 45, high: 45, columns: ["{n6}"] }],
  ["2025-05-31", { lines: ["BSMV", "HESAP İŞLETİM ÜCRETİ BSMV"], money: "out", low: 2.25, high: 2.25, columns: ["{n6}"] }],
];

/** A Turkish bank's hesap ekstresi: a receipt-number column, Borç before Alacak, NAKLİ YEKÜN carries with running totals, 3 pages. */
function trNakliYekun(): HoldoutStatement {
  const opening = 58612.7;
  const made = spanBookings({ seed: 61701, kinds: TR, fixed: TR_FIXED, from: "2025-05-01", to: "2025-05-31", count: 42, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const code = iban("TR", "0006700000041207731051");
  const truth: HoldoutTruth = { bank: "Anadolu Yapı Bankası A.Ş.", accountHolder: "AYŞE NUR DEMİR", iban: code, currency: "TRY", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(all, 15, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = pages.slice(0, p).flat().map((r) => r.b);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004990">Anadolu Yapı Bankası</b><br>HESAP EKSTRESİ</td><td>Şube: Kadıköy (0412)<br>Hesap No: 41207731-5051<br>IBAN: ${spaced(code)}<br>Dönem: 01/05/2025 - 31/05/2025<br>Sayfa ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Sayın AYŞE NUR DEMİR<br>Caferağa Mah. Moda Cad. No: 41 D: 7<br>34710 Kadıköy / İSTANBUL</td><td>Hesap Sahibi: AYŞE NUR DEMİR<br>Müşteri No: 41207731<br>Hesap Türü: Vadesiz Mevduat<br>Para Birimi: TRY<br>Ekstre Tarihi: 01/06/2025</td></tr></table>`
          : ""
      }`;
      const first =
        p === 0
          ? `<tr class="bal"><td class="nw">01/05/2025</td><td></td><td>DEVREDEN BAKİYE</td><td></td><td></td><td class="r">${de(opening)}</td></tr>`
          : `<tr class="bal"><td></td><td></td><td>NAKLİ YEKÜN</td><td class="r">${de(debits(before))}</td><td class="r">${de(credits(before))}</td><td class="r">${de(sumTo(opening, before))}</td></tr>`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${f.columns[0]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td></td><td>GENEL TOPLAM</td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td><td class="r">${de(closing)}</td></tr>` : "";
      const note = last ? `<p style="margin-top:3mm">Dönem Başı Bakiye: ${de(opening)} TL &nbsp;&nbsp; Dönem Sonu Bakiye: <b>${de(closing)} TL</b></p><p class="s">Ekstrenize ilişkin itirazlarınızı tebliğ tarihinden itibaren 30 gün içinde şubemize bildirmeniz gerekmektedir. Mevduatınız TMSF güvencesi altındadır.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Tarih</th><th style="width:8%">Fiş No</th><th>Açıklama</th><th class="r" style="width:13%">Borç</th><th class="r" style="width:13%">Alacak</th><th class="r" style="width:14%">Bakiye</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Anadolu Yapı Bankası A.Ş. · Levent Mah. Büyükdere Cad. No: 141, 34394 Beşiktaş / İSTANBUL · Mersis No: 0041207731000015 · Sayfa ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-tr-nakli-yekun", layout: "Tarih/Fiş No/Açıklama/Borç/Alacak/Bakiye: dd/mm/yyyy, a receipt-number column before the text, two- and three-line texts (ALICI:, GÖNDEREN:, AÇIKLAMA:), Borç before Alacak, balance per booking, DEVREDEN BAKİYE row, NAKLİ YEKÜN rows with the running debit and credit totals and the balance heading every later page, fee and BSMV as two bookings, GENEL TOPLAM row and Dönem Başı/Sonu Bakiye line, 3 pages", html: page(`${STYLE_P} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #004990; }`, body), truth };
}

// ---------------------------------------------------------------- Japanese online bank (signed yen and balance before the text)

const JP: readonly Kind[] = [
  { lines: ["VISAデビット {n7} AMAZON.CO.JP"], money: "out", low: 800, high: 12000 },
  { lines: ["VISAデビット {n7} SEVEN-ELEVEN"], money: "out", low: 200, high: 2000 },
  { lines: ["VISAデビット {n7} UNIQLO SHINJUKU"], money: "out", low: 1990, high: 9900 },
  { lines: ["VISAデビット {n7} SUICA MOBILE"], money: "out", low: 1000, high: 5000, step: 1000 },
  { lines: ["振込 ﾀﾅｶ ﾐｻｷ"], money: "out", low: 3000, high: 20000, step: 1000 },
  { lines: ["振込入金 ｽｽﾞｷ ﾕｳﾄ"], money: "in", low: 2000, high: 15000, step: 1000 },
  { lines: ["ATM出金 ｾﾌﾞﾝｷﾞﾝｺｳ"], money: "out", low: 10000, high: 50000, step: 10000 },
];
const JP_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-05", { lines: ["口座振替 ﾄｳｷﾖｳｶﾞｽ"], money: "out", low: 6842, high: 6842 }],
  ["2025-06-10", { lines: ["口座振替 ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ"], money: "out", low: 8916, high: 8916 }],
  ["2025-06-25", { lines: ["給与 ｶ)ﾐﾅﾄｿﾌﾄｳｴｱ"], money: "in", low: 286450, high: 286450 }],
  ["2025-06-26", { lines: ["口座振替 NTTﾄﾞｺﾓ"], money: "out", low: 7150, high: 7150 }],
  ["2025-06-27", { lines: ["振込 ｶ)ｻｸﾗﾌﾄﾞｳｻﾝ"], money: "out", low: 98000, high: 98000 }],
  ["2025-06-27", { lines: ["振込手数料"], money: "out", low: 145, high: 145 }],
];

/** A Japanese online bank's 入出金明細: a signed yen amount and the balance before the text, 2 pages. */
function jpNyushukkin(): HoldoutStatement {
  const opening = 234320;
  const made = spanBookings({ seed: 61801, kinds: JP, fixed: JP_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, whole: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "みなとネット銀行株式会社", accountHolder: "佐藤 健太", iban: null, currency: "JPY", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const yen = (v: number) => `${v < 0 ? "-" : ""}${String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/gu, ",")}`;
  const slash = (d: string) => d.replace(/-/gu, "/");
  const pages = paged(bookings, 22, 30);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#bf0000">みなとネット銀行</b><br>入出金明細</td><td>支店名　第一営業支店（101）<br>普通預金　口座番号 7731204<br>期間　2025/06/01～2025/06/30<br>${p + 1} / ${pages.length} ページ</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">佐藤 健太 様<br>〒160-0022<br>東京都新宿区新宿4-1-6<br>口座名義　佐藤 健太</td><td><table class="box" style="border:1px solid #bf0000"><tr><td>前月末残高</td><td class="r">${yen(opening)}円</td></tr><tr><td>入金合計</td><td class="r">${yen(credits(bookings))}円</td></tr><tr><td>出金合計</td><td class="r">${yen(debits(bookings))}円</td></tr><tr><td><b>当月末残高</b></td><td class="r"><b>${yen(closing)}円</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${slash(b.date)}</td><td class="r">${yen(b.amount)}</td><td class="r">${yen(b.balance!)}</td><td>${lines(b.lines)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">※本明細は、お客さまのお取引内容をお知らせするものです。お取引内容に相違がございましたら、カスタマーセンター（0120-412-077）までご連絡ください。</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:13%">取引日</th><th class="r" style="width:15%">入出金(円)</th><th class="r" style="width:17%">取引後残高(円)</th><th>入出金内容</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`みなとネット銀行株式会社　登録金融機関 関東財務局長（登金）第412号　${p + 1} / ${pages.length} ページ`)}</div>`;
    })
    .join("");
  return { name: "p-jp-nyushukkin", layout: "online bank 入出金明細 取引日/入出金(円)/取引後残高(円)/入出金内容: 'yyyy/mm/dd' dates, the signed yen amount without decimals and the balance BEFORE the text, one-line texts in half-width katakana and Latin (VISAデビット, 振込, 口座振替, 給与), a transfer fee booked after its transfer, summary box of balances and totals above, 2 pages", html: page(`${STYLE_P} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #bf0000; }`, body), truth };
}

// ---------------------------------------------------------------- UAE bank (three-line texts, cheque column, Cr on every balance)

const AE_CARD = "CARD NO. 4567XXXXXXXX7731 {paid}";
const AE: readonly Kind[] = [
  { lines: ["POS PURCHASE", "CARREFOUR MOE DUBAI AE", AE_CARD], money: "out", low: 40, high: 650, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "TALABAT DUBAI AE", AE_CARD], money: "out", low: 30, high: 180, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "ENOC 1041 AL BARSHA DUBAI AE", AE_CARD], money: "out", low: 60, high: 220, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "AMAZON.COM AMZN.COM/BILL US", "USD {foreign} @ 3.6725", AE_CARD], money: "out", low: 15, high: 120, rate: 3.6725, card: true, columns: [""] },
  { lines: ["ATM CASH WITHDRAWAL", "ATM DUBAI MARINA MALL", AE_CARD], money: "out", low: 200, high: 2000, step: 100, card: true, columns: [""] },
  { lines: ["FUNDS TRANSFER", "TO: ABDULLA HASSAN", "REF: FT25{n9}"], money: "out", low: 100, high: 1500, step: 50, columns: [""] },
  { lines: ["INWARD TRANSFER", "FROM: SARA AL HASHIMI", "REF: FT25{n9}"], money: "in", low: 100, high: 1200, step: 50, columns: [""] },
];
const AE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["CHEQUE PAID", "PAYEE: AL WASL PROPERTIES LLC", "CLEARING REF: CLR2507014120"], money: "out", low: 8250, high: 8250, columns: ["000412"] }],
  ["2025-07-05", { lines: ["DEWA BILL PAYMENT", "ACCOUNT 2041207731", "REF: BP25{n9}"], money: "out", low: 612.4, high: 612.4, columns: [""] }],
  ["2025-07-08", { lines: ["ETISALAT BILL PAYMENT", "MOBILE 0501207731", "REF: BP25{n9}"], money: "out", low: 325.5, high: 325.5, columns: [""] }],
  ["2025-07-15", { lines: ["CREDIT CARD PAYMENT", "CARD NO. 5412XXXXXXXX0773", "REF: CC25{n9}"], money: "out", low: 4186.25, high: 4186.25, columns: [""] }],
  ["2025-07-28", { lines: ["SALARY TRANSFER WPS", "FROM: GULFSTAR TRADING LLC", "SAL JUL 2025"], money: "in", low: 18500, high: 18500, columns: [""] }],
  ["2025-07-31", { lines: ["ACCOUNT MAINTENANCE FEE", "SERVICE CHARGE JUL 2025"], money: "out", low: 25, high: 25, columns: [""] }],
  ["2025-07-31", { lines: ["VAT ON FEES", "5% VAT ACCOUNT MAINTENANCE FEE"], money: "out", low: 1.25, high: 1.25, columns: [""] }],
];

/** A UAE bank's current account in English: three-line texts, a cheque column, every balance marked Cr, 3 pages. */
function aeCrBalance(): HoldoutStatement {
  const opening = 29480.35;
  const made = spanBookings({ seed: 61901, kinds: AE, fixed: AE_FIXED, from: "2025-07-01", to: "2025-07-31", count: 32, opening, perBalance: true, fill: filler((d) => dmy(d, "/")) });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const code = iban("AE", "0260001014120773105");
  const truth: HoldoutTruth = { bank: "Emirates Falcon Bank PJSC", accountHolder: "RAHUL MENON", iban: code, currency: "AED", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]} ${yyyy(d)}`;
  const cr = (v: number) => `${en(v)} ${v < 0 ? "Dr" : "Cr"}`;
  const pages = paged(all, 11, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#072b61">Emirates Falcon Bank</b><br>Statement of Account</td><td>Account Number: 1014120773105<br>IBAN: ${code}<br>Currency: AED<br>Period: 01 Jul 2025 to 31 Jul 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">RAHUL MENON<br>PO BOX 412077<br>DUBAI<br>UNITED ARAB EMIRATES</td><td><table class="box" style="border:1px solid #072b61"><tr><td>Opening Balance</td><td class="r">${cr(opening)}</td></tr><tr><td>Total Debits (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Credits (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${cr(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01 Jul 2025</td><td>OPENING BALANCE</td><td></td><td></td><td></td><td class="r">${cr(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${long(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${cr(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31 Jul 2025</td><td>CLOSING BALANCE</td><td></td><td></td><td></td><td class="r">${cr(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please examine this statement and notify us of any discrepancy within 15 days from the statement date, failing which the statement will be deemed correct. Emirates Falcon Bank PJSC is regulated by the Central Bank of the UAE.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Date</th><th>Description</th><th style="width:9%">Cheque No.</th><th class="r" style="width:12%">Debit</th><th class="r" style="width:12%">Credit</th><th class="r" style="width:15%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Emirates Falcon Bank PJSC · PO Box 777, Dubai, UAE · Call 600 54 0773 · TRN 100041207731003 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "p-ae-cr-balance", layout: "Date/Description/Cheque No./Debit/Credit/Balance: '02 Jul 2025' on every row, three-line texts (kind, merchant or party, card or reference line), a four-line US-dollar purchase quoting its amount and rate, a rent cheque in the cheque column, every balance marked 'Cr', fee and 5 % VAT as two bookings, OPENING/CLOSING BALANCE rows, summary box with counts above, 3 pages", html: page(`${STYLE_P} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #072b61; background: #eef2f8; }`, body), truth };
}

/** Batch P, in a fixed order. */
export function holdoutStatementsP(): HoldoutStatement[] {
  return [coAhorros(), inDrCr(), peCargosAbonos(), roExtras(), ngMoneyInOut(), usSettlement(), trNakliYekun(), jpNyushukkin(), aeCrBalance()];
}
