import { findTables } from "./document-tables.ts";
import type { ExtractKind, ExtractedData, TableData } from "./extract-schemas.ts";
import { extractInvoice } from "./invoice-rules.ts";
import type { PageLayout } from "./page-layout.ts";
import { extractStatement } from "./statement-rules.ts";
import type { Table } from "./table.ts";

/**
 * The built-in engine, used when no model is configured: tables from the text's geometry,
 * invoice and statement fields by rules. Works offline; nothing leaves the service.
 */
export function extractLocally(kind: ExtractKind, layouts: readonly PageLayout[]): ExtractedData {
  const tables = findTables(layouts);
  switch (kind) {
    case "Invoice":
      return extractInvoice(layouts, tables);
    case "BankStatement":
      return extractStatement(layouts, tables);
    case "Tables":
      return { kind: "Tables", tables: tables.map((table) => tableData(table, layouts)) };
  }
}

export function tableData(table: Table, layouts: readonly PageLayout[]): TableData {
  return {
    page: table.pages[0]!,
    pages: [...table.pages],
    title: caption(table, layouts),
    rows: table.rows.map((cells, r) => ({ header: r < table.headerRows, cells: [...cells] })),
    merges: table.merges.map((m) => ({ ...m })),
  };
}

/** A line just above the table that names it ("Table 2-1. Simulated fuel savings…"). */
function caption(table: Table, layouts: readonly PageLayout[]): string | null {
  const layout = layouts.find((l) => l.page === table.pages[0]);
  const above = layout?.rows.filter((r) => r.box.y1 <= table.firstBox.y0 + 1 && table.firstBox.y0 - r.box.y1 < 30).at(-1);
  const text = above?.segments.map((s) => s.text).join(" ") ?? "";
  return /^(?:table|tabelle|tableau|tabla|表)\s*[\p{N}\dA-Z]/iu.test(text) ? text : null;
}
