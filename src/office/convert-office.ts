import fs from "node:fs/promises";
import path from "node:path";
import type { EngineSlot } from "../common/engine-slot.ts";
import { JobError } from "../errors/job-errors.ts";
import { sniffOfficeBytes, type OfficeFile } from "./file-type.ts";
import { OfficeConversionError, type ConversionRequest, type OfficeEngine } from "./office-engine.ts";
import { csvToWorkbook } from "./csv-workbook.ts";
import { decryptOffice } from "./decrypt-office.ts";
import { checkPackage } from "./package-limits.ts";
import { fitSheetsToWidth } from "./sheet-fit.ts";

export interface OfficeToPdfJob {
  /** The document; its type is read from its bytes. */
  readonly input: string;
  /** The name the client gave it, for messages. */
  readonly name: string;
  /** Where the PDF goes. */
  readonly output: string;
  /** A folder for intermediate files, removed by the caller. */
  readonly workDir: string;
  readonly password?: string | undefined;
  readonly fitSheetWidth: boolean;
  readonly signal: AbortSignal;
}

const zipFormats = new Set(["docx", "xlsx", "pptx", "odt", "ods", "odp"]);

/** What an Office file's bytes are, or the job error that says why they cannot be converted. */
function examineOfficeFile(bytes: Buffer, name: string): OfficeFile {
  const sniffed = sniffOfficeBytes(bytes);
  if (sniffed.kind === "other") {
    throw new JobError("UnsupportedFile", `"${name}" is not a Word, Excel, PowerPoint or OpenDocument file (docx, doc, odt, rtf, xlsx, xls, ods, csv, pptx, ppt, odp).`);
  }
  if (sniffed.kind === "damaged") throw new JobError("DamagedFile", `"${name}" is damaged: its ${sniffed.container} structure cannot be read.`);
  // An encrypted package is checked by LibreOffice once decrypted; its outer ZIP is the cipher's.
  if (zipFormats.has(sniffed.file.format) && !sniffed.file.encrypted) checkPackage(bytes, name);
  return sniffed.file;
}

/** Converts one Office document to PDF with the slot's engine. */
export async function convertOfficeToPdf(slot: EngineSlot<OfficeEngine>, job: OfficeToPdfJob): Promise<OfficeFile> {
  const bytes = await fs.readFile(job.input);
  const file = examineOfficeFile(bytes, job.name);
  if (file.encrypted && job.password === undefined) {
    throw new JobError("PasswordRequired", `"${job.name}" is protected with a password; give it in \`password\`.`);
  }
  let input = job.input;
  let format = file.format;
  let family = file.family;
  if (file.encrypted) {
    const plain = await decryptOffice(bytes, file.format, job.password!, job.name);
    // What was inside is checked like any file: its type, its package limits, no second lock.
    const opened = examineOfficeFile(plain, job.name);
    if (opened.encrypted) throw new JobError("DamagedFile", `"${job.name}" is still protected once opened with its password; it cannot be read.`);
    format = opened.format;
    family = opened.family;
    input = path.join(job.workDir, `decrypted.${format}`);
    await fs.writeFile(input, plain);
  }
  // An engine that stalls is the engine's fault: the slot has killed it, and one more try on a
  // fresh one costs the job a restart rather than its whole time limit.
  const convert = async (request: ConversionRequest) => {
    try {
      await slot.use(job.signal, (engine) => engine.convert(request));
    } catch (error) {
      if (!(error instanceof OfficeConversionError && error.stage === "stalled")) throw error;
      await slot.use(job.signal, (engine) => engine.convert(request));
    }
  };
  if (format === "csv") {
    const workbook = path.join(job.workDir, "sheet.xlsx");
    await csvToWorkbook(input, workbook);
    input = workbook;
    format = "xlsx";
  }
  try {
    if (job.fitSheetWidth && family === "spreadsheet") {
      // LibreOffice's own format first, whose page styles can then be set to one page wide.
      const ods = path.join(job.workDir, "sheets.ods");
      const fitted = path.join(job.workDir, "sheets-fitted.ods");
      await convert({ input, format, output: ods, target: "ods" });
      await fitSheetsToWidth(ods, fitted);
      await fs.rm(ods, { force: true });
      await convert({ input: fitted, format: "ods", output: job.output, target: "pdf" });
    } else {
      await convert({ input, format, output: job.output, target: "pdf" });
    }
  } catch (error) {
    throw named(error, job.name);
  }
  return file;
}

function named(error: unknown, name: string): unknown {
  if (!(error instanceof OfficeConversionError)) return error;
  if (error.stage === "load") return new JobError("DamagedFile", `"${name}" could not be opened: it is damaged or not what its contents claim.`, { cause: error });
  if (error.stage === "stalled") return new JobError("EngineUnavailable", `LibreOffice stalled twice while converting "${name}"; try again later.`, { cause: error });
  if (error.stage === "crashed") return new JobError("DamagedFile", `LibreOffice stopped while reading "${name}"; the file is damaged or malformed.`, { cause: error });
  return new JobError("DamagedFile", `"${name}" was opened but could not be written as PDF.`, { cause: error });
}
