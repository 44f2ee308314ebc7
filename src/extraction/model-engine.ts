import { inputBudget, type ChatMessage, type ChatModel } from "../ai-model/chat-model.ts";
import { readDocumentText, type ReadTextOptions } from "../document-text/document-text.ts";
import { chunkPages, chunkText } from "../ai-model/token-budget.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import { findTables } from "./document-tables.ts";
import { modelSchemas, type ExtractKind, type ExtractedData } from "./extract-schemas.ts";
import { tableData } from "./local-engine.ts";
import { invoiceFromReply, ReplyReader, statementFromReply, tableLabelsFromReply } from "./model-reply.ts";
import type { PageLayout } from "./page-layout.ts";
import type { Table } from "./table.ts";
import { detectHabits } from "./values.ts";

/**
 * Extraction with the operator's model: the PDF's text, page by page, with the tables we found
 * from the geometry set out as text, goes to the model (never the file, its name or account
 * data), which answers in the kind's JSON schema. A document too long for one request is sent in
 * page chunks and the answers joined in order. Table cells stay ours; the model names the tables
 * and says which rows are headings. The answer is normalised and the totals checked by us.
 */

const SYSTEM: Record<ExtractKind, string> = {
  Invoice:
    "You read invoices. From the document text below, give the invoice's fields in the JSON schema. Use null for anything the text does not show; never guess. Amounts are plain numbers as printed (no currency sign, no thousands separators); tax rates in percent; dates as YYYY-MM-DD; the currency as an ISO 4217 code. Line items in the order printed, without subtotal or total lines.",
  BankStatement:
    "You read bank statements. From the document text below, give the statement's fields in the JSON schema. Use null for anything the text does not show; never guess. Every booking in the order printed, money paid out negative and money paid in positive; the running balance as printed; dates as YYYY-MM-DD; the IBAN without spaces.",
  Tables:
    "You label tables. The document text below contains tables found on its pages, each under a line [Table N, page P] with its cells separated by ' | '. For every table give its index N, a short title taken from the document (its caption or the heading above it, else a few words naming its content), and how many of its first rows are column headings.",
};

const TABLE_NOTE = "Tables found on the pages follow their page's text under a line [Table N, page P], one row per line, cells separated by ' | '.";

/** A table as compact text for the model: a marker line, then one line per row. */
export function renderTable(table: Table, index: number): string {
  const rows = table.rows.map((row) => row.map((cell) => cell.replace(/\s*\|\s*/gu, " / ")).join(" | "));
  return [`[Table ${index}, page ${table.pages.join("-")}]`, ...rows].join("\n");
}

export async function extractWithModel(
  model: ChatModel,
  kind: ExtractKind,
  input: ToolInput,
  layouts: readonly PageLayout[],
  options: ReadTextOptions & { readonly signal: AbortSignal },
): Promise<ExtractedData> {
  const { signal } = options;
  const text = await readDocumentText(input, options);
  const tables = findTables(layouts);
  if (kind === "Tables" && tables.length === 0) return { kind: "Tables", tables: [] };
  const slices = text.pages.map((page) => {
    const own = tables.flatMap((table, i) => (table.pages[0] === page.number ? [renderTable(table, i + 1)] : []));
    // For Tables the model only names tables, so the page text is not needed beyond them.
    const body = kind === "Tables" ? own : [page.text, ...own];
    return { page: page.number, text: body.filter((part) => part.trim() !== "").join("\n\n") };
  });
  const system: ChatMessage = { role: "system", content: `${SYSTEM[kind]} ${TABLE_NOTE}` };
  const json = { name: `extract_${kind.toLowerCase()}`, schema: modelSchemas[kind] };
  const maxReplyTokens = Math.min(4096, Math.floor(model.contextTokens / 3));
  const chunks = chunkPages(slices, inputBudget(model, [system], maxReplyTokens, json));
  const replies: unknown[] = [];
  for (const chunk of chunks) {
    signal.throwIfAborted();
    replies.push(await model.completeJson({ messages: [system, { role: "user", content: chunkText(chunk) }], maxReplyTokens, json, signal }));
  }
  const read = new ReplyReader(detectHabits(text.pages.map((page) => page.text).join("\n")));
  const reply = joinReplies(replies);
  switch (kind) {
    case "Invoice":
      return invoiceFromReply(reply, read);
    case "BankStatement":
      return statementFromReply(reply, read);
    case "Tables": {
      const labels = tableLabelsFromReply(reply, read);
      return {
        kind: "Tables",
        tables: tables.map((table, i) => {
          const data = tableData(table, layouts);
          const label = labels.get(i + 1);
          const headerRows = label?.headerRows !== null && label?.headerRows !== undefined && label.headerRows < data.rows.length ? label.headerRows : null;
          return {
            ...data,
            title: label?.title ?? data.title,
            rows: headerRows === null ? data.rows : data.rows.map((row, r) => ({ ...row, header: r < headerRows })),
          };
        }),
      };
    }
  }
}

/**
 * The answers for successive page chunks as one: a field takes the first value given, lists
 * (line items, bookings, tables) are joined in order. A value that is not an object is kept as
 * the first answer so that its normalisation reports it.
 */
export function joinReplies(replies: readonly unknown[]): unknown {
  if (replies.length === 1) return replies[0];
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
  if (!replies.every(isObject)) return replies.find((r) => !isObject(r));
  const out: Record<string, unknown> = {};
  for (const reply of replies as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(reply)) {
      const have = out[key];
      if (Array.isArray(have) && Array.isArray(value)) out[key] = [...have, ...value];
      else if (isObject(have) && isObject(value)) out[key] = joinReplies([have, value]);
      else if (have === undefined || have === null || have === "") out[key] = value;
    }
  }
  return out;
}
