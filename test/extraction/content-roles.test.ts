import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { rolesFromContent } from "../../src/extraction/content-roles.ts";
import type { Table } from "../../src/extraction/table.ts";

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
const table = (rows: string[][]): Table => ({ pages: [1], ruled: false, headerRows: 0, rows, merges: [], columnEdges: [], firstBox: box, lastBox: box });
const ITEM = ["description", "quantity", "unitPrice", "amount", "taxRate"] as const;
const BOOKING = ["date", "description", "amount", "debit", "credit", "balance"] as const;

describe("column roles from the cells", () => {
  it("finds quantity, price and amount by quantity × price = amount, a position column and rates apart", () => {
    const rows = [
      ["1", "Formación presencial", "2", "491,41", "21 %", "982,82"],
      ["2", "Servicios de consultoría", "5", "509,93", "21 %", "2.549,65"],
      ["3", "Sillas de oficina", "4,5", "1.521,25", "10 %", "6.845,63"],
    ];
    assert.deepEqual(rolesFromContent(table(rows), ITEM, { decimal: ",", dateOrder: "DMY" }), [null, "description", "quantity", "unitPrice", "taxRate", "amount"]);
  });

  it("finds a running balance and the one amount column that moves it, signs written in any way", () => {
    const rows = [
      ["02-Dec-2024", "NEFT CR SALARY", "3,796.84 CR", "8,907.71 CR"],
      ["03-Dec-2024", "ATM WDL", "379.66 DR", "8,528.05 CR"],
      ["03-Dec-2024", "POS AMAZON PAY", "61.19 DR", "8,466.86 CR"],
    ];
    assert.deepEqual(rolesFromContent(table(rows), BOOKING, { decimal: ".", dateOrder: "DMY" }), ["date", "description", "amount", "balance"]);
  });

  it("tells debit from credit columns by the balance they move", () => {
    const rows = [
      ["16/06", "REMISE CHEQUE", "", "103,95", "6 065,43"],
      ["16/06", "RETRAIT DAB", "92,87", "", "5 972,56"],
      ["16/06", "VIR SALAIRE", "", "4 339,74", "10 312,30"],
    ];
    assert.deepEqual(rolesFromContent(table(rows), BOOKING, { decimal: ",", dateOrder: "DMY" }), ["date", "description", "debit", "credit", "balance"]);
  });

  it("names nothing in a table of text", () => {
    const rows = [
      ["Gráficas Navarro S.A.", "Factura nº:", "ES25559"],
      ["Paseo de Gracia 101", "Fecha de emisión:", "08/07/2025"],
    ];
    const roles = rolesFromContent(table(rows), ITEM, { decimal: ",", dateOrder: "DMY" });
    assert.ok(!roles.includes("amount") && !roles.includes("quantity"), JSON.stringify(roles));
  });
});
