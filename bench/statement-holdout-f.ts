import { chunks, esc, figure, lines, page, random, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, ddmmyyyy, debits, EN_MON, foot, paged, shift, STYLE, type Kind } from "./statement-holdout-kit.ts";

/**
 * A sixth held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. Layouts
 * unlike the 38 before it:
 * - a Brazilian bank's with "1.234,56 D" / "C" suffixes, branch, batch and document-number
 *   columns on both sides of the text, the balance on a day's last booking only, and a future
 *   booking listed after the closing balance that is not a booking;
 * - a Finnish bank's "tiliote" with three yearless dates per booking (booked, value, paid), an
 *   archive-ID column of digits and letters, amounts signed with "+" and U+2212 "−", texts over
 *   three lines and counted totals;
 * - a Danish bank's in landscape, overdrawn for most of the month, with "Primo"/"Transport"/
 *   "Ultimo" rows and a voucher-number column between the value date and the amount;
 * - a Romanian bank's with the date printed once above each day's bookings, "RULAJ ZI" and
 *   "SOLD FINAL ZI" rows after every day (daily totals and balances, not bookings), three-line
 *   texts that quote the card amount again, and account totals at the end;
 * - an American bank's in sections (deposits, checks paid set two to a row by check number, card
 *   withdrawals, electronic withdrawals with three-line ACH texts full of figures, fees), a
 *   summary with instance counts and a daily-ending-balance grid three to a row, over two months;
 * - a Turkish bank's listed newest first, with the time beside the date in one cell, "TL" after
 *   every signed figure and a receipt-number column after the balance;
 * - a Japanese bank's with Reiwa-era dates "R07.05.12", yen without decimals, お支払金額/
 *   お預り金額/差引残高 and carry rows between pages;
 * - a Nigerian bank's with the narration in the last column after the balance, a reference and a
 *   branch column, dd-Mon-yyyy dates and "Total Lodgements" in the summary;
 * - a Greek bank's with a page-totals row and carry rows on every page, Greek texts and a value
 *   date after the text.
 * Every page repeats a header and a footer.
 */

/** Batch F's draws: a card payment up to two days before its booking, kept even before the statement's first day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "keep" });

// ---------------------------------------------------------------- Brazilian

const BR_MONTHS = ["JANEIRO", "FEVEREIRO", "MARÇO", "ABRIL", "MAIO", "JUNHO", "JULHO", "AGOSTO", "SETEMBRO", "OUTUBRO", "NOVEMBRO", "DEZEMBRO"];
const BR: readonly Kind[] = [
  { lines: ["Compra com Cartão", "{paid} {time} SUPERMERCADO PAO DE ACUCAR"], money: "out", low: 25, high: 480, card: true },
  { lines: ["Compra com Cartão", "{paid} {time} DROGASIL 1123"], money: "out", low: 12, high: 160, card: true },
  { lines: ["Compra com Cartão", "{paid} {time} UBER DO BRASIL TECNOL"], money: "out", low: 9, high: 65, card: true },
  { lines: ["Pix - Enviado", "{paid} {time} Carlos Eduardo Lima"], money: "out", low: 20, high: 400 },
  { lines: ["Pix - Recebido", "{paid} {time} 00012345678 Fernanda Alves"], money: "in", low: 30, high: 600 },
  { lines: ["Saque - Banco24Horas", "{paid} {time} AG 1789 TERM 04412"], money: "out", low: 50, high: 600, step: 50 },
  { lines: ["Compra com Cartão", "{paid} {time} POSTO IPIRANGA VL MARIANA"], money: "out", low: 80, high: 320, card: true },
];
const BR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-05", { lines: ["Crédito Salário", "METALURGICA PAULISTA LTDA"], money: "in", low: 6840.32, high: 6840.32 }],
  ["2025-03-10", { lines: ["Pagamento de Boleto", "CONDOMINIO EDIFICIO SOLAR DAS ACACIAS"], money: "out", low: 1185, high: 1185 }],
  ["2025-03-12", { lines: ["Pagto conta Luz/Gás", "ENEL DISTRIBUICAO SAO PAULO"], money: "out", low: 214.77, high: 214.77 }],
  ["2025-03-17", { lines: ["Pagto cartão crédito", "OUROCARD VISA INFINITE"], money: "out", low: 2431.9, high: 2431.9 }],
  ["2025-03-20", { lines: ["Crédito Salário", "METALURGICA PAULISTA LTDA"], money: "in", low: 2736.13, high: 2736.13 }],
  ["2025-03-31", { lines: ["Tarifa Pacote de Serviços", "Cobrança referente 03/2025"], money: "out", low: 64.5, high: 64.5 }],
];

/** A Brazilian bank: "Dt. balancete | Ag. origem | Lote | Histórico | Documento | Valor R$ | Saldo", D/C after every figure, the balance on a day's last booking, 3 pages. */
function brazilianBank(): HoldoutStatement {
  const opening = 3418.27;
  const dm = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
  const made = spanBookings({ seed: 16101, kinds: BR, fixed: BR_FIXED, from: "2025-03-01", to: "2025-03-31", count: 36, opening, perBalance: true, fill: (t, f) => t.replace("{paid}", dm(f.paid)).replace("{time}", f.time) });
  const bookings = dayEndBalances(made.bookings);
  const { closing } = made;
  const truth: HoldoutTruth = { bank: "Banco Bandeirante S.A.", accountHolder: "ANA PAULA RODRIGUES", iban: null, currency: "BRL", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const dc = (v: number) => `${figure(v, "de")} ${v < 0 ? "D" : "C"}`;
  // Branch, batch and document numbers as the bank prints them: the branch is 0000 for the account's own.
  const numbers = made.fills.map((f) => ({ ag: f.n % 3 === 0 ? "0000" : "1789", lote: String(13000 + (f.n % 2000)).padStart(5, "0"), doc: f.n % 2 === 0 ? String(f.n % 1_000_000).padStart(6, "0") : String(f.n).padStart(12, "0") }));
  const pages = paged(bookings.map((b, i) => ({ b, c: numbers[i]! })), 18, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Banco Bandeirante S.A.</b><br>Extrato de Conta Corrente</td><td>Agência 1789-3 &nbsp; Conta corrente 45021-7<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Cliente: ANA PAULA RODRIGUES<br>Rua Domingos de Morais, 1420 ap 82<br>04010-100 São Paulo SP</td><td>Período: 01/03/2025 a 31/03/2025<br>Mês/ano referência: ${BR_MONTHS[2]}/2025<br>Moeda: Real (BRL)</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr><td class="nw">28/02/2025</td><td></td><td></td><td>Saldo Anterior</td><td></td><td></td><td class="r">${dc(opening)}</td></tr>` : "";
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${ddmmyyyy(b.date, "/")}</td><td class="nw">${c.ag}</td><td class="nw">${c.lote}</td><td>${lines(b.lines)}</td><td class="r">${c.doc}</td><td class="r">${dc(b.amount)}</td><td class="r">${b.balance === null ? "" : dc(b.balance)}</td></tr>`).join("");
      const end = last ? `<tr><td class="nw">31/03/2025</td><td></td><td></td><td><b>S A L D O</b></td><td></td><td></td><td class="r"><b>${dc(closing)}</b></td></tr>` : "";
      const future = last
        ? `<p style="margin-top:5mm"><b>Lançamentos futuros</b></p><table><tr><td class="nw">07/04/2025</td><td>Pagamento agendado</td><td>CONDOMINIO EDIFICIO SOLAR DAS ACACIAS</td><td class="r">${dc(-1185)}</td></tr></table><p class="s">Lançamentos futuros estão sujeitos a alteração e não compõem o saldo acima.</p>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Dt. balancete</th><th>Ag. origem</th><th>Lote</th><th>Histórico</th><th class="r">Documento</th><th class="r">Valor R$</th><th class="r">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${future}${foot(`Banco Bandeirante S.A. · SAC 0800 729 0722 · Ouvidoria 0800 729 5678 · Transação efetuada com sucesso por: J4512773 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "f-br-bank", layout: "Dt. balancete dd/mm/yyyy, Ag. origem/Lote columns before the text and Documento after it, 'D'/'C' after every figure, balance on a day's last booking, Saldo Anterior/S A L D O rows, a future booking after the close, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1px solid #036; background: #fde96b; }`, body), truth };
}

// ---------------------------------------------------------------- Finnish

const MINUS = "\u2212";
const FI: readonly Kind[] = [
  { lines: ["KORTTIOSTO", "K-CITYMARKET TAMPERE LIELAHTI", "Kortti 4921 XXXX XXXX 1187 {paid}"], money: "out", low: 8, high: 160, card: true },
  { lines: ["KORTTIOSTO", "S-MARKET HERVANTA", "Kortti 4921 XXXX XXXX 1187 {paid}"], money: "out", low: 5, high: 90, card: true },
  { lines: ["KORTTIOSTO", "NYSSE MOBIILILIPPU", "Kortti 4921 XXXX XXXX 1187 {paid}"], money: "out", low: 2.5, high: 59, card: true },
  { lines: ["KÄTEISNOSTO", "OTTO. TAMPERE KESKUSTORI"], money: "out", low: 20, high: 200, step: 20, card: true },
  { lines: ["TILISIIRTO", "MATTI KORHONEN", "Viesti: mökkireissu"], money: "in", low: 15, high: 150, step: 5 },
  { lines: ["MOBILEPAY", "Eero Mäkinen", "Viesti: pizza"], money: "out", low: 8, high: 40 },
  { lines: ["KORTTIOSTO", "ALKO TAMPERE KOSKIKESKUS", "Kortti 4921 XXXX XXXX 1187 {paid}"], money: "out", low: 12, high: 85, card: true },
];
const FI_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["E-LASKU", "TAMPEREEN SÄHKÖLAITOS OY", "Viite 11223 34455 6"], money: "out", low: 68.42, high: 68.42 }],
  ["2025-05-05", { lines: ["TILISIIRTO", "KOAS VUOKRAT OY", "Viite 40071 22013 9"], money: "out", low: 742, high: 742 }],
  ["2025-05-15", { lines: ["PALKKA", "PIRKANMAAN KONEPAJA OY", "Palkka 01.05.-15.05.2025"], money: "in", low: 1588.2, high: 1588.2 }],
  ["2025-05-20", { lines: ["E-LASKU", "ELISA OYJ", "Viite 90014 55120 3"], money: "out", low: 29.9, high: 29.9 }],
  ["2025-05-30", { lines: ["PALKKA", "PIRKANMAAN KONEPAJA OY", "Palkka 16.05.-31.05.2025"], money: "in", low: 1612.45, high: 1612.45 }],
  ["2025-05-30", { lines: ["PALVELUMAKSU", "Tilin käyttömaksu 05/2025"], money: "out", low: 4.9, high: 4.9 }],
];

/** A Finnish bank's "tiliote": booked, value and paid dates yearless in three columns, an archive ID, the other party and message under the kind, "+"/"−" amounts, 3 pages. */
function finnishBank(): HoldoutStatement {
  const opening = 1842.17;
  const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`;
  const made = spanBookings({ seed: 16202, kinds: FI, fixed: FI_FIXED, from: "2025-05-01", to: "2025-05-31", count: 30, opening, perBalance: false, next: true, fill: (t, f) => t.replace("{paid}", dm(f.paid)) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Pohjanmaan Säästöpankki Oy", accountHolder: "Aino Virtanen", iban: "FI2112345600000785", currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const fi = (v: number) => `${v < 0 ? MINUS : "+"}${figure(v, "fr")}`;
  // An archive ID: the booking day as yymmdd, then a running number and the channel's letter.
  const archive = made.fills.map((f) => `${f.date.slice(2, 4)}${f.date.slice(5, 7)}${f.date.slice(8, 10)}${String(f.n).padStart(9, "0").slice(0, 6)}${"AKT"[f.n % 3]}${String(f.index + 1000)}`);
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]!, a: archive[i]! })), 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Pohjanmaan Säästöpankki Oy</b><br>TILIOTE / KONTOUTDRAG</td><td>Nro 5 / 2025 &nbsp; Sivu ${p + 1} (${pages.length})<br>Ajalta 01.05.2025 - 31.05.2025</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Aino Virtanen<br>Hämeenkatu 22 B 14<br>33200 TAMPERE</td><td>Tilinomistaja: Aino Virtanen<br>Käyttötili FI21 1234 5600 0007 85<br>BIC POSAFIHH<br>Valuutta EUR</td></tr></table><p>Saldo 30.04.2025 &nbsp;&nbsp; <b>${fi(opening)}</b></p>`
          : ""
      }`;
      const rows = list.map(({ b, f, a }) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td class="nw">${dm(f.paid)}</td><td class="nw">${a}</td><td>${lines(b.lines)}</td><td class="r">${fi(b.amount)}</td></tr>`).join("");
      const end = last
        ? `<table class="box" style="width:70%;margin-top:5mm"><tr><td>Panot yhteensä</td><td class="r">${count(bookings, 1)} kpl</td><td class="r">+${figure(credits(bookings), "fr")}</td></tr><tr><td>Otot yhteensä</td><td class="r">${count(bookings, -1)} kpl</td><td class="r">${MINUS}${figure(debits(bookings), "fr")}</td></tr><tr><td><b>Saldo 31.05.2025</b></td><td></td><td class="r"><b>${fi(closing)}</b></td></tr><tr><td>Käytettävissä 31.05.2025</td><td></td><td class="r">${fi(closing)}</td></tr></table>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Kirjaus-<br>päivä</th><th>Arvo-<br>päivä</th><th>Maksu-<br>päivä</th><th>Arkistointitunnus</th><th>Saaja/Maksaja, tapahtuma, viite/viesti</th><th class="r">Määrä EUR</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Pohjanmaan Säästöpankki Oy · Y-tunnus 0987654-3 · Kauppakatu 10, 65100 Vaasa · Huomautukset tiliotteesta 14 päivän kuluessa · Sivu ${p + 1} (${pages.length})`)}</div>`;
    })
    .join("");
  return { name: "f-fi-bank", layout: "Kirjauspäivä/Arvopäivä/Maksupäivä yearless dd.mm. (paid day earlier), archive-ID column, three-line texts, '+'/U+2212 amounts with space thousands, balance lines and counted totals, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1px solid #000; vertical-align: bottom; }`, body), truth };
}

// ---------------------------------------------------------------- Danish (landscape)

const DK: readonly Kind[] = [
  { lines: ["Dankort-køb NETTO 7120 Aarhus C Nota {n}"], money: "out", low: 18, high: 420, card: true },
  { lines: ["Dankort-køb Føtex Frederiks Allé Nota {n}"], money: "out", low: 35, high: 780, card: true },
  { lines: ["Visa/Dankort-køb SHELL 7020 HASSELAGER Nota {n}"], money: "out", low: 250, high: 700, card: true },
  { lines: ["MobilePay: Søren Nielsen"], money: "out", low: 40, high: 450 },
  { lines: ["MobilePay fra Louise Berg"], money: "in", low: 50, high: 600, step: 5 },
  { lines: ["Hævning i automat Jyske Bank Aarhus C"], money: "out", low: 200, high: 1000, step: 100 },
  { lines: ["Visa/Dankort-køb Rejsekort {paid}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Dankort-køb Apotek Aarhus Løve Nota {n}"], money: "out", low: 30, high: 240, card: true },
];
const DK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Overførsel til Boligforeningen Ringgården husleje april"], money: "out", low: 7950, high: 7950 }],
  ["2025-04-01", { lines: ["Betalingsservice Ørsted Salg & Service A/S aftalenr. 0412883"], money: "out", low: 612.5, high: 612.5 }],
  ["2025-04-03", { lines: ["Betalingsservice Tryg Forsikring A/S police 6623-119"], money: "out", low: 486, high: 486 }],
  ["2025-04-08", { lines: ["Betalingsservice Telia Danmark mobilabonnement"], money: "out", low: 149, high: 149 }],
  ["2025-04-15", { lines: ["Overførsel fra konto 7120-2204511 opsparing"], money: "in", low: 2500, high: 2500 }],
  ["2025-04-30", { lines: ["Løn fra Østjysk Ingeniørfirma A/S april"], money: "in", low: 26418.75, high: 26418.75 }],
  ["2025-04-30", { lines: ["Renter af kassekredit 01.04.2025-30.04.2025"], money: "out", low: 38.62, high: 38.62 }],
];

/** A Danish bank's statement in landscape: "Dato | Tekst | Rentedag | Bilag | Beløb | Saldo", an overdraft for most of the month, Primo/Transport/Ultimo rows, 3 pages. */
function danishLandscape(): HoldoutStatement {
  const opening = 9812.44;
  const dk = (d: string) => ddmmyyyy(d, ".");
  const made = spanBookings({ seed: 16303, kinds: DK, fixed: DK_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{n}", String(f.n % 1_000_000).padStart(6, "0")).replace("{paid}", `${f.paid.slice(8, 10)}.${f.paid.slice(5, 7)}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Vestjysk Andelskasse A/S", accountHolder: "Mette Kjær Hansen", iban: "DK5000400440116243", currency: "DKK", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const dkk = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "de")}`;
  const row = (date: string, text: string, balance: number, bold = false) => `<tr><td class="nw">${date}</td><td>${bold ? `<b>${text}</b>` : text}</td><td></td><td></td><td></td><td class="r">${bold ? `<b>${dkk(balance)}</b>` : dkk(balance)}</td></tr>`;
  const pages = paged(bookings.map((b, i) => ({ b, bilag: String(4410 + i * 3 + (made.fills[i]!.n % 3)) })), 16, 16);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const after = sumTo(before, list.map((x) => x.b));
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:40%"><b style="font-size:12pt">Vestjysk Andelskasse A/S</b><br>Kontoudskrift</td><td style="width:35%">Lønkonto med kassekredit · Reg.nr. 0040 Kontonr. 0440116243</td><td class="r">Side ${p + 1} af ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:40%">Mette Kjær Hansen<br>Frederiks Allé 61, 2. th.<br>8000 Aarhus C</td><td>Kontohaver: Mette Kjær Hansen<br>IBAN DK50 0040 0440 1162 43 · BIC VJANDKKK<br>Periode 01.04.2025 - 30.04.2025 · Valuta DKK<br>Kreditmaksimum 15.000,00</td></tr></table>` : ""
      }`;
      const first = p === 0 ? row("01.04.2025", "Primo saldo", opening, true) : row("", `Transport fra side ${p}`, before);
      const rows = list.map(({ b, bilag }) => `<tr><td class="nw">${dk(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${dk(b.valueDate)}</td><td class="nw">${bilag}</td><td class="r">${dkk(b.amount)}</td><td class="r">${dkk(b.balance!)}</td></tr>`).join("");
      const end = last ? row("30.04.2025", "Ultimo saldo", closing, true) : row("", `Transport til side ${p + 2}`, after);
      return `<div class="sheet">${head}<table><thead><tr><th style="width:11%">Dato</th><th>Tekst</th><th style="width:11%">Rentedag</th><th style="width:7%">Bilag</th><th class="r" style="width:12%">Beløb i DKK</th><th class="r" style="width:12%">Saldo i DKK</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Vestjysk Andelskasse A/S · CVR 17 21 90 44 · Torvet 2, 7500 Holstebro · Indestående er dækket af Garantiformuen op til 100.000 euro pr. indskyder · Side ${p + 1} af ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "f-dk-landscape", layout: "landscape A4, Dato/Tekst/Rentedag/Bilag/Beløb/Saldo dd.mm.yyyy, one-line texts, overdrawn balances with a leading minus, Primo/Transport/Ultimo rows, 3 pages", html: page(`${STYLE} @page { size: A4 landscape; margin: 12mm 14mm 12mm 14mm; } thead th { border-bottom: 1.5px solid #1a4; }`, body), truth };
}

// ---------------------------------------------------------------- Romanian

const RO_POS = "POS {paid} TID:{tid} {merchant} RO";
const RO: readonly Kind[] = [
  { lines: ["Plata la POS", RO_POS.replace("{merchant}", "KAUFLAND CLUJ 3 CLUJ-NAPOCA"), "valoare tranzactie: {value} RON RRN:{rrn}"], money: "out", low: 25, high: 480, card: true },
  { lines: ["Plata la POS", RO_POS.replace("{merchant}", "LIDL 1123 FLORESTI"), "valoare tranzactie: {value} RON RRN:{rrn}"], money: "out", low: 15, high: 320, card: true },
  { lines: ["Plata la POS non-BC", RO_POS.replace("{merchant}", "OMV PETROM 4021 CLUJ"), "valoare tranzactie: {value} RON RRN:{rrn}"], money: "out", low: 120, high: 380, card: true },
  { lines: ["Retragere numerar ATM", "ATM {paid} TID:{tid} BC ATM UNIRII CLUJ-NAPOCA RO", "valoare tranzactie: {value} RON"], money: "out", low: 100, high: 800, step: 50, card: true },
  { lines: ["Transfer intern - canal electronic", "Ionescu Maria; rambursare bilete", "REF: {rrn}"], money: "in", low: 40, high: 350, step: 5 },
  { lines: ["Plata la POS", RO_POS.replace("{merchant}", "CARTURESTI IULIUS MALL"), "valoare tranzactie: {value} RON RRN:{rrn}"], money: "out", low: 30, high: 210, card: true },
];
const RO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["Plata OP intra - canal electronic", "Asociatia de Proprietari Bl. M4; intretinere mai", "REF: 250602112233"], money: "out", low: 412.3, high: 412.3 }],
  ["2025-06-10", { lines: ["Incasare OP - canal electronic", "SC TRANSILVANIA SOFT SRL; Salariu mai 2025", "RO49AAAA1B31007593840000 REF: 250610998877"], money: "in", low: 7215, high: 7215 }],
  ["2025-06-10", { lines: ["Plata OP inter - canal electronic", "ELECTRICA FURNIZARE SA; factura 4410028315", "REF: 250610445566"], money: "out", low: 186.44, high: 186.44 }],
  ["2025-06-16", { lines: ["Plata OP inter - canal electronic", "Pop Vasile; chirie iunie", "REF: 250616123987"], money: "out", low: 2400, high: 2400 }],
  ["2025-06-30", { lines: ["Comision administrare cont", "Pachet Standard iunie 2025"], money: "out", low: 9.5, high: 9.5 }],
];

/** A Romanian bank: the date once above each day's bookings, "RULAJ ZI" and "SOLD FINAL ZI" after each day, Debit/Credit, account totals, 4 pages. */
function romanianBank(): HoldoutStatement {
  const opening = 2860.15;
  const ro = (d: string) => ddmmyyyy(d, "/");
  const made = spanBookings({
    seed: 16404, kinds: RO, fixed: RO_FIXED, from: "2025-06-01", to: "2025-06-30", count: 32, opening, perBalance: false,
    fill: (t, f) => t.replace("{paid}", ro(f.paid)).replace("{tid}", `F${String(f.n % 10_000_000).padStart(7, "0")}`).replace("{rrn}", `${f.date.slice(3, 4)}${String(f.n).padStart(11, "0")}`).replace("{value}", figure(f.value, "en")),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banca Carpatica S.A.", accountHolder: "POPESCU ANDREI MIHAI", iban: "RO49AAAA1B31007593840000", currency: "RON", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const en = (v: number) => figure(v, "en");
  // Whole days on a page, up to 12 bookings a page.
  const days = [...new Set(bookings.map((b) => b.date))].map((date) => bookings.filter((b) => b.date === date));
  const pages: HoldoutBooking[][][] = [];
  for (const day of days) {
    const current = pages[pages.length - 1];
    if (current !== undefined && current.flat().length + day.length <= 12) current.push(day);
    else pages.push([day]);
  }
  let balance = opening;
  const body = pages
    .map((dayList, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Banca Carpatica S.A.</b><br>Sucursala Cluj-Napoca · Calea Dorobantilor 18</td><td>EXTRAS CONT Nr. 6 / 30.06.2025<br>Pagina ${p + 1} din ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">POPESCU ANDREI MIHAI<br>Str. Observatorului 74, ap. 12<br>400363 Cluj-Napoca, jud. Cluj</td><td>Titular cont: POPESCU ANDREI MIHAI<br>Cod IBAN: RO49 AAAA 1B31 0075 9384 0000<br>Cont curent persoane fizice · Valuta: RON<br>Perioada: 01/06/2025 - 30/06/2025</td></tr></table>`
          : ""
      }`;
      const open = p === 0 ? `<tr><td></td><td><b>SOLD ANTERIOR</b></td><td></td><td class="r"><b>${en(opening)}</b></td></tr>` : "";
      const rows = dayList
        .map((day) => {
          const bookingRows = day.map((b, i) => `<tr><td class="nw">${i === 0 ? ro(b.date) : ""}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td></tr>`).join("");
          balance = sumTo(balance, day);
          return `${bookingRows}<tr class="day"><td></td><td>RULAJ ZI</td><td class="r">${en(debits(day))}</td><td class="r">${en(credits(day))}</td></tr><tr class="day"><td></td><td>SOLD FINAL ZI</td><td></td><td class="r">${en(balance)}</td></tr>`;
        })
        .join("");
      const end = last ? `<tr><td></td><td><b>RULAJ TOTAL CONT</b></td><td class="r"><b>${en(debits(bookings))}</b></td><td class="r"><b>${en(credits(bookings))}</b></td></tr><tr><td></td><td><b>SOLD FINAL CONT</b></td><td></td><td class="r"><b>${en(closing)}</b></td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:13%">Data</th><th>Descriere</th><th class="r" style="width:14%">Debit</th><th class="r" style="width:14%">Credit</th></tr></thead><tbody>${open}${rows}${end}</tbody></table>${foot(`Banca Carpatica S.A. · Nr. Reg. Com. J12/4155/1993 · CUI RO5022670 · Fondul de Garantare a Depozitelor in Sistemul Bancar garanteaza depozitele pana la 100.000 EUR · Pagina ${p + 1} din ${pages.length}`)}</div>`;
    })
    .join("");
  if (round2(balance) !== closing) throw new Error("Romanian day balances do not reach the closing balance");
  return { name: "f-ro-bank", layout: "date once above each day's bookings, RULAJ ZI / SOLD FINAL ZI rows after every day (not bookings), Debit/Credit in 1,234.56, three-line texts quoting the card amount, SOLD ANTERIOR / RULAJ TOTAL / SOLD FINAL CONT, 4 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; } tr.day td { font-style: italic; color: #333; padding-top: 0.4mm; padding-bottom: 0.4mm; }`, body), truth };
}

// ---------------------------------------------------------------- American (sections)

const US_CARD: readonly Kind[] = [
  { lines: ["Card Purchase {paid} H-E-B #412 Austin TX Card 4471"], money: "out", low: 14, high: 260, card: true },
  { lines: ["Card Purchase {paid} Whole Foods Mkt 10234 Austin TX Card 4471"], money: "out", low: 9, high: 140, card: true },
  { lines: ["Card Purchase {paid} Shell Oil 57444112 Austin TX Card 4471"], money: "out", low: 28, high: 75, card: true },
  { lines: ["Recurring Card Purchase {paid} Netflix.Com Netflix.Com CA Card 4471"], money: "out", low: 15.49, high: 15.49, card: true },
  { lines: ["ATM Withdrawal {paid} 1201 S Congress Ave Austin TX Card 4471"], money: "out", low: 40, high: 300, step: 20, card: true },
  { lines: ["Card Purchase With Pin {paid} Target T-1797 Austin TX Card 4471"], money: "out", low: 12, high: 190, card: true },
];

/** An American bank's statement in sections: deposits, checks paid two to a row, card and electronic withdrawals, fees, a summary with instance counts and a daily-ending-balance grid, over two months, 3 pages. */
function americanSections(): HoldoutStatement {
  const opening = 4127.58;
  const from = "2025-02-11";
  const to = "2025-03-12";
  const md = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}`;
  const cards = spanBookings({ seed: 16505, kinds: US_CARD, from, to, count: 17, opening: 0, perBalance: false, fill: (t, f) => t.replace("{paid}", md(f.paid)) });
  const next = random(16506);
  const deposit = (date: string, text: string[], value: number): HoldoutBooking => ({ date, valueDate: date, lines: text, amount: value, balance: null });
  const deposits = [
    deposit("2025-02-14", ["Mesa Labs Inc Payroll PPD ID: 9111222333"], 2284.61),
    deposit("2025-02-19", ["Zelle Payment From Daniel Kim Wfct0Yk2Bq9M"], 150),
    deposit("2025-02-28", ["Mesa Labs Inc Payroll PPD ID: 9111222333"], 2284.61),
    deposit("2025-03-03", ["Remote Online Deposit 1"], 412.5),
    deposit("2025-03-11", ["IRS Treas 310 Tax Ref PPD ID: 9101036151"], 876),
  ];
  // Checks 1041–1052, 1046 never presented: the bank marks the gap.
  const checkNumbers = [1041, 1042, 1043, 1044, 1045, 1047, 1048, 1049, 1050, 1051, 1052];
  const checkDays = checkNumbers.map(() => shift(from, 2 + Math.floor(next() * 27))).sort();
  const checks = checkNumbers.map((number, i): HoldoutBooking => {
    const value = number === 1041 || number === 1049 ? 1650 : round2(25 + next() * 380);
    return { date: checkDays[i]!, valueDate: checkDays[i]!, lines: [String(number)], amount: -value, balance: null };
  });
  const ach = (date: string, name: string, id: string, descr: string, value: number, ind: string): HoldoutBooking => ({
    date,
    valueDate: date,
    lines: [`${md(date)} Orig CO Name:${name} Orig ID:${id} Desc Date:${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)} CO Entry`, `Descr:${descr} Sec:PPD Trace#:0210000${id.slice(-6)}${date.slice(8, 10)}417 Eed:${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)} Ind ID:${ind}`, `Ind Name:Rachel Kim Trn: ${date.slice(5, 7)}${date.slice(8, 10)}${id.slice(0, 6)}Tc`],
    amount: -value,
    balance: null,
  });
  const electronic = [
    ach("2025-02-18", "Austin Energy", "1746000107", "Util Pymt", 143.27, "004471229"),
    ach("2025-02-24", "Geico", "5530154000", "Prem Coll", 118.4, "6620148812"),
    ach("2025-03-01", "Discover", "2510020270", "E-Payment", 640, "7718"),
    ach("2025-03-05", "Texas Gas Service", "1431011113", "Bill Pay", 58.9, "7781402"),
    ach("2025-03-10", "Capital One Auto", "9541719318", "Autopay", 412.16, "88120045"),
  ];
  const fees = [deposit("2025-03-12", ["Monthly Service Fee"], -12)];
  const card = cards.bookings.map((b) => ({ ...b, valueDate: b.date }));
  const all = [...deposits, ...checks, ...card, ...electronic, ...fees];
  const closing = sumTo(opening, all);
  const truth: HoldoutTruth = { bank: "Pecan Valley Bank, N.A.", accountHolder: "RACHEL KIM", iban: null, currency: null, periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings: all };
  const en = (v: number) => figure(v, "en");
  const sum = (list: readonly HoldoutBooking[]) => round2(list.reduce((s, b) => s + Math.abs(b.amount), 0));
  const section = (title: string, list: readonly HoldoutBooking[], total: string) =>
    `<p class="sec">${title}</p><table><thead><tr><th style="width:12%">DATE</th><th>DESCRIPTION</th><th class="r" style="width:16%">AMOUNT</th></tr></thead><tbody>${[...list]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((b, i) => `<tr><td class="nw">${md(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${i === 0 ? "$" : ""}${en(b.amount)}</td></tr>`)
      .join("")}<tr class="tot"><td></td><td><b>${total}</b></td><td class="r"><b>$${en(sum(list))}</b></td></tr></tbody></table>`;
  const pairs = chunks(checks, 2);
  const checkTable = `<p class="sec">CHECKS PAID</p><table><thead><tr><th>CHECK NO.</th><th>DATE PAID</th><th class="r">AMOUNT</th><th style="padding-left:8mm">CHECK NO.</th><th>DATE PAID</th><th class="r">AMOUNT</th></tr></thead><tbody>${pairs
    .map((pair) => `<tr>${pair.map((c, k) => `<td class="nw"${k === 1 ? ' style="padding-left:8mm"' : ""}>${c.lines[0]}${c.lines[0] === "1047" ? " *" : ""}</td><td class="nw">${md(c.date)}</td><td class="r">${en(c.amount)}</td>`).join("")}${pair.length === 1 ? "<td></td><td></td><td></td>" : ""}</tr>`)
    .join("")}<tr class="tot"><td colspan="5"><b>Total Checks Paid</b></td><td class="r"><b>$${en(sum(checks))}</b></td></tr></tbody></table><p class="s">* Gap in check sequence. If you see a description in the Checks Paid section, it means that we received only electronic information about the check, not the original or an image of the check.</p>`;
  // The balance at the end of each day with a booking, in date order.
  const byDate = [...all].sort((a, b) => a.date.localeCompare(b.date));
  const dailyDates = [...new Set(byDate.map((b) => b.date))];
  const daily = dailyDates.map((date) => ({ date, balance: sumTo(opening, byDate.filter((b) => b.date <= date)) }));
  const dailyTable = `<p class="sec">DAILY ENDING BALANCE</p><table><thead><tr>${"<th>DATE</th><th class='r'>AMOUNT</th>".repeat(3)}</tr></thead><tbody>${chunks(daily, 3)
    .map((trio) => `<tr>${trio.map((d) => `<td class="nw">${md(d.date)}</td><td class="r">${en(d.balance)}</td>`).join("")}${"<td></td><td></td>".repeat(3 - trio.length)}</tr>`)
    .join("")}</tbody></table>`;
  const summary = `<table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #999"><tr><th colspan="2">CHECKING SUMMARY</th><th class="r">INSTANCES</th><th class="r">AMOUNT</th></tr>
  <tr><td colspan="2">Beginning Balance</td><td></td><td class="r">$${en(opening)}</td></tr>
  <tr><td colspan="2">Deposits and Additions</td><td class="r">${deposits.length}</td><td class="r">${en(sum(deposits))}</td></tr>
  <tr><td colspan="2">Checks Paid</td><td class="r">${checks.length}</td><td class="r">-${en(sum(checks))}</td></tr>
  <tr><td colspan="2">ATM &amp; Debit Card Withdrawals</td><td class="r">${card.length}</td><td class="r">-${en(sum(card))}</td></tr>
  <tr><td colspan="2">Electronic Withdrawals</td><td class="r">${electronic.length}</td><td class="r">-${en(sum(electronic))}</td></tr>
  <tr><td colspan="2">Fees</td><td class="r">${fees.length}</td><td class="r">-${en(sum(fees))}</td></tr>
  <tr><td colspan="2"><b>Ending Balance</b></td><td></td><td class="r"><b>$${en(closing)}</b></td></tr></table>`;
  const head = (p: number, of: number) => `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Pecan Valley Bank, N.A.</b><br>P O Box 18220<br>Austin TX 78760-8220</td><td>February 11, 2025 through March 12, 2025<br>Primary Account: 000000482290517<br>Page ${p} of ${of}</td></tr></table>`;
  const first = `<div class="sheet">${head(1, 3)}<table style="margin-bottom:5mm"><tr><td style="width:55%">RACHEL KIM<br>4410 AVENUE H<br>AUSTIN TX 78751-3012</td><td>CUSTOMER SERVICE INFORMATION<br>Web site: pecanvalley.bank<br>Service Center: 1-800-555-0144<br>Deaf and Hard of Hearing: 711</td></tr></table><p class="sec">TOTAL CHECKING</p><p>RACHEL KIM &nbsp; Account Number: 000000482290517</p>${summary}${section("DEPOSITS AND ADDITIONS", deposits, "Total Deposits and Additions")}${checkTable}${foot("Member FDIC · Equal Housing Lender · Page 1 of 3")}</div>`;
  const second = `<div class="sheet">${head(2, 3)}${section("ATM &amp; DEBIT CARD WITHDRAWALS", card, "Total ATM &amp; Debit Card Withdrawals")}${section("ELECTRONIC WITHDRAWALS", electronic, "Total Electronic Withdrawals")}${foot("Member FDIC · Equal Housing Lender · Page 2 of 3")}</div>`;
  const third = `<div class="sheet">${head(3, 3)}${section("FEES", fees, "Total Fees")}${dailyTable}${foot("IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-555-0144 or write us at the address on the front of this statement immediately if you think your statement or receipt is incorrect. · Member FDIC · Page 3 of 3")}</div>`;
  return { name: "f-us-sections", layout: "sections by kind with unsigned MM/DD amounts, checks paid two to a row by check number with a gap mark, three-line ACH texts full of figures, summary with instance counts, daily ending balances three to a row, period over two months, no currency named, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; margin: 4mm 0 1mm; border-bottom: 2px solid #333; } thead th { border-bottom: 1px solid #999; font-size: 7pt; } tr.tot td { border-top: 1px solid #999; }`, first + second + third), truth };
}

// ---------------------------------------------------------------- Turkish (newest first)

const TR: readonly Kind[] = [
  { lines: ["POS Harcama", "MIGROS KADIKOY ISTANBUL TR"], money: "out", low: 85, high: 2400, card: true },
  { lines: ["POS Harcama", "A101 MODA CAD. ISTANBUL TR"], money: "out", low: 40, high: 900, card: true },
  { lines: ["POS Harcama", "SHELL MOBIL ACIBADEM ISTANBUL TR"], money: "out", low: 900, high: 2600, card: true },
  { lines: ["FAST Gelen", "AYŞE YILMAZ - Kira payı"], money: "in", low: 500, high: 4000, step: 50 },
  { lines: ["FAST Giden", "EMRE KAYA - Doğum günü hediyesi"], money: "out", low: 200, high: 1500, step: 50 },
  { lines: ["ATM Para Çekme", "ATM 0412 KADIKOY RIHTIM"], money: "out", low: 500, high: 5000, step: 100 },
  { lines: ["İnternet Harcama", "TRENDYOL.COM ISTANBUL TR"], money: "out", low: 150, high: 3200, card: true },
];
const TR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["Otomatik Ödeme", "İGDAŞ Doğalgaz Fatura No 4410228"], money: "out", low: 684.2, high: 684.2 }],
  ["2025-07-03", { lines: ["EFT Giden", "HALİL DEMİR - Temmuz kirası"], money: "out", low: 18500, high: 18500 }],
  ["2025-07-15", { lines: ["Maaş Ödemesi", "ANADOLU YAZILIM A.Ş. Temmuz 2025"], money: "in", low: 68420.5, high: 68420.5 }],
  ["2025-07-21", { lines: ["Kredi Kartı Ödemesi", "Kart No 5400 **** **** 7712"], money: "out", low: 14250, high: 14250 }],
  ["2025-07-31", { lines: ["Hesap İşletim Ücreti", "BSMV dahil"], money: "out", low: 52.5, high: 52.5 }],
];

/** A Turkish bank's account movements newest first: date and time in one cell, signed "TL" figures, a balance per booking, a receipt number after it, 2 pages. */
function turkishNewestFirst(): HoldoutStatement {
  const opening = 24480.35;
  const made = spanBookings({ seed: 16606, kinds: TR, fixed: TR_FIXED, from: "2025-07-01", to: "2025-07-31", count: 32, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Marmara Ticaret Bankası A.Ş.", accountHolder: "Mehmet Can Öztürk", iban: "TR330006100519786457841326", currency: "TRY", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const tl = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "de")} TL`;
  // A day's bookings happened in the order of their balances, so their clock times rise with it.
  const times = made.fills.map((f) => f.time);
  for (const date of new Set(bookings.map((b) => b.date))) {
    const at = bookings.flatMap((b, i) => (b.date === date ? [i] : []));
    const sorted = at.map((i) => times[i]!).sort();
    at.forEach((i, k) => (times[i] = sorted[k]!));
  }
  const newest = bookings.map((b, i) => ({ b, t: times[i]!, receipt: String(80_000_000 + (made.fills[i]!.n % 20_000_000)) })).reverse();
  const pages = paged(newest, 17, 22);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Marmara Ticaret Bankası A.Ş.</b><br>Hesap Hareketleri</td><td>Sayfa ${p + 1} / ${pages.length}<br>Oluşturma Tarihi: 01.08.2025 09:12</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Ad Soyad: Mehmet Can Öztürk<br>Şube: Kadıköy (0412)<br>Hesap No: 0412-6457841</td><td>IBAN: TR33 0006 1005 1978 6457 8413 26<br>Hesap Türü: Vadesiz Mevduat<br>Para Birimi: TRY<br>Tarih Aralığı: 01.07.2025 - 31.07.2025</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:5mm;border:1px solid #999"><tr><td>Dönem Başı Bakiye</td><td class="r">${tl(opening)}</td></tr><tr><td>Toplam Giriş (${count(bookings, 1)} adet)</td><td class="r">${tl(credits(bookings))}</td></tr><tr><td>Toplam Çıkış (${count(bookings, -1)} adet)</td><td class="r">${tl(-debits(bookings))}</td></tr><tr><td><b>Dönem Sonu Bakiye</b></td><td class="r"><b>${tl(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, t, receipt }) => `<tr><td class="nw">${ddmmyyyy(b.date, ".")} ${t}</td><td>${lines(b.lines)}</td><td class="r">${tl(b.amount)}</td><td class="r">${tl(b.balance!)}</td><td class="nw">${receipt}</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>Tarih</th><th>Açıklama</th><th class="r">Tutar</th><th class="r">Bakiye</th><th>Dekont No</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Marmara Ticaret Bankası A.Ş. · Mersis No: 0612003401200019 · Büyükdere Cad. No: 129 Şişli/İstanbul · Bu belge elektronik ortamda oluşturulmuştur. · Sayfa ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "f-tr-newest-first", layout: "newest booking first, 'dd.mm.yyyy HH:MM' in one cell, signed figures with 'TL' after them, balance per booking then a receipt-number column, summary box with counts, 2 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 2px solid #b00; }`, body), truth };
}

// ---------------------------------------------------------------- Japanese

const JP: readonly Kind[] = [
  { lines: ["デビット　セブン－イレブン"], money: "out", low: 180, high: 2400, card: true },
  { lines: ["デビット　ライフ　西新宿店"], money: "out", low: 600, high: 8500, card: true },
  { lines: ["カード　引出", "新宿西口出張所"], money: "out", low: 10000, high: 50000, step: 10000 },
  { lines: ["振込　スズキ　イチロウ"], money: "in", low: 2000, high: 30000, step: 1000 },
  { lines: ["振込　タナカ　ミサキ", "手数料　１４５円込"], money: "out", low: 3000, high: 20000, step: 1000 },
  { lines: ["デビット　アマゾン　ジャパン"], money: "out", low: 900, high: 14000, card: true },
  { lines: ["デビット　ＪＲ東日本　モバイルＳｕｉｃａ"], money: "out", low: 1000, high: 5000, step: 1000, card: true },
];
const JP_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-12", { lines: ["口座振替　トウキヨウデンリヨク"], money: "out", low: 8734, high: 8734 }],
  ["2025-05-26", { lines: ["口座振替　ＮＴＴドコモ"], money: "out", low: 6512, high: 6512 }],
  ["2025-05-23", { lines: ["給料　カ）サクラシヨウジ"], money: "in", low: 286420, high: 286420 }],
  ["2025-05-27", { lines: ["自動送金　ミナト不動産", "家賃　６月分"], money: "out", low: 98000, high: 98000 }],
];

/** A Japanese bank: Reiwa-era "R07.05.12" dates, yen without decimals, withdrawals/deposits/balance, 前月繰越 and carry rows between pages, 2 pages. */
function japaneseBank(): HoldoutStatement {
  const opening = 412585;
  const era = (d: string) => `R${String(Number(d.slice(0, 4)) - 2018).padStart(2, "0")}.${d.slice(5, 7)}.${d.slice(8, 10)}`;
  const made = spanBookings({ seed: 16707, kinds: JP, fixed: JP_FIXED, from: "2025-05-01", to: "2025-05-31", count: 30, opening, perBalance: true, whole: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "東都中央銀行", accountHolder: "山田 花子", iban: null, currency: "JPY", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const yen = (v: number) => `${v < 0 ? "-" : ""}${Math.abs(v).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/gu, ",")}`;
  const pages = paged(bookings, 16, 20);
  const carry = (date: string, text: string, v: number) => `<tr><td class="nw">${date}</td><td>${text}</td><td></td><td></td><td class="r">${yen(v)}</td><td></td></tr>`;
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">東都中央銀行</b><br>普通預金　入出金明細</td><td>${p + 1} / ${pages.length} ページ<br>作成日　令和7年6月2日</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">〒160-0023<br>東京都新宿区西新宿3-7-1<br>山田 花子 様</td><td>口座名義人　山田 花子<br>店番 214（新宿西口支店）<br>普通預金　口座番号 1234567<br>対象期間　令和7年5月1日～令和7年5月31日<br>通貨　JPY（円）</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? carry(era("2025-05-01"), "前月繰越", opening) : carry("", "前頁より繰越", before);
      const rows = list.map((b) => `<tr><td class="nw">${era(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? yen(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? yen(b.amount) : ""}</td><td class="r">${yen(b.balance!)}</td><td class="nw">${b.lines[0]!.startsWith("デビット") ? "デビット" : ""}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td>合計</td><td class="r">${yen(debits(bookings))}</td><td class="r">${yen(credits(bookings))}</td><td class="r">${yen(closing)}</td><td></td></tr>`
        : carry("", "次頁へ繰越", sumTo(before, list));
      return `<div class="sheet">${head}<table><thead><tr><th>取引日</th><th>摘要</th><th class="r">お支払金額（円）</th><th class="r">お預り金額（円）</th><th class="r">差引残高（円）</th><th>メモ</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`株式会社東都中央銀行　東京都千代田区丸の内1-4-5　登録金融機関　関東財務局長（登金）第99号　お問い合わせ 0120-000-214　${p + 1} / ${pages.length} ページ`)}</div>`;
    })
    .join("");
  return { name: "f-jp-bank", layout: "Reiwa-era 'R07.05.12' dates, yen without decimals, お支払金額/お預り金額/差引残高 with a memo column, 前月繰越 and page carry rows, totals row, 2 pages", html: page(`${STYLE} body { font-family: "DejaVu Sans", "Droid Sans Fallback", sans-serif; } thead th { border-bottom: 1px solid #000; background: #e8eef8; font-weight: normal; } tr.tot td { border-top: 1px solid #000; }`, body), truth };
}

// ---------------------------------------------------------------- Nigerian

const NG: readonly Kind[] = [
  { lines: ["POS PURCHASE @ SHOPRITE IKEJA CITY MALL LAGOS NG REF {ref}"], money: "out", low: 3500, high: 28000, card: true },
  { lines: ["POS PURCHASE @ TOTALENERGIES ALLEN AVENUE IKEJA NG REF {ref}"], money: "out", low: 8000, high: 30000, card: true },
  { lines: ["ATM WDL @ 10526011 LTB ALLEN AVENUE LAGOS NG"], money: "out", low: 5000, high: 20000, step: 5000 },
  { lines: ["NIP TRANSFER FROM CHINEDU OKAFOR/{ref}/Contribution"], money: "in", low: 5000, high: 60000, step: 500 },
  { lines: ["USSD TRANSFER TO NGOZI EZE/{ref}/Food stuff"], money: "out", low: 2000, high: 35000, step: 500 },
  { lines: ["AIRTIME PURCHASE MTN 0803*****41"], money: "out", low: 500, high: 5000, step: 100 },
  { lines: ["WEB PURCHASE @ JUMIA NIGERIA LAGOS NG REF {ref}"], money: "out", low: 6000, high: 45000, card: true },
];
const NG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["NIP TRANSFER TO OLUMIDE PROPERTIES LTD/{ref}/Rent Aug 2025"], money: "out", low: 250000, high: 250000 }],
  ["2025-08-01", { lines: ["COMMISSION ON NIP TRANSFER"], money: "out", low: 50, high: 50 }],
  ["2025-08-01", { lines: ["VAT ON NIP TRANSFER COMMISSION"], money: "out", low: 3.75, high: 3.75 }],
  ["2025-08-25", { lines: ["SALARY AUG 2025 FROM DELTA AGRO ALLIED LTD"], money: "in", low: 685400, high: 685400 }],
  ["2025-08-25", { lines: ["ELECTRONIC MONEY TRANSFER LEVY"], money: "out", low: 50, high: 50 }],
  ["2025-08-28", { lines: ["SMS ALERT CHARGES AUG 2025"], money: "out", low: 240, high: 240 }],
  ["2025-08-31", { lines: ["ACCOUNT MAINTENANCE FEE AUG 2025"], money: "out", low: 1000, high: 1000 }],
];

/** A Nigerian bank: "Trans. Date | Reference | Value Date | Debits | Credits | Balance | Originating Branch | Remarks", the narration last, dd-Mon-yyyy, 3 pages. */
function nigerianBank(): HoldoutStatement {
  const opening = 612320.4;
  const ng = (d: string) => `${d.slice(8, 10)}-${EN_MON[Number(d.slice(5, 7)) - 1]!}-${d.slice(0, 4)}`;
  const made = spanBookings({ seed: 16808, kinds: NG, fixed: NG_FIXED, from: "2025-08-01", to: "2025-08-31", count: 33, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{ref}", `0000132508${f.date.slice(8, 10)}${String(f.n).padStart(10, "0")}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Lagoon Trust Bank Plc", accountHolder: "ADEBAYO OLUWASEUN JOHNSON", iban: null, currency: "NGN", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const en = (v: number) => figure(v, "en");
  const branch = ["E-CHANNELS", "ALLEN AVENUE BRANCH", "E-CHANNELS", "HEAD OFFICE", "IKEJA GRA BRANCH"];
  const pages = paged(bookings.map((b, i) => ({ b, f: made.fills[i]! })), 16, 20);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt">Lagoon Trust Bank Plc</b><br>Customer Statement</td><td>Print Date: 01-Sep-2025 &nbsp; Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:50%">ADEBAYO OLUWASEUN JOHNSON<br>14 OPEBI ROAD<br>IKEJA, LAGOS</td><td><table class="box"><tr><td>Account No</td><td>0123456789</td></tr><tr><td>Account Type</td><td>SAVINGS ACCOUNT</td></tr><tr><td>Currency</td><td>NGN</td></tr><tr><td>Period</td><td>01-Aug-2025 To 31-Aug-2025</td></tr><tr><td>Opening Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Withdrawals</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Lodgements</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Closing Balance</td><td class="r">${en(closing)}</td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr><td class="nw">01-Aug-2025</td><td></td><td class="nw">01-Aug-2025</td><td></td><td></td><td class="r">${en(opening)}</td><td></td><td>Opening Balance</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${ng(b.date)}</td><td class="nw">'${String(f.n % 100_000_000).padStart(10, "0")}</td><td class="nw">${ng(b.valueDate)}</td><td class="r">${b.amount < 0 ? en(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td><td>${branch[f.n % branch.length]}</td><td class="rem">${esc(b.lines.join(" "))}</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>Trans. Date</th><th>Reference</th><th>Value Date</th><th class="r">Debits</th><th class="r">Credits</th><th class="r">Balance</th><th>Originating Branch</th><th>Remarks</th></tr></thead><tbody>${first}${rows}</tbody></table>${foot(`Lagoon Trust Bank Plc · RC 152321 · Plot 635 Akin Adesola Street, Victoria Island, Lagos · Deposits are insured by NDIC · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "f-ng-bank", layout: "narration in the last column after the balance, wrapping in a narrow cell, Reference/Originating Branch columns, dd-Mon-yyyy trans and value dates, Debits/Credits/Balance, summary box with 'Total Lodgements', opening balance row, 3 pages", html: page(`${STYLE} body { font-size: 7.2pt; } td.rem { width: 30%; } thead th { border-bottom: 1px solid #f60; background: #fff0e6; }`, body), truth };
}

// ---------------------------------------------------------------- Greek

const GR: readonly Kind[] = [
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΣΚΛΑΒΕΝΙΤΗΣ ΧΑΛΑΝΔΡΙ", "ΚΑΡΤΑ 4519****3308"], money: "out", low: 12, high: 190, card: true },
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΑΒ ΒΑΣΙΛΟΠΟΥΛΟΣ ΑΓ. ΠΑΡΑΣΚΕΥΗ", "ΚΑΡΤΑ 4519****3308"], money: "out", low: 9, high: 160, card: true },
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΦΑΡΜΑΚΕΙΟ ΠΑΠΑΔΑΚΗ", "ΚΑΡΤΑ 4519****3308"], money: "out", low: 6, high: 70, card: true },
  { lines: ["ΑΝΑΛΗΨΗ ΜΕΤΡΗΤΩΝ ATM", "ΧΑΛΑΝΔΡΙ ΠΛ. ΡΗΓΑ ΦΕΡΑΙΟΥ"], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["ΕΙΣΕΡΧΟΜΕΝΗ ΜΕΤΑΦΟΡΑ IRIS", "ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ"], money: "in", low: 10, high: 150, step: 5 },
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΟΑΣΑ ΗΛΕΚΤΡΟΝΙΚΟ ΕΙΣΙΤΗΡΙΟ", "ΚΑΡΤΑ 4519****3308"], money: "out", low: 10, high: 30, step: 10, card: true },
  { lines: ["ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "ΕΥΔΑΠ ΑΡ. ΠΑΡΟΧΗΣ {ref}"], money: "out", low: 18, high: 65 },
];
const GR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["ΠΑΓΙΑ ΕΝΤΟΛΗ", "ΕΝΟΙΚΙΟ ΙΟΥΝΙΟΥ", "ΠΡΟΣ ΚΑΡΑΓΙΑΝΝΗ ΜΑΡΙΑ"], money: "out", low: 650, high: 650 }],
  ["2025-06-11", { lines: ["ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "ΔΕΗ ΑΡ. ΠΑΡΟΧΗΣ 1 23456789-01 2"], money: "out", low: 96.4, high: 96.4 }],
  ["2025-06-20", { lines: ["ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "COSMOTE ΚΙΝΗΤΗ 69********"], money: "out", low: 32.9, high: 32.9 }],
  ["2025-06-27", { lines: ["ΜΙΣΘΟΔΟΣΙΑ", "ΑΙΓΑΙΟΝ ΝΑΥΤΙΛΙΑΚΗ Α.Ε."], money: "in", low: 1486.22, high: 1486.22 }],
  ["2025-06-30", { lines: ["ΣΥΝΔΡΟΜΗ ΔΙΑΧΕΙΡΙΣΗΣ ΛΟΓΑΡΙΑΣΜΟΥ"], money: "out", low: 3, high: 3 }],
];

/** A Greek bank: "Ημ/νία | Περιγραφή | Ημ/νία αξίας | Χρέωση | Πίστωση | Υπόλοιπο", a page-totals row and carry rows on every page, 3 pages. */
function greekBank(): HoldoutStatement {
  const opening = 2918.64;
  const gr = (d: string) => ddmmyyyy(d, "/");
  const made = spanBookings({ seed: 16909, kinds: GR, fixed: GR_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{ref}", String(f.n % 100_000_000).padStart(8, "0")) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Τράπεζα Αιγαίου Α.Ε.", accountHolder: "ΓΕΩΡΓΙΟΥ ΕΛΕΝΗ", iban: "GR1601101250000000012300695", currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const de = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "de")}`;
  const labelRow = (label: string, v: number, bold = false) => `<tr><td></td><td>${bold ? `<b>${label}</b>` : label}</td><td></td><td></td><td></td><td class="r">${bold ? `<b>${de(v)}</b>` : de(v)}</td></tr>`;
  const pages = paged(bookings, 13, 15);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Τράπεζα Αιγαίου Α.Ε.</b><br>ΑΝΤΙΓΡΑΦΟ ΚΙΝΗΣΗΣ ΛΟΓΑΡΙΑΣΜΟΥ</td><td>Σελίδα ${p + 1} από ${pages.length}<br>Λογαριασμός 125-000000-012300695</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">ΓΕΩΡΓΙΟΥ ΕΛΕΝΗ<br>ΑΝΔΡΕΑ ΠΑΠΑΝΔΡΕΟΥ 41<br>152 32 ΧΑΛΑΝΔΡΙ</td><td>Δικαιούχος: ΓΕΩΡΓΙΟΥ ΕΛΕΝΗ<br>IBAN: GR16 0110 1250 0000 0001 2300 695<br>Είδος: Λογαριασμός Ταμιευτηρίου<br>Νόμισμα: EUR<br>Περίοδος: 01/06/2025 - 30/06/2025</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? labelRow("ΥΠΟΛΟΙΠΟ ΕΝΑΡΞΗΣ 31/05/2025", opening, true) : labelRow("ΑΠΟ ΜΕΤΑΦΟΡΑ", before);
      const rows = list.map((b) => `<tr><td class="nw">${gr(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${gr(b.valueDate)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "de") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "de") : ""}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const totals = `<tr class="tot"><td></td><td>ΣΥΝΟΛΑ ΣΕΛΙΔΑΣ</td><td></td><td class="r">${figure(debits(list), "de")}</td><td class="r">${figure(credits(list), "de")}</td><td></td></tr>`;
      const end = last ? `${totals}<tr><td></td><td><b>ΓΕΝΙΚΑ ΣΥΝΟΛΑ</b></td><td></td><td class="r"><b>${figure(debits(bookings), "de")}</b></td><td class="r"><b>${figure(credits(bookings), "de")}</b></td><td></td></tr>${labelRow("ΝΕΟ ΥΠΟΛΟΙΠΟ 30/06/2025", closing, true)}` : `${totals}${labelRow("ΣΕ ΜΕΤΑΦΟΡΑ", after)}`;
      return `<div class="sheet">${head}<table><thead><tr><th>Ημ/νία</th><th>Περιγραφή συναλλαγής</th><th>Ημ/νία αξίας</th><th class="r">Χρέωση</th><th class="r">Πίστωση</th><th class="r">Υπόλοιπο</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Τράπεζα Αιγαίου Α.Ε. · Αρ. Γ.Ε.ΜΗ. 223701000 · Λεωφ. Συγγρού 112, 117 41 Αθήνα · Οι καταθέσεις καλύπτονται από το Ταμείο Εγγύησης Καταθέσεων και Επενδύσεων · Σελίδα ${p + 1} από ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "f-gr-bank", layout: "Greek texts, Ημ/νία/Περιγραφή/Ημ/νία αξίας/Χρέωση/Πίστωση/Υπόλοιπο dd/mm/yyyy with the value date after the text, page-totals row and ΑΠΟ/ΣΕ ΜΕΤΑΦΟΡΑ carries on every page, grand totals, 3 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #004; border-top: 1px solid #004; } tr.tot td { border-top: 1px solid #999; font-style: italic; }`, body), truth };
}

/** The sixth held-out batch, in a fixed order. */
export function holdoutStatementsF(): HoldoutStatement[] {
  return [brazilianBank(), finnishBank(), danishLandscape(), romanianBank(), americanSections(), turkishNewestFirst(), japaneseBank(), nigerianBank(), greekBank()];
}
