/**
 * National conventions of the evaluation set: how each country writes numbers, dates and tax
 * identifiers, and the label wordings of its invoices and statements (several per label, picked
 * per document). Kept apart from the engine's own vocabularies on purpose: these were written
 * from the countries' usual documents, not from what the rules recognise.
 */

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same set every run. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    return Array.from({ length: n }, () => String(this.int(0, 9))).join("");
  }
  letters(n: number): string {
    return Array.from({ length: n }, () => String.fromCharCode(65 + this.int(0, 25))).join("");
  }
}

export type NumberStyle = "en" | "de" | "fr" | "ch" | "lakh";

/** A non-negative amount with two decimals in a national style: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / 1,23,456.00. */
export function formatNumber(value: number, style: NumberStyle, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".") as [string, string | undefined];
  let groups: string[];
  if (style === "lakh" && whole.length > 3) {
    const head = whole.slice(0, -3);
    groups = [...(head.match(/(\d{1,2})(?=(\d{2})*$)/gu) ?? []), whole.slice(-3)];
  } else groups = whole.match(/(\d{1,3})(?=(\d{3})*$)/gu) ?? [whole];
  const sep = { en: ",", lakh: ",", de: ".", fr: " ", ch: "'" }[style];
  const mark = style === "de" || style === "fr" ? "," : ".";
  return groups.join(sep) + (fraction === undefined ? "" : mark + fraction);
}

export type DateStyle = "dmy/" | "mdy/" | "dmy." | "dmy-" | "iso" | "long-en" | "long-us" | "long-de" | "long-fr" | "long-es" | "long-it" | "long-nl" | "d-mon-y";
/** Dates on statement rows printed without a year (the year comes from the statement's period). */
export type ShortDateStyle = "d mon" | "dm." | "dm/" | "md/" | "mon d";

const MONTHS: Record<string, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
};

export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split("-") as [string, string, string];
  const month = Number(m) - 1;
  const day = String(Number(d));
  switch (style) {
    case "dmy/":
      return `${d}/${m}/${y}`;
    case "mdy/":
      return `${m}/${d}/${y}`;
    case "dmy.":
      return `${d}.${m}.${y}`;
    case "dmy-":
      return `${d}-${m}-${y}`;
    case "iso":
      return iso;
    case "long-en":
      return `${day} ${MONTHS.en![month]} ${y}`;
    case "long-us":
      return `${MONTHS.en![month]} ${day}, ${y}`;
    case "long-de":
      return `${day}. ${MONTHS.de![month]} ${y}`;
    case "long-fr":
      return `${day} ${MONTHS.fr![month]} ${y}`;
    case "long-es":
      return `${day} de ${MONTHS.es![month]} de ${y}`;
    case "long-it":
      return `${day} ${MONTHS.it![month]} ${y}`;
    case "long-nl":
      return `${day} ${MONTHS.nl![month]} ${y}`;
    case "d-mon-y":
      return `${d}-${MONTHS.en![month]!.slice(0, 3)}-${y}`;
  }
}

export function formatShortDate(iso: string, style: ShortDateStyle): string {
  const [, m, d] = iso.split("-") as [string, string, string];
  const mon = MONTHS.en![Number(m) - 1]!.slice(0, 3);
  switch (style) {
    case "d mon":
      return `${d} ${mon}`;
    case "mon d":
      return `${mon} ${d}`;
    case "dm.":
      return `${d}.${m}.`;
    case "dm/":
      return `${d}/${m}`;
    case "md/":
      return `${m}/${d}`;
  }
}

/** How a statement shows money out: a minus before or after, parentheses, a DR/CR suffix, or separate columns. */
export type SignStyle = "leading" | "trailing" | "parentheses" | "crdr" | "columns";

export interface InvoiceLabels {
  readonly title: readonly string[];
  readonly number: readonly string[];
  readonly date: readonly string[];
  readonly due: readonly string[];
  readonly from: readonly string[];
  readonly billTo: readonly string[];
  readonly description: readonly string[];
  readonly quantity: readonly string[];
  readonly unitPrice: readonly string[];
  readonly amount: readonly string[];
  readonly rate: readonly string[];
  readonly subtotal: readonly string[];
  readonly total: readonly string[];
  readonly totalTax: readonly string[];
  readonly paid: string;
  readonly balanceDue: string;
  readonly taxBase: readonly string[];
  readonly on: string;
  readonly page: string;
}

export interface StatementLabels {
  readonly title: readonly string[];
  readonly holder: readonly string[];
  readonly accountNumber: readonly string[];
  readonly period: readonly string[];
  readonly periodJoin: string;
  readonly currency: readonly string[];
  readonly opening: readonly string[];
  readonly closing: readonly string[];
  readonly date: readonly string[];
  readonly description: readonly string[];
  readonly debit: readonly string[];
  readonly credit: readonly string[];
  readonly amount: readonly string[];
  readonly balance: readonly string[];
  readonly transactions: readonly string[];
}

export interface Country {
  readonly code: string;
  readonly name: string;
  readonly currency: string;
  /** How the currency shows next to amounts or in a line ("£", "EUR", "Amounts in CAD"). */
  readonly currencyNote: (rng: Rng) => string;
  readonly numbers: NumberStyle;
  readonly dates: readonly DateStyle[];
  readonly shortDates: readonly ShortDateStyle[];
  readonly signs: readonly SignStyle[];
  readonly letter: boolean;
  /** Tax lines for a subtotal: each a printed label and a rate (India's CGST + SGST, Canada's GST + QST). */
  readonly taxes: (rng: Rng) => readonly { label: string; rate: number }[];
  readonly taxIdLabel: readonly string[];
  readonly taxId: (rng: Rng) => string;
  /** Whether the buyer's tax id is printed (business-to-business), the chance of it. */
  readonly buyerTaxId: number;
  readonly invoice: InvoiceLabels;
  readonly statement: StatementLabels;
  readonly ibanCountry: string | null;
  readonly accountNumber: (rng: Rng) => string;
  readonly banks: readonly string[];
  readonly companies: readonly string[];
  readonly people: readonly string[];
  readonly streets: readonly string[];
  readonly towns: readonly string[];
  readonly items: readonly string[];
  readonly bookings: readonly string[];
}

const EN_INVOICE: InvoiceLabels = {
  title: ["INVOICE", "Invoice"],
  number: ["Invoice number", "Invoice No.", "Invoice #", "Invoice Number"],
  date: ["Invoice date", "Date", "Date of issue", "Issue date"],
  due: ["Due date", "Payment due", "Due"],
  from: ["From", "Supplier"],
  billTo: ["Bill to", "Invoice to", "Customer", "Billed to"],
  description: ["Description", "Item", "Details"],
  quantity: ["Qty", "Quantity", "Units"],
  unitPrice: ["Unit price", "Rate", "Price"],
  amount: ["Amount", "Total", "Line total"],
  rate: ["Tax %", "VAT %", "Tax rate"],
  subtotal: ["Subtotal", "Net amount", "Total excl. tax", "Sub-total"],
  total: ["Total", "Total due", "Invoice total", "Amount due"],
  totalTax: ["Total tax", "Tax total"],
  paid: "Amount paid",
  balanceDue: "Balance due",
  taxBase: ["Taxable amount", "Net"],
  on: "on",
  page: "Page",
};

const en = (overrides: Partial<InvoiceLabels>): InvoiceLabels => ({ ...EN_INVOICE, ...overrides });

const EN_STATEMENT: StatementLabels = {
  title: ["Statement of account", "Account statement", "Bank statement"],
  holder: ["Account holder", "Account name", "Customer"],
  accountNumber: ["Account number", "Account No.", "Acct no."],
  period: ["Statement period", "Period", "For the period"],
  periodJoin: "to",
  currency: ["Currency", "Account currency"],
  opening: ["Opening balance", "Balance brought forward", "Previous balance"],
  closing: ["Closing balance", "Balance carried forward", "New balance"],
  date: ["Date", "Txn date", "Posting date"],
  description: ["Description", "Details", "Transaction details", "Particulars"],
  debit: ["Paid out", "Debit", "Withdrawals"],
  credit: ["Paid in", "Credit", "Deposits"],
  amount: ["Amount"],
  balance: ["Balance"],
  transactions: ["Transactions", "Account activity"],
};

const enS = (overrides: Partial<StatementLabels>): StatementLabels => ({ ...EN_STATEMENT, ...overrides });

/** ISO 13616 check digits, so every IBAN in the set is a valid one. */
export function iban(country: string, bban: string): string {
  const digits = (bban + country + "00").replace(/[A-Z]/gu, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return `${country}${String(98 - rest).padStart(2, "0")}${bban}`;
}

const GENERIC_ITEMS = [
  "Consulting services",
  "Software licence (annual)",
  "Website maintenance",
  "Office chairs",
  "Printer toner cartridges",
  "Cloud hosting - standard plan",
  "Training workshop",
  "Project management",
  "Travel expenses",
  "Data migration",
  "Support contract",
  "Laptop stand",
  "USB-C docking station",
  "Translation of user manual",
  "Design review",
];

export const countries: readonly Country[] = [
  {
    code: "GB",
    name: "United Kingdom",
    currency: "GBP",
    currencyNote: (r) => r.pick(["All amounts in GBP", "Currency: GBP", "Amounts shown in pounds sterling (GBP)"]),
    numbers: "en",
    dates: ["dmy/", "long-en"],
    shortDates: ["d mon"],
    signs: ["columns", "leading"],
    letter: false,
    taxes: () => [{ label: "VAT", rate: 20 }],
    taxIdLabel: ["VAT No.", "VAT Reg. No.", "VAT registration number"],
    taxId: (r) => `GB${r.digits(9)}`,
    buyerTaxId: 0.5,
    invoice: en({ rate: ["VAT %", "VAT rate"], subtotal: ["Subtotal", "Net total", "Total excl. VAT"], total: ["Total", "Total due", "Total incl. VAT"] }),
    statement: enS({}),
    ibanCountry: "GB",
    accountNumber: (r) => r.digits(8),
    banks: ["Northgate Bank plc", "Thames & Severn Bank", "Pennine Building Society"],
    companies: ["Harwood Digital Ltd", "Kestrel Office Supplies Ltd", "Bramley & Finch LLP", "Oakridge Analytics Ltd"],
    people: ["Oliver Bennett", "Amelia Hughes", "Harry Patel"],
    streets: ["14 Wharf Road", "2 Kings Parade", "77 Northumberland Street"],
    towns: ["London N1 7GU", "Cambridge CB2 1ST", "Newcastle NE1 7DE"],
    items: GENERIC_ITEMS,
    bookings: ["Card payment TESCO STORES", "Direct debit THAMES WATER", "Faster payment from J SMITH", "Standing order RENT", "Card payment PRET A MANGER", "Salary HARWOOD DIGITAL", "Cash withdrawal ATM", "Direct debit COUNCIL TAX"],
  },
  {
    code: "US",
    name: "United States",
    currency: "USD",
    currencyNote: (r) => r.pick(["All amounts in USD", "Currency: USD (US dollars)"]),
    numbers: "en",
    dates: ["mdy/", "long-us"],
    shortDates: ["md/", "mon d"],
    signs: ["parentheses", "leading", "columns"],
    letter: true,
    taxes: (r) => [{ label: r.pick(["Sales tax", "Sales Tax"]), rate: r.pick([8.875, 7.25, 6.5]) }],
    taxIdLabel: ["EIN", "Tax ID", "Federal Tax ID"],
    taxId: (r) => `${r.digits(2)}-${r.digits(7)}`,
    buyerTaxId: 0.3,
    invoice: en({ number: ["Invoice #", "Invoice No.", "Invoice Number"], rate: ["Tax %"], total: ["Total", "Total Due", "Amount Due"] }),
    statement: enS({ debit: ["Withdrawals", "Debits"], credit: ["Deposits", "Credits"], opening: ["Beginning balance", "Opening balance"], closing: ["Ending balance", "Closing balance"] }),
    ibanCountry: null,
    accountNumber: (r) => r.digits(12),
    banks: ["First Prairie Bank, N.A.", "Hudson Valley Savings Bank", "Cascade Federal Credit Union"],
    companies: ["Bluefield Software Inc.", "Summit Logistics LLC", "Redwood Creative Co.", "Lakeshore Medical Supply Inc."],
    people: ["Emily Johnson", "Michael Rivera", "Sarah Thompson"],
    streets: ["1200 Market Street, Suite 400", "55 Elm Avenue", "870 Pine Ridge Road"],
    towns: ["San Francisco, CA 94103", "Columbus, OH 43215", "Austin, TX 78701"],
    items: GENERIC_ITEMS,
    bookings: ["POS PURCHASE WHOLE FOODS", "ACH DEPOSIT PAYROLL", "CHECK 1043", "ONLINE TRANSFER TO SAVINGS", "DEBIT CARD SHELL OIL", "ZELLE PAYMENT FROM A LEE", "ATM WITHDRAWAL", "AUTOPAY COMCAST"],
  },
  {
    code: "DE",
    name: "Germany",
    currency: "EUR",
    currencyNote: (r) => r.pick(["Alle Beträge in EUR", "Währung: EUR"]),
    numbers: "de",
    dates: ["dmy.", "long-de"],
    shortDates: ["dm."],
    signs: ["trailing", "leading", "columns"],
    letter: false,
    taxes: (r) => (r.chance(0.4) ? [{ label: "MwSt.", rate: 19 }, { label: "MwSt.", rate: 7 }] : [{ label: r.pick(["MwSt.", "USt.", "Umsatzsteuer"]), rate: 19 }]),
    taxIdLabel: ["USt-IdNr.", "USt-ID", "Umsatzsteuer-ID"],
    taxId: (r) => `DE${r.digits(9)}`,
    buyerTaxId: 0.5,
    invoice: {
      title: ["RECHNUNG", "Rechnung"],
      number: ["Rechnungsnummer", "Rechnung Nr.", "Rechnungs-Nr."],
      date: ["Rechnungsdatum", "Datum"],
      due: ["Fällig am", "Zahlbar bis", "Fälligkeitsdatum"],
      from: ["Absender", "Rechnungssteller"],
      billTo: ["Rechnungsempfänger", "Kunde", "Rechnung an"],
      description: ["Bezeichnung", "Beschreibung", "Leistung"],
      quantity: ["Menge", "Anzahl"],
      unitPrice: ["Einzelpreis", "Preis/Einheit"],
      amount: ["Gesamt", "Betrag", "Gesamtpreis"],
      rate: ["MwSt. %", "USt.-Satz"],
      subtotal: ["Zwischensumme", "Nettobetrag", "Summe netto"],
      total: ["Gesamtbetrag", "Rechnungsbetrag", "Summe brutto"],
      totalTax: ["Summe MwSt.", "Steuerbetrag"],
      paid: "Bereits bezahlt",
      balanceDue: "Offener Betrag",
      taxBase: ["Netto", "Bemessungsgrundlage"],
      on: "auf",
      page: "Seite",
    },
    statement: {
      title: ["Kontoauszug", "Kontoauszug Girokonto"],
      holder: ["Kontoinhaber", "Inhaber"],
      accountNumber: ["Kontonummer", "Konto-Nr."],
      period: ["Zeitraum", "Auszugszeitraum"],
      periodJoin: "bis",
      currency: ["Währung"],
      opening: ["Alter Kontostand", "Anfangssaldo", "Saldo alt"],
      closing: ["Neuer Kontostand", "Endsaldo", "Saldo neu"],
      date: ["Buchungstag", "Datum", "Buchung"],
      description: ["Verwendungszweck", "Buchungstext", "Vorgang"],
      debit: ["Soll", "Belastung"],
      credit: ["Haben", "Gutschrift"],
      amount: ["Betrag", "Umsatz"],
      balance: ["Saldo", "Kontostand"],
      transactions: ["Umsätze", "Buchungen"],
    },
    ibanCountry: "DE",
    accountNumber: (r) => r.digits(10),
    banks: ["Sparkasse Elbtal", "Volksbank Rheinhessen eG", "Nordbank AG"],
    companies: ["Müller & Söhne GmbH", "Lindenhof Software AG", "Brandt Elektrotechnik GmbH", "Weber Logistik KG"],
    people: ["Jonas Becker", "Lena Schäfer", "Max Hoffmann"],
    streets: ["Hauptstraße 12", "Am Markt 3", "Lindenallee 45"],
    towns: ["10115 Berlin", "80331 München", "50667 Köln"],
    items: ["Beratungsleistung", "Softwarelizenz (jährlich)", "Wartung Webseite", "Bürostühle", "Tonerkartuschen", "Schulung vor Ort", "Projektleitung", "Reisekosten", "Datenmigration", "Supportvertrag", "Monitorhalterung", "Übersetzung Handbuch"],
    bookings: ["Kartenzahlung REWE", "Lastschrift Stadtwerke", "Gehalt Lindenhof Software", "Dauerauftrag Miete", "Überweisung an L. Schäfer", "Bargeldauszahlung GA", "Lastschrift Telekom", "Gutschrift Erstattung"],
  },
  {
    code: "FR",
    name: "France",
    currency: "EUR",
    currencyNote: (r) => r.pick(["Montants en EUR", "Devise : EUR"]),
    numbers: "fr",
    dates: ["dmy/", "long-fr"],
    shortDates: ["dm/"],
    signs: ["columns", "leading"],
    letter: false,
    taxes: (r) => (r.chance(0.3) ? [{ label: "TVA", rate: 20 }, { label: "TVA", rate: 5.5 }] : [{ label: "TVA", rate: 20 }]),
    taxIdLabel: ["N° TVA", "TVA intracom.", "N° TVA intracommunautaire"],
    taxId: (r) => `FR${r.digits(11)}`,
    buyerTaxId: 0.5,
    invoice: {
      title: ["FACTURE", "Facture"],
      number: ["N° de facture", "Facture n°", "Numéro de facture"],
      date: ["Date de facture", "Date d'émission", "Date"],
      due: ["Date d'échéance", "Échéance", "À régler avant le"],
      from: ["Émetteur", "Vendeur"],
      billTo: ["Facturé à", "Client", "Destinataire"],
      description: ["Désignation", "Description"],
      quantity: ["Qté", "Quantité"],
      unitPrice: ["Prix unitaire HT", "P.U. HT"],
      amount: ["Montant HT", "Total HT"],
      rate: ["TVA %", "Taux TVA"],
      subtotal: ["Total HT", "Montant HT", "Sous-total"],
      total: ["Total TTC", "Net à payer", "Montant TTC"],
      totalTax: ["Total TVA", "Montant TVA"],
      paid: "Acompte versé",
      balanceDue: "Reste à payer",
      taxBase: ["Base HT", "Base"],
      on: "sur",
      page: "Page",
    },
    statement: {
      title: ["Relevé de compte", "Extrait de compte"],
      holder: ["Titulaire", "Titulaire du compte"],
      accountNumber: ["N° de compte", "Numéro de compte"],
      period: ["Période", "Relevé du"],
      periodJoin: "au",
      currency: ["Devise"],
      opening: ["Solde précédent", "Ancien solde", "Solde initial"],
      closing: ["Nouveau solde", "Solde final", "Solde au"],
      date: ["Date", "Date opération"],
      description: ["Libellé", "Nature de l'opération", "Opération"],
      debit: ["Débit", "Débits"],
      credit: ["Crédit", "Crédits"],
      amount: ["Montant"],
      balance: ["Solde"],
      transactions: ["Opérations", "Détail des opérations"],
    },
    ibanCountry: "FR",
    accountNumber: (r) => r.digits(11),
    banks: ["Banque Populaire du Rhône", "Crédit Mutuel de Bretagne", "Banque de la Loire"],
    companies: ["Atelier Dubois SARL", "Lumière Conseil SAS", "Boulangerie Martin & Fils", "Société Générale d'Emballage SA"],
    people: ["Camille Laurent", "Julien Moreau", "Chloé Lefèvre"],
    streets: ["12 rue de la République", "8 avenue Jean Jaurès", "45 boulevard Haussmann"],
    towns: ["69002 Lyon", "75009 Paris", "44000 Nantes"],
    items: ["Prestation de conseil", "Licence logiciel (annuelle)", "Maintenance site web", "Chaises de bureau", "Cartouches d'encre", "Formation sur site", "Gestion de projet", "Frais de déplacement", "Migration de données", "Contrat d'assistance", "Traduction du manuel"],
    bookings: ["CB CARREFOUR", "PRLV EDF", "VIR SALAIRE LUMIERE CONSEIL", "RETRAIT DAB", "VIR PERMANENT LOYER", "CB SNCF", "PRLV ORANGE", "REMISE CHEQUE"],
  },
  {
    code: "ES",
    name: "Spain",
    currency: "EUR",
    currencyNote: (r) => r.pick(["Importes en EUR", "Moneda: EUR"]),
    numbers: "de",
    dates: ["dmy/", "long-es"],
    shortDates: ["dm/"],
    signs: ["leading", "columns"],
    letter: false,
    taxes: () => [{ label: "IVA", rate: 21 }],
    taxIdLabel: ["NIF", "CIF", "NIF-IVA"],
    taxId: (r) => `ES${r.letters(1)}${r.digits(8)}`,
    buyerTaxId: 0.7,
    invoice: {
      title: ["FACTURA", "Factura"],
      number: ["Nº factura", "Número de factura", "Factura nº"],
      date: ["Fecha de emisión", "Fecha factura", "Fecha"],
      due: ["Fecha de vencimiento", "Vencimiento"],
      from: ["Emisor", "Proveedor"],
      billTo: ["Cliente", "Facturar a", "Datos del cliente"],
      description: ["Concepto", "Descripción"],
      quantity: ["Cantidad", "Cant."],
      unitPrice: ["Precio unitario", "Precio"],
      amount: ["Importe", "Total"],
      rate: ["% IVA", "IVA %"],
      subtotal: ["Base imponible", "Subtotal"],
      total: ["Total factura", "TOTAL", "Total a pagar"],
      totalTax: ["Total IVA", "Cuota IVA"],
      paid: "Pagado",
      balanceDue: "Pendiente de pago",
      taxBase: ["Base imponible", "Base"],
      on: "sobre",
      page: "Página",
    },
    statement: {
      title: ["Extracto de cuenta", "Extracto bancario"],
      holder: ["Titular", "Titular de la cuenta"],
      accountNumber: ["Número de cuenta", "Nº de cuenta"],
      period: ["Periodo", "Período"],
      periodJoin: "a",
      currency: ["Divisa", "Moneda"],
      opening: ["Saldo inicial", "Saldo anterior"],
      closing: ["Saldo final", "Saldo actual"],
      date: ["Fecha", "F. operación"],
      description: ["Concepto", "Descripción"],
      debit: ["Cargo", "Cargos"],
      credit: ["Abono", "Abonos"],
      amount: ["Importe"],
      balance: ["Saldo"],
      transactions: ["Movimientos"],
    },
    ibanCountry: "ES",
    accountNumber: (r) => `${r.digits(4)} ${r.digits(4)} ${r.digits(2)} ${r.digits(10)}`,
    banks: ["Banco del Mediterráneo", "Caja Rural de Castilla", "Banco Cantábrico S.A."],
    companies: ["Soluciones Ibéricas S.L.", "Gráficas Navarro S.A.", "Construcciones Ortega S.L.", "Viñedos del Duero S.L."],
    people: ["Lucía García", "Javier Fernández", "Marta Sánchez"],
    streets: ["Calle Mayor 24", "Avenida de la Constitución 8", "Paseo de Gracia 101"],
    towns: ["28013 Madrid", "41001 Sevilla", "08008 Barcelona"],
    items: ["Servicios de consultoría", "Licencia de software (anual)", "Mantenimiento web", "Sillas de oficina", "Cartuchos de tóner", "Formación presencial", "Gestión de proyecto", "Gastos de viaje", "Migración de datos", "Contrato de soporte"],
    bookings: ["Compra tarjeta MERCADONA", "Recibo IBERDROLA", "Nómina SOLUCIONES IBERICAS", "Transferencia a M. SANCHEZ", "Reintegro cajero", "Recibo TELEFONICA", "Bizum de J. FERNANDEZ", "Compra tarjeta RENFE"],
  },
  {
    code: "IT",
    name: "Italy",
    currency: "EUR",
    currencyNote: (r) => r.pick(["Importi in EUR", "Valuta: EUR"]),
    numbers: "de",
    dates: ["dmy/", "long-it"],
    shortDates: ["dm/"],
    signs: ["columns", "leading"],
    letter: false,
    taxes: () => [{ label: "IVA", rate: 22 }],
    taxIdLabel: ["P.IVA", "Partita IVA"],
    taxId: (r) => `IT${r.digits(11)}`,
    buyerTaxId: 0.7,
    invoice: {
      title: ["FATTURA", "Fattura"],
      number: ["Fattura n.", "Numero fattura", "N. documento"],
      date: ["Data", "Data fattura", "Data emissione"],
      due: ["Scadenza", "Data scadenza"],
      from: ["Fornitore", "Cedente"],
      billTo: ["Cliente", "Spett.le", "Destinatario"],
      description: ["Descrizione", "Descrizione articolo"],
      quantity: ["Quantità", "Q.tà"],
      unitPrice: ["Prezzo unitario", "Prezzo"],
      amount: ["Importo", "Totale"],
      rate: ["IVA %", "Aliquota"],
      subtotal: ["Imponibile", "Totale imponibile"],
      total: ["Totale documento", "Totale fattura", "Totale da pagare"],
      totalTax: ["Totale IVA", "Imposta"],
      paid: "Acconto",
      balanceDue: "Saldo da pagare",
      taxBase: ["Imponibile"],
      on: "su",
      page: "Pagina",
    },
    statement: {
      title: ["Estratto conto", "Estratto conto corrente"],
      holder: ["Intestatario", "Intestato a"],
      accountNumber: ["Numero conto", "Conto n."],
      period: ["Periodo", "Periodo di riferimento"],
      periodJoin: "-",
      currency: ["Valuta"],
      opening: ["Saldo iniziale", "Saldo precedente"],
      closing: ["Saldo finale", "Saldo contabile finale"],
      date: ["Data", "Data contabile"],
      description: ["Descrizione", "Causale"],
      debit: ["Dare", "Uscite"],
      credit: ["Avere", "Entrate"],
      amount: ["Importo"],
      balance: ["Saldo"],
      transactions: ["Movimenti"],
    },
    ibanCountry: "IT",
    accountNumber: (r) => r.digits(12),
    banks: ["Banca Popolare di Verona", "Cassa di Risparmio del Tirreno", "Banca Alpina S.p.A."],
    companies: ["Rossi Arredamenti S.r.l.", "Tecnologie Ferrari S.p.A.", "Studio Bianchi & Associati", "Oleificio Conti S.r.l."],
    people: ["Giulia Romano", "Marco Colombo", "Francesca Ricci"],
    streets: ["Via Roma 15", "Corso Vittorio Emanuele II 42", "Piazza Garibaldi 7"],
    towns: ["20121 Milano", "37121 Verona", "00184 Roma"],
    items: ["Consulenza tecnica", "Licenza software (annuale)", "Manutenzione sito web", "Sedie da ufficio", "Cartucce toner", "Corso di formazione", "Gestione progetto", "Spese di trasferta", "Migrazione dati", "Contratto di assistenza"],
    bookings: ["Pagamento POS ESSELUNGA", "Addebito ENEL ENERGIA", "Stipendio TECNOLOGIE FERRARI", "Bonifico a G. ROMANO", "Prelievo bancomat", "Addebito TIM", "Bonifico da M. COLOMBO", "Pagamento POS AUTOGRILL"],
  },
  {
    code: "NL",
    name: "Netherlands",
    currency: "EUR",
    currencyNote: (r) => r.pick(["Bedragen in EUR", "Valuta: EUR"]),
    numbers: "de",
    dates: ["dmy-", "long-nl"],
    shortDates: ["dm/"],
    signs: ["columns", "leading"],
    letter: false,
    taxes: (r) => (r.chance(0.3) ? [{ label: "BTW", rate: 21 }, { label: "BTW", rate: 9 }] : [{ label: "BTW", rate: 21 }]),
    taxIdLabel: ["BTW-nr.", "Btw-nummer", "BTW-id"],
    taxId: (r) => `NL${r.digits(9)}B${r.digits(2)}`,
    buyerTaxId: 0.5,
    invoice: {
      title: ["FACTUUR", "Factuur"],
      number: ["Factuurnummer", "Factuurnr."],
      date: ["Factuurdatum", "Datum"],
      due: ["Vervaldatum", "Te betalen voor"],
      from: ["Van", "Leverancier"],
      billTo: ["Factuur aan", "Klant", "Aan"],
      description: ["Omschrijving"],
      quantity: ["Aantal"],
      unitPrice: ["Prijs per stuk", "Stukprijs", "Tarief"],
      amount: ["Bedrag", "Totaal"],
      rate: ["BTW %", "BTW-tarief"],
      subtotal: ["Subtotaal", "Totaal excl. BTW"],
      total: ["Totaal", "Totaal incl. BTW", "Te betalen"],
      totalTax: ["Totaal BTW"],
      paid: "Reeds betaald",
      balanceDue: "Openstaand bedrag",
      taxBase: ["Grondslag"],
      on: "over",
      page: "Pagina",
    },
    statement: {
      title: ["Rekeningafschrift", "Afschrift"],
      holder: ["Rekeninghouder", "Ten name van"],
      accountNumber: ["Rekeningnummer"],
      period: ["Periode"],
      periodJoin: "t/m",
      currency: ["Valuta"],
      opening: ["Beginsaldo", "Vorig saldo"],
      closing: ["Eindsaldo", "Nieuw saldo"],
      date: ["Datum", "Boekdatum"],
      description: ["Omschrijving", "Naam / Omschrijving"],
      debit: ["Af", "Debet"],
      credit: ["Bij", "Credit"],
      amount: ["Bedrag"],
      balance: ["Saldo"],
      transactions: ["Mutaties", "Transacties"],
    },
    ibanCountry: "NL",
    accountNumber: (r) => r.digits(10),
    banks: ["Polderbank N.V.", "Rijnmond Spaarbank", "Amstel Krediet Bank"],
    companies: ["De Vries Installatietechniek B.V.", "Van Dijk Media B.V.", "Bakker & Zn. V.O.F.", "Noordzee Logistiek B.V."],
    people: ["Sanne de Jong", "Daan Visser", "Emma Smit"],
    streets: ["Keizersgracht 123", "Stationsweg 8", "Oudegracht 210"],
    towns: ["1015 CJ Amsterdam", "2514 JK Den Haag", "3511 AZ Utrecht"],
    items: ["Advieswerkzaamheden", "Softwarelicentie (jaarlijks)", "Onderhoud website", "Bureaustoelen", "Tonercartridges", "Training op locatie", "Projectbegeleiding", "Reiskosten", "Datamigratie", "Supportcontract"],
    bookings: ["Betaalautomaat ALBERT HEIJN", "Incasso VATTENFALL", "Salaris VAN DIJK MEDIA", "Overboeking naar S. DE JONG", "Geldautomaat", "Incasso KPN", "Tikkie van D. VISSER", "Betaalautomaat NS"],
  },
  {
    code: "IN",
    name: "India",
    currency: "INR",
    currencyNote: (r) => r.pick(["Amount in INR", "Currency: INR (₹)"]),
    numbers: "lakh",
    dates: ["dmy/", "d-mon-y", "dmy-"],
    shortDates: ["d mon"],
    signs: ["crdr", "columns"],
    letter: false,
    taxes: (r) => (r.chance(0.6) ? [{ label: "CGST", rate: 9 }, { label: "SGST", rate: 9 }] : [{ label: "IGST", rate: 18 }]),
    taxIdLabel: ["GSTIN", "GSTIN/UIN", "GST No."],
    taxId: (r) => `${r.pick(["27", "29", "07", "33"])}${r.letters(5)}${r.digits(4)}${r.letters(1)}1Z${r.digits(1)}`,
    buyerTaxId: 0.8,
    invoice: en({
      title: ["TAX INVOICE", "Tax Invoice"],
      number: ["Invoice No.", "Invoice Number", "Bill No."],
      date: ["Invoice Date", "Dated", "Date"],
      due: ["Due Date", "Payment Due"],
      from: ["Supplier", "Seller"],
      billTo: ["Billed To", "Buyer", "Bill To (Recipient)"],
      description: ["Description of Goods", "Particulars", "Item Description"],
      quantity: ["Qty", "Quantity"],
      unitPrice: ["Rate", "Unit Rate"],
      amount: ["Amount", "Taxable Value"],
      rate: ["GST %", "GST Rate"],
      subtotal: ["Taxable Value", "Total Taxable Amount", "Sub Total"],
      total: ["Grand Total", "Total Invoice Value", "Invoice Total"],
      totalTax: ["Total GST", "Total Tax Amount"],
    }),
    statement: enS({
      title: ["Statement of Account", "Account Statement"],
      holder: ["Account Name", "Customer Name"],
      accountNumber: ["Account No", "A/c No."],
      debit: ["Withdrawals", "Debit"],
      credit: ["Deposits", "Credit"],
      description: ["Narration", "Particulars", "Description"],
      date: ["Txn Date", "Date", "Value Dt"],
    }),
    ibanCountry: null,
    accountNumber: (r) => r.digits(14),
    banks: ["Deccan Co-operative Bank Ltd.", "Bharat Mercantile Bank", "Coromandel Bank Ltd."],
    companies: ["Sharma Textiles Pvt. Ltd.", "Krishna Infotech Pvt. Ltd.", "Gupta Traders", "Nair Spices & Exports LLP"],
    people: ["Priya Sharma", "Rahul Verma", "Ananya Iyer"],
    streets: ["Plot 42, MIDC Industrial Area", "No. 17, 3rd Cross, Indiranagar", "B-204, Sector 18"],
    towns: ["Pune, Maharashtra 411019", "Bengaluru, Karnataka 560038", "Noida, Uttar Pradesh 201301"],
    items: ["Cotton fabric (per metre)", "IT consulting services", "Annual maintenance contract", "LED panel lights", "Printer cartridges", "Software licence", "Office furniture", "Packaging material", "Freight charges", "Installation charges"],
    bookings: ["UPI/PAYTM/Grocery", "NEFT CR SALARY KRISHNA INFOTECH", "ATM WDL", "IMPS TO RAHUL VERMA", "ACH DR LIC PREMIUM", "POS AMAZON PAY", "NEFT DR ELECTRICITY BOARD", "INT CREDIT"],
  },
  {
    code: "AU",
    name: "Australia",
    currency: "AUD",
    currencyNote: (r) => r.pick(["All amounts in AUD", "Currency: AUD"]),
    numbers: "en",
    dates: ["dmy/", "long-en"],
    shortDates: ["d mon"],
    signs: ["crdr", "columns", "leading"],
    letter: false,
    taxes: () => [{ label: "GST", rate: 10 }],
    taxIdLabel: ["ABN"],
    taxId: (r) => `${r.digits(2)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    buyerTaxId: 0.4,
    invoice: en({ title: ["TAX INVOICE", "Tax Invoice"], rate: ["GST %"], subtotal: ["Subtotal", "Total ex GST", "Amount ex GST"], total: ["Total inc GST", "Total (AUD)", "Amount payable"], totalTax: ["Total GST", "GST total"] }),
    statement: enS({ accountNumber: ["BSB / Account number", "Account number"], opening: ["Opening balance"], closing: ["Closing balance"] }),
    ibanCountry: null,
    accountNumber: (r) => `${r.digits(3)}-${r.digits(3)} ${r.digits(8)}`,
    banks: ["Southern Cross Bank Ltd", "Murray River Credit Union", "Coral Coast Bank"],
    companies: ["Banksia Web Services Pty Ltd", "Outback Freight Pty Ltd", "Harbourside Dental Supplies", "Eucalypt Design Co."],
    people: ["Jack Wilson", "Charlotte Brown", "Noah Taylor"],
    streets: ["Level 5, 100 George Street", "22 Beach Road", "9 Queen Street"],
    towns: ["Sydney NSW 2000", "Brighton VIC 3186", "Brisbane QLD 4000"],
    items: GENERIC_ITEMS,
    bookings: ["EFTPOS WOOLWORTHS", "SALARY BANKSIA WEB", "BPAY ORIGIN ENERGY", "TRANSFER TO SAVINGS", "ATM WITHDRAWAL", "DIRECT DEBIT TELSTRA", "OSKO FROM C BROWN", "EFTPOS BUNNINGS"],
  },
  {
    code: "CA",
    name: "Canada",
    currency: "CAD",
    currencyNote: (r) => r.pick(["All amounts in CAD", "Currency: CAD"]),
    numbers: "en",
    dates: ["iso", "long-us"],
    shortDates: ["mon d"],
    signs: ["columns", "leading"],
    letter: true,
    taxes: (r) => (r.chance(0.5) ? [{ label: "HST", rate: 13 }] : [{ label: "GST", rate: 5 }, { label: "QST", rate: 9.975 }]),
    taxIdLabel: ["GST/HST No.", "Business Number", "GST/HST Reg. No."],
    taxId: (r) => `${r.digits(9)}RT0001`,
    buyerTaxId: 0.3,
    invoice: en({}),
    statement: enS({ debit: ["Withdrawals", "Debits"], credit: ["Deposits", "Credits"] }),
    ibanCountry: null,
    accountNumber: (r) => `${r.digits(5)}-${r.digits(3)}-${r.digits(7)}`,
    banks: ["Maple Trust Bank", "Laurentian Savings Bank", "Prairie Credit Union"],
    companies: ["Northern Lights Consulting Inc.", "Granite Peak Outfitters Ltd.", "Tremblay Services Inc.", "Fraser Valley Produce Ltd."],
    people: ["Liam Tremblay", "Olivia Martin", "Ethan Roy"],
    streets: ["350 Bay Street, Suite 700", "1200 rue Sainte-Catherine", "88 Granville Street"],
    towns: ["Toronto, ON M5H 2S6", "Montréal, QC H3B 1E7", "Vancouver, BC V6C 1S4"],
    items: GENERIC_ITEMS,
    bookings: ["INTERAC E-TRANSFER", "PAYROLL DEP NORTHERN LIGHTS", "POS PURCHASE LOBLAWS", "PRE-AUTH HYDRO ONE", "ABM WITHDRAWAL", "BILL PMT BELL CANADA", "TRANSFER TO TFSA", "POS PURCHASE TIM HORTONS"],
  },
  {
    code: "SG",
    name: "Singapore",
    currency: "SGD",
    currencyNote: (r) => r.pick(["All amounts in SGD", "Currency: SGD"]),
    numbers: "en",
    dates: ["dmy/", "long-en"],
    shortDates: ["d mon"],
    signs: ["columns", "crdr", "parentheses"],
    letter: false,
    taxes: () => [{ label: "GST", rate: 9 }],
    taxIdLabel: ["GST Reg. No.", "UEN", "GST Registration No."],
    taxId: (r) => `${r.pick(["2019", "2020", "2015"])}${r.digits(5)}${r.letters(1)}`,
    buyerTaxId: 0.3,
    invoice: en({ title: ["TAX INVOICE", "Tax Invoice"], rate: ["GST %"], total: ["Total", "Total (SGD)", "Total payable"], totalTax: ["Total GST"] }),
    statement: enS({ debit: ["Withdrawal", "Withdrawals"], credit: ["Deposit", "Deposits"] }),
    ibanCountry: null,
    accountNumber: (r) => `${r.digits(3)}-${r.digits(6)}-${r.digits(3)}`,
    banks: ["Straits Merchant Bank Ltd", "Lion City Bank", "Marina Savings Bank"],
    companies: ["Tan & Lim Engineering Pte Ltd", "Orchid Digital Pte Ltd", "Harbourfront Trading Pte Ltd", "Kallang Catering Services"],
    people: ["Wei Ling Tan", "Arjun Nair", "Hui Min Lim"],
    streets: ["10 Anson Road, #21-05", "1 Raffles Place, #44-01", "80 Robinson Road, #08-01"],
    towns: ["Singapore 079903", "Singapore 048616", "Singapore 068898"],
    items: GENERIC_ITEMS,
    bookings: ["NETS PURCHASE FAIRPRICE", "GIRO SP SERVICES", "SALARY ORCHID DIGITAL", "PAYNOW TRANSFER", "ATM CASH WITHDRAWAL", "GIRO SINGTEL", "FAST PAYMENT FROM A NAIR", "DEBIT CARD GRAB"],
  },
  {
    code: "CH",
    name: "Switzerland",
    currency: "CHF",
    currencyNote: (r) => r.pick(["Alle Beträge in CHF", "Währung: CHF"]),
    numbers: "ch",
    dates: ["dmy.", "long-de"],
    shortDates: ["dm."],
    signs: ["trailing", "columns", "leading"],
    letter: false,
    taxes: () => [{ label: "MWST", rate: 8.1 }],
    taxIdLabel: ["UID", "MWST-Nr."],
    taxId: (r) => `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)} MWST`,
    buyerTaxId: 0.4,
    invoice: {
      title: ["RECHNUNG", "Rechnung"],
      number: ["Rechnungsnummer", "Rechnung Nr."],
      date: ["Datum", "Rechnungsdatum"],
      due: ["Zahlbar bis", "Fällig am"],
      from: ["Absender"],
      billTo: ["Rechnungsadresse", "Kunde"],
      description: ["Bezeichnung", "Leistung"],
      quantity: ["Menge", "Anz."],
      unitPrice: ["Preis", "Einzelpreis"],
      amount: ["Betrag", "Total"],
      rate: ["MWST %"],
      subtotal: ["Total exkl. MWST", "Zwischentotal"],
      total: ["Total inkl. MWST", "Rechnungstotal", "Zu bezahlen"],
      totalTax: ["Total MWST"],
      paid: "Anzahlung",
      balanceDue: "Restbetrag",
      taxBase: ["Basis"],
      on: "auf",
      page: "Seite",
    },
    statement: {
      title: ["Kontoauszug", "Kontoauszug Privatkonto"],
      holder: ["Kontoinhaber", "Inhaber"],
      accountNumber: ["Kontonummer", "Konto"],
      period: ["Zeitraum", "Periode"],
      periodJoin: "bis",
      currency: ["Währung"],
      opening: ["Anfangssaldo", "Saldovortrag"],
      closing: ["Schlusssaldo", "Endsaldo"],
      date: ["Datum", "Valuta"],
      description: ["Text", "Buchungstext"],
      debit: ["Belastung", "Lastschrift"],
      credit: ["Gutschrift"],
      amount: ["Betrag"],
      balance: ["Saldo"],
      transactions: ["Bewegungen"],
    },
    ibanCountry: "CH",
    accountNumber: (r) => `${r.digits(4)}-${r.digits(6)}.${r.digits(2)}`,
    banks: ["Zürcher Regionalbank AG", "Bank Alpenrhein", "Genfersee Kantonalbank"],
    companies: ["Keller Informatik AG", "Schneider Holzbau GmbH", "Graf & Partner AG", "Bergbahn Service GmbH"],
    people: ["Luca Meier", "Anna Keller", "Noah Fischer"],
    streets: ["Bahnhofstrasse 21", "Marktgasse 5", "Seestrasse 140"],
    towns: ["8001 Zürich", "3011 Bern", "6004 Luzern"],
    items: ["Beratung", "Softwarelizenz", "Wartungsvertrag", "Bürostuhl", "Tonerkassetten", "Schulung", "Projektleitung", "Spesen", "Datenübernahme", "Hosting Jahresgebühr"],
    bookings: ["Einkauf COOP", "LSV Swisscom", "Lohn Keller Informatik", "Dauerauftrag Miete", "Bargeldbezug Bancomat", "E-Banking Auftrag", "TWINT an A. Keller", "Einkauf MIGROS"],
  },
];
