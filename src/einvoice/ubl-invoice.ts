import type { LineItem, Party, TaxLine } from "../extraction/extract-schemas.ts";
import { all, at, textAt, textOf, type XmlNode, type XmlValue } from "./safe-xml.ts";
import { amountOf, joinAddress, oneLine, unitPriceOf, type EInvoiceRead } from "./einvoice-values.ts";

/**
 * An invoice or credit note in OASIS UBL 2.1 XML (as XRechnung and Peppol BIS write it),
 * mapped onto the Invoice result.
 */

function party(node: XmlValue | undefined): Party {
  const p = at(node, "Party");
  const address = at(p, "PostalAddress");
  const taxIds = all(p, "PartyTaxScheme");
  // The VAT registration is the one whose scheme is VAT; another (a tax office number) stands in.
  const vat = taxIds.find((t) => textAt(t, "TaxScheme", "ID") === "VAT") ?? taxIds[0];
  return {
    name: oneLine(textAt(p, "PartyLegalEntity", "RegistrationName") ?? textAt(p, "PartyName", "Name")),
    address: joinAddress([
      textAt(address, "StreetName"),
      textAt(address, "AdditionalStreetName"),
      textAt(address, "AddressLine", "Line"),
      [textAt(address, "PostalZone"), textAt(address, "CityName")].filter(Boolean).join(" "),
      textAt(address, "Country", "IdentificationCode"),
    ]),
    taxId: textAt(vat, "CompanyID"),
  };
}

export function readUbl(root: XmlNode): EInvoiceRead {
  const credit = root.CreditNote !== undefined;
  const doc = (credit ? root.CreditNote : root.Invoice) as XmlValue;
  const currency = textAt(doc, "DocumentCurrencyCode");
  const inCurrency = (nodes: XmlValue[]) => nodes.find((n) => currency === null || (typeof n === "object" && !Array.isArray(n) && (n["@currencyID"] === undefined || n["@currencyID"] === currency))) ?? nodes[0];
  // A second TaxTotal (in the tax currency) carries no breakdown: the one with subtotals is the invoice's.
  const taxTotal = all(doc, "TaxTotal").find((t) => all(t, "TaxSubtotal").length > 0) ?? at(doc, "TaxTotal");
  const taxes: TaxLine[] = all(taxTotal, "TaxSubtotal").map((sub) => ({
    rate: amountOf(textAt(sub, "TaxCategory", "Percent")),
    base: amountOf(textAt(sub, "TaxableAmount")),
    amount: amountOf(textAt(sub, "TaxAmount")),
  }));
  const lineItems: LineItem[] = all(doc, credit ? "CreditNoteLine" : "InvoiceLine").map((line) => {
    const quantity = amountOf(textAt(line, credit ? "CreditedQuantity" : "InvoicedQuantity"));
    const amount = amountOf(textAt(line, "LineExtensionAmount"));
    return {
      description: oneLine(textAt(line, "Item", "Name")),
      quantity,
      unitPrice: unitPriceOf(amountOf(textAt(line, "Price", "PriceAmount")), amountOf(textAt(line, "Price", "BaseQuantity")), quantity, amount),
      amount,
      // The item's tax category is where UBL 2.1 puts the rate; some generators (Odoo) give it
      // only in a tax total of the line.
      taxRate: amountOf(textAt(line, "Item", "ClassifiedTaxCategory", "Percent") ?? textAt(line, "TaxTotal", "TaxSubtotal", "TaxCategory", "Percent") ?? textAt(line, "TaxTotal", "TaxSubtotal", "Percent")),
    };
  });
  const sums = at(doc, "LegalMonetaryTotal");
  return {
    data: {
      kind: "Invoice",
      invoiceNumber: textAt(doc, "ID"),
      issueDate: textAt(doc, "IssueDate"),
      dueDate: textAt(doc, "DueDate") ?? textAt(doc, "PaymentMeans", "PaymentDueDate"),
      currency,
      seller: party(at(doc, "AccountingSupplierParty")),
      buyer: party(at(doc, "AccountingCustomerParty")),
      lineItems,
      taxes,
      subtotal: amountOf(textAt(sums, "TaxExclusiveAmount")),
      totalTax: amountOf(textOf(inCurrency(all(doc, "TaxTotal", "TaxAmount")))),
      total: amountOf(textAt(sums, "TaxInclusiveAmount")),
    },
    syntax: "UBL",
    guideline: textAt(doc, "CustomizationID"),
    typeCode: textAt(doc, credit ? "CreditNoteTypeCode" : "InvoiceTypeCode"),
    payable: amountOf(textAt(sums, "PayableAmount")),
  };
}
