import { promisify } from "node:util";
import zlib from "node:zlib";
import { copyOfRawStream, isFlateOnly, type mupdf } from "./mupdf-document.ts";

const inflate = promisify(zlib.inflate);

/** The most an ICC colour profile may take once inflated: real ones take kilobytes, a few megabytes at most. */
const MAX_PROFILE_BYTES = 32 * 1024 * 1024;

/**
 * Empties the ICC profiles that inflate past MAX_PROFILE_BYTES: decompression bombs, not
 * colour profiles. MuPDF inflates a profile whole each time a page is drawn with it before it
 * finds it broken and falls back to the device colour space of as many components; a profile
 * of 1 GiB of zeros took compress-pdf 10 s that way. An empty profile is found broken at once,
 * with the same result on the page. Only Flate-compressed profiles are checked (what Node can
 * inflate with a bound); returns how many were emptied.
 */
export async function emptyOversizedColourProfiles(doc: mupdf.PDFDocument): Promise<number> {
  let emptied = 0;
  const count = doc.countObjects();
  for (let number = 1; number < count; number++) {
    const ref = doc.newIndirect(number);
    if (!isColourProfile(ref)) continue;
    try {
      await inflate(copyOfRawStream(ref), { maxOutputLength: MAX_PROFILE_BYTES });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") continue;
      ref.writeRawStream(new Uint8Array(0));
      ref.delete("Filter");
      emptied++;
    }
  }
  return emptied;
}

/** An ICC profile stream (ISO 32000-2 §8.6.5.5): its /N components, no type of its own, compressed with Flate alone. */
function isColourProfile(ref: mupdf.PDFObject): boolean {
  if (!ref.isStream() || !ref.get("N").isInteger()) return false;
  if (!ref.get("Type").isNull() || !ref.get("Subtype").isNull() || !ref.get("FunctionType").isNull()) return false;
  return isFlateOnly(ref.get("Filter"));
}
