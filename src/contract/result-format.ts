/**
 * One shape a tool's result can take; a `zip` result packs every output the tool wrote. Shared
 * by the tools that declare it, the engines that write text results and the framework that
 * packs and serves it.
 */
export interface ResultFormat {
  readonly extension: string;
  readonly contentType: string;
  readonly zip: boolean;
}

export const zipFormat: ResultFormat = { extension: "zip", contentType: "application/zip", zip: true };
export const pdfFormat: ResultFormat = { extension: "pdf", contentType: "application/pdf", zip: false };
