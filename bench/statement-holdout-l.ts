import { esc, figure, lines, page, random, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, debits, digits, en, EN_MON, filler, foot, iban, paged, spaced, stamp, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A twelfth held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. It keeps
 * to the statements a typical user in South America, North America, the Middle East, Asia, Africa,
 * Oceania and Europe uploads, in layouts and combinations unlike the 92 before it:
 * - a Chilean bank's "cartola" of a current account in whole pesos with dot thousands and no
 *   decimals, "FECHA DIA/MES | DETALLE DE TRANSACCION | SUCURSAL | N° DOCTO | MONTO CHEQUES O
 *   CARGOS | MONTO DEPOSITOS O ABONOS | SALDO DIARIO": yearless "02/04" dates, a branch and a
 *   document-number column between the text and the amounts, the balance on a day's last row
 *   only, and the opening balance only in a summary band at the end (SALDO INICIAL, DEPOSITOS,
 *   OTROS ABONOS, CHEQUES, OTROS CARGOS, IMPUESTOS, SALDO FINAL), 2 pages;
 * - an Argentine bank's current-account "resumen" with "FECHA | CONCEPTO | COMPROBANTE | DÉBITOS |
 *   CRÉDITOS | SALDO", dd/mm/yy, "1.234.567,89" figures, a bank-debit-and-credit tax booked as a
 *   row of its own after every transfer ("IMP.LEY 25.413 …"), a fee with its VAT and a VAT
 *   perception as three bookings, SALDO ANTERIOR and "SALDO AL" rows, and a summary naming the
 *   tax withheld in the period, 3 pages;
 * - an American brokerage statement whose cash (core) account is the account read: a value
 *   summary and a cash summary on the first page, a holdings table of market values (not
 *   bookings), then "Activity" with "Settlement Date | Description | Symbol/CUSIP | Quantity |
 *   Price | Transaction Cost | Amount": yearless "03/04" dates, buys and reinvestments as
 *   negative amounts with quantities and prices beside them, dividends, a foreign tax withheld,
 *   transfers in and out and the sweep interest, no running balance, 3 pages;
 * - an Israeli bank's current account in English, "Date | Value date | Description | Reference |
 *   Debit | Credit | Balance (NIS)", dd/mm/yy, the monthly credit-card charges as single large
 *   debits, a balance that goes overdrawn with a leading minus and a credit line named in the
 *   summary beside the two balances, 2 pages;
 * - a Thai bank's savings account in English, "Date | Time/Eff.Date | Descriptions | Withdrawal |
 *   Deposit | Outstanding Balance | Channel | Details": "01-06-25" dates, a clock time column,
 *   a channel column and the other party in a details column AFTER the balance, a Beginning
 *   Balance row, half-yearly interest and its withholding tax as two bookings, a summary counting
 *   withdrawals and deposits, 3 pages;
 * - a Vietnamese bank's bilingual Vietnamese/English statement in whole dong with comma thousands,
 *   "Ngày giao dịch / Transaction Date | Đối tác / Remitter | NH Đối tác / Remitter Bank | Diễn
 *   giải / Details | Nợ TKTT / Debit | Có TKTT / Credit | Số dư / Balance", dd/mm/yyyy, the other
 *   party and its bank in columns of their own (blank for card and cash), texts without
 *   diacritics, the balances in a bilingual box above, 3 pages;
 * - a Kenyan bank's with "Txn Date | Value Date | Bank Reference | Narrative | Money Out | Money
 *   In | Ledger Balance", "03 MAR 2025" dates, "FT25062…" references and a charge and its 20 %
 *   excise duty booked as two rows after each transfer under the transfer's reference with a
 *   "\BNK" suffix (the duty alone after the ledger fee), a BALANCE B/F row and a summary band
 *   above, 3 pages;
 * - a Fijian bank's quarterly statement over January to March, "Date | Transaction Details | Chq
 *   No. | Withdrawals | Deposits | Balance", dd/mm/yy, a cheque-number column, fortnightly pay,
 *   month-end interest and fee bookings, BALANCE BROUGHT FORWARD / CARRIED FORWARD rows on every
 *   page and the quarter's totals at the end, 3 pages;
 * - an Icelandic bank's "reikningsyfirlit" in whole krónur with dot thousands, "Dags. | Vaxtad. |
 *   Texti | Tilvísun | Upphæð | Staða": dd.mm.yyyy, an interest date beside the booking date, a
 *   signed "-12.500" amount, a reference column of ten-digit ID numbers, two-line texts (kind,
 *   then the other party) and the period's opening and closing balances as lines above and below
 *   the table, 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch L's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

/** Whole units grouped by `sep`: 1.234.567 or 1,234,567. */
const whole = (v: number, sep: string) => String(Math.abs(Math.round(v))).replace(/\B(?=(\d{3})+(?!\d))/gu, sep);

/** A booking before its balance is known, for statements whose bookings are set by hand or follow others (taxes, charges). */
interface Item {
  readonly date: string;
  readonly valueDate?: string;
  readonly lines: readonly string[];
  readonly amount: number;
  /** Values the layout prints in columns of their own. */
  readonly cols?: readonly string[];
}

/** The items booked in order from the opening balance, each with the balance after it. */
function settle(opening: number, items: readonly Item[]): { bookings: HoldoutBooking[]; closing: number } {
  let balance = opening;
  const bookings = items.map((it): HoldoutBooking => {
    balance = round2(balance + it.amount);
    return { date: it.date, valueDate: it.valueDate ?? it.date, lines: [...it.lines], amount: it.amount, balance };
  });
  return { bookings, closing: balance };
}

const noBalances = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b) => ({ ...b, balance: null }));
const dropEmpty = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b) => ({ ...b, lines: b.lines.filter((l) => l !== "") }));

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const dmyShort = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${d.slice(2, 4)}`;
const dmyLong = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${d.slice(0, 4)}`;

// ---------------------------------------------------------------- Chilean bank (cartola, whole pesos, daily balance)

const CL: readonly Kind[] = [
  { lines: ["COMPRA NAC. REDCOMPRA", "JUMBO LA REINA"], money: "out", low: 3500, high: 85000, card: true, columns: ["OF. CENTRAL", "{n7}"] },
  { lines: ["COMPRA NAC. REDCOMPRA", "COPEC AV. PRINCIPE DE GALES"], money: "out", low: 15000, high: 60000, card: true, columns: ["OF. CENTRAL", "{n7}"] },
  { lines: ["GIRO CAJERO AUTOMATICO", "CAJERO 0412 PLAZA EGAÑA"], money: "out", low: 10000, high: 120000, step: 10000, card: true, columns: ["CAJERO", "{n7}"] },
  { lines: ["TRASPASO DE:CAMILA FUENTES ROJAS", "RUT 17.834.221-K"], money: "in", low: 5000, high: 80000, step: 1000, columns: ["INTERNET", "{n9}"] },
  { lines: ["TRASPASO A:DIEGO MUÑOZ ARAYA", "RUT 16.221.904-3"], money: "out", low: 10000, high: 120000, step: 1000, columns: ["INTERNET", "{n9}"] },
  { lines: ["PAGO EN LINEA", "UBER TRIP SANTIAGO"], money: "out", low: 2500, high: 18000, card: true, columns: ["INTERNET", "{n7}"] },
  { lines: ["CHEQUE PAGADO POR CAJA"], money: "out", low: 25000, high: 160000, step: 1000, columns: ["PROVIDENCIA", "{n7}"] },
];
const CL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["PAGO AUTOMATICO", "ENEL DISTRIBUCION CHILE S.A."], money: "out", low: 38450, high: 38450, columns: ["OF. CENTRAL", "0019884412"] }],
  ["2025-04-03", { lines: ["PAGO AUTOMATICO", "VTR COMUNICACIONES SPA"], money: "out", low: 27990, high: 27990, columns: ["OF. CENTRAL", "0020117731"] }],
  ["2025-04-05", { lines: ["TRASPASO A:INMOBILIARIA LOS ANDES SPA", "ARRIENDO ABRIL DEPTO 1204"], money: "out", low: 520000, high: 520000, columns: ["INTERNET", "771205441"] }],
  ["2025-04-07", { lines: ["PAGO TARJETA DE CREDITO", "VISA XXXX XXXX XXXX 4412"], money: "out", low: 318640, high: 318640, columns: ["INTERNET", "221904118"] }],
  ["2025-04-28", { lines: ["ABONO REMUNERACIONES", "ANDINA MINERALES SPA"], money: "in", low: 1948300, high: 1948300, columns: ["OF. CENTRAL", "0031207744"] }],
  ["2025-04-30", { lines: ["COMISION MANTENCION PLAN CUENTA"], money: "out", low: 7140, high: 7140, columns: ["OF. CENTRAL", "0000000000"] }],
  ["2025-04-30", { lines: ["IVA COMISION MANTENCION"], money: "out", low: 1357, high: 1357, columns: ["OF. CENTRAL", "0000000000"] }],
];

/** A Chilean bank's cartola: whole pesos, branch and document columns, the balance once a day, the opening only in the closing band, 2 pages. */
function chilean(): HoldoutStatement {
  const opening = 2684350;
  const made = spanBookings({ seed: 31101, kinds: CL, fixed: CL_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, whole: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const { closing } = made;
  const truth: HoldoutTruth = { bank: "Banco del Pacífico Sur", accountHolder: "Francisca Andrea Soto Vergara", iban: null, currency: "CLP", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const clp = (v: number) => whole(v, ".");
  const pages = paged(bookings.map((b, i) => ({ b, cols: made.fills[i]!.columns })), 18, 26);
  const cheques = made.fills.filter((f) => f.kind.lines[0] === "CHEQUE PAGADO POR CAJA").reduce((s, f) => s + f.value, 0);
  const band = `<table class="band" style="margin-top:5mm"><tr><th>SALDO INICIAL</th><th>DEPOSITOS</th><th>OTROS ABONOS</th><th>CHEQUES</th><th>OTROS CARGOS</th><th>IMPUESTOS</th><th>SALDO FINAL</th></tr><tr><td class="r">${clp(opening)}</td><td class="r">0</td><td class="r">${clp(credits(bookings))}</td><td class="r">${clp(cheques)}</td><td class="r">${clp(debits(bookings) - cheques)}</td><td class="r">0</td><td class="r">${clp(closing)}</td></tr></table>
  <table class="band" style="width:60%;margin-top:3mm"><tr><th>SALDO CONTABLE</th><th>RETENCION A 1 DIA</th><th>SALDO DISPONIBLE</th></tr><tr><td class="r">${clp(closing)}</td><td class="r">0</td><td class="r">${clp(closing)}</td></tr></table>`;
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#002c77">Banco del Pacífico Sur</b><br>CARTOLA DE CUENTA CORRIENTE</td><td>CARTOLA N° 45<br>CUENTA CORRIENTE N° 00-412-07731-05<br>DESDE 01/04/2025 HASTA 30/04/2025<br>PÁGINA ${p + 1} DE ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">SR(A) FRANCISCA ANDREA SOTO VERGARA<br>AV. LARRAIN 6542 DEPTO 1204<br>LA REINA - SANTIAGO</td><td>RUT: 15.412.771-2<br>EJECUTIVO: PAULA IBARRA M.<br>MONEDA: PESOS</td></tr></table>` : ""
      }`;
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${dd(b.date)}/${mm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw s">${cols[0]}</td><td class="nw">${cols[1]}</td><td class="r">${b.amount < 0 ? clp(b.amount) : ""}</td><td class="r">${b.amount > 0 ? clp(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : clp(b.balance)}</td></tr>`).join("");
      const note = last ? `${band}<p class="s" style="margin-top:3mm">Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl. Si no formula observaciones dentro de 30 días, se entenderá aprobada la presente cartola.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:7%">FECHA DIA/MES</th><th>DETALLE DE TRANSACCION</th><th style="width:11%">SUCURSAL</th><th style="width:11%">N° DOCTO</th><th class="r" style="width:12%">MONTO CHEQUES O CARGOS</th><th class="r" style="width:12%">MONTO DEPOSITOS O ABONOS</th><th class="r" style="width:11%">SALDO DIARIO</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Banco del Pacífico Sur · Av. Apoquindo 3400, Las Condes, Santiago · Servicio al cliente 600 412 7000 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-cl-cartola", layout: "FECHA DIA/MES/DETALLE DE TRANSACCION/SUCURSAL/N° DOCTO/MONTO CHEQUES O CARGOS/MONTO DEPOSITOS O ABONOS/SALDO DIARIO: whole pesos with dot thousands, yearless '02/04' dates, branch and document columns between text and amounts, balance on a day's last row only, opening balance only in the summary band at the end, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #002c77; font-size: 7pt; } .band { border: 1px solid #002c77; } .band th { font-size: 7pt; background: #e6ecf5; text-align: right; }`, body), truth };
}

// ---------------------------------------------------------------- Argentine bank (tax rows after transfers)

const AR: readonly Kind[] = [
  { lines: ["COMPRA TARJETA DEBITO", "CARREFOUR MARKET PALERMO"], money: "out", low: 8000, high: 95000, card: true, columns: ["{n6}", ""] },
  { lines: ["COMPRA TARJETA DEBITO", "FARMACITY SUC 412"], money: "out", low: 4000, high: 45000, card: true, columns: ["{n6}", ""] },
  { lines: ["TRANSFERENCIA RECIBIDA", "DE: LUCIA FERNANDEZ", "CUIT 27-33214889-6"], money: "in", low: 10000, high: 150000, step: 500, columns: ["{n8}", "CRED"] },
  { lines: ["TRANSFERENCIA ENVIADA", "A: PABLO RODRIGUEZ", "CBU 0170412740000031188215"], money: "out", low: 10000, high: 200000, step: 500, columns: ["{n8}", "DEB"] },
  { lines: ["EXTRACCION CAJERO AUTOMATICO", "RED LINK TERM. 4412 SANTA FE 2100"], money: "out", low: 10000, high: 100000, step: 10000, card: true, columns: ["{n6}", ""] },
  { lines: ["PAGO DE SERVICIOS", "METROGAS SA CLIENTE 4412771"], money: "out", low: 12000, high: 38000, columns: ["{n8}", ""] },
];
const AR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["DEBITO AUTOMATICO", "EDENOR SA CLIENTE 0041209877"], money: "out", low: 48312.55, high: 48312.55, columns: ["41209877", ""] }],
  ["2025-05-05", { lines: ["ACREDITACION DE HABERES", "TECNOSUR SA CUIT 30-71234567-9"], money: "in", low: 2384910, high: 2384910, columns: ["00771205", ""] }],
  ["2025-05-06", { lines: ["TRANSFERENCIA ENVIADA", "A: CONSORCIO GUEMES 3120", "EXPENSAS 05/25"], money: "out", low: 185400, high: 185400, columns: ["00771311", "DEB"] }],
  ["2025-05-07", { lines: ["PAGO TARJETA VISA", "CUENTA 4412-7731 VTO 07/05/25"], money: "out", low: 612433.18, high: 612433.18, columns: ["00771402", ""] }],
  ["2025-05-12", { lines: ["PLAZO FIJO CONSTITUIDO", "CERTIFICADO N 00441207 - 30 DIAS"], money: "out", low: 1000000, high: 1000000, columns: ["00441207", ""] }],
  ["2025-05-31", { lines: ["COMISION MANTENIMIENTO CUENTA"], money: "out", low: 18500, high: 18500, columns: ["00000531", ""] }],
  ["2025-05-31", { lines: ["IVA TASA GENERAL 21%"], money: "out", low: 3885, high: 3885, columns: ["00000531", ""] }],
  ["2025-05-31", { lines: ["PERCEPCION IVA RG 2408 3%"], money: "out", low: 555, high: 555, columns: ["00000531", ""] }],
];

/** An Argentine bank's resumen: the bank-debit-and-credit tax as a booking after every transfer, fees with their VAT, SALDO ANTERIOR/SALDO AL rows, 3 pages. */
function argentine(): HoldoutStatement {
  const opening = 1412880.4;
  const made = spanBookings({ seed: 31201, kinds: AR, fixed: AR_FIXED, from: "2025-05-01", to: "2025-05-31", count: 30, opening, perBalance: false, fill: filler(() => "") });
  // The tax on bank debits and credits: 0.6 % of each transfer, booked right after it under the same voucher.
  const items: Item[] = made.bookings.flatMap((b, i): Item[] => {
    const [voucher, taxed] = made.fills[i]!.columns;
    const own: Item = { date: b.date, lines: b.lines, amount: b.amount, cols: [voucher!] };
    if (taxed === "") return [own];
    return [own, { date: b.date, lines: [`IMP.LEY 25.413 ${taxed === "DEB" ? "S/DEBITOS" : "S/CREDITOS"} 0,6%`], amount: -round2(Math.abs(b.amount) * 0.006), cols: [voucher!] }];
  });
  const { bookings, closing } = settle(opening, items);
  const truth: HoldoutTruth = { bank: "Banco del Litoral S.A.", accountHolder: "Martín Ezequiel González", iban: null, currency: "ARS", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const ars = (v: number) => figure(v, "de");
  const tax = round2(bookings.filter((b) => b.lines[0]!.startsWith("IMP.LEY")).reduce((s, b) => s - b.amount, 0));
  const pages = paged(bookings.map((b, i) => ({ b, voucher: items[i]!.cols![0]! })), 17, 25);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00695c">Banco del Litoral</b><br>RESUMEN DE CUENTA CORRIENTE EN PESOS</td><td>Cuenta N° 412-007731/5<br>CBU 0720412720000000773152<br>Período del 01/05/2025 al 31/05/2025<br>Hoja ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">GONZALEZ, MARTIN EZEQUIEL<br>GUEMES 3120 PISO 4 DTO B<br>C1425BKH CIUDAD AUTONOMA DE BUENOS AIRES</td><td>CUIT: 20-31456789-4<br>Sucursal 412 - Palermo<br>Condición IVA: Consumidor Final</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">30/04/25</td><td>SALDO ANTERIOR</td><td></td><td></td><td></td><td class="r">${ars(opening)}</td></tr>` : "";
      const rows = list.map(({ b, voucher }) => `<tr><td class="nw">${dmyShort(b.date, "/")}</td><td>${lines(b.lines)}</td><td class="nw">${voucher}</td><td class="r">${b.amount < 0 ? ars(b.amount) : ""}</td><td class="r">${b.amount > 0 ? ars(b.amount) : ""}</td><td class="r">${ars(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31/05/25</td><td>SALDO AL 31/05/2025</td><td></td><td></td><td></td><td class="r">${ars(closing)}</td></tr>` : "";
      const note = last
        ? `<table class="box" style="width:70%;margin-top:5mm;border:1px solid #00695c"><tr><td>Saldo anterior</td><td class="r">$ ${ars(opening)}</td></tr><tr><td>Total débitos</td><td class="r">$ ${ars(debits(bookings))}</td></tr><tr><td>Total créditos</td><td class="r">$ ${ars(credits(bookings))}</td></tr><tr><td><b>Saldo actual</b></td><td class="r"><b>$ ${ars(closing)}</b></td></tr></table><p class="s" style="margin-top:3mm">Impuesto Ley 25.413 debitado en el período: $ ${ars(tax)}. Los depósitos en pesos y en moneda extranjera cuentan con la garantía de hasta $ 25.000.000. Ley 24.485, Decreto 540/95.</p>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:8%">FECHA</th><th>CONCEPTO</th><th style="width:9%">COMPROBANTE</th><th class="r" style="width:12%">DÉBITOS</th><th class="r" style="width:12%">CRÉDITOS</th><th class="r" style="width:13%">SALDO</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banco del Litoral S.A. · CUIT 30-50001234-5 · Av. Corrientes 1200, C1043AAZ CABA · Hoja ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-ar-impuesto-rows", layout: "FECHA/CONCEPTO/COMPROBANTE/DÉBITOS/CRÉDITOS/SALDO, dd/mm/yy, '1.234.567,89' figures, a 0.6 % tax booked as its own row after every transfer, fee + VAT + VAT perception as three bookings, SALDO ANTERIOR and 'SALDO AL' rows, summary box and tax note at the end, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #00695c; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- American brokerage (core cash account)

interface Security {
  readonly symbol: string;
  readonly name: string;
  readonly price: number;
  readonly held: number;
}
const SECURITIES: readonly Security[] = [
  { symbol: "VTI", name: "VANGUARD TOTAL STOCK MARKET ETF", price: 287.4, held: 142 },
  { symbol: "AAPL", name: "APPLE INC", price: 224.1, held: 60 },
  { symbol: "MSFT", name: "MICROSOFT CORP", price: 391.8, held: 35 },
  { symbol: "JNJ", name: "JOHNSON & JOHNSON", price: 161.2, held: 48 },
  { symbol: "NVO", name: "NOVO-NORDISK A S ADR", price: 78.6, held: 70 },
  { symbol: "SCHD", name: "SCHWAB US DIVIDEND EQUITY ETF", price: 27.9, held: 410 },
  { symbol: "BND", name: "VANGUARD TOTAL BOND MARKET ETF", price: 73.1, held: 220 },
];

/** A brokerage account's cash activity for March: trades, dividends, transfers and sweep interest. */
function brokerageItems(): { items: Item[]; cols: string[][] } {
  const next = random(31301);
  const items: Item[] = [];
  const cols: string[][] = [];
  const day = (d: number) => `2025-03-${String(d).padStart(2, "0")}`;
  const sec = (s: string) => SECURITIES.find((x) => x.symbol === s)!;
  const priced = (s: Security) => round2(s.price * (0.96 + next() * 0.08));
  const trade = (d: number, s: Security, qty: number, buy: boolean) => {
    const price = priced(s);
    const cost = buy ? 0 : round2(qty * price * 0.0000278 + 0.01);
    const amount = buy ? -round2(qty * price) : round2(qty * price - cost);
    items.push({ date: day(d), lines: [buy ? "YOU BOUGHT" : "YOU SOLD", s.name], amount });
    cols.push([s.symbol, `${buy ? "" : "-"}${qty.toFixed(3)}`, price.toFixed(2), cost === 0 ? "--" : cost.toFixed(2)]);
  };
  const cash = (d: number, text: readonly string[], amount: number, symbol = "") => {
    items.push({ date: day(d), lines: text, amount });
    cols.push([symbol, "--", "--", "--"]);
  };
  const reinvest = (d: number, s: Security, dividend: number) => {
    cash(d, ["DIVIDEND RECEIVED", s.name], dividend, s.symbol);
    const price = priced(s);
    items.push({ date: day(d), lines: ["REINVESTMENT", s.name], amount: -dividend });
    cols.push([s.symbol, (dividend / price).toFixed(3), price.toFixed(2), "--"]);
  };
  cash(3, ["ELECTRONIC FUNDS TRANSFER RECEIVED", "FROM FIRST CAPITAL BANK ****4412"], 2500);
  trade(4, sec("VTI"), 8, true);
  trade(5, sec("AAPL"), 5, true);
  cash(6, ["DIVIDEND RECEIVED", sec("BND").name], 41.36, "BND");
  reinvest(11, sec("JNJ"), 59.52);
  trade(11, sec("MSFT"), 3, true);
  cash(12, ["DIVIDEND RECEIVED", sec("AAPL").name], 15, "AAPL");
  trade(13, sec("NVO"), 20, false);
  trade(14, sec("BND"), 40, true);
  cash(14, ["ELECTRONIC FUNDS TRANSFER PAID", "TO FIRST CAPITAL BANK ****4412"], -3000);
  cash(17, ["DIVIDEND RECEIVED", sec("MSFT").name], 29.05, "MSFT");
  trade(18, sec("SCHD"), 60, true);
  cash(19, ["ELECTRONIC FUNDS TRANSFER RECEIVED", "FROM FIRST CAPITAL BANK ****4412"], 1500);
  trade(20, sec("AAPL"), 12, false);
  trade(20, sec("VTI"), 6, true);
  cash(21, ["DIVIDEND RECEIVED", sec("NVO").name], 61.78, "NVO");
  cash(21, ["FOREIGN TAX PAID", sec("NVO").name], -9.27, "NVO");
  reinvest(25, sec("SCHD"), 102.71);
  reinvest(26, sec("VTI"), 127.63);
  trade(26, sec("JNJ"), 10, false);
  cash(27, ["ELECTRONIC FUNDS TRANSFER RECEIVED", "FROM FIRST CAPITAL BANK ****4412"], 2500);
  trade(27, sec("MSFT"), 4, true);
  trade(28, sec("BND"), 25, true);
  cash(28, ["ELECTRONIC FUNDS TRANSFER PAID", "TO FIRST CAPITAL BANK ****4412"], -1200);
  cash(24, ["ELECTRONIC FUNDS TRANSFER RECEIVED", "FROM FIRST CAPITAL BANK ****4412"], 800);
  trade(25, sec("AAPL"), 4, true);
  cash(31, ["INTEREST EARNED", "HARBORVIEW BANK DEPOSIT SWEEP"], 7.84);
  cash(31, ["ADVISORY FEE", "QUARTERLY MANAGED PORTFOLIO FEE"], -48.5);
  // A month's cash activity is kept in settlement-date order.
  const order = items.map((_, i) => i).sort((a, b) => items[a]!.date.localeCompare(items[b]!.date) || a - b);
  return { items: order.map((i) => items[i]!), cols: order.map((i) => cols[i]!) };
}

/** An American brokerage statement: value and cash summaries, holdings, then the activity table without a running balance, 3 pages. */
function brokerage(): HoldoutStatement {
  const opening = 18412.07;
  const { items, cols } = brokerageItems();
  const settled = settle(opening, items);
  const bookings = noBalances(settled.bookings);
  const { closing } = settled;
  const truth: HoldoutTruth = { bank: "Harborview Securities LLC", accountHolder: "Margaret A. Chen", iban: null, currency: "USD", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => (v < 0 ? `-${en(v)}` : en(v));
  const sum = (pred: (b: HoldoutBooking) => boolean) => round2(bookings.filter(pred).reduce((s, b) => s + b.amount, 0));
  const kind = (b: HoldoutBooking) => b.lines[0]!;
  const deposits = sum((b) => kind(b) === "ELECTRONIC FUNDS TRANSFER RECEIVED");
  const withdrawals = sum((b) => kind(b) === "ELECTRONIC FUNDS TRANSFER PAID");
  const bought = sum((b) => kind(b) === "YOU BOUGHT" || kind(b) === "REINVESTMENT");
  const sold = sum((b) => kind(b) === "YOU SOLD");
  const income = sum((b) => kind(b) === "DIVIDEND RECEIVED" || kind(b) === "INTEREST EARNED");
  const other = sum((b) => kind(b) === "FOREIGN TAX PAID" || kind(b) === "ADVISORY FEE");
  const holdings = SECURITIES.map((s) => ({ s, value: round2(s.held * s.price) }));
  const securities = round2(holdings.reduce((t, h) => t + h.value, 0));
  const total = round2(securities + closing);
  const header = (p: number) => `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#3b6e22">Harborview</b> <span style="color:#3b6e22">SECURITIES</span><br>INVESTMENT REPORT</td><td>March 1, 2025 - March 31, 2025<br>Individual - TOD &nbsp; Account Number X41-771205<br>MARGARET A. CHEN<br>Page ${p} of 3</td></tr></table>`;
  const page1 = `${header(1)}<table style="margin-bottom:4mm"><tr><td style="width:55%">MARGARET A. CHEN<br>1187 ELM RIDGE RD<br>CHARLOTTE NC 28211-4402</td><td>Your Financial Advisor<br>Harborview Investor Center<br>1-800-555-0142</td></tr></table>
  <p class="sec">Account Value Summary</p><table class="box" style="width:75%;margin-bottom:4mm"><tr><th></th><th class="r">This Period</th></tr><tr><td>Beginning Account Value</td><td class="r">$${en(round2(total - 1204.55))}</td></tr><tr><td>Additions</td><td class="r">${en(deposits)}</td></tr><tr><td>Subtractions</td><td class="r">${signed(withdrawals + other)}</td></tr><tr><td>Change in Investment Value</td><td class="r">${signed(round2(1204.55 - deposits - withdrawals - other))}</td></tr><tr><td><b>Ending Account Value</b></td><td class="r"><b>$${en(total)}</b></td></tr></table>
  <p class="sec">Core Account Cash Summary (Harborview Bank Deposit Sweep)</p><table class="box" style="width:75%;margin-bottom:4mm"><tr><td>Beginning Balance</td><td class="r">$${en(opening)}</td></tr><tr><td>Deposits</td><td class="r">${en(deposits)}</td></tr><tr><td>Withdrawals</td><td class="r">${signed(withdrawals)}</td></tr><tr><td>Securities Bought</td><td class="r">${signed(bought)}</td></tr><tr><td>Securities Sold</td><td class="r">${en(sold)}</td></tr><tr><td>Dividends, Interest &amp; Other Income</td><td class="r">${en(income)}</td></tr><tr><td>Fees and Taxes</td><td class="r">${signed(other)}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>$${en(closing)}</b></td></tr></table>
  <p class="s">The core account holds your uninvested cash in deposit accounts at one or more program banks, insured by the FDIC up to applicable limits. Interest rate for the period: 0.45% APY.</p>`;
  const holdingsTable = `<p class="sec">Holdings</p><table style="margin-bottom:4mm"><thead><tr><th>Description</th><th>Symbol</th><th class="r">Quantity</th><th class="r">Price per Unit</th><th class="r">Ending Market Value</th><th class="r">% of Account</th></tr></thead><tbody>${holdings.map((h) => `<tr><td>${esc(h.s.name)}</td><td>${h.s.symbol}</td><td class="r">${h.s.held.toFixed(3)}</td><td class="r">$${en(h.s.price)}</td><td class="r">$${en(h.value)}</td><td class="r">${((h.value / total) * 100).toFixed(1)}%</td></tr>`).join("")}<tr><td>HARBORVIEW BANK DEPOSIT SWEEP</td><td>CORE</td><td class="r">${en(closing)}</td><td class="r">$1.00</td><td class="r">$${en(closing)}</td><td class="r">${((closing / total) * 100).toFixed(1)}%</td></tr><tr class="tot"><td colspan="4">Total Holdings</td><td class="r">$${en(total)}</td><td class="r">100%</td></tr></tbody></table>`;
  const rows = bookings.map((b, i) => {
    const [symbol, qty, price, cost] = cols[i]!;
    return `<tr><td class="nw">${mm(b.date)}/${dd(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${symbol}</td><td class="r">${qty}</td><td class="r">${price}</td><td class="r">${cost}</td><td class="r">${signed(b.amount)}</td></tr>`;
  });
  const activityHead = `<thead><tr><th style="width:9%">Settlement Date</th><th>Description</th><th style="width:9%">Symbol/ CUSIP</th><th class="r" style="width:10%">Quantity</th><th class="r" style="width:9%">Price</th><th class="r" style="width:10%">Transaction Cost</th><th class="r" style="width:12%">Amount</th></tr></thead>`;
  const split = 12;
  const page2 = `${header(2)}${holdingsTable}<p class="sec">Activity</p><table>${activityHead}<tbody>${rows.slice(0, split).join("")}</tbody></table>`;
  const page3 = `${header(3)}<p class="sec">Activity (continued)</p><table>${activityHead}<tbody>${rows.slice(split).join("")}<tr class="tot"><td colspan="6">Net Cash Activity</td><td class="r">${signed(round2(closing - opening))}</td></tr></tbody></table><p class="s" style="margin-top:3mm">Transaction cost includes commissions and fees charged on sales, such as the SEC fee. Dividends reinvested are shown as a dividend and a reinvestment on the same date.</p>`;
  const footer = (p: number) => foot(`Harborview Securities LLC, Member NYSE, SIPC · 200 South Tryon Street, Charlotte NC 28202 · Page ${p} of 3`);
  const body = [page1, page2, page3].map((content, i) => `<div class="sheet">${content}${footer(i + 1)}</div>`).join("");
  return { name: "l-us-brokerage-cash", layout: "brokerage investment report: value and core-cash summaries, a holdings table of market values, then Activity with Settlement Date/Description/Symbol/Quantity/Price/Transaction Cost/Amount, yearless 'MM/DD' dates, buys and reinvestments negative, dividends, a foreign tax, EFTs in and out, sweep interest and an advisory fee, no running balance, 'Net Cash Activity' row, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9pt; color: #3b6e22; margin: 3mm 0 1mm; border-bottom: 1.5px solid #3b6e22; } thead th { border-bottom: 1px solid #999; font-size: 7.2pt; } tr.tot td { border-top: 1px solid #999; font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Israeli bank (English, NIS, overdrawn balance)

const IL: readonly Kind[] = [
  { lines: ["BIT TRANSFER", "FROM NOA LEVI"], money: "in", low: 50, high: 600, step: 10, columns: ["{n7}"] },
  { lines: ["BIT TRANSFER", "TO YOSSI COHEN"], money: "out", low: 50, high: 500, step: 10, columns: ["{n7}"] },
  { lines: ["ATM WITHDRAWAL", "HACARMEL BRANCH 612 DIZENGOFF"], money: "out", low: 200, high: 1500, step: 100, columns: ["{n6}"] },
  { lines: ["TRANSFER - MOBILE", "TO DANIEL MIZRAHI 12-654-221833"], money: "out", low: 200, high: 2500, step: 50, columns: ["{n7}"] },
  { lines: ["CHEQUE"], money: "out", low: 300, high: 3000, columns: ["30{n4}"] },
  { lines: ["DEPOSIT - MOBILE CHEQUE", "ISSUER: ORTAL BEN DAVID"], money: "in", low: 500, high: 3000, columns: ["{n7}"] },
];
const IL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["ISRACARD", "CARD 4412 MONTHLY CHARGE"], money: "out", low: 8412.33, high: 8412.33, columns: ["0602441"] }],
  ["2025-06-02", { lines: ["MORTGAGE REPAYMENT", "LOAN 0412-771205"], money: "out", low: 5230, high: 5230, columns: ["7712051"] }],
  ["2025-06-05", { lines: ["NATIONAL INSURANCE", "CHILD ALLOWANCE"], money: "in", low: 173, high: 173, columns: ["2201844"] }],
  ["2025-06-09", { lines: ["SALARY", "ELBIT SYSTEMS LTD"], money: "in", low: 18742.6, high: 18742.6, columns: ["9912047"] }],
  ["2025-06-10", { lines: ["MAX IT FINANCE", "CARD 8890 MONTHLY CHARGE"], money: "out", low: 3118.9, high: 3118.9, columns: ["0610889"] }],
  ["2025-06-12", { lines: ["STANDING ORDER", "TEL AVIV MUNICIPALITY ARNONA"], money: "out", low: 712, high: 712, columns: ["4411902"] }],
  ["2025-06-15", { lines: ["DIRECT DEBIT", "ISRAEL ELECTRIC CORP"], money: "out", low: 436.25, high: 436.25, columns: ["3301275"] }],
  ["2025-06-18", { lines: ["DIRECT DEBIT", "BEZEQ"], money: "out", low: 89.9, high: 89.9, columns: ["3301881"] }],
  ["2025-06-20", { lines: ["DIRECT DEBIT", "HAREL INSURANCE"], money: "out", low: 248, high: 248, columns: ["3302040"] }],
  ["2025-06-30", { lines: ["OVERDRAFT INTEREST"], money: "out", low: 64.12, high: 64.12, columns: ["0000630"] }],
  ["2025-06-30", { lines: ["ACCOUNT MANAGEMENT FEE"], money: "out", low: 11.9, high: 11.9, columns: ["0000630"] }],
];

/** An Israeli bank's current account in English: dd/mm/yy, a reference column, NIS, overdrawn balances with a leading minus, 2 pages. */
function israeli(): HoldoutStatement {
  const opening = 3210.4;
  const made = spanBookings({ seed: 31401, kinds: IL, fixed: IL_FIXED, from: "2025-06-01", to: "2025-06-30", count: 22, opening, perBalance: true, next: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("IL", "0316120000000457731");
  const truth: HoldoutTruth = { bank: "Bank HaCarmel Ltd.", accountHolder: "Avi and Michal Rosen", iban: code, currency: "ILS", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => (v < 0 ? `-${en(v)}` : en(v));
  const pages = paged(bookings.map((b, i) => ({ b, ref: made.fills[i]!.columns[0]! })), 15, 22);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#7a1f5c">Bank HaCarmel</b><br>Current Account Statement</td><td>Branch 612 - Dizengoff Center &nbsp; Account 45-7731/22<br>IBAN ${spaced(code)}<br>Period: 01/06/2025 - 30/06/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Mr. Avi Rosen &amp; Mrs. Michal Rosen<br>14 Ben Yehuda St., Apt. 9<br>Tel Aviv-Yafo 6380110</td><td>Account owners: Avi and Michal Rosen<br>Account type: Current account (joint)<br>All amounts in NIS</td></tr></table>
  <table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #c9a3bd"><tr><td>Balance as at 31/05/2025</td><td class="r">${signed(opening)}</td></tr><tr><td>Total debits</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total credits</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Balance as at 30/06/2025</b></td><td class="r"><b>${signed(closing)}</b></td></tr><tr><td>Approved credit line</td><td class="r">15,000.00</td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, ref }) => `<tr><td class="nw">${dmyShort(b.date, "/")}</td><td class="nw">${dmyShort(b.valueDate, "/")}</td><td>${lines(b.lines)}</td><td class="nw">${ref}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">A negative balance is a debit balance and bears overdraft interest at the rate agreed for your credit line. This statement is issued in English for your convenience; the Hebrew version prevails.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">Date</th><th style="width:9%">Value date</th><th>Description</th><th style="width:10%">Reference</th><th class="r" style="width:12%">Debit</th><th class="r" style="width:12%">Credit</th><th class="r" style="width:13%">Balance (NIS)</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Bank HaCarmel Ltd. · 31 Rothschild Blvd., Tel Aviv-Yafo · Customer service *4412 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-il-overdrawn-nis", layout: "Date/Value date/Description/Reference/Debit/Credit/Balance (NIS), dd/mm/yy, monthly card charges as single debits, balance overdrawn for part of the month with a leading minus, summary box with a credit line beside the balances, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #7a1f5c; }`, body), truth };
}

// ---------------------------------------------------------------- Thai bank (channel and details after the balance)

const TH: readonly Kind[] = [
  { lines: ["Transfer Withdrawal", "To PromptPay x4412 NATTAPONG S++"], money: "out", low: 100, high: 3000, step: 10, columns: ["K PLUS"] },
  { lines: ["Payment", "Paid for Ref x0034 7-ELEVEN (CP ALL)"], money: "out", low: 35, high: 480, columns: ["K PLUS"] },
  { lines: ["Payment", "Paid for Ref x7781 SHOPEEPAY"], money: "out", low: 150, high: 2500, columns: ["K PLUS"] },
  { lines: ["Transfer Deposit", "From X8812 Somchai J++"], money: "in", low: 200, high: 5000, step: 10, columns: ["K PLUS"] },
  { lines: ["Cash Withdrawal", "ATM K0412 Silom Complex"], money: "out", low: 500, high: 5000, step: 100, columns: ["ATM"] },
  { lines: ["Payment", "Paid for Ref x2210 GRAB"], money: "out", low: 60, high: 450, columns: ["K PLUS"] },
];
const TH_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["Transfer Withdrawal", "To X9902 Juno Sathorn Juristic"], money: "out", low: 14500, high: 14500, columns: ["K PLUS"] }],
  ["2025-06-05", { lines: ["Bill Payment", "TRUE MOVE H 0812345678"], money: "out", low: 599, high: 599, columns: ["Automatic Transfer"] }],
  ["2025-06-12", { lines: ["Bill Payment", "MEA ELECTRICITY CA 0412271"], money: "out", low: 1846.22, high: 1846.22, columns: ["K PLUS"] }],
  ["2025-06-20", { lines: ["Interest Deposit"], money: "in", low: 41.37, high: 41.37, columns: ["Auto"] }],
  ["2025-06-20", { lines: ["Withholding Tax"], money: "out", low: 6.21, high: 6.21, columns: ["Auto"] }],
  ["2025-06-25", { lines: ["Transfer Deposit", "From X0091 SIAM CEMENT PCL Salary"], money: "in", low: 68250, high: 68250, columns: ["Direct Credit"] }],
  ["2025-06-30", { lines: ["Transfer Withdrawal", "To X5123 Own Account Savings"], money: "out", low: 20000, high: 20000, columns: ["K PLUS"] }],
];

/** A Thai bank's savings account: "01-06-25" dates, a time column, Withdrawal/Deposit/Outstanding Balance, then Channel and Details, 3 pages. */
function thai(): HoldoutStatement {
  const opening = 46812.55;
  const made = spanBookings({ seed: 31501, kinds: TH, fixed: TH_FIXED, from: "2025-06-01", to: "2025-06-30", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Siam Riverside Bank Public Company Limited", accountHolder: "Ms. Pimchanok Srisuk", iban: null, currency: "THB", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings.map((b, i) => ({ b, channel: made.fills[i]!.columns[0]!, time: made.fills[i]!.time })), 13, 18);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#138f2d">Siam Riverside Bank</b><br>STATEMENT OF SAVINGS ACCOUNT</td><td>Account Number: 041-2-77120-5<br>Branch: Silom Road<br>Period: 01/06/2025 - 30/06/2025<br>Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Ms. Pimchanok Srisuk<br>88/412 Soi Sathorn 11, Yan Nawa<br>Sathorn, Bangkok 10120</td><td>Account Name: Ms. Pimchanok Srisuk<br>Currency: THB</td></tr></table>
  <table class="box" style="width:80%;margin-bottom:5mm;border:1px solid #9c9"><tr><td>Beginning Balance</td><td class="r">${en(opening)}</td><td></td></tr><tr><td>Total Withdrawal</td><td class="r">${en(debits(bookings))}</td><td>${count(bookings, -1)} Transactions</td></tr><tr><td>Total Deposit</td><td class="r">${en(credits(bookings))}</td><td>${count(bookings, 1)} Transactions</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>${en(closing)}</b></td><td></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01-06-25</td><td></td><td>Beginning Balance</td><td></td><td></td><td class="r">${en(opening)}</td><td></td><td></td></tr>` : "";
      const rows = list.map(({ b, channel, time }) => `<tr><td class="nw">${dmyShort(b.date, "-")}</td><td class="nw">${time}</td><td>${b.lines[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td><td>${channel}</td><td>${lines(b.lines.slice(1))}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Please examine this statement. If no error is reported within 30 days, the account will be considered correct. Interest income is subject to 15% withholding tax.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:8%">Date</th><th style="width:8%">Time/ Eff.Date</th><th style="width:14%">Descriptions</th><th class="r" style="width:11%">Withdrawal</th><th class="r" style="width:11%">Deposit</th><th class="r" style="width:12%">Outstanding Balance</th><th style="width:10%">Channel</th><th>Details</th></tr></thead><tbody>${first}${rows}</tbody></table>${note}${foot(`Siam Riverside Bank Public Company Limited · 400/22 Phahon Yothin Road, Bangkok 10400 · Contact Center 02-888-4412 · Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-th-details-after-balance", layout: "Date/Time/Descriptions/Withdrawal/Deposit/Outstanding Balance/Channel/Details: 'dd-mm-yy' dates, a clock time column, the other party in a Details column after the balance and a channel column, Beginning Balance row, interest and its withholding tax as two bookings, summary with counted withdrawals and deposits, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #138f2d; background: #eaf6ec; font-size: 7.2pt; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Vietnamese bank (bilingual, whole dong, remitter columns)

const VN: readonly Kind[] = [
  { lines: ["NGUYEN THI LAN", "NGUYEN THI LAN chuyen tien an trua FT25{n8}"], money: "in", low: 50000, high: 800000, step: 1000, columns: ["VIETCOMBANK"] },
  { lines: ["TRAN MINH DUC", "HOANG ANH TUAN chuyen tien tra no FT25{n8}"], money: "out", low: 100000, high: 2000000, step: 10000, columns: ["MB BANK"] },
  { lines: ["", "Thanh toan QR tai WINMART TIMES CITY {n10}"], money: "out", low: 35000, high: 900000, step: 1000, columns: [""] },
  { lines: ["", "Thanh toan GrabFood GF{n9}"], money: "out", low: 40000, high: 350000, step: 1000, columns: [""] },
  { lines: ["", "Rut tien mat tai ATM TCB 191 BA TRIEU"], money: "out", low: 500000, high: 5000000, step: 500000, columns: [""] },
  { lines: ["CONG TY CP DICH VU DI DONG TRUC TUYEN", "Nap tien dien thoai 0912xxx678 MOMO{n8}"], money: "out", low: 50000, high: 500000, step: 50000, columns: ["BIDV"] },
];
const VN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-05", { lines: ["CONG TY TNHH PHAN MEM SAO VIET", "TRA LUONG THANG 6 2025 CHO HOANG ANH TUAN"], money: "in", low: 28450000, high: 28450000, columns: ["VIETINBANK"] }],
  ["2025-07-10", { lines: ["LE VAN HUNG", "Tien thue nha thang 7 can ho 1204 toa R3"], money: "out", low: 9500000, high: 9500000, columns: ["VPBANK"] }],
  ["2025-07-15", { lines: ["TONG CONG TY DIEN LUC HA NOI", "Thanh toan tien dien PD0412771205 ky 6/2025"], money: "out", low: 1286400, high: 1286400, columns: ["AGRIBANK"] }],
  ["2025-07-20", { lines: ["CONG TY NUOC SACH HA NOI", "Thanh toan tien nuoc KH 4412077 T6/2025"], money: "out", low: 184300, high: 184300, columns: ["BIDV"] }],
  ["2025-07-31", { lines: ["", "Tra lai tien gui thang 7/2025"], money: "in", low: 6812, high: 6812, columns: [""] }],
];

/** A Vietnamese bank's bilingual statement: whole dong with comma thousands, remitter and remitter-bank columns before the details, 3 pages. */
function vietnamese(): HoldoutStatement {
  const opening = 12340500;
  const made = spanBookings({ seed: 31601, kinds: VN, fixed: VN_FIXED, from: "2025-07-01", to: "2025-07-31", count: 33, opening, perBalance: true, whole: true, fill: filler(() => "") });
  const bookings = dropEmpty(made.bookings);
  const { closing } = made;
  const truth: HoldoutTruth = { bank: "Ngân hàng TMCP Sông Hồng", accountHolder: "Hoàng Anh Tuấn", iban: null, currency: "VND", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const vnd = (v: number) => whole(v, ",");
  const pages = paged(made.bookings.map((b, i) => ({ b, bank: made.fills[i]!.columns[0]! })), 14, 20);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c8102e">SongHong Bank</b><br>Ngân hàng TMCP Sông Hồng<br><b>SAO KÊ TÀI KHOẢN / ACCOUNT STATEMENT</b></td><td>Từ ngày / From: 01/07/2025 &nbsp; Đến ngày / To: 31/07/2025<br>Số tài khoản / Account No.: 1903 4412 7712 05<br>Loại tiền / Currency: VND<br>Trang / Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Tên khách hàng / Customer name: HOANG ANH TUAN<br>Địa chỉ / Address: Số 12 ngõ 45 Nguyễn Chí Thanh, Đống Đa, Hà Nội</td><td>Mã khách hàng / CIF: 41277120<br>Loại tài khoản / Account type: Tài khoản thanh toán / Current account</td></tr></table>
  <table class="box" style="width:80%;margin-bottom:5mm;border:1px solid #e8a0a8"><tr><td>Số dư đầu kỳ / Opening balance</td><td class="r">${vnd(opening)}</td></tr><tr><td>Tổng ghi nợ / Total debit</td><td class="r">${vnd(debits(bookings))}</td></tr><tr><td>Tổng ghi có / Total credit</td><td class="r">${vnd(credits(bookings))}</td></tr><tr><td><b>Số dư cuối kỳ / Closing balance</b></td><td class="r"><b>${vnd(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, bank }) => `<tr><td class="nw">${dmyLong(b.date, "/")}</td><td>${lines([b.lines[0]!])}</td><td class="s">${bank}</td><td>${lines(b.lines.slice(1))}</td><td class="r">${b.amount < 0 ? vnd(b.amount) : ""}</td><td class="r">${b.amount > 0 ? vnd(b.amount) : ""}</td><td class="r">${vnd(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Sao kê này được tạo tự động và không cần chữ ký. / This statement is generated automatically and requires no signature. Quý khách vui lòng thông báo sai sót trong vòng 30 ngày.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Ngày giao dịch / Transaction Date</th><th style="width:17%">Đối tác / Remitter</th><th style="width:10%">NH Đối tác / Remitter Bank</th><th>Diễn giải / Details</th><th class="r" style="width:11%">Nợ TKTT / Debit</th><th class="r" style="width:11%">Có TKTT / Credit</th><th class="r" style="width:12%">Số dư / Balance</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Ngân hàng TMCP Sông Hồng · 191 Bà Triệu, Hai Bà Trưng, Hà Nội · Hotline 1800 4412 · Trang / Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-vn-bilingual-remitter", layout: "bilingual Vietnamese/English: Ngày giao dịch/Đối tác/NH Đối tác/Diễn giải/Nợ TKTT/Có TKTT/Số dư, dd/mm/yyyy, whole dong with comma thousands, the other party and its bank in columns of their own (blank for card and cash), texts without diacritics, balances in a bilingual box above, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #c8102e; font-size: 7pt; }`, body), truth };
}

// ---------------------------------------------------------------- Kenyan bank (charges and excise duty rows)

const KE: readonly Kind[] = [
  { lines: ["MPESA B2C TRANSFER", "254722{n6} JOHN KAMAU"], money: "out", low: 500, high: 8000, step: 50, columns: ["35"] },
  { lines: ["PESALINK TRANSFER OUT", "TO EQUITY BANK 0123{n8} FAITH WANJIRU"], money: "out", low: 1000, high: 25000, step: 100, columns: ["55"] },
  { lines: ["MPESA C2B DEPOSIT", "PAYBILL 522411 FROM 2547{n8}"], money: "in", low: 500, high: 15000, step: 50, columns: [""] },
  { lines: ["ATM WITHDRAWAL", "ATM 0412 KIMATHI STREET NAIROBI"], money: "out", low: 1000, high: 20000, step: 500, card: true, columns: ["33"] },
  { lines: ["POS PURCHASE", "NAIVAS SUPERMARKET WESTLANDS"], money: "out", low: 300, high: 12000, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "TOTALENERGIES LANGATA RD"], money: "out", low: 2000, high: 8000, card: true, columns: [""] },
];
const KE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-01", { lines: ["STANDING ORDER", "RENT KILIMANI HEIGHTS MGMT LTD"], money: "out", low: 45000, high: 45000, columns: ["50"] }],
  ["2025-03-05", { lines: ["KPLC PREPAID TOKEN", "METER 37124412771"], money: "out", low: 2500, high: 2500, columns: [""] }],
  ["2025-03-25", { lines: ["SALARY CREDIT", "SAFARI LOGISTICS LTD MAR 2025"], money: "in", low: 186420.5, high: 186420.5, columns: [""] }],
  ["2025-03-27", { lines: ["LOAN REPAYMENT", "PERSONAL LOAN LD2412771205"], money: "out", low: 22318, high: 22318, columns: [""] }],
  ["2025-03-31", { lines: ["LEDGER FEE", "MARCH 2025"], money: "out", low: 300, high: 300, columns: ["X"] }],
];

/** A Kenyan bank's statement: T24-style references, a charge and its excise duty after each transfer, BALANCE B/F row, 3 pages. */
function kenyan(): HoldoutStatement {
  const opening = 168410.75;
  const made = spanBookings({ seed: 31701, kinds: KE, fixed: KE_FIXED, from: "2025-03-01", to: "2025-03-31", count: 20, opening, perBalance: true, next: true, fill: filler(() => "") });
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const ref = (date: string, n: number) => `FT25${String(Math.round((stamp(date) - stamp("2025-01-01")) / 86_400_000) + 1).padStart(3, "0")}${letters[n % 24]}${letters[Math.floor(n / 24) % 24]}${digits(n, 3)}`;
  // A transfer's charge and the 20 % excise duty on it are booked right after it under its reference; a fee carries excise duty alone.
  const items: Item[] = made.bookings.flatMap((b, i): Item[] => {
    const f = made.fills[i]!;
    const r = ref(b.date, f.n);
    const charge = f.columns[0]!;
    const own: Item = { date: b.date, valueDate: b.valueDate, lines: b.lines, amount: b.amount, cols: [r] };
    if (charge === "") return [own];
    if (charge === "X") return [own, { date: b.date, lines: ["EXCISE DUTY 20%", "ON LEDGER FEE"], amount: -60, cols: [`${r}\\BNK`] }];
    const fee = Number(charge);
    return [own, { date: b.date, lines: ["TRANSACTION CHARGE"], amount: -fee, cols: [`${r}\\BNK`] }, { date: b.date, lines: ["EXCISE DUTY 20%"], amount: -round2(fee * 0.2), cols: [`${r}\\BNK`] }];
  });
  const { bookings, closing } = settle(opening, items);
  const truth: HoldoutTruth = { bank: "Rift Valley Commercial Bank Limited", accountHolder: "Grace Achieng Otieno", iban: null, currency: "KES", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const ke = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]!.toUpperCase()} ${d.slice(0, 4)}`;
  const pages = paged(bookings.map((b, i) => ({ b, r: items[i]!.cols![0]! })), 17, 25);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#5b2c83">Rift Valley Commercial Bank</b><br>ACCOUNT STATEMENT</td><td>Account No: 1204 4127 7120 &nbsp; (KES)<br>Account Type: Current Account - Personal<br>Period: 01 MAR 2025 to 31 MAR 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">GRACE ACHIENG OTIENO<br>P.O. BOX 41207-00100<br>NAIROBI</td><td>Branch: Moi Avenue<br>Currency: KES<br>Statement Date: 01 APR 2025</td></tr></table>
  <table class="band" style="margin-bottom:5mm"><tr><th>Opening Balance</th><th>Total Money Out</th><th>Total Money In</th><th>Closing Balance</th></tr><tr><td class="r">${en(opening)}</td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td class="r">${en(closing)}</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01 MAR 2025</td><td></td><td></td><td>BALANCE B/F</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map(({ b, r }) => `<tr><td class="nw">${ke(b.date)}</td><td class="nw">${ke(b.valueDate)}</td><td class="nw s">${r}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Excise duty is charged at 20% on bank fees and charges as required by the Excise Duty Act, 2015. Please report any discrepancy within 14 days of the statement date. Rift Valley Commercial Bank is regulated by the Central Bank of Kenya.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Txn Date</th><th style="width:10%">Value Date</th><th style="width:15%">Bank Reference</th><th>Narrative</th><th class="r" style="width:11%">Money Out</th><th class="r" style="width:11%">Money In</th><th class="r" style="width:12%">Ledger Balance</th></tr></thead><tbody>${first}${rows}</tbody></table>${note}${foot(`Rift Valley Commercial Bank Limited · Moi Avenue, P.O. Box 30412-00100 Nairobi · +254 20 441 2000 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-ke-excise-rows", layout: "Txn Date/Value Date/Bank Reference/Narrative/Money Out/Money In/Ledger Balance, '03 MAR 2025' dates, 'FT25062..' references, a charge and its 20 % excise duty booked as two rows after each transfer under the transfer's reference + '\\BNK', BALANCE B/F row, summary band above, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #5b2c83; } tr.bal td { font-weight: bold; } .band { border: 1px solid #5b2c83; } .band th { background: #efe8f5; text-align: right; }`, body), truth };
}

// ---------------------------------------------------------------- Fijian bank (quarterly, cheque-number column)

const FJ: readonly Kind[] = [
  { lines: ["EFTPOS PURCHASE", "MH SUPERMARKET SUVA"], money: "out", low: 8, high: 250, card: true, columns: [""] },
  { lines: ["EFTPOS PURCHASE", "TOTAL SERVICE STATION LAUCALA"], money: "out", low: 30, high: 120, card: true, columns: [""] },
  { lines: ["ATM WITHDRAWAL", "ATM 0412 MHCC SUVA"], money: "out", low: 20, high: 400, step: 20, card: true, columns: [""] },
  { lines: ["M-PAISA TRANSFER", "TO 679 9{n6}"], money: "out", low: 10, high: 150, step: 5, columns: [""] },
  { lines: ["CHEQUE WITHDRAWAL"], money: "out", low: 80, high: 600, columns: ["0041{n2}"] },
  { lines: ["INWARD TRANSFER", "FROM S NAIDU"], money: "in", low: 20, high: 300, step: 10, columns: [""] },
];
const fjPay: Kind = { lines: ["SALARY", "FIJI PORTS CORPORATION LTD"], money: "in", low: 1284.6, high: 1284.6, columns: [""] };
const fjRent: Kind = { lines: ["STANDING ORDER", "HOUSING AUTHORITY RENT A/C 4412"], money: "out", low: 420, high: 420, columns: [""] };
const fjFee: Kind = { lines: ["ACCOUNT KEEPING FEE"], money: "out", low: 2.5, high: 2.5, columns: [""] };
const fjPower = (amount: number): Kind => ({ lines: ["DIRECT DEBIT", "ENERGY FIJI LTD 0412771"], money: "out", low: amount, high: amount, columns: [""] });
const fjInterest = (amount: number): Kind => ({ lines: ["INTEREST CREDIT"], money: "in", low: amount, high: amount, columns: [""] });
const FJ_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-01-02", fjRent],
  ["2025-01-09", fjPay],
  ["2025-01-15", fjPower(86.4)],
  ["2025-01-23", fjPay],
  ["2025-01-31", fjInterest(0.84)],
  ["2025-01-31", fjFee],
  ["2025-02-03", fjRent],
  ["2025-02-06", fjPay],
  ["2025-02-14", fjPower(91.25)],
  ["2025-02-20", fjPay],
  ["2025-02-28", fjInterest(0.97)],
  ["2025-02-28", fjFee],
  ["2025-03-03", fjRent],
  ["2025-03-06", fjPay],
  ["2025-03-14", fjPower(79.8)],
  ["2025-03-20", fjPay],
  ["2025-03-31", fjInterest(1.12)],
  ["2025-03-31", fjFee],
];

/** A Fijian bank's quarterly statement: dd/mm/yy, a cheque-number column, brought/carried forward rows on every page, totals at the end, 3 pages. */
function fijian(): HoldoutStatement {
  const opening = 2906.35;
  const made = spanBookings({ seed: 31801, kinds: FJ, fixed: FJ_FIXED, from: "2025-01-01", to: "2025-03-31", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Coral Coast Bank (Fiji) Limited", accountHolder: "Mr Ratu Josaia Tuilagi", iban: null, currency: "FJD", periodFrom: "2025-01-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings.map((b, i) => ({ b, chq: made.fills[i]!.columns[0]! })), 14, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const after = sumTo(before, list.map((x) => x.b));
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00778b">Coral Coast Bank</b><br>Coral Coast Bank (Fiji) Limited<br>SAVINGS ACCOUNT STATEMENT</td><td>Account: 4412077120 &nbsp; Everyday Saver<br>Statement Period: 01/01/2025 to 31/03/2025<br>Currency: FJD<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Mr Ratu Josaia Tuilagi<br>Lot 12 Ratu Dovi Road<br>Nasinu, Fiji</td><td>Branch: Suva Central<br>Statement No: 17</td></tr></table>` : ""
      }`;
      const forward = `<tr class="bal"><td class="nw">${p === 0 ? "01/01/25" : ""}</td><td>${p === 0 ? "OPENING BALANCE" : "BALANCE BROUGHT FORWARD"}</td><td></td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map(({ b, chq }) => `<tr><td class="nw">${dmyShort(b.date, "/")}</td><td>${lines(b.lines)}</td><td class="nw">${chq}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td>TOTALS FOR PERIOD</td><td></td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td></td></tr><tr class="bal"><td class="nw">31/03/25</td><td>CLOSING BALANCE</td><td></td><td></td><td></td><td class="r">${en(closing)}</td></tr>`
        : `<tr class="bal"><td></td><td>BALANCE CARRIED FORWARD</td><td></td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Interest is calculated on the daily balance and credited monthly. Please examine this statement and report any error to your branch within 30 days. Coral Coast Bank (Fiji) Limited is licensed by the Reserve Bank of Fiji.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">Date</th><th>Transaction Details</th><th style="width:9%">Chq No.</th><th class="r" style="width:13%">Withdrawals</th><th class="r" style="width:13%">Deposits</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${forward}${rows}${end}</tbody></table>${note}${foot(`Coral Coast Bank (Fiji) Limited · Victoria Parade, Suva · Phone 132 412 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-fj-quarterly-cheque", layout: "quarterly January–March, Date/Transaction Details/Chq No./Withdrawals/Deposits/Balance, dd/mm/yy, a cheque-number column, fortnightly pay, month-end interest and fee bookings, OPENING BALANCE, BALANCE BROUGHT/CARRIED FORWARD rows on every page, TOTALS FOR PERIOD and CLOSING BALANCE rows, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #00778b; } tr.bal td { font-weight: bold; } tr.tot td { border-top: 1px solid #999; font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Icelandic bank (whole krónur, signed amounts)

const IS: readonly Kind[] = [
  { lines: ["Debetkortafærsla", "BÓNUS SKEIFAN"], money: "out", low: 800, high: 18000, card: true, columns: ["{n10}"] },
  { lines: ["Debetkortafærsla", "KRÓNAN GRANDA"], money: "out", low: 900, high: 16000, card: true, columns: ["{n10}"] },
  { lines: ["Debetkortafærsla", "N1 ÁRTÚNSHÖFÐA"], money: "out", low: 6000, high: 16000, card: true, columns: ["{n10}"] },
  { lines: ["Millifærsla", "Guðrún Jónsdóttir"], money: "in", low: 2000, high: 30000, step: 500, columns: ["0512873219"] },
  { lines: ["Millifærsla", "Sigurður Ólafsson"], money: "out", low: 2000, high: 40000, step: 500, columns: ["2304794409"] },
  { lines: ["Úttekt hraðbanki", "HRAÐBANKI KRINGLAN"], money: "out", low: 5000, high: 40000, step: 1000, card: true, columns: ["{n10}"] },
  { lines: ["Debetkortafærsla", "STRÆTÓ BS KLAPP"], money: "out", low: 570, high: 2280, card: true, columns: ["{n10}"] },
];
const IS_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-09-01", { lines: ["Laun", "Marel hf."], money: "in", low: 742318, high: 742318, columns: ["6203871919"] }],
  ["2025-09-01", { lines: ["Millifærsla", "Leigufélagið Heimaland ehf."], money: "out", low: 289000, high: 289000, columns: ["4107120530"] }],
  ["2025-09-02", { lines: ["Greiðsluseðill", "Orkuveita Reykjavíkur"], money: "out", low: 14236, high: 14236, columns: ["5512060410"] }],
  ["2025-09-02", { lines: ["Greiðsluseðill", "Síminn hf."], money: "out", low: 11990, high: 11990, columns: ["4602070880"] }],
  ["2025-09-05", { lines: ["Greiðsluseðill", "Sjóvá-Almennar tryggingar hf."], money: "out", low: 18411, high: 18411, columns: ["6509091270"] }],
  ["2025-09-15", { lines: ["Greiðsluseðill", "Menntasjóður námsmanna"], money: "out", low: 23854, high: 23854, columns: ["5809201210"] }],
  ["2025-09-30", { lines: ["Færslugjöld", "September 2025"], money: "out", low: 390, high: 390, columns: ["0000000000"] }],
];

/** An Icelandic bank's statement: dd.mm.yyyy with an interest date, whole krónur signed "-12.500", a reference column, balances as lines, 2 pages. */
function icelandic(): HoldoutStatement {
  const opening = 187455;
  const made = spanBookings({ seed: 31901, kinds: IS, fixed: IS_FIXED, from: "2025-09-01", to: "2025-09-30", count: 36, opening, perBalance: true, whole: true, next: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("IS", "0133260077120512873219");
  const truth: HoldoutTruth = { bank: "Fjarðabanki hf.", accountHolder: "Helga Björk Sigurðardóttir", iban: code, currency: "ISK", periodFrom: "2025-09-01", periodTo: "2025-09-30", openingBalance: opening, closingBalance: closing, bookings };
  const isk = (v: number) => `${v < 0 ? "-" : ""}${whole(v, ".")}`;
  const pages = paged(bookings.map((b, i) => ({ b, ref: made.fills[i]!.columns[0]! })), 18, 26);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004b87">Fjarðabanki</b><br>Reikningsyfirlit</td><td>Reikningur: 0133-26-007712<br>IBAN: ${spaced(code)}<br>Tímabil: 01.09.2025 - 30.09.2025<br>Síða ${p + 1} af ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Helga Björk Sigurðardóttir<br>Hringbraut 44<br>107 Reykjavík</td><td>Kennitala: 051287-3219<br>Tegund reiknings: Veltureikningur<br>Mynt: ISK</td></tr></table><p><b>Staða í upphafi tímabils 01.09.2025: ${isk(opening)} kr.</b></p>` : ""
      }`;
      const rows = list.map(({ b, ref }) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td class="nw">${dmyLong(b.valueDate, ".")}</td><td>${lines(b.lines)}</td><td class="nw">${ref}</td><td class="r">${isk(b.amount)}</td><td class="r">${isk(b.balance!)}</td></tr>`).join("");
      const end = last ? `<p style="margin-top:3mm"><b>Staða í lok tímabils 30.09.2025: ${isk(closing)} kr.</b></p><p class="s">Innborganir samtals: ${whole(credits(bookings), ".")} kr. &nbsp; Úttektir samtals: ${whole(debits(bookings), ".")} kr. &nbsp; Fjöldi færslna: ${bookings.length}</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:11%">Dags.</th><th style="width:11%">Vaxtad.</th><th>Texti</th><th style="width:14%">Tilvísun</th><th class="r" style="width:13%">Upphæð</th><th class="r" style="width:13%">Staða</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Fjarðabanki hf. · Austurstræti 16, 101 Reykjavík · Kt. 471008-0280 · Sími 410 4412 · Síða ${p + 1} af ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "l-is-signed-kronur", layout: "Dags./Vaxtad./Texti/Tilvísun/Upphæð/Staða: dd.mm.yyyy with an interest date, whole krónur with dot thousands signed '-12.500', a ten-digit reference column, two-line texts (kind over party), opening and closing balances as lines above and below the table, totals and a count at the end, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #004b87; }`, body), truth };
}

/** Batch L, in a fixed order. */
export function holdoutStatementsL(): HoldoutStatement[] {
  return [chilean(), argentine(), brokerage(), israeli(), thai(), vietnamese(), kenyan(), fijian(), icelandic()];
}
