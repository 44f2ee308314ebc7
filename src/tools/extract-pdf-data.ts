import fs from "node:fs/promises";
import path from "node:path";
import { describeSchema } from "../extraction/extract-schemas.ts";
import { arbitrate } from "../extraction/arbitrate.ts";
import { withEmbeddedInvoice } from "../extraction/embedded-result.ts";
import type { InvoiceData } from "../extraction/extract-schemas.ts";
import { readEmbeddedInvoice } from "../einvoice/embedded-invoice.ts";
import { extractLocally } from "../extraction/local-engine.ts";
import { extractWithModel } from "../extraction/model-engine.ts";
import { readLayouts } from "../extraction/read-layouts.ts";
import { writeCsv } from "../extraction/csv-writer.ts";
import { writeExcel } from "../extraction/excel-writer.ts";
import { writeJson } from "../extraction/json-writer.ts";
import { toSheets } from "../extraction/result-sheets.ts";
import { JobError } from "../errors/job-errors.ts";
import { defineTool, pdfLimits, type ResultFormat } from "./tool-definition.ts";

const MAX_PAGES = 30;
const kinds = ["Invoice", "BankStatement", "Tables"] as const;
const formats = ["Excel", "Csv", "Json"] as const;

const resultFormats: Record<(typeof formats)[number], ResultFormat> = {
  Excel: { extension: "xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", zip: false },
  Csv: { extension: "csv", contentType: "text/csv; charset=utf-8", zip: false },
  Json: { extension: "json", contentType: "application/json", zip: false },
};

export const extractPdfData = defineTool({
  name: "extract-pdf-data",
  resultSuffix: "data",
  summary: "Extract invoice, bank statement or table data from a PDF",
  description: [
    "Reads the data of an invoice, a bank statement or every table of a PDF with readable text (at most 30 pages; a scan, or a damaged file whose characters cannot be read, fails with `NoText`: make it searchable with OCR first). `Tables` of a PDF in which no table is found fails with `NothingFound`.",
    "Tables are found from the text's geometry: ruled tables from the lines drawn, unruled ones from text aligned in columns, with merged heading cells, cells of several lines, and a table that goes on over the next page joined into one.",
    "Without a configured AI model a built-in engine reads invoice and statement fields by their labels (English, German, French, Spanish, Italian, Portuguese, Dutch; before, after, above or wrapped beside their values), parties by position and content when unlabelled, tax numbers by their national forms and check digits, and line items and bookings by their column headings or, when those say too little, by what the cells hold. With a model, the page text (never the file, its name or account data) is sent to it and its answer normalised; the built-in engine reads the document too, and where the two disagree a figure is taken from the built-in reading when the totals add up with it and not with the model's, a tax number when the model's fails its check digits, and a field the model left empty when the built-in reading has it; the `fieldSources` entry of `checks` names each such field.",
    "An invoice PDF that carries an e-invoice (Factur-X, ZUGFeRD 1.0 and 2.x, XRechnung in CII or UBL) is read from its XML: every field exactly, with an `embeddedInvoice` check naming the file and its profile; the page is read too, and each field where page and XML disagree is a failed `pageDiffersFromEmbedded` check (an XML total not printed on the page, `embeddedTotalOnPage`). The XML is parsed without entities (a DOCTYPE is refused); an attachment that is malformed, hostile or over 4 MB is not read, and the page's reading is given with a failed `embeddedInvoice` check saying why.",
    "Precision comes before recall: a value is given only when found and confirmed by the page (totals that reconcile, items whose quantity × price is their amount or that add up to the subtotal, tax lines whose rate × base is their amount, party names that are no label, address or identifier); otherwise it is null, a check (`unconfirmedValues`) quotes what was read and refused, and `missingFields` names the key fields left empty, rather than a guess.",
    "Totals are always cross-checked by the service (line items against subtotal and total; opening balance plus bookings against closing balance, and each running balance) and a mismatch is reported in `checks`, not hidden. A row of the item or booking table that cannot be read as an item or booking is quoted in an `unplacedRows` entry of `checks`, never dropped silently; so is any line elsewhere on a statement's pages that reads as a booking (a date and an amount) but is not among the transactions, and balances carried between pages are followed (`carriedBalance`).",
    "Json gives everything: numbers as numbers, dates as YYYY-MM-DD, null for what the PDF does not show. A table's body cells are typed by one rule in every format: a cell that is plainly a number (1,234.56; (12.00)) is a number and one that is plainly a date a date, while percentages, amounts with a currency, codes with a leading zero or more than 15 digits, and heading cells stay text as printed. Excel gives a Details sheet and one sheet per table, numbers and dates typed as such. Csv gives the same sheets' rows one after the other, a blank line between them, quoted per RFC 4180.",
    `Invoice fields: ${describeSchema("Invoice")}.`,
    `BankStatement fields: ${describeSchema("BankStatement")}.`,
    `Tables fields: ${describeSchema("Tables")}.`,
  ].join(" "),
  paid: true,
  acceptsBatch: true,
  fields: {
    kind: {
      kind: "enum",
      values: kinds,
      default: "Invoice",
      description: "What to read: Invoice (parties, dates, lines, taxes, totals), BankStatement (account details, period, balances, transactions) or Tables (every table).",
    },
    format: {
      kind: "enum",
      values: formats,
      default: "Excel",
      description: "The result: Excel (.xlsx; a Details sheet and one sheet per table), Csv (rows only, each table in turn, a blank line between) or Json (everything).",
    },
  },
  limits: pdfLimits({ maxPages: MAX_PAGES }),
  result: {
    formats: formats.map((format) => resultFormats[format]),
    choose: (fields) => resultFormats[fields.format],
  },
  async run({ inputs, fields, workDir, signal, progress, memoryMb, model }) {
    const input = inputs[0]!;
    const layouts = await readLayouts(input, { progress, memoryMb });
    // With a model, the rules read the document too: where the two disagree, the document's own
    // arithmetic and check digits choose (arbitrate.ts).
    const read = model
      ? fields.kind === "Tables"
        ? await extractWithModel(model, fields.kind, input, layouts, { signal, memoryMb })
        : arbitrate(await extractWithModel(model, fields.kind, input, layouts, { signal, memoryMb }), extractLocally(fields.kind, layouts))
      : extractLocally(fields.kind, layouts);
    // An e-invoice's own XML, when the PDF carries one, wins over any reading of its page; the
    // page's reading (the rules', or the model's as arbitrated) is compared with it field by field.
    const data = read.kind === "Invoice" ? withEmbeddedInvoice(await readEmbeddedInvoice(input), read as InvoiceData, layouts) : read;
    signal.throwIfAborted();
    // No table is an empty result (an empty Csv, an Excel file without a sheet), never a Completed one.
    if (data.kind === "Tables" && data.tables.length === 0) {
      throw new JobError("NothingFound", `No table was found in "${input.name}": tables are read from text set in rows and columns, ruled or aligned.`);
    }
    const format = resultFormats[fields.format];
    const output = path.join(workDir, `extracted.${format.extension}`);
    if (fields.format === "Json") await fs.writeFile(output, writeJson(data));
    else if (fields.format === "Csv") await fs.writeFile(output, writeCsv(toSheets(data)));
    else await writeExcel(toSheets(data), output);
    return { outputs: [{ path: output, name: `extracted.${format.extension}` }] };
  },
});
