// tar-fs ships no types; only the extractor is used, to unpack the fonts bundled with Chromium.
declare module "tar-fs" {
  import type { Writable } from "node:stream";
  export function extract(directory: string): Writable;
}
