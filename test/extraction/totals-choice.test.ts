import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import type { InvoiceData } from "../../src/extraction/extract-schemas.ts";
import { extractLocally } from "../../src/extraction/local-engine.ts";
import { readLayouts } from "../../src/extraction/read-layouts.ts";
import { PdfCanvas } from "./eval-set/pdf-canvas.ts";

/** An invoice paid in part: after its total it prints what was paid and a "Total due" that is only the rest. */
function partPaidInvoice(): Uint8Array {
  const canvas = new PdfCanvas();
  canvas.text("INVOICE", 50, 50, { size: 18, bold: true });
  canvas.text("Invoice number: INV-77", 340, 90);
  canvas.text("Description", 50, 150, { bold: true });
  canvas.text("Qty", 330, 150, { bold: true, align: "right" });
  canvas.text("Price", 420, 150, { bold: true, align: "right" });
  canvas.text("Amount", 545, 150, { bold: true, align: "right" });
  const items = [
    ["Consulting", "2", "50.00", "100.00"],
    ["Licence", "1", "100.00", "100.00"],
    ["Support", "4", "25.00", "100.00"],
  ];
  items.forEach(([d, q, p, a], i) => {
    const y = 170 + i * 15;
    canvas.text(d!, 50, y);
    canvas.text(q!, 330, y, { align: "right" });
    canvas.text(p!, 420, y, { align: "right" });
    canvas.text(a!, 545, y, { align: "right" });
  });
  const totals = [
    ["Subtotal", "300.00"],
    ["VAT 20%", "60.00"],
    ["Total", "360.00"],
    ["Amount paid", "200.00"],
    ["Total due", "160.00"],
  ];
  totals.forEach(([label, value], i) => {
    canvas.text(label!, 330, 240 + i * 14);
    canvas.text(value!, 545, 240 + i * 14, { align: "right" });
  });
  return canvas.toBytes();
}

describe("totals chosen by what they add up to", () => {
  it("takes the total the subtotal and tax add up to, not a 'Total due' left after a payment", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "totals-"));
    try {
      const file = path.join(dir, "invoice.pdf");
      const bytes = partPaidInvoice();
      fs.writeFileSync(file, bytes);
      const data = extractLocally("Invoice", await readLayouts({ path: file, name: "invoice.pdf", bytes: bytes.length }, {})) as InvoiceData;
      assert.deepEqual([data.subtotal, data.totalTax, data.total], [300, 60, 360]);
      assert.equal(data.lineItems.length, 3);
      // The drawn invoice has no date and no buyer: those are named as missing, every other check passes.
      assert.ok(data.checks.filter((c) => c.check !== "missingFields").every((c) => c.ok), JSON.stringify(data.checks));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
