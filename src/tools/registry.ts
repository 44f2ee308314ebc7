import { warmUpMupdf } from "../pdf/mupdf-document.ts";
import type { AnyTool } from "./tool-definition.ts";
import { compressPdf } from "./compress-pdf.ts";
import { addPageNumbers } from "./add-page-numbers.ts";
import { convertImage } from "./convert-image.ts";
import { deletePages } from "./delete-pages.ts";
import { imageToPdf } from "./image-to-pdf.ts";
import { mergePdf } from "./merge-pdf.ts";
import { pdfToImage } from "./pdf-to-image.ts";
import { protectPdf } from "./protect-pdf.ts";
import { reorderPages } from "./reorder-pages.ts";
import { rotatePdf } from "./rotate-pdf.ts";
import { splitPdf } from "./split-pdf.ts";
import { unlockPdf } from "./unlock-pdf.ts";
import { watermarkPdf } from "./watermark-pdf.ts";
import { redactPdf } from "./redact-pdf.ts";
import { comparePdf } from "./compare-pdf.ts";
import { ocrPdf } from "./ocr-pdf.ts";
import { summarizePdf } from "./summarize-pdf.ts";
import { askPdf } from "./ask-pdf.ts";
import { extractPdfData } from "./extract-pdf-data.ts";
import { translatePdf } from "./translate-pdf.ts";
import { closeChromium } from "../browser/chromium-slot.ts";
import { closeOffice } from "../office/office-slot.ts";
import { htmlToPdf } from "./html-to-pdf.ts";
import { officeToPdf } from "./office-to-pdf.ts";
import { signPdf } from "./sign-pdf.ts";
import { verifyPdfSignatures } from "./verify-pdf-signatures.ts";
import { fillPdfForm } from "./fill-pdf-form.ts";
import { readPdfForm } from "./read-pdf-form.ts";
import { flattenPdf } from "./flatten-pdf.ts";
import { editPdfMetadata } from "./edit-pdf-metadata.ts";

/**
 * Every tool the service offers, in the order the API reference lists them. An explicit list,
 * not a folder scan, so the compiler checks each declaration.
 */
export const tools: readonly AnyTool[] = [
  mergePdf,
  splitPdf,
  rotatePdf,
  reorderPages,
  deletePages,
  pdfToImage,
  convertImage,
  imageToPdf,
  watermarkPdf,
  addPageNumbers,
  compressPdf,
  protectPdf,
  unlockPdf,
  redactPdf,
  comparePdf,
  ocrPdf,
  summarizePdf,
  askPdf,
  extractPdfData,
  translatePdf,
  officeToPdf,
  htmlToPdf,
  signPdf,
  verifyPdfSignatures,
  fillPdfForm,
  readPdfForm,
  flattenPdf,
  editPdfMetadata,
];

/**
 * Called when a worker process is told to go (its parent is gone): the engines it started stop
 * and take their private folders with them.
 */
export async function shutdown(): Promise<void> {
  await Promise.allSettled([closeChromium(), closeOffice()]);
}

/** Called once in each worker process before it takes work. */
export async function warmUp(): Promise<void> {
  await warmUpMupdf();
}
