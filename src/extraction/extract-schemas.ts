/**
 * What extract-pdf-data gives for each kind, as TypeScript types and as JSON Schema (2020-12).
 * The schemas are the contract: the Json result follows them, the model is asked for them as
 * structured output (without `checks`, which we compute), and the tool's description in the
 * API reference is written from them.
 */

export type ExtractKind = "Invoice" | "BankStatement" | "Tables";

/** A figure cross-checked against others: a mismatch is reported, never corrected. */
export interface Check {
  readonly check: string;
  readonly ok: boolean;
  readonly expected: number | null;
  readonly actual: number | null;
  readonly detail: string;
}

export interface Party {
  name: string | null;
  address: string | null;
  taxId: string | null;
}

export interface LineItem {
  description: string | null;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  /** Percent, 19 for 19 %. */
  taxRate: number | null;
}

export interface TaxLine {
  rate: number | null;
  base: number | null;
  amount: number | null;
}

export interface InvoiceData {
  kind: "Invoice";
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  seller: Party;
  buyer: Party;
  lineItems: LineItem[];
  taxes: TaxLine[];
  subtotal: number | null;
  totalTax: number | null;
  total: number | null;
  checks: Check[];
}

export interface Transaction {
  date: string | null;
  description: string | null;
  /** Money in positive, money out negative. */
  amount: number | null;
  balance: number | null;
}

export interface BankStatementData {
  kind: "BankStatement";
  bank: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  iban: string | null;
  currency: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  transactions: Transaction[];
  checks: Check[];
}

export interface TableRow {
  header: boolean;
  cells: string[];
}

export interface TableData {
  /** The page the table starts on; `pages` lists every page when it continues. */
  page: number;
  pages: number[];
  title: string | null;
  rows: TableRow[];
  merges: { row: number; column: number; rowSpan: number; columnSpan: number }[];
}

export interface TablesData {
  kind: "Tables";
  tables: TableData[];
}

export type ExtractedData = InvoiceData | BankStatementData | TablesData;

type Schema = Record<string, unknown>;

const text = (description: string): Schema => ({ type: ["string", "null"], description });
const number = (description: string): Schema => ({ type: ["number", "null"], description });
const date = (description: string): Schema => ({ type: ["string", "null"], format: "date", description: `${description} (YYYY-MM-DD)` });
const object = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: "object",
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const list = (items: Schema, description: string): Schema => ({ type: "array", description, items });

const party = (role: string) =>
  object({ name: text(`The ${role}'s name`), address: text(`The ${role}'s postal address, lines joined by ", "`), taxId: text(`The ${role}'s VAT or tax number`) }, `The ${role}`);

const checks = list(
  object({
    check: { type: "string", description: "What was compared, e.g. lineItemsVsSubtotal" },
    ok: { type: "boolean", description: "Whether the figures agree to the cent" },
    expected: number("The figure the others add up to"),
    actual: number("The figure the document prints"),
    detail: { type: "string", description: "The comparison in words" },
  }),
  "Totals cross-checked by the service (not by a model); a mismatch is reported here, not corrected",
);

const invoiceProperties = {
  invoiceNumber: text("The invoice number"),
  issueDate: date("The date of issue"),
  dueDate: date("The date payment is due"),
  currency: text("ISO 4217 currency code"),
  seller: party("seller"),
  buyer: party("buyer"),
  lineItems: list(
    object({
      description: text("What was sold"),
      quantity: number("How many"),
      unitPrice: number("Price of one unit"),
      amount: number("Line amount as printed"),
      taxRate: number("Tax rate in percent (19 for 19 %)"),
    }),
    "The invoice's lines in order",
  ),
  taxes: list(object({ rate: number("Rate in percent"), base: number("Amount taxed"), amount: number("Tax amount") }), "Tax lines by rate"),
  subtotal: number("Total before tax"),
  totalTax: number("Total tax"),
  total: number("Total to pay, tax included"),
};

const statementProperties = {
  bank: text("The bank's name"),
  accountHolder: text("Whose account"),
  accountNumber: text("The account number as printed"),
  iban: text("The IBAN without spaces"),
  currency: text("ISO 4217 currency code"),
  periodFrom: date("First day of the statement period"),
  periodTo: date("Last day of the statement period"),
  openingBalance: number("Balance at the start of the period"),
  closingBalance: number("Balance at the end of the period"),
  transactions: list(
    object({
      date: date("Booking date"),
      description: text("The booking text"),
      amount: number("Money in positive, money out negative"),
      balance: number("Balance after the booking, when printed"),
    }),
    "Every booking in order",
  ),
};

const TABLE_CELLS =
  "Cells left to right: in body rows a cell that is plainly a number (1,234.56; -5,00; (12.00)) is a number and one that is plainly a date is YYYY-MM-DD; percentages, amounts with a currency, codes with leading zeros or more than 15 digits, heading cells and other text are strings as printed; empty where a merged cell covers";

const tableProperties = {
  tables: list(
    object({
      page: { type: "integer", description: "Page the table starts on" },
      pages: list({ type: "integer" }, "Every page the table is on (more than one when it continues)"),
      title: text("A short name for the table"),
      rows: list(object({ header: { type: "boolean", description: "A heading row" }, cells: list({ type: ["string", "number"] }, TABLE_CELLS) }), "Rows top to bottom"),
      merges: list(
        object({ row: { type: "integer" }, column: { type: "integer" }, rowSpan: { type: "integer" }, columnSpan: { type: "integer" } }),
        "Cells covering several grid positions, at their top-left position",
      ),
    }),
    "Every table in reading order",
  ),
};

const withKind = (kind: ExtractKind, properties: Record<string, Schema>): Schema => object({ kind: { const: kind, description: "The kind asked for" }, ...properties });

/** The Json result's schema for each kind. */
export const resultSchemas: Readonly<Record<ExtractKind, Schema>> = {
  Invoice: { $schema: "https://json-schema.org/draft/2020-12/schema", title: "Invoice", ...withKind("Invoice", { ...invoiceProperties, checks }) },
  BankStatement: { $schema: "https://json-schema.org/draft/2020-12/schema", title: "BankStatement", ...withKind("BankStatement", { ...statementProperties, checks }) },
  Tables: { $schema: "https://json-schema.org/draft/2020-12/schema", title: "Tables", ...withKind("Tables", tableProperties) },
};

/**
 * What the model is asked for: the fields, never the checks (we compute those). For tables the
 * cells come from the page geometry; the model only names each table and counts its headings.
 */
export const modelSchemas: Readonly<Record<ExtractKind, Schema>> = {
  Invoice: object(invoiceProperties),
  BankStatement: object(statementProperties),
  Tables: object({
    tables: list(object({ index: { type: "integer", description: "The table's number as given" }, title: text("A short name for the table"), headerRows: { type: "integer", description: "How many leading rows are headings" } }), "One entry per table given"),
  }),
};

/** One line per top-level field, for the API reference: `name` (type): description. */
export function describeSchema(kind: ExtractKind): string {
  const schema = resultSchemas[kind] as { properties: Record<string, Schema> };
  return Object.entries(schema.properties)
    .filter(([name]) => name !== "kind")
    .map(([name, field]) => `\`${name}\` (${typeName(field)}): ${String(field.description ?? "")}`)
    .join("; ");
}

function typeName(field: Schema): string {
  if (field.type === "array") return "list";
  if (field.type === "object") return "object";
  if (field.format === "date") return "date or null";
  const types = [field.type].flat().filter((t) => t !== "null");
  return `${types.join("/")}${[field.type].flat().includes("null") ? " or null" : ""}`;
}
