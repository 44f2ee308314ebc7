import { cleanFileName, MAX_FILE_NAME_LENGTH } from "../common/file-names.ts";

/** What a result's name is made from: the tool, the names of its inputs, the caller's `fileName`. */
export interface ResultNaming {
  readonly tool: { readonly name: string; readonly resultSuffix: string };
  readonly inputNames: readonly string[];
  /** The caller's `fileName` (without extension), already checked; it wins over the default. */
  readonly fileName?: string | undefined;
  readonly extension: string;
}

/**
 * The result's file name. The caller's `fileName` wins; otherwise the first input's stem with
 * the tool's word (`report.pdf` → `report-watermarked.pdf`, `first.pdf` + `second.pdf` →
 * `first-merged.pdf`), never the name of any input: a result saved beside its inputs (curl's
 * `-OJ` refuses to overwrite, a client writing `job.fileName` would not) leaves them alone. A
 * call without files (a page given by its address) is named after the tool.
 */
export function resultFileName(naming: ResultNaming): string {
  const chosen = cleanFileName(naming.fileName);
  if (chosen) return `${chosen}.${naming.extension}`;
  const base = defaultBaseName(naming);
  if (base === null) return `${naming.tool.name}.${naming.extension}`;
  const taken = new Set(naming.inputNames.map(foldCase));
  let name = `${base}.${naming.extension}`;
  // Compared without regard to case: macOS and Windows folders hold `Report.pdf` and `report.pdf` as one file.
  for (let n = 2; taken.has(foldCase(name)); n++) name = `${base}-${n}.${naming.extension}`;
  return name;
}

/**
 * The name a tool gives the parts inside its result (split-pdf's `report-page-03.pdf`): the
 * first input's stem when the result has its default name, the caller's name when it was chosen.
 */
export function partsBaseName(naming: Omit<ResultNaming, "fileName">, resultName: string): string {
  const first = naming.inputNames[0];
  const firstStem = first === undefined ? "" : cleanFileName(stripExtension(first));
  return firstStem && resultName === resultFileName(naming) ? firstStem : stripExtension(resultName);
}

export function stripExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** `<first input's stem>-<suffix>`, kept within the longest name a file may have; null without inputs. */
function defaultBaseName(naming: Omit<ResultNaming, "fileName">): string | null {
  const first = naming.inputNames[0];
  const stem = first === undefined ? "" : cleanFileName(stripExtension(first));
  if (!stem) return null;
  const suffix = `-${naming.tool.resultSuffix}`;
  // Room for the suffix, a "-NN" that tells it from an input, and the extension.
  const room = MAX_FILE_NAME_LENGTH - suffix.length - naming.extension.length - 4;
  return `${Array.from(stem).slice(0, Math.max(1, room)).join("").trim()}${suffix}`;
}

function foldCase(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
