import type { EngineInstance } from "../common/engine-slot.ts";
import type { OfficeFormat } from "./file-type.ts";

/** What one conversion asks of an engine: local files in, a local file out. */
export interface ConversionRequest {
  /** The document, a local file the engine only reads. */
  readonly input: string;
  /** Its format as read from its bytes; the engine never trusts a file name. */
  readonly format: OfficeFormat;
  /** Where the result goes. */
  readonly output: string;
  /**
   * "pdf" for the result; "ods" for a spreadsheet rewritten before export (its page setup is
   * changed between the two conversions).
   */
  readonly target: "pdf" | "ods";
}

/**
 * A running LibreOffice (WebAssembly in a child process, or a native soffice) that converts one
 * document at a time. An engine is used through its EngineSlot, which kills it when the job's
 * signal aborts and retires it after any failure, so `convert` need not watch a signal itself.
 */
export interface OfficeEngine extends EngineInstance {
  readonly kind: "wasm" | "native";
  convert(request: ConversionRequest): Promise<void>;
}

/**
 * How a conversion failed, for the tool to name: LibreOffice could not open the document
 * ("load": damaged, or a wrong password), could not write it ("export"), its process ended
 * ("crashed"), or it sat idle with the work unfinished ("stalled": the engine's fault, not the
 * document's, so worth one more try on a fresh engine).
 */
export class OfficeConversionError extends Error {
  readonly stage: "load" | "export" | "crashed" | "stalled";

  constructor(stage: "load" | "export" | "crashed" | "stalled", message: string) {
    super(message);
    this.name = "OfficeConversionError";
    this.stage = stage;
  }
}

/**
 * PDF export settings (LibreOffice's FilterData): fonts embedded, headings as bookmarks, links
 * kept as links. The same for every kind of document and both engines.
 */
export const pdfFilterData = {
  ExportBookmarks: { type: "boolean", value: "true" },
  EmbedStandardFonts: { type: "boolean", value: "true" },
  ExportLinksRelativeFsys: { type: "boolean", value: "false" },
  ConvertOOoTargetToPDFTarget: { type: "boolean", value: "true" },
  ExportNotes: { type: "boolean", value: "false" },
  ExportNotesPages: { type: "boolean", value: "false" },
  ExportHiddenSlides: { type: "boolean", value: "false" },
} as const;
