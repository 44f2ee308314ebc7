import type { ToolInput } from "../contract/tool-run.ts";
import { openPdf } from "../pdf/mupdf-document.ts";
import { attachedXml } from "./attached-xml.ts";
import { isCii, readCii } from "./cii-invoice.ts";
import type { EInvoiceRead } from "./einvoice-values.ts";
import { parseXml, XmlRefused } from "./safe-xml.ts";
import { readUbl } from "./ubl-invoice.ts";

/**
 * The e-invoice a PDF carries inside it (Factur-X, ZUGFeRD 1.0 and 2.x, XRechnung in CII or
 * UBL syntax): its XML is the invoice's data exactly, where the page is only a picture of it.
 * An attachment that cannot be read safely (too large, not well-formed, declaring entities) is
 * reported with the reason, so the caller reads the page instead.
 */

export type EmbeddedInvoice =
  | { readonly found: "none" }
  | { readonly found: "read"; readonly file: string; readonly read: EInvoiceRead }
  | { readonly found: "refused"; readonly file: string; readonly reason: string };

export async function readEmbeddedInvoice(input: ToolInput): Promise<EmbeddedInvoice> {
  const doc = await openPdf(input.path, { name: input.name });
  try {
    return embeddedInvoiceOf(doc);
  } finally {
    doc.destroy();
  }
}

export function embeddedInvoiceOf(doc: Parameters<typeof attachedXml>[0]): EmbeddedInvoice {
  let refused: EmbeddedInvoice | null = null;
  for (const attachment of attachedXml(doc)) {
    if (attachment.bytes === null) {
      refused ??= { found: "refused", file: attachment.name, reason: attachment.refused! };
      continue;
    }
    const read = readInvoiceXml(attachment.bytes);
    if ("reason" in read) {
      refused ??= { found: "refused", file: attachment.name, reason: read.reason };
      continue;
    }
    if (read.read) return { found: "read", file: attachment.name, read: read.read };
  }
  return refused ?? { found: "none" };
}

/** An invoice XML's content, or why it is not read; `read: null` for XML that is no invoice (another attachment). */
export function readInvoiceXml(bytes: Buffer): { read: EInvoiceRead | null } | { reason: string } {
  try {
    const root = parseXml(bytes);
    if (isCii(root)) return { read: readCii(root) };
    if (root.Invoice !== undefined || root.CreditNote !== undefined) return { read: readUbl(root) };
    return { read: null };
  } catch (error) {
    if (error instanceof XmlRefused) return { reason: error.message };
    return { reason: `it cannot be read as XML (${error instanceof Error ? error.message : String(error)})` };
  }
}
