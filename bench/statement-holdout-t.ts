import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, charged, count, credits, debits, digits, en, EN_MON, filler, foot, lakh, paged, rebalance, rowsOf, UNBROKEN_STYLE, type Drawn, type Kind, type Row } from "./statement-holdout-kit.ts";

/**
 * A twentieth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the ordinary personal and small-business accounts of large banks outside
 * Western Europe (Argentina, the Philippines, Indonesia, Hong Kong, Nigeria, Colombia, the United
 * States, India and New Zealand), in layouts and combinations unlike the 155 of batches A to R:
 * - an Argentine bank's "caja de ahorro en pesos", "Fecha | Descripción | Origen | Créditos |
 *   Débitos | Saldo": dd/mm/yy, money in BEFORE money out, debits with a LEADING minus in the
 *   Débitos column ("-12.345,67"), an "Origen" channel column between the text and the amounts,
 *   texts over two and three lines (the other party's CUIT, an alias), the holder printed
 *   "SURNAME, NAME", a SALDO ANTERIOR row, the balances in a summary box, the currency named only
 *   in the account's name ("EN PESOS"), 3 pages;
 * - a Philippine universal bank's savings account, "Posting Date | Description | Debit | Credit |
 *   Running Balance | Branch": American-order "06/03/25" dates, a BRANCH column AFTER the balance,
 *   InstaPay/PESONet/BancNet texts over two lines, interest and its 20 % withholding tax as two
 *   bookings, a BALANCE FORWARD row, the letterhead printing the bank's short name in capitals and
 *   the fine print its name with "Inc.", the balances in a summary at the end, 3 pages;
 * - an Indonesian state bank's e-statement with bilingual Indonesian/English headings, "No |
 *   Tanggal / Date | Keterangan / Remarks | Nominal (IDR) | Saldo (IDR)": a running number, the
 *   date with Indonesian month names ("02 Mei 2025") over the clock time "14:32:11 WIB" in one
 *   cell, signed "-150.000,00"/"+5.000.000,00" amounts with dot thousands, BI-FAST/QRIS texts over
 *   two lines, interest and its tax as two bookings, the balances only in a bilingual box above,
 *   3 pages;
 * - a Hong Kong bank's HKD savings account with Chinese-over-English headings, "日期 Date | 交易摘要
 *   Transaction Details | 支票號碼 Cheque No. | 提款 Withdrawal | 存款 Deposit | 結餘 Balance":
 *   "2025/06/03" dates, FPS/EPS/autopay texts over two lines, a cheque in the cheque column, a
 *   bilingual "B/F BALANCE 承上結餘" row heading and "C/F BALANCE 轉下結餘" closing every page,
 *   3 pages;
 * - a Nigerian bank's current account, "DATE POSTED | DESCRIPTION | DEBIT | CREDIT | VALUE DATE |
 *   BALANCE": dd/mm/yyyy, the value date AFTER the amounts (a cheque lodged valued days later),
 *   NIP texts over two lines with the other party's bank, the electronic money transfer levy
 *   booked after each inflow of 10,000 or more, SMS charges and their VAT as two bookings, Opening
 *   and Closing Balance rows and a summary above, 3 pages;
 * - a Colombian bank's savings-account statement with the AMOUNT BEFORE the text, "Fecha | Valor |
 *   Doc. | Clase de Movimiento | Oficina": yearless "03/06" dates, "$ 150,000.00-" / "$
 *   2,500,000.00+" figures with a trailing sign, a document-number column and an office column
 *   after the text, one-line texts, no running balance, the balances and an average balance in a
 *   summary above, the period printed as a month ("INFORME DEL MES: JUNIO / 2025"), no currency
 *   named beyond "$", 3 pages;
 * - an American investor bank's checking account, "Date Posted | Transaction Type | Check Number
 *   | Description | Debits | Credits | Balance": yearless "06/02" dates, a TYPE column (ATM,
 *   ATMREBATE, Visa, Deposit, Transfer, Check, Interest) before the text, ATM fees rebated as
 *   bookings of their own, checks by number, Beginning and Ending Balance rows, the letterhead's
 *   short name and the fine print's "N.A.", no currency named, 3 pages;
 * - an Indian private bank's savings statement, "Tran Date | Chq No | Particulars | Debit |
 *   Credit | Balance | Init. Br": dd-mm-yyyy, the cheque column BEFORE the particulars, the
 *   initiating branch AFTER the balance, UPI/NEFT/IMPS particulars over two lines, lakh grouping,
 *   an undated OPENING BALANCE row, TRANSACTION TOTAL and CLOSING BALANCE rows at the end, the
 *   period as "(From : 01-05-2025 To : 31-05-2025)", 3 pages;
 * - a New Zealand bank's everyday account over a cycle from mid-May to mid-June, "Date |
 *   Transaction | Withdrawals | Deposits | Balance": unpadded yearless "3 Jun" dates, mixed-case
 *   texts over two lines (Eftpos, Direct Debit, Automatic Payment, Bill Payment), interest and its
 *   resident withholding tax as two bookings, Opening and Closing balance rows, no currency named,
 *   2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch T's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

const STYLE_T = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const de = (v: number) => figure(v, "de");

// ---------------------------------------------------------------- Argentine caja de ahorro (credits before debits, leading minus in the debit column)

const AR: readonly Kind[] = [
  { lines: ["TRANSFERENCIA DE TERCEROS", "GONZALEZ LUCIA BELEN", "CUIT 27-35412077-4"], money: "in", low: 15000, high: 180000, step: 500, columns: ["Home Banking"] },
  { lines: ["TRANSFERENCIA A TERCEROS", "ALIAS: MATI.ROJO.SOL", "VAR - VARIOS"], money: "out", low: 8000, high: 120000, step: 500, columns: ["Home Banking"] },
  { lines: ["COMPRA CON TARJETA DE DEBITO", "COTO SUC 042 CABALLITO"], money: "out", low: 6500, high: 95000, card: true, columns: ["Tarjeta"] },
  { lines: ["COMPRA CON TARJETA DE DEBITO", "MERPAGO*DIA TIENDA 412"], money: "out", low: 2500, high: 38000, card: true, columns: ["Tarjeta"] },
  { lines: ["EXTRACCION CAJERO AUTOMATICO", "ATM BANELCO 4412 RIVADAVIA"], money: "out", low: 10000, high: 100000, step: 5000, columns: ["Cajero"] },
  { lines: ["PAGO DE SERVICIOS", "AYSA 0412077310"], money: "out", low: 9000, high: 26000, columns: ["Home Banking"] },
  { lines: ["TRANSFERENCIA DE TERCEROS", "MERCADOPAGO - RETIRO", "CUIT 30-70308853-4"], money: "in", low: 5000, high: 60000, step: 100, columns: ["Home Banking"] },
];
const AR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["ACREDITACION DE HABERES", "TECNOSUR S.A.", "CUIT 30-71412077-9"], money: "in", low: 1846320.55, high: 1846320.55, columns: ["Sueldos"] }],
  ["2025-06-05", { lines: ["DEBITO AUTOMATICO", "TELECOM ARGENTINA PERSONAL", "ID 0412077310"], money: "out", low: 28450.9, high: 28450.9, columns: ["Déb. automático"] }],
  ["2025-06-09", { lines: ["TRANSFERENCIA A TERCEROS", "INMOBILIARIA PALERMO SRL", "ALQ - ALQUILER JUNIO"], money: "out", low: 650000, high: 650000, columns: ["Home Banking"] }],
  ["2025-06-12", { lines: ["DEBITO AUTOMATICO", "EDESUR S.A. 0412 7731 05"], money: "out", low: 41236.4, high: 41236.4, columns: ["Déb. automático"] }],
  ["2025-06-16", { lines: ["PAGO TARJETA DE CREDITO", "VISA 4412 XXXX XXXX 7731"], money: "out", low: 512870.33, high: 512870.33, columns: ["Home Banking"] }],
  ["2025-06-30", { lines: ["INTERESES GANADOS", "CAJA DE AHORRO"], money: "in", low: 1412.07, high: 1412.07, columns: [""] }],
];

/** An Argentine bank's caja de ahorro: credits before debits, debits with a leading minus, an origin column, 3 pages. */
function arCajaDeAhorro(): HoldoutStatement {
  const opening = 384127.4;
  const made = spanBookings({ seed: 82101, kinds: AR, fixed: AR_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banco del Río de la Plata S.A.", accountHolder: "GOMEZ, MARTIN ALEJANDRO", iban: null, currency: "ARS", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmyy = (d: string) => `${dd(d)}/${mm(d)}/${yyyy(d).slice(2)}`;
  const pages = paged(all, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e35205">Banco del Río de la Plata S.A.</b><br>Resumen de cuenta</td><td>CAJA DE AHORRO EN PESOS N° 4120-7731/05<br>CBU 0720412088000077310552<br>Período: 01/06/2025 al 30/06/2025<br>Hoja ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">GOMEZ, MARTIN ALEJANDRO<br>AV. RIVADAVIA 5412 PISO 7 DTO B<br>C1424 CABALLITO - CAPITAL FEDERAL<br>CUIL 20-31412077-3</td><td><table class="box" style="border:1px solid #e35205"><tr><td>Saldo al 31/05/2025</td><td class="r">$ ${de(opening)}</td></tr><tr><td>Total créditos</td><td class="r">$ ${de(credits(bookings))}</td></tr><tr><td>Total débitos</td><td class="r">$ -${de(debits(bookings))}</td></tr><tr><td><b>Saldo al 30/06/2025</b></td><td class="r"><b>$ ${de(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">31/05/25</td><td>SALDO ANTERIOR</td><td></td><td></td><td></td><td class="r">${de(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmyy(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td><td class="r">${b.amount < 0 ? `-${de(b.amount)}` : ""}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const note = last ? `<p class="s" style="margin-top:3mm">Los depósitos en pesos y en moneda extranjera cuentan con la garantía de hasta $ 25.000.000. Ver Ley 24.485 y Com. "A" 2337 del BCRA. Usted puede consultar el "Régimen de Transparencia" elaborado por el Banco Central.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Fecha</th><th>Descripción</th><th style="width:13%">Origen</th><th class="r" style="width:12%">Créditos</th><th class="r" style="width:12%">Débitos</th><th class="r" style="width:13%">Saldo</th></tr></thead><tbody>${first}${rows}</tbody></table>${note}${foot(`Banco del Río de la Plata S.A. · CUIT 30-50000173-5 · Tte. Gral. J. D. Perón 407, C1038AAI CABA · Resumen de cuenta 06/2025 · Hoja ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-ar-caja-de-ahorro", layout: "caja de ahorro en pesos Fecha/Descripción/Origen/Créditos/Débitos/Saldo: dd/mm/yy, money in BEFORE money out, debits with a LEADING minus in the Débitos column, an Origen channel column between the text and the amounts, texts over two and three lines (CUIT, alias), holder 'SURNAME, NAME', SALDO ANTERIOR row, balances in a summary box, currency named only as 'EN PESOS', 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #e35205; }`, body), truth };
}

// ---------------------------------------------------------------- Philippine universal bank (MM/DD/YY, branch column after the balance)

const PH: readonly Kind[] = [
  { lines: ["INSTAPAY TRANSFER", "TO GCASH 0917XXX4412"], money: "out", low: 200, high: 5000, step: 50, columns: ["EBANKING"] },
  { lines: ["INSTAPAY CREDIT", "FROM MAYA JOSE P SANTOS"], money: "in", low: 300, high: 8000, step: 50, columns: ["EBANKING"] },
  { lines: ["POS PURCHASE", "SM SUPERMARKET MAKATI"], money: "out", low: 450, high: 6800, card: true, columns: ["0412 MAKATI"] },
  { lines: ["POS PURCHASE", "MERCURY DRUG GLORIETTA"], money: "out", low: 180, high: 2500, card: true, columns: ["0412 MAKATI"] },
  { lines: ["ATM WITHDRAWAL", "BANCNET ATM SM MEGAMALL"], money: "out", low: 1000, high: 10000, step: 500, columns: ["0773 ORTIGAS"] },
  { lines: ["ATM WITHDRAWAL", "OWN ATM AYALA AVE"], money: "out", low: 1000, high: 10000, step: 1000, columns: ["0412 MAKATI"] },
  { lines: ["BILLS PAYMENT", "GLOBE TELECOM 0917XXX4412"], money: "out", low: 599, high: 1999, columns: ["EBANKING"] },
];
const PH_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-10", { lines: ["PESONET CREDIT", "ACME BPO SOLUTIONS INC PAYROLL"], money: "in", low: 28412.5, high: 28412.5, columns: ["EBANKING"] }],
  ["2025-06-11", { lines: ["BILLS PAYMENT", "MERALCO 0412077310"], money: "out", low: 3846.2, high: 3846.2, columns: ["EBANKING"] }],
  ["2025-06-15", { lines: ["CHECK ENCASHMENT", "CHECK NO 0041207"], money: "out", low: 12000, high: 12000, columns: ["0412 MAKATI"] }],
  ["2025-06-25", { lines: ["PESONET CREDIT", "ACME BPO SOLUTIONS INC PAYROLL"], money: "in", low: 28412.5, high: 28412.5, columns: ["EBANKING"] }],
  ["2025-06-26", { lines: ["INSTAPAY TRANSFER", "TO BPI 4120773105 LANDLORD"], money: "out", low: 18500, high: 18500, columns: ["EBANKING"] }],
  ["2025-06-30", { lines: ["INTEREST CREDIT"], money: "in", low: 14.35, high: 14.35, columns: ["0412 MAKATI"] }],
  ["2025-06-30", { lines: ["WITHHOLDING TAX", "20% FINAL TAX ON INTEREST"], money: "out", low: 2.87, high: 2.87, columns: ["0412 MAKATI"] }],
];

/** A Philippine universal bank's savings account: American-order dates, a branch column after the balance, 3 pages. */
function phSavings(): HoldoutStatement {
  const opening = 66218.9;
  const made = spanBookings({ seed: 82202, kinds: PH, fixed: PH_FIXED, from: "2025-06-01", to: "2025-06-30", count: 36, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Luzon Unibank, Inc.", accountHolder: "MA. ISABEL D. REYES", iban: null, currency: "PHP", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const mdy = (d: string) => `${mm(d)}/${dd(d)}/${yyyy(d).slice(2)}`;
  const pages = paged(all, 14, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:16pt;color:#0033a0">LUZON UNIBANK</b><br>STATEMENT OF ACCOUNT · SAVINGS</td><td>Account Number: 004120773105<br>Currency: PHP<br>Period Covered: June 01, 2025 to June 30, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">MA. ISABEL D. REYES<br>UNIT 1207 TOWER 2 THE COLUMNS<br>AYALA AVENUE, MAKATI CITY 1226</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">06/01/25</td><td>BALANCE FORWARD</td><td></td><td></td><td class="r">${en(opening)}</td><td></td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${mdy(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td><td class="nw">${f.columns[0]}</td></tr>`).join("");
      const summary = last
        ? `<table class="box" style="width:60%;border:1px solid #0033a0;margin-top:3mm"><tr><td>Beginning Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Debits (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Credits (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table><p class="s">Deposits are insured by PDIC up to P1,000,000 per depositor. Please examine this statement and report any discrepancy within thirty (30) days.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Posting Date</th><th>Description</th><th class="r" style="width:13%">Debit</th><th class="r" style="width:13%">Credit</th><th class="r" style="width:14%">Running Balance</th><th style="width:13%">Branch</th></tr></thead><tbody>${first}${rows}</tbody></table>${summary}${foot(`Luzon Unibank, Inc. is regulated by the Bangko Sentral ng Pilipinas · Contact Center (+632) 8631-4120 · Account 004120773105 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-ph-branch-after-balance", layout: "savings Posting Date/Description/Debit/Credit/Running Balance/Branch: American-order '06/03/25' dates, a branch column AFTER the balance, InstaPay/PESONet/BancNet texts over two lines, interest and its 20 % withholding tax as two bookings, BALANCE FORWARD row, letterhead short name 'LUZON UNIBANK' with 'Inc.' in the fine print, summary with counts at the end, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #0033a0; background: #eef2fa; }`, body), truth };
}

// ---------------------------------------------------------------- Indonesian e-statement (running number, date over time, signed dot-thousands amounts)

const ID_MON = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const ID: readonly Kind[] = [
  { lines: ["Transfer BI-FAST", "Ke BCA 4120773105 ANDI SAPUTRA"], money: "out", low: 50000, high: 1500000, step: 5000 },
  { lines: ["Transfer Masuk", "Dari BUDI HARTONO"], money: "in", low: 100000, high: 2500000, step: 10000 },
  { lines: ["Pembayaran QRIS", "INDOMARET PANGLIMA POLIM"], money: "out", low: 12000, high: 350000, step: 100, card: true },
  { lines: ["Pembayaran QRIS", "KOPI KENANGAN SENOPATI"], money: "out", low: 18000, high: 95000, step: 500, card: true },
  { lines: ["Tarik Tunai ATM", "ATM NUSANTARA SUDIRMAN"], money: "out", low: 100000, high: 2500000, step: 50000 },
  { lines: ["Top Up e-Wallet", "GOPAY 0812XXXX7731"], money: "out", low: 50000, high: 500000, step: 25000 },
  { lines: ["Transfer Antar Rekening", "Ke 1410007731205 RINA WULANDARI"], money: "out", low: 100000, high: 1200000, step: 10000 },
];
const ID_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Pembayaran Tagihan", "PLN POSTPAID 541207731056"], money: "out", low: 684320, high: 684320 }],
  ["2025-05-05", { lines: ["Pembayaran Tagihan", "BPJS KESEHATAN 0001412077310"], money: "out", low: 150000, high: 150000 }],
  ["2025-05-10", { lines: ["Transfer BI-FAST", "Ke MANDIRI 1370041207731 KOS MELATI"], money: "out", low: 2750000, high: 2750000 }],
  ["2025-05-23", { lines: ["Gaji / Payroll", "PT SINAR MAJU ABADI"], money: "in", low: 14850000, high: 14850000 }],
  ["2025-05-31", { lines: ["Biaya Administrasi", "Mei 2025"], money: "out", low: 12500, high: 12500 }],
  ["2025-05-31", { lines: ["Bunga / Interest"], money: "in", low: 4812.33, high: 4812.33 }],
  ["2025-05-31", { lines: ["Pajak Bunga / Interest Tax"], money: "out", low: 962.47, high: 962.47 }],
];

/** An Indonesian state bank's e-statement: a running number, the date over the time, signed amounts, the balances only in a box above, 3 pages. */
function idEStatement(): HoldoutStatement {
  const opening = 8412077.31;
  const made = spanBookings({ seed: 82303, kinds: ID, fixed: ID_FIXED, from: "2025-05-01", to: "2025-05-31", count: 36, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "PT Bank Nusantara Raya (Persero) Tbk", accountHolder: "DEWI LESTARI", iban: null, currency: "IDR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const tanggal = (d: string) => `${dd(d)} ${ID_MON[Number(mm(d)) - 1]} ${yyyy(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${de(v)}`;
  const pages = paged(all, 12, 16);
  const body = pages
    .map((list, p) => {
      const start = pages.slice(0, p).reduce((n, l) => n + l.length, 0);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:42%"><b style="font-size:15pt;color:#003d79">Bank Nusantara</b><br>Rekening Koran / e-Statement</td><td>Nomor Rekening / Account No.: 141-00-0412077-3<br>Mata Uang / Currency: IDR<br>Periode / Period: 01 Mei 2025 - 31 Mei 2025<br>Halaman / Page ${p + 1} dari / of ${pages.length}</td></tr></table>${
        p === 0
          ? `<p style="margin:0 0 2mm">DEWI LESTARI<br>JL. PANGLIMA POLIM IX NO. 12<br>KEBAYORAN BARU, JAKARTA SELATAN 12160</p><table class="box" style="border:1px solid #003d79;margin-bottom:3mm"><tr><td>Saldo Awal<br>Initial Balance</td><td>Dana Masuk<br>Incoming Transactions</td><td>Dana Keluar<br>Outgoing Transactions</td><td>Saldo Akhir<br>Closing Balance</td></tr><tr><td><b>${de(opening)}</b></td><td><b>+${de(credits(bookings))}</b></td><td><b>-${de(debits(bookings))}</b></td><td><b>${de(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }, i) => `<tr><td class="r">${start + i + 1}</td><td class="nw">${tanggal(b.date)}<br><span class="s">${f.time}:${String(f.n % 60).padStart(2, "0")} WIB</span></td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Bank Nusantara berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS. Apabila terdapat perbedaan, harap hubungi Nusantara Call 14077.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th class="r" style="width:5%">No</th><th style="width:14%">Tanggal<br>Date</th><th>Keterangan<br>Remarks</th><th class="r" style="width:17%">Nominal (IDR)<br>Amount (IDR)</th><th class="r" style="width:17%">Saldo (IDR)<br>Balance (IDR)</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`PT Bank Nusantara Raya (Persero) Tbk · Plaza Nusantara, Jl. Jend. Sudirman Kav. 54-55, Jakarta 12190 · Dokumen ini dicetak secara elektronik / This document is electronically generated · Halaman ${p + 1} dari ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-id-estatement-date-time", layout: "e-statement with bilingual Indonesian/English headings No/Tanggal Date/Keterangan Remarks/Nominal (IDR)/Saldo (IDR): a running number, '02 Mei 2025' dates with Indonesian month names over a '14:32:11 WIB' clock time in one cell, signed '-150.000,00'/'+5.000.000,00' amounts, BI-FAST/QRIS texts over two lines, interest and its tax as two bookings, balances only in a bilingual band above, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #003d79; background: #eaf1f8; }`, body), truth };
}

// ---------------------------------------------------------------- Hong Kong bank (Chinese over English headings, B/F and C/F every page)

const HK: readonly Kind[] = [
  { lines: ["FPS TRANSFER OUT", "TO WONG SIU MING"], money: "out", low: 100, high: 3000, step: 10, columns: [""] },
  { lines: ["FPS TRANSFER IN", "FROM LEE KA YAN"], money: "in", low: 100, high: 2500, step: 10, columns: [""] },
  { lines: ["EPS PURCHASE", "PARKNSHOP 0412 TAIKOO"], money: "out", low: 60, high: 1200, card: true, columns: [""] },
  { lines: ["EPS PURCHASE", "WELLCOME SUPERMARKET 077"], money: "out", low: 40, high: 800, card: true, columns: [""] },
  { lines: ["ATM WITHDRAWAL", "JETCO ATM CENTRAL 4412"], money: "out", low: 200, high: 3000, step: 100, columns: [""] },
  { lines: ["AUTOPAY OUT", "OCTOPUS AAVS 4120773"], money: "out", low: 250, high: 250, columns: [""] },
];
const HK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-03", { lines: ["BILL PAYMENT", "CLP POWER HK LTD 4120773105"], money: "out", low: 684.5, high: 684.5, columns: [""] }],
  ["2025-06-05", { lines: ["CHEQUE"], money: "out", low: 16500, high: 16500, columns: ["000412"] }],
  ["2025-06-12", { lines: ["BILL PAYMENT", "HKBN 0412077310"], money: "out", low: 198, high: 198, columns: [""] }],
  ["2025-06-27", { lines: ["PAYROLL CREDIT", "PACIFIC TRADING CO LTD"], money: "in", low: 32480, high: 32480, columns: [""] }],
  ["2025-06-28", { lines: ["TRANSFER", "TO CREDIT CARD 4412XXXXXXXX7731"], money: "out", low: 8912.3, high: 8912.3, columns: [""] }],
  ["2025-06-30", { lines: ["CREDIT INTEREST"], money: "in", low: 1.86, high: 1.86, columns: [""] }],
];

/** A Hong Kong bank's HKD savings account: Chinese over English headings, yyyy/mm/dd, bilingual B/F and C/F rows every page, 3 pages. */
function hkSavings(): HoldoutStatement {
  const opening = 48412.65;
  const made = spanBookings({ seed: 82404, kinds: HK, fixed: HK_FIXED, from: "2025-06-01", to: "2025-06-30", count: 36, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Harbour City Bank (Hong Kong) Limited", accountHolder: "CHAN TAI MAN", iban: null, currency: "HKD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const ymd = (d: string) => `${yyyy(d)}/${mm(d)}/${dd(d)}`;
  const th = (zh: string, enText: string, cls = "", width = "") => `<th${cls === "" ? "" : ` class="${cls}"`}${width === "" ? "" : ` style="width:${width}"`}>${zh}<br>${enText}</th>`;
  const pages = paged(all, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((r) => r.b));
      const after = sumTo(before, list.map((r) => r.b));
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:48%"><b class="nw" style="font-size:12pt;color:#8b0000">Harbour City Bank (Hong Kong) Limited</b><br><span style="font-size:11pt">港城銀行(香港)有限公司</span><br>結單 Statement of Account</td><td class="nw">戶口號碼 Account Number: 012-412-0-077310-5<br>戶口類別 Account Type: 港元儲蓄 HKD Savings<br>貨幣 Currency: HKD<br>結單期 Statement Period: 2025/06/01 - 2025/06/30<br>頁數 Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">CHAN TAI MAN<br>FLAT 12B, BLOCK 4, TAIKOO SHING<br>QUARRY BAY, HONG KONG</p>` : ""
      }`;
      const first = `<tr class="bal"><td class="nw">${ymd(p === 0 ? "2025-06-01" : list[0]!.b.date)}</td><td>B/F BALANCE 承上結餘</td><td></td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${ymd(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = `<tr class="bal"><td class="nw">${last ? "2025/06/30" : ""}</td><td>${last ? "CLOSING BALANCE 結單結餘" : "C/F BALANCE 轉下結餘"}</td><td></td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Harbour City Bank (Hong Kong) Limited is a member of the Deposit Protection Scheme. Eligible deposits taken by this bank are protected by the Scheme up to a limit of HK$800,000 per depositor. 請仔細核對結單，如有錯漏，請於九十天內通知本行。</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr>${th("日期", "Date", "", "11%")}${th("交易摘要", "Transaction Details")}${th("支票號碼", "Cheque No.", "", "10%")}${th("提款", "Withdrawal", "r", "13%")}${th("存款", "Deposit", "r", "13%")}${th("結餘", "Balance", "r", "14%")}</tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Harbour City Bank (Hong Kong) Limited 港城銀行(香港)有限公司 · 12 Queen's Road Central, Hong Kong · Customer Service Hotline 2412 0773 · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-hk-bilingual-bf-cf", layout: "HKD savings with Chinese over English headings Date/Transaction Details/Cheque No./Withdrawal/Deposit/Balance: '2025/06/03' dates, FPS/EPS/autopay texts over two lines, a cheque by number in the cheque column, bilingual 'B/F BALANCE 承上結餘' heading and 'C/F BALANCE 轉下結餘' closing every page, CLOSING BALANCE row at the end, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #8b0000; }`, body), truth };
}

// ---------------------------------------------------------------- Nigerian bank (value date after the amounts, transfer levy rows)

const NG: readonly Kind[] = [
  { lines: ["NIP TRANSFER TO CHUKWUEMEKA OBI", "GTBANK/0412077310/FOODSTUFF"], money: "out", low: 5000, high: 120000, step: 500 },
  { lines: ["NIP CR/AMINA BELLO", "ACCESS BANK/CONTRIBUTION"], money: "in", low: 5000, high: 150000, step: 500 },
  { lines: ["POS PURCHASE", "SHOPRITE LEKKI LAGOS NG"], money: "out", low: 3500, high: 85000, card: true },
  { lines: ["POS PURCHASE", "TOTALENERGIES ADMIRALTY WAY"], money: "out", low: 8000, high: 60000, card: true },
  { lines: ["ATM WDL", "ATM 0412 ADMIRALTY WAY LEKKI"], money: "out", low: 5000, high: 40000, step: 1000 },
  { lines: ["AIRTIME PURCHASE", "MTN 0803XXX7731"], money: "out", low: 1000, high: 10000, step: 500 },
  { lines: ["NIP CR/OLUWAKEMI ADEYEMI", "OPAY/REFUND"], money: "in", low: 2000, high: 45000, step: 500 },
];
const NG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["SALARY JUL 2025", "LEKKI PORT LOGISTICS LTD"], money: "in", low: 685400, high: 685400 }],
  ["2025-07-04", { lines: ["CHQ LODGEMENT", "CHQ 00412077 UBA"], money: "in", low: 250000, high: 250000 }],
  ["2025-07-05", { lines: ["NIP TRANSFER TO LEKKI GARDENS", "ZENITH/1014120773/RENT Q3"], money: "out", low: 450000, high: 450000 }],
  ["2025-07-10", { lines: ["DSTV SUBSCRIPTION", "SMARTCARD 4120773105"], money: "out", low: 44500, high: 44500 }],
  ["2025-07-31", { lines: ["SMS ALERT CHARGES", "JUL 2025"], money: "out", low: 480, high: 480 }],
  ["2025-07-31", { lines: ["VAT ON SMS ALERT CHARGES"], money: "out", low: 36, high: 36 }],
];

/** A Nigerian bank's current account: the value date after the amounts, a transfer levy after each large inflow, 3 pages. */
function ngCurrent(): HoldoutStatement {
  const opening = 312418.75;
  const made = spanBookings({ seed: 82505, kinds: NG, fixed: NG_FIXED, from: "2025-07-01", to: "2025-07-31", count: 32, opening, perBalance: true, fill: filler(() => "") });
  const levied = rowsOf(made).flatMap((r) => {
    // A lodged cheque is valued when it clears, three working days later.
    const row = r.b.lines[0] === "CHQ LODGEMENT" ? { ...r, b: { ...r.b, valueDate: "2025-07-09" } } : r;
    return r.b.amount >= 10000 ? [row, charged(r, ["ELECTRONIC MONEY TRANSFER LEVY"], 50, [])] : [row];
  });
  const all = rebalance(opening, levied, true);
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Lagoon Trust Bank Plc", accountHolder: "ADEBAYO OLUWASEUN JOHNSON", iban: null, currency: "NGN", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 13, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:16pt;color:#d71920">Lagoon Trust Bank</b><br>STATEMENT OF ACCOUNT</td><td>ACCOUNT NO: 1014120773<br>ACCOUNT TYPE: CURRENT ACCOUNT INDIVIDUAL<br>CURRENCY: NGN<br>PERIOD: 01/07/2025 TO 31/07/2025<br>PAGE ${p + 1} OF ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ADEBAYO OLUWASEUN JOHNSON<br>14B ADMIRALTY WAY, LEKKI PHASE 1<br>LAGOS</td><td><table class="box" style="border:1px solid #d71920"><tr><td>Opening Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Debit</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Credit</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/07/2025</td><td>Opening Balance</td><td></td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31/07/2025</td><td>Closing Balance</td><td></td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Deposits are insured by the Nigeria Deposit Insurance Corporation (NDIC) up to the maximum amount allowed. The Electronic Money Transfer Levy of N50 applies to electronic receipts of N10,000 and above. Kindly report any discrepancy within 15 days.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">DATE POSTED</th><th>DESCRIPTION</th><th class="r" style="width:13%">DEBIT</th><th class="r" style="width:13%">CREDIT</th><th style="width:11%">VALUE DATE</th><th class="r" style="width:14%">BALANCE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Lagoon Trust Bank Plc · RC 150774 · Plot 84 Ajose Adeogun Street, Victoria Island, Lagos · Licensed by the Central Bank of Nigeria · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-ng-value-date-after-amounts", layout: "current account DATE POSTED/DESCRIPTION/DEBIT/CREDIT/VALUE DATE/BALANCE: dd/mm/yyyy, the value date AFTER the amounts (a lodged cheque valued days later), NIP texts over two lines, the electronic money transfer levy as a row of its own after each inflow of 10,000 or more, SMS charges and their VAT as two bookings, Opening/Closing Balance rows and a summary box above, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #d71920; }`, body), truth };
}

// ---------------------------------------------------------------- Colombian savings account (amount before the text, trailing sign, no running balance)

const CO: readonly Kind[] = [
  { lines: ["Compra Tarjeta Débito Éxito Unicentro"], money: "out", low: 25000, high: 420000, step: 100, card: true, columns: ["Unicentro Bogotá"] },
  { lines: ["Compra Tarjeta Débito Rappi Colombia"], money: "out", low: 18000, high: 160000, step: 100, card: true, columns: ["Canal Electrónico"] },
  { lines: ["Retiro Cajero Propio"], money: "out", low: 100000, high: 800000, step: 50000, columns: ["Calle 72 Bogotá"] },
  { lines: ["Transferencia a Nequi 3104120773"], money: "out", low: 20000, high: 500000, step: 5000, columns: ["App Móvil"] },
  { lines: ["Abono Transferencia de Otra Entidad"], money: "in", low: 50000, high: 900000, step: 5000, columns: ["Canal Electrónico"] },
  { lines: ["Pago PSE Claro Colombia"], money: "out", low: 69900, high: 149900, step: 100, columns: ["Canal Electrónico"] },
  { lines: ["Transferencia Cuenta Propia Bre-B"], money: "in", low: 100000, high: 1000000, step: 50000, columns: ["App Móvil"] },
];
const CO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["Cuota de Manejo Tarjeta Débito"], money: "out", low: 16990, high: 16990, columns: ["Oficina Principal"] }],
  ["2025-06-05", { lines: ["Pago PSE Codensa Enel"], money: "out", low: 186420, high: 186420, columns: ["Canal Electrónico"] }],
  ["2025-06-10", { lines: ["Pago de Nómina Constructora Andina S.A.S."], money: "in", low: 2412000, high: 2412000, columns: ["Canal Electrónico"] }],
  ["2025-06-12", { lines: ["Pago Administración Conjunto Torres del Parque"], money: "out", low: 412000, high: 412000, columns: ["App Móvil"] }],
  ["2025-06-25", { lines: ["Pago de Nómina Constructora Andina S.A.S."], money: "in", low: 2412000, high: 2412000, columns: ["Canal Electrónico"] }],
  ["2025-06-30", { lines: ["Abono Intereses Ahorros"], money: "in", low: 1840.22, high: 1840.22, columns: ["Oficina Principal"] }],
];

/** A Colombian bank's savings account: the amount before the text with a trailing sign, no running balance, the period as a month, 3 pages. */
function coAhorros(): HoldoutStatement {
  const opening = 2846207.31;
  const made = spanBookings({ seed: 82606, kinds: CO, fixed: CO_FIXED, from: "2025-06-01", to: "2025-06-30", count: 40, opening, perBalance: false, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banco Cafetero Andino S.A.", accountHolder: "LAURA CAMILA PÉREZ GÓMEZ", iban: null, currency: null, periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const valor = (v: number) => `$ ${en(v)}${v < 0 ? "-" : "+"}`;
  // The average balance over the month's days, as the summary prints it (not a booking's balance).
  let running = opening;
  let total = 0;
  for (let day = 1; day <= 30; day++) {
    const iso = `2025-06-${String(day).padStart(2, "0")}`;
    running = round2(running + bookings.filter((b) => b.date === iso).reduce((s, b) => s + b.amount, 0));
    total += running;
  }
  const average = round2(total / 30);
  const pages = paged(all, 16, 20);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#c8102e">Banco Cafetero Andino</b><br>Extracto Cuenta de Ahorros</td><td>INFORME DEL MES: JUNIO / 2025<br>Cuenta de Ahorros N° 0412 0077 3105<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">LAURA CAMILA PÉREZ GÓMEZ<br>CL 72 # 10-41 APTO 1207<br>BOGOTÁ D.C.</td><td><table class="box" style="border:1px solid #c8102e"><tr><td>Saldo Anterior</td><td class="r">$ ${en(opening)}</td></tr><tr><td>Más Créditos</td><td class="r">$ ${en(credits(bookings))}</td></tr><tr><td>Menos Débitos</td><td class="r">$ ${en(debits(bookings))}</td></tr><tr><td><b>Nuevo Saldo</b></td><td class="r"><b>$ ${en(closing)}</b></td></tr><tr><td>Saldo Promedio</td><td class="r">$ ${en(average)}</td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dd(b.date)}/${mm(b.date)}</td><td class="r">${valor(b.amount)}</td><td class="nw">${digits(f.n, 6)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Si no formula objeciones dentro de los treinta (30) días siguientes al recibo de este extracto, se entenderá aceptado. Producto amparado por el Seguro de Depósitos de Fogafín. Defensor del Consumidor Financiero: defensor@cafeteroandino.com.co.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Fecha</th><th class="r" style="width:17%">Valor</th><th style="width:9%">Doc.</th><th>Clase de Movimiento</th><th style="width:18%">Oficina</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Banco Cafetero Andino S.A. · NIT 860.041.207-3 · Vigilado Superintendencia Financiera de Colombia · Línea 601 412 0773 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-co-amount-before-text", layout: "savings extract Fecha/Valor/Doc./Clase de Movimiento/Oficina with the AMOUNT BEFORE the text: yearless '03/06' dates, '$ 150,000.00-' / '$ 2,500,000.00+' figures with a trailing sign, a document-number column and an office column after the text, one-line texts, no running balance, balances and an average balance in a summary above, the period printed as a month 'INFORME DEL MES: JUNIO / 2025', no currency named beyond '$', 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #c8102e; }`, body), truth };
}

// ---------------------------------------------------------------- American investor checking (a transaction-type column before the text)

const US: readonly Kind[] = [
  { lines: ["WHOLE FOODS MKT 10412", "AUSTIN TX"], money: "out", low: 18, high: 240, card: true, columns: ["Visa", ""] },
  { lines: ["HEB #412 S CONGRESS", "AUSTIN TX"], money: "out", low: 12, high: 190, card: true, columns: ["Visa", ""] },
  { lines: ["SQ *CUVEE COFFEE", "AUSTIN TX"], money: "out", low: 4, high: 22, card: true, columns: ["Visa", ""] },
  { lines: ["ATM WITHDRAWAL", "CHASE 4412 LAMAR BLVD AUSTIN TX"], money: "out", low: 60, high: 300, step: 20, columns: ["ATM", ""] },
  { lines: ["ZELLE FROM KEVIN PARK", "CONF# {n9}"], money: "in", low: 20, high: 400, step: 5, columns: ["Deposit", ""] },
  { lines: ["ZELLE TO MARIA GARCIA", "CONF# {n9}"], money: "out", low: 25, high: 300, step: 5, columns: ["Withdrawal", ""] },
  { lines: ["AMAZON.COM*RT41207", "SEATTLE WA"], money: "out", low: 9, high: 160, card: true, columns: ["Visa", ""] },
];
const US_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["CHECK PAID"], money: "out", low: 1875, high: 1875, columns: ["Check", "1207"] }],
  ["2025-06-06", { lines: ["DIRECT DEPOSIT", "BLUEBONNET HEALTH PAYROLL"], money: "in", low: 2841.36, high: 2841.36, columns: ["Deposit", ""] }],
  ["2025-06-09", { lines: ["TRANSFER TO BROKERAGE", "ACCOUNT ****4120"], money: "out", low: 500, high: 500, columns: ["Transfer", ""] }],
  ["2025-06-13", { lines: ["AUSTIN ENERGY UTIL", "WEB PMT 0412077310"], money: "out", low: 143.27, high: 143.27, columns: ["Withdrawal", ""] }],
  ["2025-06-18", { lines: ["CHECK PAID"], money: "out", low: 60, high: 60, columns: ["Check", "1208"] }],
  ["2025-06-20", { lines: ["DIRECT DEPOSIT", "BLUEBONNET HEALTH PAYROLL"], money: "in", low: 2841.36, high: 2841.36, columns: ["Deposit", ""] }],
  ["2025-06-24", { lines: ["AMEX EPAYMENT", "ACH PMT W4120"], money: "out", low: 1218.64, high: 1218.64, columns: ["Withdrawal", ""] }],
  ["2025-06-30", { lines: ["ATM FEE REBATE"], money: "in", low: 9, high: 9, columns: ["ATMREBATE", ""] }],
  ["2025-06-30", { lines: ["INTEREST PAID"], money: "in", low: 0.94, high: 0.94, columns: ["Interest", ""] }],
];

/** An American investor bank's checking account: a transaction-type column before the text, a check-number column, 3 pages. */
function usInvestorChecking(): HoldoutStatement {
  const opening = 3184.22;
  const made = spanBookings({ seed: 82707, kinds: US, fixed: US_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Meridian Investor Bank, N.A.", accountHolder: "EMILY R THOMPSON", iban: null, currency: null, periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const md = (d: string) => `${mm(d)}/${dd(d)}`;
  const pages = paged(all, 13, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#00a0df">Meridian Investor Bank</b><br>Investor Checking™ Statement</td><td>Account Number: 4400-41207731<br>Statement Period: June 1-30, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">EMILY R THOMPSON<br>2207 S 1ST ST APT 412<br>AUSTIN TX 78704-4120</td><td><b>Account Summary</b><table class="box" style="border:1px solid #00a0df"><tr><td>Beginning Balance</td><td class="r">$${en(opening)}</td></tr><tr><td>Deposits and Credits (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Withdrawals and Debits (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>$${en(closing)}</b></td></tr><tr><td>Interest Paid Year to Date</td><td class="r">5.71</td></tr></table></td></tr></table>`
          : `<p style="margin:0 0 2mm"><b>Transaction Detail</b> (continued)</p>`
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">06/01</td><td></td><td></td><td>Beginning Balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${md(b.date)}</td><td class="nw">${f.columns[0]}</td><td class="nw">${f.columns[1]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">06/30</td><td></td><td></td><td>Ending Balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">ATM fees charged by other institutions are rebated at the end of each statement period. In case of errors or questions about your electronic transfers, call 1-888-412-0773. Deposits are FDIC-insured up to $250,000 per depositor.</p>` : "";
      return `<div class="sheet">${top}${p === 0 ? `<p style="margin:0 0 2mm"><b>Transaction Detail</b></p>` : ""}<table><thead><tr><th style="width:7%">Date Posted</th><th style="width:11%">Transaction Type</th><th style="width:7%">Check Number</th><th>Description</th><th class="r" style="width:11%">Debits</th><th class="r" style="width:11%">Credits</th><th class="r" style="width:12%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Meridian Investor Bank, N.A. · Member FDIC · Equal Housing Lender · Account 4400-41207731 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-us-type-column", layout: "investor checking Date Posted/Transaction Type/Check Number/Description/Debits/Credits/Balance: yearless '06/02' dates, a TYPE column (ATM, ATMREBATE, Visa, Deposit, Transfer, Check, Interest) before the text, ATM fees rebated as a booking of its own, checks by number, Beginning/Ending Balance rows, summary box with counts, letterhead short name with 'N.A.' in the fine print, no currency named, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #00a0df; }`, body), truth };
}

// ---------------------------------------------------------------- Indian private bank (cheque column before the particulars, branch after the balance)

const IN: readonly Kind[] = [
  { lines: ["UPI/P2M/{n12}/SWIGGY LIMITED/", "Payment from Ph/YESB"], money: "out", low: 180, high: 1200, columns: ["", "4120"] },
  { lines: ["UPI/P2M/{n12}/BLINKIT/", "Payment from Ph/HDFC"], money: "out", low: 150, high: 2400, columns: ["", "4120"] },
  { lines: ["UPI/P2A/{n12}/SURESH R/", "rent share/SBIN"], money: "out", low: 500, high: 6000, step: 100, columns: ["", "4120"] },
  { lines: ["UPI/P2A/{n12}/KAVYA MENON/", "trip/ICIC"], money: "in", low: 300, high: 8000, step: 100, columns: ["", "4120"] },
  { lines: ["ATM-CASH/AXIS ANNA NAGAR/", "CHENNAI/{n6}"], money: "out", low: 2000, high: 10000, step: 500, columns: ["", "0773"] },
  { lines: ["POS/{n6}/AMAZON PAY INDIA/", "BANGALORE"], money: "out", low: 400, high: 5200, columns: ["", "4120"] },
  { lines: ["IMPS/P2A/{n12}/ARJUN V/", "HDFC BANK/X7731"], money: "in", low: 1000, high: 15000, step: 500, columns: ["", "4120"] },
];
const IN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["NEFT/CITIN25141207731/", "NIMBUS SOFTWARE PVT LTD/SALARY"], money: "in", low: 112480, high: 112480, columns: ["", "4120"] }],
  ["2025-05-03", { lines: ["BY CLG/CHQ NO 004120/", "CHENNAI CTS"], money: "out", low: 22000, high: 22000, columns: ["004120", "0773"] }],
  ["2025-05-05", { lines: ["ACH-DR/TATA CAPITAL LTD/", "TCHHL0412077310"], money: "out", low: 18412, high: 18412, columns: ["", "4120"] }],
  ["2025-05-10", { lines: ["BRN-TO SB/MUTHU FINANCE/", "ANNA NAGAR"], money: "out", low: 5000, high: 5000, columns: ["", "0773"] }],
  ["2025-05-20", { lines: ["TNEB BILLDESK/", "CONSUMER 0412077310"], money: "out", low: 2316, high: 2316, columns: ["", "4120"] }],
  ["2025-05-31", { lines: ["Consolidated Charges for", "A/c Debit Card Annual Fee"], money: "out", low: 590, high: 590, columns: ["", "0773"] }],
];

/** An Indian private bank's savings statement: the cheque column before the particulars, the initiating branch after the balance, 3 pages. */
function inPrivateBank(): HoldoutStatement {
  const opening = 84127.6;
  const made = spanBookings({ seed: 82808, kinds: IN, fixed: IN_FIXED, from: "2025-05-01", to: "2025-05-31", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Deccan Commercial Bank Ltd.", accountHolder: "PRIYA VENKATESH", iban: null, currency: "INR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(all, 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#97144d">Deccan Commercial Bank</b><br>Statement of Account No : 912010041207731 for the period (From : 01-05-2025 To : 31-05-2025)</td><td>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table class="box" style="margin-bottom:3mm"><tr><td style="width:18%">Customer Name</td><td style="width:34%">: PRIYA VENKATESH</td><td style="width:16%">Customer ID</td><td>: 841207731</td></tr><tr><td>Address</td><td>: 12, 4TH MAIN ROAD, ANNA NAGAR WEST, CHENNAI 600040</td><td>Scheme</td><td>: EASY ACCESS SAVINGS</td></tr><tr><td>IFSC</td><td>: DCBL0000412</td><td>Currency</td><td>: INR</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td>OPENING BALANCE</td><td></td><td></td><td class="r">${lakh(opening)}</td><td></td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${f.columns[0]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? lakh(b.amount) : ""}</td><td class="r">${b.amount > 0 ? lakh(b.amount) : ""}</td><td class="r">${lakh(b.balance!)}</td><td class="nw">${f.columns[1]}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td></td><td>TRANSACTION TOTAL</td><td class="r">${lakh(debits(bookings))}</td><td class="r">${lakh(credits(bookings))}</td><td></td><td></td></tr><tr class="bal"><td></td><td></td><td>CLOSING BALANCE</td><td></td><td></td><td class="r">${lakh(closing)}</td><td></td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Unless the constituent notifies the bank immediately of any discrepancy found by him/her in this statement of account, it will be taken that he/she has found the account correct. REGISTERED OFFICE: Deccan Commercial Bank Ltd., 'Trishul', Ellisbridge, Ahmedabad 380006.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Tran Date</th><th style="width:7%">Chq No</th><th>Particulars</th><th class="r" style="width:11%">Debit</th><th class="r" style="width:11%">Credit</th><th class="r" style="width:12%">Balance</th><th style="width:6%">Init. Br</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Deccan Commercial Bank Ltd. · CIN L65110GJ1993PLC020769 · This is a system generated statement and does not require a signature · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-in-chq-before-particulars", layout: "savings Tran Date/Chq No/Particulars/Debit/Credit/Balance/Init. Br: dd-mm-yyyy, the cheque column BEFORE the particulars, the initiating branch AFTER the balance, UPI/NEFT/IMPS particulars over two lines, lakh grouping, undated OPENING BALANCE row, TRANSACTION TOTAL and CLOSING BALANCE rows at the end, period '(From : 01-05-2025 To : 31-05-2025)' after the account number, 3 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #97144d; }`, body), truth };
}

// ---------------------------------------------------------------- New Zealand everyday account (unpadded yearless dates over a mid-month cycle)

const NZ: readonly Kind[] = [
  { lines: ["Eftpos Purchase", "Countdown Ponsonby"], money: "out", low: 12, high: 240, card: true },
  { lines: ["Eftpos Purchase", "Z Energy Grey Lynn"], money: "out", low: 40, high: 120, card: true },
  { lines: ["Visa Debit Purchase", "Uber Eats Auckland"], money: "out", low: 18, high: 75, card: true },
  { lines: ["Bill Payment", "A Ngata Flat Power Share"], money: "in", low: 20, high: 90 },
  { lines: ["ATM Withdrawal", "ANZ ATM Queen St"], money: "out", low: 20, high: 200, step: 20 },
  { lines: ["Online Transfer", "To Savings 38-9014-0412077-01"], money: "out", low: 50, high: 300, step: 50 },
];
const NZ_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-16", { lines: ["Automatic Payment", "Ponsonby Property Mgmt Rent"], money: "out", low: 720, high: 720 }],
  ["2025-05-21", { lines: ["Direct Credit", "Harbour Analytics Ltd Salary"], money: "in", low: 2684.3, high: 2684.3 }],
  ["2025-05-23", { lines: ["Automatic Payment", "Ponsonby Property Mgmt Rent"], money: "out", low: 720, high: 720 }],
  ["2025-05-28", { lines: ["Direct Debit", "Mercury NZ Ltd 4120773 Power"], money: "out", low: 168.42, high: 168.42 }],
  ["2025-05-30", { lines: ["Automatic Payment", "Ponsonby Property Mgmt Rent"], money: "out", low: 720, high: 720 }],
  ["2025-06-04", { lines: ["Direct Credit", "Harbour Analytics Ltd Salary"], money: "in", low: 2684.3, high: 2684.3 }],
  ["2025-06-06", { lines: ["Automatic Payment", "Ponsonby Property Mgmt Rent"], money: "out", low: 720, high: 720 }],
  ["2025-06-09", { lines: ["Direct Debit", "One NZ Mobile 0214120773"], money: "out", low: 65, high: 65 }],
  ["2025-06-13", { lines: ["Automatic Payment", "Ponsonby Property Mgmt Rent"], money: "out", low: 720, high: 720 }],
  ["2025-06-15", { lines: ["Credit Interest Paid"], money: "in", low: 0.84, high: 0.84 }],
  ["2025-06-15", { lines: ["Resident Withholding Tax"], money: "out", low: 0.28, high: 0.28 }],
];

/** A New Zealand bank's everyday account over a mid-May to mid-June cycle: unpadded yearless dates, interest and its withholding tax, 2 pages. */
function nzEveryday(): HoldoutStatement {
  const opening = 1386.57;
  const made = spanBookings({ seed: 82909, kinds: NZ, fixed: NZ_FIXED, from: "2025-05-16", to: "2025-06-15", count: 26, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Tasman Kiwi Bank Limited", accountHolder: "ARIANA TE WHETU", iban: null, currency: null, periodFrom: "2025-05-16", periodTo: "2025-06-15", openingBalance: opening, closingBalance: closing, bookings };
  const dmon = (d: string) => `${Number(dd(d))} ${EN_MON[Number(mm(d)) - 1]}`;
  const pages = paged(bookings, 16, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#00a651">Tasman Kiwi Bank</b><br>Everyday Account statement</td><td>Account 38-9014-0412077-00<br>Statement period 16 May 2025 to 15 June 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ARIANA TE WHETU<br>41 Franklin Road<br>Ponsonby<br>Auckland 1011</td><td><table class="box" style="border:1px solid #00a651"><tr><td>Opening balance</td><td class="r">$${en(opening)}</td></tr><tr><td>Total withdrawals</td><td class="r">$${en(debits(bookings))}</td></tr><tr><td>Total deposits</td><td class="r">$${en(credits(bookings))}</td></tr><tr><td><b>Closing balance</b></td><td class="r"><b>$${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">16 May</td><td>Opening balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmon(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">15 Jun</td><td>Closing balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Resident withholding tax is deducted from interest at the rate you have given us. Please check this statement and tell us about anything that doesn't look right as soon as possible. Tasman Kiwi Bank Limited is a registered bank under the Banking (Prudential Supervision) Act 1989.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Date</th><th>Transaction</th><th class="r" style="width:14%">Withdrawals</th><th class="r" style="width:14%">Deposits</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Tasman Kiwi Bank Limited · 0800 412 077 · Account 38-9014-0412077-00 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "t-nz-cycle-unpadded", layout: "everyday account Date/Transaction/Withdrawals/Deposits/Balance over a mid-May to mid-June cycle: unpadded yearless '3 Jun' dates, mixed-case texts over two lines (Eftpos, Direct Credit/Debit, Automatic Payment, Bill Payment), weekly rent, interest and its resident withholding tax as two bookings, Opening/Closing balance rows and a summary box, no currency named beyond '$', 2 pages", html: page(`${STYLE_T} thead th { border-bottom: 1.5px solid #00a651; }`, body), truth };
}

/** Batch T, in a fixed order. */
export function holdoutStatementsT(): HoldoutStatement[] {
  return [arCajaDeAhorro(), phSavings(), idEStatement(), hkSavings(), ngCurrent(), coAhorros(), usInvestorChecking(), inPrivateBank(), nzEveryday()];
}
