import { embedSubsetFont, fontMetrics, glyphHex, missingCharacters, textWidth } from "../pdf/text-stamp.ts";
import { mupdf } from "../pdf/mupdf-document.ts";
import type { SignatureReport, VerificationReport } from "./verify-document.ts";

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;
const SIZE = 10;
const TITLE_SIZE = 16;
const HEADING_SIZE = 12;

interface Line {
  readonly text: string;
  readonly size: number;
}

/** A short PDF report of a verification: one block per signature, in DejaVu Sans. */
export function buildReportPdf(report: VerificationReport, name: string): mupdf.PDFDocument {
  const lines: Line[] = [
    { text: `Signatures of ${name}`, size: TITLE_SIZE },
    { text: `${report.signatureCount} signature${report.signatureCount === 1 ? "" : "s"}.${report.documentPermissions ? ` Certified: ${describePermissions(report.documentPermissions)}.` : ""}`, size: SIZE },
    { text: report.revocation, size: SIZE },
    { text: "", size: SIZE },
  ];
  report.signatures.forEach((signature, index) => lines.push(...signatureLines(signature, index + 1)));
  const doc = new mupdf.PDFDocument();
  const all = lines.map((line) => line.text).join("");
  const missing = new Set(missingCharacters(all));
  const clean = (text: string) => Array.from(text, (ch) => (missing.has(ch) ? "?" : ch)).join("");
  const font = embedSubsetFont(doc, clean(all) + "?");
  const { ascent, descent } = fontMetrics();
  const wrapped = lines.flatMap((line) => wrap(clean(line.text), line.size, PAGE[0] - 2 * MARGIN).map((text) => ({ text, size: line.size })));
  let ops: string[] = [];
  let y = PAGE[1] - MARGIN;
  const flush = () => {
    const resources = doc.newDictionary();
    const fonts = doc.newDictionary();
    fonts.put("F", font);
    resources.put("Font", fonts);
    doc.insertPage(-1, doc.addPage([0, 0, ...PAGE], 0, resources, ops.join("\n")));
    ops = [];
    y = PAGE[1] - MARGIN;
  };
  for (const line of wrapped) {
    const height = line.size * 1.3 * (ascent - descent);
    if (y - height < MARGIN) flush();
    y -= line.size * ascent * 1.3;
    if (line.text) ops.push(`BT /F ${line.size} Tf ${MARGIN} ${y.toFixed(2)} Td <${glyphHex(line.text)}> Tj ET`);
    y -= -line.size * descent * 1.3;
  }
  flush();
  return doc;
}

function signatureLines(s: SignatureReport, number: number): Line[] {
  const verdict = s.intact ? "intact" : "NOT intact";
  const body = [
    `Signed bytes: ${verdict}${s.problem ? ` (${s.problem})` : ""}; digest ${s.digestAlgorithm}; format ${s.subFilter ?? "unknown"}${s.padesBaseline ? " (PAdES baseline)" : ""}.`,
    `Signer: ${s.subject ?? "unknown"}${s.signerName ? ` (named "${s.signerName}")` : ""}.`,
    `Issuer: ${s.issuer ?? "unknown"}.`,
    `Signing time (claimed by the signer): ${s.signingTime ?? "not given"}.`,
    s.timestamp ? `Time-stamp: ${s.timestamp.time ?? "unreadable"} by ${s.timestamp.authority ?? "an unknown authority"}, ${s.timestamp.intact ? "verified" : `not verified (${s.timestamp.problem})`}.` : "Time-stamp: none.",
    s.coversWholeDocument
      ? "Covers the whole document."
      : `Changes were added after it (${describeChange(s.laterChanges.kind)}); ${s.laterChanges.allowed ? "allowed by the document's permissions" : "NOT allowed by the document's permissions"}.`,
    ...(s.certification ? [`Certifying signature: allows ${describePermissions(s.certification)}.`] : []),
    `Trust: ${s.trustDetail}`,
    `Certificate valid at signing time: ${s.certificateValidAtSigningTime === null ? "unknown" : s.certificateValidAtSigningTime ? "yes" : "no"}. Revocation: not checked.`,
    `Chain: ${s.chain.map((c) => c.subject).join("  ->  ") || "none"}.`,
  ];
  return [
    { text: `${number}. Field "${s.field}"${s.page ? `, page ${s.page}` : ""}${s.visible ? "" : " (invisible)"}`, size: HEADING_SIZE },
    ...body.map((text) => ({ text, size: SIZE })),
    { text: "", size: SIZE },
  ];
}

function describeChange(kind: string): string {
  return { Signing: "further signatures", FormFilling: "form filling", Annotations: "annotations", Other: "changes to the content", None: "none" }[kind] ?? kind;
}

function describePermissions(permissions: string): string {
  return { NoChanges: "no changes", FormFillingAndSigning: "form filling and signing", AnnotationsFormFillingAndSigning: "annotations, form filling and signing" }[permissions] ?? permissions;
}

/** Lines of at most `width` points, broken at spaces (a word longer than the line is cut). */
function wrap(text: string, size: number, width: number): string[] {
  if (text === "") return [""];
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    line = word;
    while (textWidth(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size) > width) cut--;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) out.push(line);
  return out;
}
