import type { InvoiceData, LineItem, Party, TaxLine } from "../extraction/extract-schemas.ts";
import { all, at, attribute, textAt, textOf, type XmlNode, type XmlValue } from "./safe-xml.ts";
import { amountOf, joinAddress, oneLine, unitPriceOf, type EInvoiceRead } from "./einvoice-values.ts";

/**
 * An invoice in UN/CEFACT Cross Industry Invoice XML, as Factur-X, ZUGFeRD 2.x and XRechnung
 * (CII syntax) write it (root `CrossIndustryInvoice`), and as ZUGFeRD 1.0 wrote it (root
 * `CrossIndustryDocument`, the same content under older element names), mapped onto the
 * Invoice result: document number and dates, parties with addresses and tax numbers, lines,
 * the tax breakdown and the totals.
 */

/** CII dates: format 102 is YYYYMMDD (the only one the profiles allow for these dates). */
function ciiDate(node: XmlValue | undefined): string | null {
  const text = textAt(node, "DateTimeString") ?? textOf(node);
  if (!text) return null;
  const m = /^(\d{4})(\d{2})(\d{2})$/u.exec(text.trim()) ?? /^(\d{4})-(\d{2})-(\d{2})/u.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function party(node: XmlValue | undefined): Party {
  const address = at(node, "PostalTradeAddress");
  const registrations = all(node, "SpecifiedTaxRegistration", "ID").filter((id) => textOf(id) !== null);
  // The VAT number (scheme VA) is what invoices print as the tax identifier; a tax office
  // number (FC) stands in when there is none.
  const byScheme = (scheme: string) => registrations.find((id) => attribute(id, "schemeID") === scheme);
  const tax = byScheme("VA") ?? byScheme("FC") ?? registrations[0];
  return {
    name: oneLine(textAt(node, "Name")),
    address: joinAddress([
      textAt(address, "LineOne"),
      textAt(address, "LineTwo"),
      textAt(address, "LineThree"),
      [textAt(address, "PostcodeCode"), textAt(address, "CityName")].filter(Boolean).join(" "),
      textAt(address, "CountryID"),
    ]),
    taxId: textOf(tax),
  };
}

/** Whether a root is CII: the published roots, or the draft of ZUGFeRD 1.0 that some early generators wrote (root `Invoice` with CII's header). */
export function isCii(root: XmlNode): boolean {
  return root.CrossIndustryInvoice !== undefined || root.CrossIndustryDocument !== undefined || at(root.Invoice, "HeaderExchangedDocument") !== undefined;
}

export function readCii(root: XmlNode): EInvoiceRead {
  const v1 = root.CrossIndustryInvoice === undefined;
  const doc = (root.CrossIndustryInvoice ?? root.CrossIndustryDocument ?? root.Invoice) as XmlValue;
  const header = at(doc, v1 ? "HeaderExchangedDocument" : "ExchangedDocument");
  const context = at(doc, v1 ? "SpecifiedExchangedDocumentContext" : "ExchangedDocumentContext");
  const transaction = at(doc, v1 ? "SpecifiedSupplyChainTradeTransaction" : "SupplyChainTradeTransaction");
  const agreement = at(transaction, v1 ? "ApplicableSupplyChainTradeAgreement" : "ApplicableHeaderTradeAgreement");
  const settlement = at(transaction, v1 ? "ApplicableSupplyChainTradeSettlement" : "ApplicableHeaderTradeSettlement");
  const sums = at(settlement, v1 ? "SpecifiedTradeSettlementMonetarySummation" : "SpecifiedTradeSettlementHeaderMonetarySummation");
  const currency = textAt(settlement, "InvoiceCurrencyCode");
  const rate = (tax: XmlValue | undefined) => amountOf(textAt(tax, v1 ? "ApplicablePercent" : "RateApplicablePercent") ?? textAt(tax, "RateApplicablePercent") ?? textAt(tax, "ApplicablePercent"));

  const taxes: TaxLine[] = all(settlement, "ApplicableTradeTax").map((tax) => ({
    rate: rate(tax),
    base: amountOf(textAt(tax, "BasisAmount")),
    amount: amountOf(textAt(tax, "CalculatedAmount")),
  }));

  const lineItems: LineItem[] = all(transaction, "IncludedSupplyChainTradeLineItem").map((line) => {
    const lineAgreement = at(line, v1 ? "SpecifiedSupplyChainTradeAgreement" : "SpecifiedLineTradeAgreement");
    const lineDelivery = at(line, v1 ? "SpecifiedSupplyChainTradeDelivery" : "SpecifiedLineTradeDelivery");
    const lineSettlement = at(line, v1 ? "SpecifiedSupplyChainTradeSettlement" : "SpecifiedLineTradeSettlement");
    const net = at(lineAgreement, "NetPriceProductTradePrice");
    const quantity = amountOf(textAt(lineDelivery, "BilledQuantity"));
    const amount = amountOf(textAt(lineSettlement, v1 ? "SpecifiedTradeSettlementMonetarySummation" : "SpecifiedTradeSettlementLineMonetarySummation", "LineTotalAmount"));
    return {
      description: oneLine(textAt(line, "SpecifiedTradeProduct", "Name")),
      quantity,
      // A price stated for several units (BasisQuantity 100) is given for one, as the result's unit price is.
      unitPrice: unitPriceOf(amountOf(textAt(net, "ChargeAmount")), amountOf(textAt(net, "BasisQuantity")), quantity, amount),
      amount,
      taxRate: rate(at(lineSettlement, "ApplicableTradeTax")),
    };
  });

  // Several tax totals may be given, one per currency: the invoice's own is the one in its currency.
  const taxTotals = all(sums, "TaxTotalAmount");
  const taxTotal = taxTotals.find((t) => currency === null || attribute(t, "currencyID") === null || attribute(t, "currencyID") === currency) ?? taxTotals[0];

  const data: Omit<InvoiceData, "checks"> = {
    kind: "Invoice",
    invoiceNumber: textAt(header, "ID"),
    issueDate: ciiDate(at(header, "IssueDateTime")),
    dueDate: ciiDate(at(settlement, "SpecifiedTradePaymentTerms", "DueDateDateTime")),
    currency,
    seller: party(at(agreement, "SellerTradeParty")),
    buyer: party(at(agreement, "BuyerTradeParty")),
    lineItems,
    taxes,
    subtotal: amountOf(textAt(sums, "TaxBasisTotalAmount")),
    totalTax: amountOf(textOf(taxTotal)),
    total: amountOf(textAt(sums, "GrandTotalAmount")),
  };
  return {
    data,
    syntax: v1 ? "CII (ZUGFeRD 1.0)" : "CII",
    guideline: textAt(context, "GuidelineSpecifiedDocumentContextParameter", "ID"),
    typeCode: textAt(header, "TypeCode"),
    payable: amountOf(textAt(sums, "DuePayableAmount")),
  };
}
