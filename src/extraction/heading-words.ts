/**
 * The words that head the columns of item and booking tables, by role and language, kept as
 * data: a language is added by adding its words here. A word matches a whole word of a heading
 * (letters of any script count as word characters, so "quantité" matches "Quantité" but not
 * "Quantités"); a word written with a leading "~" also ends a compound ("~preis" matches
 * "Einzelpreis"), as German and Dutch write them. A word written with a leading "?" is weak
 * evidence: "Article" heads the description in one table and the article code beside the
 * description in another, so it names the role only when no other column's heading names it
 * with a strong word.
 */

export type HeadingRole = "description" | "quantity" | "unitPrice" | "amount" | "taxRate" | "date" | "debit" | "credit" | "balance";

/** Every role in the seven languages of the invoices read; the booking tables' roles also in Polish, Swedish, Danish, Norwegian, Czech, Finnish, Hungarian, Romanian, Turkish, Croatian, Russian, Ukrainian, Indonesian, Chinese, Korean and Arabic (whole headings where a script writes no spaces between words: "账户余额"). */
type Words = Readonly<Record<"en" | "de" | "fr" | "es" | "it" | "pt" | "nl", readonly string[]>> & Readonly<Partial<Record<"pl" | "sv" | "da" | "no" | "cs" | "fi" | "hu" | "ro" | "tr" | "hr" | "ru" | "uk" | "id" | "zh" | "ko" | "ar", readonly string[]>>>;

/** Tried in this order for each heading, so "VK-Preis ohne MwSt." is a price, not a tax rate. */
export const HEADING_WORDS: readonly (readonly [HeadingRole, Words])[] = [
  [
    // A rate named as a tax's before any price: "Tax rate" is not a unit price.
    "taxRate",
    {
      en: ["tax rate", "vat rate", "tax %", "vat %", "gst %", "gst rate"],
      de: ["mwst %", "mwst.-satz", "mwst-satz", "steuersatz", "ust %", "ust.-satz"],
      fr: ["taux tva", "taux de tva", "tva %", "% tva"],
      es: ["% iva", "iva %", "tipo iva", "tipo de iva"],
      it: ["% iva", "iva %", "aliquota iva", "aliquota"],
      pt: ["% iva", "iva %", "taxa iva", "taxa de iva"],
      nl: ["btw %", "% btw", "btw-tarief", "btw tarief"],
    },
  ],
  [
    "balance",
    {
      en: ["balance", "running balance"],
      de: ["saldo", "kontostand"],
      fr: ["solde"],
      es: ["saldo"],
      it: ["saldo"],
      pt: ["saldo"],
      nl: ["saldo"],
      pl: ["saldo", "saldo po operacji", "saldo po transakcji"],
      sv: ["saldo"],
      da: ["saldo"],
      no: ["saldo"],
      cs: ["zůstatek"],
      fi: ["saldo"],
      hu: ["egyenleg"],
      ro: ["sold"],
      tr: ["bakiye"],
      hr: ["stanje"],
      ru: ["остаток", "остаток средств", "баланс"],
      uk: ["залишок", "баланс"],
      id: ["saldo"],
      zh: ["余额", "账户余额", "结余"],
      ko: ["잔액", "거래후 잔액"],
      ar: ["الرصيد"],
    },
  ],
  [
    "debit",
    {
      en: ["debit", "debits", "withdrawal", "withdrawals", "withdrawn", "paid out", "money out", "payments", "dr", "amounts deducted", "deducted from your account", "outgoing"],
      de: ["soll", "belastung", "belastungen", "lastschrift", "ausgang", "ausgänge", "auszahlung", "auszahlungen"],
      fr: ["débit", "débits", "sorties", "retrait", "retraits"],
      es: ["cargo", "cargos", "débito", "débitos", "debe", "salidas", "retiro", "retiros"],
      it: ["addebito", "addebiti", "dare", "uscite", "prelievo", "prelievi"],
      pt: ["débito", "débitos", "saídas", "saque", "saques", "retirada", "retiradas"],
      nl: ["af", "debet", "afschrijving", "afschrijvingen", "opname", "opnames"],
      pl: ["obciążenia", "obciążenie", "wypłaty", "wydatki"],
      sv: ["uttag"],
      da: ["hævet", "hævning", "udbetaling"],
      no: ["ut av konto", "uttak"],
      cs: ["výdaje", "debet", "odchozí"],
      fi: ["veloitus", "veloitukset", "otot"],
      hu: ["terhelés", "terhelések"],
      ro: ["debit"],
      tr: ["borç"],
      hr: ["isplata", "terećenje"],
      ru: ["списание", "расход"],
      uk: ["списання", "витрати"],
      id: ["debet"],
      zh: ["支出", "支出金额"],
      ko: ["출금", "출금금액", "찾으신금액"],
      ar: ["مدين"],
    },
  ],
  [
    "credit",
    {
      en: ["credit", "credits", "deposit", "deposits", "deposited", "paid in", "money in", "receipts", "cr", "amounts added", "added to your account", "incoming"],
      de: ["haben", "gutschrift", "gutschriften", "eingang", "eingänge", "einzahlung", "einzahlungen"],
      fr: ["crédit", "crédits", "entrées", "dépôt", "dépôts", "versement", "versements"],
      es: ["abono", "abonos", "crédito", "créditos", "haber", "entradas", "depósito", "depósitos", "deposito", "depositos"],
      it: ["accredito", "accrediti", "avere", "entrate", "versamento", "versamenti"],
      pt: ["crédito", "créditos", "entradas", "depósito", "depósitos"],
      nl: ["bij", "credit", "bijschrijving", "bijschrijvingen", "storting", "stortingen"],
      pl: ["uznania", "uznanie", "wpływy"],
      sv: ["insättningar", "insättning"],
      da: ["indsat", "indbetaling"],
      no: ["inn på konto", "innskudd"],
      cs: ["příjmy", "kredit", "příchozí"],
      fi: ["hyvitys", "hyvitykset", "panot"],
      hu: ["jóváírás", "jóváírások"],
      ro: ["credit"],
      tr: ["alacak"],
      hr: ["uplata", "odobrenje"],
      ru: ["зачисление", "поступление", "приход"],
      uk: ["зарахування", "надходження"],
      id: ["kredit"],
      zh: ["收入", "收入金额"],
      ko: ["입금", "입금금액", "맡기신금액"],
      ar: ["دائن"],
    },
  ],
  [
    "date",
    {
      en: ["date", "booking date", "value date", "posting date", "txn date", "transaction date", "value dt", "txn dt", "tran date", "trans date"],
      de: ["datum", "buchungstag", "~datum", "valuta", "wertstellung", "bu-tag", "bu.-tag", "butag"],
      fr: ["date", "date de valeur", "date d'opération"],
      es: ["fecha", "f. valor", "fecha valor", "fecha operación"],
      it: ["data", "data valuta", "data operazione"],
      pt: ["data", "data valor", "data movimento"],
      nl: ["datum", "~datum"],
      pl: ["data", "data operacji", "data księgowania", "data waluty"],
      sv: ["datum", "bokföringsdag", "transaktionsdag", "valutadag", "~datum"],
      da: ["dato", "~dato", "bogføringsdag"],
      no: ["dato", "~dato", "bokføringsdato"],
      cs: ["datum", "datum zaúčtování", "zaúčtováno", "provedeno", "datum provedení"],
      fi: ["päivämäärä", "kirjauspäivä", "arvopäivä", "pvm"],
      hu: ["dátum", "könyvelés dátuma", "értéknap"],
      ro: ["data", "data tranzacției", "data valutei"],
      tr: ["tarih", "işlem tarihi", "valör"],
      hr: ["datum", "datum izvršenja", "datum valute", "datum knjiženja"],
      ru: ["дата", "дата операции"],
      uk: ["дата", "дата операції"],
      id: ["tanggal", "tgl"],
      zh: ["日期", "交易日期", "记账日期"],
      ko: ["일자", "거래일시", "거래일자", "거래일"],
      ar: ["التاريخ"],
    },
  ],
  [
    "unitPrice",
    {
      en: ["unit price", "price", "rate", "unit cost", "price each"],
      de: ["preis", "~preis", "e-preis"],
      fr: ["prix unitaire", "prix", "p.u.", "pu", "p. u."],
      es: ["precio unitario", "precio", "p. unit.", "p.u.", "tarifa"],
      it: ["prezzo unitario", "prezzo", "p.u.", "tariffa"],
      pt: ["preço unitário", "preço", "valor unitário", "p. unit."],
      nl: ["prijs", "~prijs", "tarief"],
    },
  ],
  [
    "amount",
    {
      en: ["amount", "line total", "total", "net amount"],
      de: ["betrag", "~betrag", "summe", "gesamt", "~summe"],
      fr: ["montant", "total", "montant ht"],
      es: ["importe", "total", "importe neto"],
      it: ["importo", "totale", "imponibile"],
      pt: ["valor", "total", "montante"],
      nl: ["bedrag", "~bedrag", "totaal"],
      pl: ["kwota"],
      sv: ["belopp"],
      da: ["beløb"],
      no: ["beløp"],
      cs: ["částka"],
      fi: ["määrä", "summa"],
      hu: ["összeg"],
      ro: ["suma", "sumă"],
      tr: ["tutar"],
      hr: ["iznos"],
      ru: ["сумма"],
      uk: ["сума"],
      id: ["mutasi", "jumlah"],
      zh: ["金额", "交易金额", "发生额"],
      ko: ["금액", "거래금액"],
      ar: ["المبلغ"],
    },
  ],
  [
    "quantity",
    {
      en: ["qty", "qty.", "quantity", "hours", "units"],
      de: ["menge", "anzahl", "stunden", "stk", "stk."],
      fr: ["quantité", "qté", "qté."],
      es: ["cantidad", "cant", "cant.", "uds", "uds.", "unidades"],
      it: ["quantità", "qtà", "q.tà", "qta"],
      pt: ["quantidade", "qtd", "qtd.", "qtde"],
      nl: ["aantal", "hoeveelheid", "stuks"],
    },
  ],
  [
    "description",
    {
      en: ["description", "descriptions", "?item", "?items", "details", "detail", "particulars", "narrative", "narration", "remarks", "transaction", "transaction details", "?service", "?product", "to / from", "from / to", "counterparty"],
      de: ["beschreibung", "bezeichnung", "leistung", "?artikel", "text", "~text", "verwendungszweck", "vorgang", "umsatz"],
      fr: ["description", "désignation", "designation", "?produit", "libellé", "?article", "opération", "nature de l'opération"],
      es: ["descripción", "concepto", "?artículo", "detalle"],
      it: ["descrizione", "?articolo", "dettaglio", "causale"],
      pt: ["descrição", "?artigo", "?produto", "histórico", "descritivo"],
      nl: ["omschrijving", "beschrijving", "?artikel", "?product", "mededeling", "mededelingen"],
      pl: ["opis", "opis operacji", "opis transakcji", "tytuł"],
      sv: ["text", "beskrivning", "specifikation"],
      da: ["tekst", "beskrivelse", "posteringstekst"],
      no: ["tekst", "beskrivelse", "forklaring"],
      cs: ["popis", "zpráva", "popis transakce", "transakce", "označení"],
      fi: ["selite", "viesti", "tapahtuma"],
      hu: ["közlemény", "leírás", "megnevezés"],
      ro: ["descriere", "detalii", "explicații"],
      tr: ["açıklama"],
      hr: ["opis", "opis plaćanja"],
      ru: ["описание", "описание операции", "назначение платежа"],
      uk: ["опис", "деталі операції", "призначення платежу"],
      id: ["keterangan", "uraian"],
      zh: ["摘要", "交易摘要"],
      ko: ["적요"],
      ar: ["التفاصيل", "البيان"],
    },
  ],
  [
    "taxRate",
    {
      en: ["tax", "taxes", "vat", "gst", "tax %", "vat %", "tax rate", "vat rate"],
      de: ["mwst", "mwst.", "ust", "ust.", "steuer", "~steuer"],
      fr: ["tva", "taxe", "taux"],
      es: ["iva", "impuesto", "% iva"],
      it: ["iva", "aliquota", "% iva"],
      pt: ["iva", "imposto", "taxa"],
      nl: ["btw", "btw %"],
    },
  ],
];

/** A word or phrase as a pattern: special characters literal, any spacing (or none) between its words. */
export const phrase = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&").replace(/ /gu, "\\s*");

/** Any of the phrases, as one expression; callers add the anchoring and case-insensitivity they need. */
export const anyPhrase = (list: readonly string[]): RegExp => new RegExp(list.map(phrase).join("|"), "u");

export interface HeadingPattern {
  readonly role: HeadingRole;
  /** Any of the role's strong words, in any language, as a whole word of a heading. */
  readonly strong: RegExp;
  /** Its weak words, or null when it has none. */
  readonly weak: RegExp | null;
}

function pattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const whole = words.filter((w) => !w.startsWith("~")).map(phrase);
  const endings = words.filter((w) => w.startsWith("~")).map((w) => phrase(w.slice(1)));
  const alternatives: string[] = [];
  if (whole.length > 0) alternatives.push(`(?<![\\p{L}\\p{N}])(?:${whole.join("|")})(?![\\p{L}\\p{N}])`);
  if (endings.length > 0) alternatives.push(`(?:${endings.join("|")})(?![\\p{L}\\p{N}])`);
  return new RegExp(alternatives.join("|"), "iu");
}

/** The roles in the order they are tried, each with its words of every language. */
export function headingPatterns(): readonly HeadingPattern[] {
  return HEADING_WORDS.map(([role, byLanguage]) => {
    const words = [...new Set(Object.values(byLanguage).flat())];
    return {
      role,
      strong: pattern(words.filter((w) => !w.startsWith("?")))!,
      weak: pattern(words.filter((w) => w.startsWith("?")).map((w) => w.slice(1))),
    };
  });
}
