import { esc, figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, ddmmyyyy, debits, foot, paged, shift, STYLE, type Drawn, type Kind as SpanKind, type Made } from "./statement-holdout-kit.ts";

/**
 * A seventh held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. Layouts
 * unlike the 47 before it:
 * - a Chinese bank's with the summary (摘要) before the date, a currency and a cash/remittance
 *   column on every row, eight-digit "20250612" dates, a signed amount with no plus, the balance,
 *   then a place/remark column and the other party's account over its name;
 * - a UAE bank's bilingual Arabic/English statement set right to left (the date column at the
 *   right edge, the balance at the left), English texts over two or three lines, dd/mm/yyyy;
 * - a mobile-money statement (M-PESA style) newest first with a receipt number, the completion
 *   date and time in one cell, a "Completed" status column, "Paid In"/"Withdrawn" with a minus on
 *   withdrawals, charges booked as rows of their own under the same receipt, no currency named;
 * - an Indonesian bank's with yearless "12/05" dates, debits marked "DB" after the figure and
 *   credits unmarked, a branch-code column, texts that quote the amount as "250000.00" or a date,
 *   "Bersambung" between pages and "MUTASI CR/DB" counts at the end;
 * - a Croatian bank's with each booking's other party on a line of its own ABOVE the line with
 *   its dates, purpose and amounts, "12.07.2025." dates with a trailing dot, Isplata/Uplata/
 *   Stanje, a reference column and Donos/Prijenos carries;
 * - a Russian bank's with every booking on two lines: the operation date and time, the category,
 *   the amount and the balance on the first, the processing date and an authorisation code under
 *   the date and the description under the category on the second; credits "+5 000,00", debits
 *   unsigned;
 * - a Ukrainian neobank's in landscape with ten columns: date and time, details, MCC, the amount
 *   in the card's currency, the amount in the operation's currency with its currency and rate,
 *   commission and cashback columns (not bookings), the balance after; "-1 234.56" figures;
 * - a Philippine bank's with debits in parentheses "(1,234.56)" in one amount column, check
 *   numbers in a column of their own, yearless "SEP 02" dates, and an average daily balance in
 *   the summary that is no booking's balance;
 * - a Korean bank's with a running number column, date over time in one cell, 적요 over the other
 *   party, 출금/입금/거래후 잔액 in whole won and a branch column.
 * Every page repeats a header and a footer.
 */

/** A kind of booking; one paid in another currency names it. */
interface Kind extends SpanKind {
  readonly currency?: string;
}

/** The clock times of each booking, rising through each day in the order the balances run. */
function risingTimes(made: Made<Kind>): string[] {
  const times = made.fills.map((f) => f.time);
  for (const date of new Set(made.bookings.map((b) => b.date))) {
    const at = made.bookings.flatMap((b, i) => (b.date === date ? [i] : []));
    const sorted = at.map((i) => times[i]!).sort();
    at.forEach((i, k) => (times[i] = sorted[k]!));
  }
  return times;
}

/** Whole units grouped by commas (won) or dots (rupiah, kept with ",00"). */
const grouped = (v: number, sep: string) => Math.abs(v).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/gu, sep);
const CJK = `body { font-family: "DejaVu Sans", "Droid Sans Fallback", sans-serif; }`;

/** Batch G's draws: clock times to the second, a card payment up to two days before its booking and never before the statement's first day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "first", seconds: true });

// ---------------------------------------------------------------- Chinese

const CN: readonly Kind[] = [
  { lines: ["消费"], columns: ["财付通-美团外卖", "215590001", "财付通支付科技有限公司"], money: "out", low: 18, high: 160, card: true },
  { lines: ["消费"], columns: ["支付宝-盒马鲜生", "215500690", "支付宝（中国）网络技术有限公司"], money: "out", low: 30, high: 420, card: true },
  { lines: ["转账存入"], columns: ["手机银行 生活费", "6217 0012 3456 7788", "李娜"], money: "in", low: 200, high: 3000, step: 100 },
  { lines: ["跨行转出"], columns: ["网上银行 还款", "6228 4800 1234 5678 912", "张伟"], money: "out", low: 500, high: 5000, step: 100 },
  { lines: ["ATM取款"], columns: ["上海浦东张江支行ATM", "", ""], money: "out", low: 500, high: 3000, step: 100 },
  { lines: ["银联入账"], columns: ["退款 京东商城", "110910300", "北京京东世纪贸易有限公司"], money: "in", low: 20, high: 300 },
  { lines: ["消费"], columns: ["中国石化加油站 浦东金科路", "", ""], money: "out", low: 200, high: 450, card: true },
];
const CN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-05", { lines: ["跨行转出"], columns: ["网上银行 6月房租", "6214 8301 2233 4455", "陈建国"], money: "out", low: 6500, high: 6500 }],
  ["2025-06-10", { lines: ["代发工资"], columns: ["工资 2025年05月", "3100 1234 5678 0500 1234", "上海智联科技有限公司"], money: "in", low: 18650, high: 18650 }],
  ["2025-06-16", { lines: ["信用卡还款"], columns: ["自动还款", "4392 26** **** 8812", "王晓明"], money: "out", low: 4218.37, high: 4218.37 }],
  ["2025-06-21", { lines: ["结息"], columns: ["活期结息", "", ""], money: "in", low: 12.84, high: 12.84 }],
  ["2025-06-27", { lines: ["缴费"], columns: ["国网上海市电力公司 电费", "", ""], money: "out", low: 186.5, high: 186.5 }],
];

/** A Chinese bank's account detail list: 摘要 before the date, currency and 钞汇 columns, 20250612 dates, a signed amount, the balance, then remark and counterparty columns, 2 pages. */
function chineseBank(): HoldoutStatement {
  const opening = 23418.56;
  const made = spanBookings({ seed: 17101, kinds: CN, fixed: CN_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "华东商业银行", accountHolder: "王晓明", iban: null, currency: "CNY", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const ymd = (d: string) => d.replace(/-/gu, "");
  const en = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "en")}`;
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]!, no: i + 1 })), 18, 24);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:13pt">华东商业银行</b><br>个人活期账户交易明细</td><td>打印日期：20250701<br>第 ${p + 1} 页 / 共 ${pages.length} 页</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">户名：王晓明<br>账号：6217 0012 0034 5678 901<br>开户网点：上海张江支行</td><td>币种：CNY（人民币）<br>起止日期：20250601 - 20250630<br>账户类型：活期储蓄</td></tr></table>
  <table class="box" style="width:75%;margin-bottom:4mm;border:1px solid #999"><tr><td>期初余额</td><td class="r">${en(opening)}</td><td>收入合计（${count(bookings, 1)} 笔）</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>期末余额</td><td class="r">${en(closing)}</td><td>支出合计（${count(bookings, -1)} 笔）</td><td class="r">${en(debits(bookings))}</td></tr></table>`
          : ""
      }`;
      const rows = list
        .map(({ b, f, no }) => {
          const party = f.columns[1] === "" ? "" : `${esc(f.columns[1]!)}<br>${esc(f.columns[2]!)}`;
          return `<tr><td class="r">${no}</td><td>${lines(b.lines)}</td><td class="nw">人民币</td><td>钞</td><td class="nw">${ymd(b.date)}</td><td class="r">${en(b.amount)}</td><td class="r">${en(b.balance!)}</td><td>${esc(f.columns[0]!)}</td><td>${party}</td></tr>`;
        })
        .join("");
      return `<div class="sheet">${head}<table><thead><tr><th>序号</th><th>摘要</th><th>币别</th><th>钞汇</th><th>交易日期</th><th class="r">交易金额</th><th class="r">账户余额</th><th>交易地点/附言</th><th>对方账号与户名</th></tr></thead><tbody>${rows}</tbody></table>${foot(`华东商业银行股份有限公司 · 客服热线 95599 · 本明细仅供参考，如有疑问请联系开户网点 · 第 ${p + 1} 页 / 共 ${pages.length} 页`)}</div>`;
    })
    .join("");
  return { name: "g-cn-bank", layout: "序号/摘要/币别/钞汇/交易日期/交易金额/账户余额/交易地点/对方账号与户名: the summary before eight-digit '20250612' dates, currency on every row, signed amounts without a plus, remark and counterparty after the balance, summary box, 2 pages", html: page(`${STYLE} ${CJK} body { font-size: 7.4pt; } thead th { border-bottom: 1px solid #900; background: #fbeaea; font-weight: normal; }`, body), truth };
}

// ---------------------------------------------------------------- UAE (right to left)

const AE: readonly Kind[] = [
  { lines: ["POS PURCHASE", "CARREFOUR MOE DUBAI AE", "CARD NO. 4584XXXXXXXX2291"], money: "out", low: 40, high: 900, card: true },
  { lines: ["POS PURCHASE", "ENOC 1047 AL BARSHA DUBAI AE", "CARD NO. 4584XXXXXXXX2291"], money: "out", low: 60, high: 250, card: true },
  { lines: ["ATM CASH WITHDRAWAL", "ATM 00412 DUBAI MALL"], money: "out", low: 200, high: 2000, step: 100 },
  { lines: ["INWARD TRANSFER", "FROM FATIMA HASSAN AL ZAABI", "REF FT25{ref}"], money: "in", low: 250, high: 3000, step: 50 },
  { lines: ["IPI OUTWARD TRANSFER", "TO RAHUL NAIR", "REF FT25{ref}"], money: "out", low: 300, high: 2500, step: 50 },
  { lines: ["ONLINE PURCHASE", "NOON.COM DUBAI AE", "CARD NO. 4584XXXXXXXX2291"], money: "out", low: 50, high: 800, card: true },
  { lines: ["POS PURCHASE", "TALABAT.COM DUBAI AE", "CARD NO. 4584XXXXXXXX2291"], money: "out", low: 35, high: 190, card: true },
];
const AE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["CLEARING CHEQUE", "CHQ NO. 000104 MARINA HEIGHTS REAL ESTATE"], money: "out", low: 21250, high: 21250 }],
  ["2025-07-10", { lines: ["UTILITY BILL PAYMENT", "DEWA ACCOUNT 2001234567"], money: "out", low: 684.3, high: 684.3 }],
  ["2025-07-15", { lines: ["UTILITY BILL PAYMENT", "DU POSTPAID 0551234567"], money: "out", low: 399, high: 399 }],
  ["2025-07-28", { lines: ["SALARY TRANSFER", "WPS SALARY JUL 2025", "EMIRATES MARINE SERVICES LLC"], money: "in", low: 24500, high: 24500 }],
  ["2025-07-31", { lines: ["MONTHLY ACCOUNT FEE"], money: "out", low: 25, high: 25 }],
  ["2025-07-31", { lines: ["VAT ON CHARGES"], money: "out", low: 1.25, high: 1.25 }],
];

/** A UAE bank's bilingual statement set right to left: date, value date, description, debit, credit, balance from the right edge, 3 pages. */
function uaeRightToLeft(): HoldoutStatement {
  const opening = 26420.75;
  const made = spanBookings({ seed: 17202, kinds: AE, fixed: AE_FIXED, from: "2025-07-01", to: "2025-07-31", count: 30, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{ref}", `${f.date.slice(5, 7)}${f.date.slice(8, 10)}${String(f.n % 1_000_000).padStart(6, "0")}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Gulf Crescent Bank PJSC", accountHolder: "MOHAMMED AHMED AL MANSOORI", iban: "AE290330000012345678901", currency: "AED", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const en = (v: number) => figure(v, "en");
  const d = (x: string) => ddmmyyyy(x, "/");
  const pages = paged(bookings, 15, 17);
  const label = (ar: string, en: string) => `${ar} <bdi>${en}</bdi>`;
  const row = (date: string, text: string, v: number) => `<tr class="bal"><td class="nw">${date}</td><td></td><td><b>${text}</b></td><td></td><td></td><td class="r"><b>${en(v)}</b></td></tr>`;
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt">بنك الهلال الخليجي ش.م.ع</b><br><b style="font-size:11pt"><bdi>Gulf Crescent Bank PJSC</bdi></b></td><td>${label("كشف حساب", "Statement of Account")}<br>${label("صفحة", `Page ${p + 1} of ${pages.length}`)}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">${label("اسم العميل", "Customer Name")}:<br><bdi>MOHAMMED AHMED AL MANSOORI</bdi><br><bdi>P.O. Box 24518, Dubai, United Arab Emirates</bdi><br>${label("نوع الحساب", "Account Type")}: <bdi>Current Account</bdi></td><td>${label("رقم الحساب", "Account No.")}: <bdi>0330 0000 1234 5678 901</bdi><br>${label("رقم الآيبان", "IBAN")}: <bdi>AE29 0330 0000 1234 5678 901</bdi><br>${label("العملة", "Currency")}: <bdi>AED</bdi><br>${label("الفترة", "Period")}: <bdi>01/07/2025 - 31/07/2025</bdi></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? row("01/07/2025", label("الرصيد الافتتاحي", "Opening Balance"), opening) : "";
      const rows = list.map((b) => `<tr><td class="nw">${d(b.date)}</td><td class="nw">${d(b.valueDate)}</td><td><bdi>${lines(b.lines)}</bdi></td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? row("31/07/2025", label("الرصيد الختامي", "Closing Balance"), closing) : "";
      return `<div class="sheet">${head}<table><thead><tr><th>التاريخ<br><bdi>Date</bdi></th><th>تاريخ القيمة<br><bdi>Value Date</bdi></th><th>التفاصيل<br><bdi>Description</bdi></th><th class="r">مدين<br><bdi>Debit</bdi></th><th class="r">دائن<br><bdi>Credit</bdi></th><th class="r">الرصيد<br><bdi>Balance</bdi></th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`${label("بنك الهلال الخليجي ش.م.ع مرخص من مصرف الإمارات العربية المتحدة المركزي", "Gulf Crescent Bank PJSC is licensed by the Central Bank of the UAE")} · <bdi>Page ${p + 1} of ${pages.length}</bdi>`)}</div>`;
    })
    .join("");
  const html = page(`${STYLE} td, th { text-align: right; } .r { text-align: left; } thead th { border-bottom: 1.5px solid #063; background: #eaf4ee; }`, body).replace("<body>", '<body dir="rtl">').replace('<html>', '<html lang="ar" dir="rtl">');
  return { name: "g-ae-rtl", layout: "bilingual Arabic/English set right to left (date at the right edge, balance at the left), Date/Value Date/Description/Debit/Credit/Balance dd/mm/yyyy, English texts over two or three lines, opening/closing rows, 3 pages", html, truth };
}

// ---------------------------------------------------------------- Mobile money (M-PESA style)

interface Charged extends Kind {
  /** The charge booked under the same receipt, by the amount's size. */
  readonly charge?: { readonly text: string; readonly table: readonly (readonly [number, number])[] };
}

const SEND = { text: "Customer Transfer of Funds Charge", table: [[100, 0], [500, 7], [1000, 13], [1500, 23], [2500, 33], [3500, 53], [5000, 57], [7500, 78], [10000, 90], [1e9, 108]] as const };
const WITHDRAW = { text: "Withdrawal Charge", table: [[2500, 29], [3500, 52], [5000, 69], [7500, 87], [10000, 115], [1e9, 167]] as const };
const PAYBILL = { text: "Pay Bill Charge", table: [[1000, 0], [5000, 15], [1e9, 57]] as const };
const KE: readonly Charged[] = [
  { lines: ["Merchant Payment to 5512345 - NAIVAS SUPERMARKET KILIMANI"], money: "out", low: 150, high: 3500 },
  { lines: ["Merchant Payment to 832190 - JAVA HOUSE ABC PLACE"], money: "out", low: 350, high: 1200 },
  { lines: ["Customer Transfer to - 0722***486 JOHN MWANGI KAMAU"], money: "out", low: 200, high: 5000, step: 50, charge: SEND },
  { lines: ["Funds received from - 0711***902 MARY AKINYI OTIENO"], money: "in", low: 300, high: 6000, step: 50 },
  { lines: ["Customer Withdrawal At Agent Till 412877 - WANJIKU MPESA SHOP YAYA CENTRE"], money: "out", low: 500, high: 10000, step: 100, charge: WITHDRAW },
  { lines: ["Airtime Purchase"], money: "out", low: 50, high: 500, step: 50 },
  { lines: ["Pay Bill Online to 888880 - KPLC PREPAID Acc. 37123456789"], money: "out", low: 500, high: 2500, step: 50, charge: PAYBILL },
];
const KE_FIXED: readonly (readonly [string, Charged])[] = [
  ["2025-04-08", { lines: ["Funds received from - 0733***118 PETER NDUNG'U KARIUKI"], money: "in", low: 12000, high: 12000 }],
  ["2025-04-15", { lines: ["Deposit of Funds at Agent Till 412877 - WANJIKU MPESA SHOP YAYA CENTRE"], money: "in", low: 10000, high: 10000 }],
  ["2025-04-26", { lines: ["Pay Bill Online to 522522 - KCB Acc. 1188402233 RENT APRIL"], money: "out", low: 25000, high: 25000, charge: PAYBILL }],
  ["2025-04-25", { lines: ["Business Payment from 3003011 - HIGHLANDS AGRO LTD via API"], money: "in", low: 68450, high: 68450 }],
  ["2025-04-28", { lines: ["Pay Bill Online to 444900 - NAIROBI WATER Acc. 0024518"], money: "out", low: 1380, high: 1380, charge: PAYBILL }],
];

/** A mobile-money statement: newest first, receipt numbers, completion time, status, Paid In/Withdrawn/Balance, charges as rows of their own, 3 pages. */
function mobileMoney(): HoldoutStatement {
  const opening = 21412.5;
  const made = spanBookings({ seed: 17303, kinds: KE, fixed: KE_FIXED, from: "2025-04-01", to: "2025-04-30", count: 30, opening: 0, perBalance: false, fill: (t) => t });
  // Charges follow their payment under the same receipt and at the same second.
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const receipt = (n: number, i: number) => `TD${Array.from({ length: 8 }, (_, k) => letters[(Math.floor(n / 34 ** (k % 5)) + 7 * k * (i + 1)) % 34]).join("")}`;
  const times = risingTimes(made);
  let balance = opening;
  const withCharges = made.bookings.flatMap((b, i) => {
    const f = made.fills[i]!;
    const kind = f.kind as Charged;
    const first = { ...b, valueDate: b.date, receipt: receipt(f.n, i), time: times[i]! };
    const fee = kind.charge?.table.find(([upTo]) => f.value <= upTo)?.[1] ?? 0;
    const out = [first];
    if (kind.charge !== undefined && fee > 0) out.push({ ...first, lines: [kind.charge.text], amount: -fee });
    return out.map((x) => {
      balance = round2(balance + x.amount);
      return { ...x, balance };
    });
  });
  const closing = balance;
  const bookings: HoldoutBooking[] = withCharges.map(({ date, valueDate, lines: l, amount, balance: bal }) => ({ date, valueDate, lines: l, amount, balance: bal }));
  const truth: HoldoutTruth = { bank: "Jambo Mobile Money Ltd", accountHolder: "GRACE WANJIRU NDUNG'U", iban: null, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const en = (v: number) => figure(v, "en");
  const kinds: readonly (readonly [string, (t: string) => boolean])[] = [
    ["SEND MONEY", (t) => t.startsWith("Customer Transfer to")],
    ["RECEIVED MONEY", (t) => t.startsWith("Funds received")],
    ["AGENT WITHDRAWAL", (t) => t.startsWith("Customer Withdrawal")],
    ["AGENT DEPOSIT", (t) => t.startsWith("Deposit of Funds")],
    ["LIPA NA M-CASH (PAYBILL)", (t) => t.startsWith("Pay Bill Online")],
    ["LIPA NA M-CASH (BUY GOODS)", (t) => t.startsWith("Merchant Payment")],
    ["AIRTIME", (t) => t.startsWith("Airtime")],
    ["BUSINESS PAYMENT", (t) => t.startsWith("Business Payment")],
    ["CHARGES", (t) => t.endsWith("Charge")],
  ];
  const summary = kinds
    .map(([name, test]) => {
      const of = bookings.filter((b) => test(b.lines[0]!));
      return `<tr><td>${name}</td><td class="r">${en(credits(of))}</td><td class="r">${en(debits(of))}</td></tr>`;
    })
    .join("");
  const newest = [...withCharges].reverse();
  const pages = paged(newest, 14, 20);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt">M-CASH STATEMENT</b><br>Jambo Mobile Money Ltd</td><td class="r">Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:50%">Customer Name: GRACE WANJIRU NDUNG'U<br>Mobile Number: 0712 345 678<br>Email Address: grace.ndungu@example.co.ke</td><td>Date of Statement: 01 May 2025<br>Statement Period: 01 Apr 2025 - 30 Apr 2025<br>Opening Balance: ${en(opening)}<br>Closing Balance: ${en(closing)}</td></tr></table>
  <p><b>SUMMARY</b></p><table class="box" style="width:70%;margin-bottom:4mm;border:1px solid #999"><tr><th>TRANSACTION TYPE</th><th class="r">PAID IN</th><th class="r">PAID OUT</th></tr>${summary}<tr><td><b>TOTAL</b></td><td class="r"><b>${en(credits(bookings))}</b></td><td class="r"><b>${en(debits(bookings))}</b></td></tr></table><p><b>DETAILED STATEMENT</b></p>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${b.receipt}</td><td class="nw">${b.date} ${b.time}</td><td>${lines(b.lines)}</td><td>Completed</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? `-${en(b.amount)}` : ""}</td><td class="r">${en(b.balance)}</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>Receipt No.</th><th>Completion Time</th><th style="width:36%">Details</th><th>Transaction Status</th><th class="r">Paid In</th><th class="r">Withdrawn</th><th class="r">Balance</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Disclaimer: This record is produced for your information only and shall not be used as a basis for any legal claim. Jambo Mobile Money Ltd · P.O. Box 66827-00800 Nairobi · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-ke-mobile-money", layout: "mobile-money statement newest first: Receipt No./Completion Time 'yyyy-mm-dd hh:mm:ss'/Details/Transaction Status 'Completed'/Paid In/Withdrawn with a minus/Balance, charges as rows of their own under the same receipt, summary by type, balances as header lines, no currency named, 3 pages", html: page(`${STYLE} body { font-size: 7.6pt; } thead th { border-bottom: 1px solid #0a0; background: #e9f7e9; }`, body), truth };
}

// ---------------------------------------------------------------- Indonesian

const ID: readonly Kind[] = [
  { lines: ["TRSF E-BANKING DB", "{ddmm}/FTSCY/WS95031", "{raw}", "ANDI WIJAYA"], columns: [""], money: "out", low: 50000, high: 2500000, step: 5000 },
  { lines: ["TRSF E-BANKING CR", "{ddmm}/FTSCY/WS95271", "{raw}", "SITI RAHMAWATI"], columns: [""], money: "in", low: 100000, high: 3000000, step: 5000 },
  { lines: ["TARIKAN ATM {dd/mm}"], columns: ["0388"], money: "out", low: 100000, high: 2000000, step: 50000 },
  { lines: ["KARTU DEBIT", "INDOMARET BINTARO SEKTOR 9"], columns: ["0388"], money: "out", low: 15000, high: 450000 },
  { lines: ["KARTU DEBIT", "ALFAMART CILANDAK KKO"], columns: ["0388"], money: "out", low: 12000, high: 380000 },
  { lines: ["TRANSAKSI DEBIT", "TGL: {mmdd} QR 014", "{raw}", "GOFOOD JAKARTA"], columns: [""], money: "out", low: 25000, high: 250000, step: 500 },
  { lines: ["SWITCHING CR", "TRANSFER DR 008", "BUDI HARTONO"], columns: ["0000"], money: "in", low: 50000, high: 1500000, step: 10000 },
];
const ID_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-05", { lines: ["TRSF E-BANKING DB", "0505/FTSCY/WS95031", "4500000.00", "HJ SUKARNI KOST"], columns: [""], money: "out", low: 4500000, high: 4500000 }],
  ["2025-05-20", { lines: ["BYR VIA E-BANKING", "2005/PLNPOSTPAID", "541200118842"], columns: [""], money: "out", low: 786420, high: 786420 }],
  ["2025-05-26", { lines: ["KR OTOMATIS", "LLG-PT NUSANTARA LOGISTIK", "GAJI MEI 2025"], columns: ["0000"], money: "in", low: 14250000, high: 14250000 }],
  ["2025-05-31", { lines: ["BIAYA ADM"], columns: [""], money: "out", low: 15000, high: 15000 }],
  ["2025-05-31", { lines: ["BUNGA"], columns: [""], money: "in", low: 3412, high: 3412 }],
  ["2025-05-31", { lines: ["PAJAK BUNGA"], columns: [""], money: "out", low: 682, high: 682 }],
];

/** An Indonesian bank's e-statement: yearless dd/mm, KETERANGAN over up to four lines quoting the amount, CBG column, "DB" after debit figures only, saldo per booking, 3 pages. */
function indonesianBank(): HoldoutStatement {
  const opening = 12845210;
  const made = spanBookings({
    seed: 17404, kinds: ID, fixed: ID_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, whole: true,
    fill: (t, f) => t.replace("{ddmm}", `${f.date.slice(8, 10)}${f.date.slice(5, 7)}`).replace("{mmdd}", `${f.date.slice(5, 7)}/${f.date.slice(8, 10)}`).replace("{dd/mm}", `${f.date.slice(8, 10)}/${f.date.slice(5, 7)}`).replace("{raw}", `${f.value}.00`),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Bank Nusantara Raya", accountHolder: "BUDI SANTOSO", iban: null, currency: "IDR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const rp = (v: number) => `${grouped(v, ".")},00`;
  const dm = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
  const pages = paged(bookings.map((b, i) => ({ b, cbg: made.fills[i]!.columns[0]! })), 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Bank Nusantara Raya</b><br>REKENING TAHAPAN<br>KCU BINTARO</td><td><table class="box"><tr><td>NO. REKENING</td><td>: 4281017263</td></tr><tr><td>HALAMAN</td><td>: ${p + 1} / ${pages.length}</td></tr><tr><td>PERIODE</td><td>: MEI 2025</td></tr><tr><td>MATA UANG</td><td>: IDR</td></tr></table></td></tr></table>${
        p === 0 ? `<p style="margin-bottom:4mm">BUDI SANTOSO<br>JL KASUARI IV BLOK HD 4 NO 12<br>BINTARO JAYA SEKTOR 9<br>TANGERANG SELATAN 15229</p><p class="s">CATATAN: Apabila nasabah tidak melakukan sanggahan atas Laporan Mutasi Rekening ini sampai dengan akhir bulan berikutnya, nasabah dianggap telah menyetujui isi laporan ini.</p>` : ""
      }`;
      const first = p === 0 ? `<tr><td class="nw">01/05</td><td>SALDO AWAL</td><td></td><td></td><td class="r">${rp(opening)}</td></tr>` : "";
      const rows = list.map(({ b, cbg }) => `<tr><td class="nw">${dm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${cbg}</td><td class="r">${rp(b.amount)}${b.amount < 0 ? " DB" : ""}</td><td class="r">${rp(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `</tbody></table><table class="box" style="width:60%;margin-top:5mm"><tr><td>SALDO AWAL</td><td>:</td><td class="r">${rp(opening)}</td><td></td></tr><tr><td>MUTASI CR</td><td>:</td><td class="r">${rp(credits(bookings))}</td><td class="r">${count(bookings, 1)}</td></tr><tr><td>MUTASI DB</td><td>:</td><td class="r">${rp(debits(bookings))}</td><td class="r">${count(bookings, -1)}</td></tr><tr><td>SALDO AKHIR</td><td>:</td><td class="r">${rp(closing)}</td><td></td></tr></table>`
        : `</tbody></table><p class="r" style="margin-top:3mm">Bersambung ke Halaman berikut</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">TANGGAL</th><th>KETERANGAN</th><th style="width:7%">CBG</th><th class="r" style="width:20%">MUTASI</th><th class="r" style="width:18%">SALDO</th></tr></thead><tbody>${first}${rows}${end}${foot(`Bank Nusantara Raya terdaftar dan diawasi oleh Otoritas Jasa Keuangan serta merupakan peserta penjaminan LPS · HALAMAN ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-id-bank", layout: "TANGGAL yearless dd/mm, KETERANGAN over up to four lines quoting the amount as '250000.00' or a date, CBG branch column, MUTASI '1.250.000,00 DB' on debits and unmarked credits, SALDO per booking, SALDO AWAL row, Bersambung between pages, MUTASI CR/DB with counts at the end, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-top: 1px solid #000; border-bottom: 1px solid #000; }`, body), truth };
}

// ---------------------------------------------------------------- Croatian (the other party above the amount line)

const HR: readonly Kind[] = [
  { lines: ["KONZUM PLUS D.O.O. ZAGREB", "Kartično plaćanje MC *4417 {paid}"], columns: [""], money: "out", low: 8, high: 140, card: true },
  { lines: ["LIDL HRVATSKA D.O.O. K.D.", "Kartično plaćanje MC *4417 {paid}"], columns: [""], money: "out", low: 6, high: 95, card: true },
  { lines: ["INA-INDUSTRIJA NAFTE D.D.", "Kartično plaćanje MC *4417 {paid}"], columns: [""], money: "out", low: 35, high: 90, card: true },
  { lines: ["BANKOMAT JŠB ZAGREB ILICA 12", "Isplata gotovine na bankomatu"], columns: [""], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["MARKO BABIĆ", "Povrat za koncert"], columns: ["HR99"], money: "in", low: 10, high: 120, step: 5 },
  { lines: ["PETRA KOVAČEVIĆ", "Dijeljenje računa - večera"], columns: ["HR99"], money: "out", low: 10, high: 80 },
];
const HR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["STANOGRADNJA D.O.O. ZAGREB", "Najamnina 07/2025"], columns: ["HR00 2025-07-14"], money: "out", low: 620, high: 620 }],
  ["2025-07-10", { lines: ["HEP ELEKTRA D.O.O.", "Račun za električnu energiju 06/2025"], columns: ["HR01 4410028315-0625"], money: "out", low: 58.44, high: 58.44 }],
  ["2025-07-15", { lines: ["TEHNOMONT D.O.O. PULA", "Plaća za 06/2025"], columns: ["HR69 1-2025-06"], money: "in", low: 1486.9, high: 1486.9 }],
  ["2025-07-21", { lines: ["A1 HRVATSKA D.O.O.", "Račun za mobilne usluge 07/2025"], columns: ["HR05 12345678-0725"], money: "out", low: 24.99, high: 24.99 }],
  ["2025-07-31", { lines: ["JADRANSKA ŠTEDNA BANKA D.D.", "Naknada za vođenje računa"], columns: [""], money: "out", low: 3.98, high: 3.98 }],
];

/** A Croatian bank: each booking's other party on a line above its dates, purpose and amounts; "12.07.2025." dates, Isplata/Uplata/Stanje, Donos/Prijenos, 3 pages. */
function croatianBank(): HoldoutStatement {
  const opening = 1842.36;
  const dot = (d: string) => `${ddmmyyyy(d, ".")}.`;
  const made = spanBookings({ seed: 17505, kinds: HR, fixed: HR_FIXED, from: "2025-07-01", to: "2025-07-31", count: 29, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{paid}", dot(f.paid)) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Jadranska štedna banka d.d.", accountHolder: "Ivana Horvat", iban: "HR2124840081135792468", currency: "EUR", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const de = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "de")}`;
  const pages = paged(bookings.map((b, i) => ({ b, ref: made.fills[i]!.columns[0]! })), 12, 15);
  const carry = (text: string, v: number) => `<tr class="carry"><td></td><td></td><td colspan="4"><b>${text}</b></td><td class="r"><b>${de(v)}</b></td></tr>`;
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const after = sumTo(before, list.map((x) => x.b));
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt">Jadranska štedna banka d.d.</b><br>Izvod po transakcijskom računu br. 7</td><td>Stranica ${p + 1}/${pages.length}<br>Razdoblje: 01.07.2025. - 31.07.2025.</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Ivana Horvat<br>Ulica grada Vukovara 68<br>10000 Zagreb</td><td>Vlasnik računa: Ivana Horvat<br>IBAN: HR21 2484 0081 1357 9246 8<br>Vrsta računa: Tekući račun<br>Valuta: EUR</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? carry("Prethodno stanje na dan 30.06.2025.", opening) : carry("Donos", before);
      const rows = list
        .map(({ b, ref }) => `<tr class="party"><td></td><td></td><td colspan="5">${esc(b.lines[0]!)}</td></tr><tr class="line"><td class="nw">${dot(b.date)}</td><td class="nw">${dot(b.valueDate)}</td><td>${lines(b.lines.slice(1))}</td><td class="nw">${ref}</td><td class="r">${b.amount < 0 ? figure(b.amount, "de") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "de") : ""}</td><td class="r">${de(b.balance!)}</td></tr>`)
        .join("");
      const end = last
        ? `<tr class="carry"><td></td><td></td><td colspan="2"><b>Ukupno</b></td><td class="r"><b>${figure(debits(bookings), "de")}</b></td><td class="r"><b>${figure(credits(bookings), "de")}</b></td><td></td></tr>${carry("Novo stanje na dan 31.07.2025.", closing)}`
        : carry("Prijenos", after);
      return `<div class="sheet">${head}<table><thead><tr><th>Datum izvršenja</th><th>Datum valute</th><th>Platitelj / Primatelj<br>Opis plaćanja</th><th>Poziv na broj</th><th class="r">Isplata</th><th class="r">Uplata</th><th class="r">Stanje</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Jadranska štedna banka d.d. · Trg bana Josipa Jelačića 3, 10000 Zagreb · OIB 12345678901 · Depoziti su osigurani kod Državne agencije za osiguranje štednih uloga i sanaciju banaka · Stranica ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-hr-party-above", layout: "the other party on a line of its own above the line with the dates, purpose, reference and amounts; Datum izvršenja/Datum valute '12.07.2025.' with a trailing dot, Poziv na broj, Isplata/Uplata/Stanje, Prethodno/Novo stanje and Donos/Prijenos rows, totals row, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1px solid #036; vertical-align: bottom; } tr.party td { padding-bottom: 0; padding-top: 1.6mm; font-weight: bold; } tr.line td { padding-top: 0.3mm; border-bottom: 0.5px solid #ccc; }`, body), truth };
}

// ---------------------------------------------------------------- Russian (two lines a booking)

const RU_CARD = ". Операция по карте ****4417";
const RU: readonly Kind[] = [
  { lines: ["Супермаркеты", `PYATEROCHKA 1142 Kazan RUS${RU_CARD}`], money: "out", low: 150, high: 3200, card: true },
  { lines: ["Супермаркеты", `MAGNIT MM TARTAK Kazan RUS${RU_CARD}`], money: "out", low: 120, high: 2600, card: true },
  { lines: ["Рестораны и кафе", `SHOKOLADNITSA Kazan RUS${RU_CARD}`], money: "out", low: 350, high: 2400, card: true },
  { lines: ["Транспорт", `YANDEX*4121*TAXI Moscow RUS${RU_CARD}`], money: "out", low: 180, high: 900, card: true },
  { lines: ["Перевод СБП", "Перевод для А. Дмитрий Сергеевич. Операция по счёту ****7712"], money: "out", low: 500, high: 8000, step: 100 },
  { lines: ["Перевод СБП", "Перевод от Е. Ольга Николаевна. Операция по счёту ****7712"], money: "in", low: 300, high: 6000, step: 50 },
  { lines: ["Выдача наличных", `ATM 60004412 Kazan RUS${RU_CARD}`], money: "out", low: 1000, high: 10000, step: 1000, card: true },
];
const RU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-05", { lines: ["Заработная плата", "Зачисление зарплаты. Операция по счёту ****7712"], money: "in", low: 62480, high: 62480 }],
  ["2025-03-10", { lines: ["ЖКХ", "Оплата услуг УК Уютный дом лс 0412883. Операция по счёту ****7712"], money: "out", low: 6842.17, high: 6842.17 }],
  ["2025-03-15", { lines: ["Связь, телеком", `MTS Mobile Moscow RUS${RU_CARD}`], money: "out", low: 650, high: 650 }],
  ["2025-03-20", { lines: ["Заработная плата", "Зачисление аванса. Операция по счёту ****7712"], money: "in", low: 41320, high: 41320 }],
  ["2025-03-25", { lines: ["Перевод с карты на карту", "Перевод на карту ****8812 И. Мария Павловна. Операция по счёту ****7712"], money: "out", low: 15000, high: 15000 }],
];

/** A Russian bank's debit-card account statement: two lines a booking (operation date, time, category, amount, balance; then processing date, code, description), credits "+", debits unsigned, 3 pages. */
function russianBank(): HoldoutStatement {
  const opening = 48215.4;
  const made = spanBookings({ seed: 17606, kinds: RU, fixed: RU_FIXED, from: "2025-03-01", to: "2025-03-31", count: 32, opening, perBalance: true, fill: (t) => t });
  // The card's operations are processed on the day or the next; the account's on the day.
  const bookings = made.bookings.map((b, i) => {
    const f = made.fills[i]!;
    const later = f.kind.card === true && f.n % 3 !== 0 && b.date < "2025-03-31";
    return { ...b, valueDate: later ? shift(b.date, 1) : b.date };
  });
  const { closing } = made;
  const truth: HoldoutTruth = { bank: "Волго-Камский банк", accountHolder: "Иванов Сергей Петрович", iban: null, currency: "RUB", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const ru = (v: number) => figure(v, "fr");
  const signed = (v: number) => `${v > 0 ? "+" : ""}${ru(v)}`;
  const d = (x: string) => ddmmyyyy(x, ".");
  const times = risingTimes(made);
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]!, time: times[i]! })), 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt">Волго-Камский банк</b><br>Выписка по счёту дебетовой карты Visa Classic ••••4417</td><td class="r">Страница ${p + 1} из ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Владелец счёта: Иванов Сергей Петрович<br>Номер счёта: 40817810538001234567<br>Валюта счёта: RUB (российский рубль)</td><td>Период: 01.03.2025 — 31.03.2025<br>Дата формирования: 01.04.2025</td></tr></table>
  <table class="box" style="width:90%;margin-bottom:4mm;border:1px solid #999"><tr><td>ОСТАТОК НА 01.03.2025</td><td>ВСЕГО СПИСАНИЙ</td><td>ВСЕГО ПОПОЛНЕНИЙ</td><td>ОСТАТОК НА 31.03.2025</td></tr><tr><td><b>${ru(opening)}</b></td><td><b>${ru(debits(bookings))}</b></td><td><b>+${ru(credits(bookings))}</b></td><td><b>${ru(closing)}</b></td></tr></table><p><b>Расшифровка операций</b></p>`
          : ""
      }`;
      const rows = list
        .map(({ b, f, time }) => {
          const code = f.kind.card === true ? String(100000 + (f.n % 900000)) : "—";
          return `<tr class="top"><td class="nw">${d(b.date)} ${time.slice(0, 5)}</td><td>${esc(b.lines[0]!)}</td><td class="r">${signed(b.amount)}</td><td class="r">${ru(b.balance!)}</td></tr><tr class="low"><td class="nw">${d(b.valueDate)} ${code}</td><td colspan="3">${esc(b.lines[1]!)}</td></tr>`;
        })
        .join("");
      const end = last ? `<p style="margin-top:4mm">Остаток на 31.03.2025: <b>${ru(closing)}</b> · Реквизиты для перевода: БИК 049205999, корр. счёт 30101810900000000999, ИНН 1655123456</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>ДАТА ОПЕРАЦИИ (МСК)</th><th>КАТЕГОРИЯ</th><th class="r">СУММА В ВАЛЮТЕ СЧЁТА</th><th class="r">ОСТАТОК СРЕДСТВ<br>В ВАЛЮТЕ СЧЁТА</th></tr><tr class="sub"><th>Дата обработки¹ и код авторизации</th><th colspan="3">Описание операции</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`¹ Дата обработки — дата, когда операция отражена по счёту. Волго-Камский банк · Генеральная лицензия Банка России № 9921 · Страница ${p + 1} из ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-ru-two-line", layout: "two lines a booking: operation date and time, category, amount and balance on the first; processing date with an authorisation code under the date and the description under the category on the second; credits '+5 000,00', debits unsigned, space thousands, summary box of four figures above, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { font-size: 7pt; color: #444; font-weight: normal; } thead tr.sub th { border-bottom: 1px solid #2a2; padding-top: 0; } tr.top td { padding-bottom: 0; padding-top: 1.8mm; } tr.low td { padding-top: 0.2mm; color: #333; border-bottom: 0.5px solid #ddd; }`, body), truth };
}

// ---------------------------------------------------------------- Ukrainian neobank (landscape, ten columns)

const UA: readonly Kind[] = [
  { lines: ["Сільпо"], columns: ["5411"], money: "out", low: 120, high: 1800, card: true },
  { lines: ["АТБ"], columns: ["5411"], money: "out", low: 80, high: 900, card: true },
  { lines: ["Uber"], columns: ["4121"], money: "out", low: 90, high: 450, card: true },
  { lines: ["Glovo"], columns: ["5814"], money: "out", low: 250, high: 900, card: true },
  { lines: ["Від: Петренко Андрій"], columns: ["4829"], money: "in", low: 200, high: 4000, step: 50 },
  { lines: ["Переказ на картку ****8812 Ірина К."], columns: ["4829"], money: "out", low: 300, high: 3000, step: 50 },
  { lines: ["Booking.com"], columns: ["4722"], money: "out", low: 60, high: 240, rate: 48.6215, currency: "EUR", card: true },
  { lines: ["Biedronka Kraków"], columns: ["5411"], money: "out", low: 20, high: 250, rate: 11.3842, currency: "PLN", card: true },
];
const UA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-02", { lines: ["Київстар +380671234567"], columns: ["4814"], money: "out", low: 250, high: 250 }],
  ["2025-08-05", { lines: ["Від: ТОВ «ДНІПРО СОФТ» Заробітна плата за липень"], columns: ["4829"], money: "in", low: 48500, high: 48500 }],
  ["2025-08-08", { lines: ["Google One"], columns: ["5818"], money: "out", low: 2.99, high: 2.99, rate: 41.8532, currency: "USD" }],
  ["2025-08-10", { lines: ["Поповнення «Банки» Відпустка"], columns: ["4829"], money: "out", low: 5000, high: 5000 }],
  ["2025-08-14", { lines: ["Комунальні платежі: Київводоканал"], columns: ["4900"], money: "out", low: 486.2, high: 486.2 }],
  ["2025-08-22", { lines: ["Netflix"], columns: ["4899"], money: "out", low: 9.99, high: 9.99, rate: 41.7905, currency: "USD" }],
];

/** A Ukrainian neobank's statement in landscape: date and time, details, MCC, the card-currency amount, the operation amount with its currency and rate, commission and cashback, the balance after, 3 pages. */
function ukrainianNeobank(): HoldoutStatement {
  const opening = 12480.35;
  const made = spanBookings({ seed: 17707, kinds: UA, fixed: UA_FIXED, from: "2025-08-01", to: "2025-08-31", count: 30, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Дніпровський цифровий банк", accountHolder: "Коваленко Олена Вікторівна", iban: "UA533052990000026207812345678", currency: "UAH", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const sp = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "en").replace(/,/gu, "\u00A0")}`;
  // Cashback of one per cent on card purchases in hryvnias, paid to a cashback balance of its own, not this account.
  const cashback = (f: Drawn<Kind>) => (f.kind.card === true && f.kind.rate === undefined ? round2(f.value / 100) : 0);
  const times = risingTimes(made);
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]!, time: times[i]! })), 15, 19);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:45%"><b style="font-size:12pt">Дніпровський цифровий банк</b><br>Виписка з рахунку за період 01.08.2025 – 31.08.2025</td><td>Клієнт: Коваленко Олена Вікторівна<br>IBAN: UA533052990000026207812345678 · Валюта рахунку: UAH</td><td class="r">Сторінка ${p + 1} з ${pages.length}</td></tr></table>${
        p === 0 ? `<table class="box" style="width:60%;margin-bottom:4mm;border:1px solid #999"><tr><td>Вхідний залишок на 01.08.2025</td><td class="r">${sp(opening)} UAH</td></tr><tr><td>Надходження</td><td class="r">${sp(credits(bookings))} UAH</td></tr><tr><td>Витрати</td><td class="r">${sp(-debits(bookings))} UAH</td></tr><tr><td><b>Вихідний залишок на 31.08.2025</b></td><td class="r"><b>${sp(closing)} UAH</b></td></tr></table>` : ""
      }`;
      const rows = list
        .map(({ b, f, time }) => {
          const op = f.foreign === null ? b.amount : b.amount < 0 ? -f.foreign : f.foreign;
          return `<tr><td class="nw">${ddmmyyyy(b.date, ".")} ${time}</td><td>${lines(b.lines)}</td><td>${f.columns[0]}</td><td class="r">${sp(b.amount)}</td><td class="r">${sp(op)}</td><td>${f.kind.currency ?? "UAH"}</td><td class="r">${f.kind.rate === undefined ? "—" : f.kind.rate.toFixed(4)}</td><td class="r">0.00</td><td class="r">${sp(cashback(f))}</td><td class="r">${sp(b.balance!)}</td></tr>`;
        })
        .join("");
      return `<div class="sheet">${head}<table><thead><tr><th style="width:11%">Дата i час операції</th><th style="width:20%">Деталі операції</th><th>MCC</th><th class="r">Сума в валюті картки (UAH)</th><th class="r">Сума в валюті операції</th><th>Валюта</th><th class="r">Курс</th><th class="r">Сума комісій (UAH)</th><th class="r">Сума кешбеку (UAH)</th><th class="r">Залишок після операції</th></tr></thead><tbody>${rows}</tbody></table>${foot(`АТ «Дніпровський цифровий банк» · Ліцензія НБУ № 77 · Вклади гарантовані Фондом гарантування вкладів фізичних осіб · Сторінка ${p + 1} з ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-ua-neobank", layout: "landscape, ten columns: 'dd.mm.yyyy hh:mm:ss', details, MCC, card-currency amount, operation amount with its currency and rate (EUR, PLN, USD payments), commission and cashback columns that are no bookings, balance after; '-1 234.56' figures with space thousands and a decimal point, summary box, 3 pages", html: page(`${STYLE} @page { size: A4 landscape; margin: 12mm 12mm 12mm 12mm; } body { font-size: 7.6pt; } thead th { border-bottom: 1px solid #000; font-weight: normal; font-size: 7pt; vertical-align: bottom; }`, body), truth };
}

// ---------------------------------------------------------------- Philippine (debits in parentheses)

const PH: readonly Kind[] = [
  { lines: ["ATM WITHDRAWAL", "SM MEGAMALL BLDG A"], columns: [""], money: "out", low: 1000, high: 10000, step: 500 },
  { lines: ["POS PURCHASE", "SM SUPERMARKET MEGAMALL"], columns: [""], money: "out", low: 350, high: 6800, card: true },
  { lines: ["POS PURCHASE", "MERCURY DRUG ORTIGAS"], columns: [""], money: "out", low: 120, high: 2400, card: true },
  { lines: ["INSTAPAY TRANSFER", "TO GCASH 0917XXXX482 J SANTOS"], columns: [""], money: "out", low: 500, high: 5000, step: 100 },
  { lines: ["INSTAPAY CREDIT", "FROM ANNA LIM"], columns: [""], money: "in", low: 500, high: 8000, step: 100 },
  { lines: ["CHECK DEPOSIT"], columns: [""], money: "in", low: 2000, high: 25000 },
  { lines: ["CLEARING CHECK"], columns: ["{check}"], money: "out", low: 1500, high: 20000 },
];
const PH_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-09-05", { lines: ["BILLS PAYMENT", "MERALCO 0123 4567 89"], columns: [""], money: "out", low: 4862.15, high: 4862.15 }],
  ["2025-09-10", { lines: ["BILLS PAYMENT", "PLDT HOME FIBER 0288123456"], columns: [""], money: "out", low: 1899, high: 1899 }],
  ["2025-09-15", { lines: ["PAYROLL CREDIT", "ISLA SHIPPING CORP"], columns: [""], money: "in", low: 38500, high: 38500 }],
  ["2025-09-30", { lines: ["PAYROLL CREDIT", "ISLA SHIPPING CORP"], columns: [""], money: "in", low: 38500, high: 38500 }],
  ["2025-09-30", { lines: ["INTEREST EARNED"], columns: [""], money: "in", low: 18.42, high: 18.42 }],
  ["2025-09-30", { lines: ["WITHHOLDING TAX"], columns: [""], money: "out", low: 3.68, high: 3.68 }],
];

/** A Philippine bank's checking statement: one amount column with debits in parentheses, a check-number column, yearless "SEP 02" dates, balance per booking, an average daily balance in the summary, 2 pages. */
function philippineBank(): HoldoutStatement {
  const opening = 45210.33;
  let check = 4511;
  const made = spanBookings({ seed: 17808, kinds: PH, fixed: PH_FIXED, from: "2025-09-01", to: "2025-09-30", count: 30, opening, perBalance: true, fill: (t) => (t === "{check}" ? String(++check).padStart(7, "0") : t) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Visayas Commercial Bank", accountHolder: "MARIA CRISTINA D. REYES", iban: null, currency: "PHP", periodFrom: "2025-09-01", periodTo: "2025-09-30", openingBalance: opening, closingBalance: closing, bookings };
  const en = (v: number) => figure(v, "en");
  const paren = (v: number) => (v < 0 ? `(${en(v)})` : en(v));
  const MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
  const md = (d: string) => `${MON[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)}`;
  // The average of the thirty end-of-day balances: a figure of the summary, no booking's balance.
  const daily = Array.from({ length: 30 }, (_, k) => sumTo(opening, bookings.filter((b) => b.date <= shift("2025-09-01", k))));
  const adb = round2(daily.reduce((s, v) => s + v, 0) / daily.length);
  const pages = paged(bookings.map((b, i) => ({ b, chk: made.fills[i]!.columns[0]! })), 17, 21);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt">Visayas Commercial Bank</b><br>STATEMENT OF ACCOUNT — CHECKING</td><td>PERIOD COVERED: SEPTEMBER 01, 2025 - SEPTEMBER 30, 2025<br>PAGE ${p + 1} OF ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">MARIA CRISTINA D. REYES<br>UNIT 1204 THE MERIDIAN TOWER<br>ORTIGAS CENTER, PASIG CITY 1605</td><td>ACCOUNT NAME: MARIA CRISTINA D. REYES<br>ACCOUNT NUMBER: 0091-2274-55<br>BRANCH: ORTIGAS EMERALD<br>CURRENCY: PHP</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:4mm;border:1px solid #999"><tr><td>BEGINNING BALANCE</td><td class="r">₱ ${en(opening)}</td></tr><tr><td>TOTAL DEBITS (${count(bookings, -1)})</td><td class="r">(${en(debits(bookings))})</td></tr><tr><td>TOTAL CREDITS (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>ENDING BALANCE</b></td><td class="r"><b>₱ ${en(closing)}</b></td></tr><tr><td>AVERAGE DAILY BALANCE</td><td class="r">₱ ${en(adb)}</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr><td class="nw">SEP 01</td><td></td><td>BALANCE FORWARD</td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map(({ b, chk }) => `<tr><td class="nw">${md(b.date)}</td><td class="nw">${chk}</td><td>${lines(b.lines)}</td><td class="r">${paren(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="tot"><td class="nw">SEP 30</td><td></td><td><b>ENDING BALANCE</b></td><td></td><td class="r"><b>${en(closing)}</b></td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">DATE</th><th style="width:11%">CHECK NO.</th><th>DESCRIPTION</th><th class="r">AMOUNT</th><th class="r">BALANCE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Deposits are insured by PDIC up to ₱1,000,000 per depositor. Please examine this statement immediately; if no error is reported within thirty (30) days, the account will be considered correct. · PAGE ${p + 1} OF ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "g-ph-parentheses", layout: "one AMOUNT column with debits in parentheses '(1,234.56)', CHECK NO. column, yearless 'SEP 02' dates, BALANCE per booking, BALANCE FORWARD/ENDING BALANCE rows, summary with counted totals and an average daily balance, ₱ signs, 2 pages", html: page(`${STYLE} thead th { border-bottom: 2px solid #024; } tr.tot td { border-top: 1px solid #024; }`, body), truth };
}

// ---------------------------------------------------------------- Korean

const KR: readonly Kind[] = [
  { lines: ["체크카드", "GS25 역삼점"], columns: ["모바일"], money: "out", low: 1200, high: 25000, step: 100, card: true },
  { lines: ["체크카드", "스타벅스 강남대로점"], columns: ["모바일"], money: "out", low: 4500, high: 18000, step: 100, card: true },
  { lines: ["체크카드", "이마트 성수점"], columns: ["모바일"], money: "out", low: 15000, high: 180000, step: 10, card: true },
  { lines: ["타행이체", "박지훈"], columns: ["인터넷"], money: "in", low: 10000, high: 300000, step: 1000 },
  { lines: ["인터넷뱅킹", "이서연"], columns: ["인터넷"], money: "out", low: 10000, high: 500000, step: 1000 },
  { lines: ["ATM출금", "한강은행 역삼역"], columns: ["CD/ATM"], money: "out", low: 10000, high: 300000, step: 10000 },
  { lines: ["카카오페이", "카카오페이 충전"], columns: ["모바일"], money: "out", low: 10000, high: 100000, step: 10000 },
];
const KR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-10-10", { lines: ["급여", "(주)한빛소프트"], columns: ["본점"], money: "in", low: 3842500, high: 3842500 }],
  ["2025-10-15", { lines: ["자동이체", "한국전력공사"], columns: ["역삼역지점"], money: "out", low: 48320, high: 48320 }],
  ["2025-10-17", { lines: ["자동이체", "SKT 통신요금"], columns: ["역삼역지점"], money: "out", low: 69800, high: 69800 }],
  ["2025-10-21", { lines: ["카드대금", "한강카드"], columns: ["역삼역지점"], money: "out", low: 1245670, high: 1245670 }],
  ["2025-10-25", { lines: ["자동이체", "월세 김영수"], columns: ["역삼역지점"], money: "out", low: 850000, high: 850000 }],
];

/** A Korean bank's transaction list: a running number, date over time in one cell, 적요 over the other party, 출금/입금/잔액 in whole won, branch column, 3 pages. */
function koreanBank(): HoldoutStatement {
  const opening = 3845120;
  const made = spanBookings({ seed: 17909, kinds: KR, fixed: KR_FIXED, from: "2025-10-01", to: "2025-10-31", count: 32, opening, perBalance: true, whole: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "한강은행", accountHolder: "김민준", iban: null, currency: "KRW", periodFrom: "2025-10-01", periodTo: "2025-10-31", openingBalance: opening, closingBalance: closing, bookings };
  const won = (v: number) => grouped(v, ",");
  const d = (x: string) => x.replace(/-/gu, ".");
  const times = risingTimes(made);
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]!, no: i + 1, time: times[i]! })), 16, 20);
  const body = pages
    .map((list, p) => {
      // The first Hangul glyph Chromium prints with the fallback font carries no text (pdftotext drops it), so a customer-copy mark comes first and takes the loss.
      const head = `<p class="s" style="text-align:right;margin:0">고객보관용</p><table style="margin-bottom:3mm"><tr><td style="width:55%"><span style="font-size:14pt">한강은행</span><br>거래내역조회</td><td>조회일시: 2025.11.01 09:14:52<br>${p + 1} / ${pages.length} 페이지</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">예금주: 김민준<br>계좌번호: 110-234-567890<br>예금종류: 보통예금</td><td>조회기간: 2025.10.01 ~ 2025.10.31<br>통화: KRW</td></tr></table>
  <table class="box" style="width:80%;margin-bottom:4mm;border:1px solid #999"><tr><td>기초잔액</td><td class="r">${won(opening)}원</td><td>총 출금액 (${count(bookings, -1)}건)</td><td class="r">${won(debits(bookings))}원</td></tr><tr><td>기말잔액</td><td class="r">${won(closing)}원</td><td>총 입금액 (${count(bookings, 1)}건)</td><td class="r">${won(credits(bookings))}원</td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f, no, time }) => `<tr><td class="r">${no}</td><td class="nw">${d(b.date)}<br>${time}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? won(b.amount) : "0"}</td><td class="r">${b.amount > 0 ? won(b.amount) : "0"}</td><td class="r">${won(b.balance!)}</td><td>${f.columns[0]}</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>번호</th><th>거래일시</th><th>적요<br>내용</th><th class="r">출금금액(원)</th><th class="r">입금금액(원)</th><th class="r">거래후 잔액(원)</th><th>거래점</th></tr></thead><tbody>${rows}</tbody></table>${foot(`한강은행 · 고객센터 1588-0000 · 이 거래내역은 조회 시점 기준이며 법적 효력이 없습니다 · ${p + 1} / ${pages.length} 페이지`)}</div>`;
    })
    .join("");
  return { name: "g-kr-bank", layout: "번호 running-number column, 거래일시 date 'yyyy.mm.dd' over the time in one cell, 적요 over the other party, 출금/입금 with '0' in the empty one, 거래후 잔액 in whole won, 거래점 column, summary box with counts, 3 pages", html: page(`${STYLE} ${CJK} thead th { border-bottom: 1px solid #036; background: #eef3fa; font-weight: normal; }`, body), truth };
}

/** The seventh held-out batch, in a fixed order. */
export function holdoutStatementsG(): HoldoutStatement[] {
  return [chineseBank(), uaeRightToLeft(), mobileMoney(), indonesianBank(), croatianBank(), russianBank(), ukrainianNeobank(), philippineBank(), koreanBank()];
}
