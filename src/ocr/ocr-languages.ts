import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { languages, type Language } from "../contract/languages.ts";

/**
 * Which Tesseract model reads each of the service's languages, and where its trained data lies
 * on disk. Every model is installed by `npm ci`: nothing is fetched when a page is read.
 */

export const ocrLanguages = languages;
export type OcrLanguage = Language;

const tesseractCodes: { readonly [L in OcrLanguage]: string } = {
  English: "eng",
  Hindi: "hin",
  Bengali: "ben",
  Marathi: "mar",
  Telugu: "tel",
  Tamil: "tam",
  Gujarati: "guj",
  Urdu: "urd",
  Kannada: "kan",
  Odia: "ori",
  Malayalam: "mal",
  Punjabi: "pan",
  Assamese: "asm",
  Arabic: "ara",
  ChineseSimplified: "chi_sim",
  French: "fra",
  German: "deu",
  Indonesian: "ind",
  Italian: "ita",
  Japanese: "jpn",
  Korean: "kor",
  Portuguese: "por",
  Russian: "rus",
  Spanish: "spa",
  Turkish: "tur",
};

export function tesseractCode(language: OcrLanguage): string {
  return tesseractCodes[language];
}

/**
 * Models for a language written in columns, top to bottom: Tesseract reads a column with a
 * model trained on its characters standing upright in it (`jpn` reads such a page as
 * nonsense). Each is installed like the language's own model.
 */
const verticalModels: Readonly<Record<string, string>> = { jpn: "jpn_vert" };

/** The model that reads `code`'s vertical writing, or null when it has none. */
export function verticalModel(code: string): string | null {
  return verticalModels[code] ?? null;
}

const require = createRequire(import.meta.url);

/**
 * The gzipped trained data of a Tesseract model: the `best_int` LSTM models of the
 * `@tesseract.js-data` packages; Russian, which the npm registry lacks, from the repository's
 * `vendor/tessdata` (a `fast` model); `osd`, the orientation model, exists only for the legacy
 * engine and so comes from its package's full data.
 */
export function traineddataFile(code: string): string {
  if (code === "rus") return fileURLToPath(new URL("../../vendor/tessdata/rus.traineddata.gz", import.meta.url));
  const folder = code === "osd" ? "4.0.0" : "4.0.0_best_int";
  const packageJson = require.resolve(`@tesseract.js-data/${code}/package.json`);
  return packageJson.replace(/package\.json$/, `${folder}/${code}.traineddata.gz`);
}
