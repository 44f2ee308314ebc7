import { UsageError } from "./cli-support.ts";

/** The flags of files given by their addresses and of a result put to the user's storage, for `run` and `pipeline`. */
export const urlFlags = { "file-url": { type: "string", multiple: true }, "export-url": { type: "string" } } as const;

/** Their help lines, descriptions starting at `column`. */
export function urlFlagsHelp(column: number): string[] {
  const flag = (name: string) => `  ${name}`.padEnd(column);
  const more = "".padEnd(column);
  return [
    `${flag("--file-url URL")}an input file the job fetches from its public http(s) address, after`,
    `${more}the FILEs (repeatable); one it cannot fetch fails the job (DownloadFailed)`,
    `${flag("--export-url URL")}a presigned https PUT URL of your storage (S3, GCS, Azure): the`,
    `${more}result is put there when the job completes, and saved here as usual`,
  ];
}

/** `--file-url` and `--export-url` as the client's `urls` and `exportUrl`; an address that is no http(s) URL is a bad command line. */
export function readUrlFlags(values: { "file-url"?: string[] | undefined; "export-url"?: string | undefined }): { urls: string[]; exportUrl?: string } {
  const urls = (values["file-url"] ?? []).map((url) => checked(url, "--file-url"));
  const exportUrl = values["export-url"] === undefined ? undefined : checked(values["export-url"], "--export-url");
  return { urls, ...(exportUrl === undefined ? {} : { exportUrl }) };
}

function checked(text: string, flag: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${flag} must be an http:// or https:// address (got "${text}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`${flag} must be an http:// or https:// address (got "${text}")`);
  return text;
}
