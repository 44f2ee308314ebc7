import { JobError } from "../errors/job-errors.ts";
import { readZipEntry, zipEntries } from "./zip-package.ts";

/**
 * Limits on a ZIP-based Office file (OOXML, OpenDocument), checked before LibreOffice sees it,
 * because a ZIP bomb or an XML entity bomb is cheap to make and would otherwise cost a whole job's
 * time and memory before failing somewhere inside LibreOffice:
 * - at most 10,000 entries (real documents have tens to a few thousand);
 * - at most 1 GiB of declared uncompressed content in all;
 * - no entry of more than 1 MiB that expands more than 200 times (XML compresses 5 to 30 times);
 * - no entry that inflates to more than it declares;
 * - no XML entity declarations in any XML part: neither OOXML (whose packages may not hold DTDs)
 *   nor OpenDocument uses them, and nested entities are how a few bytes expand to gigabytes.
 */
export const packageLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  ratioCheckedFrom: 1024 * 1024,
  maxRatio: 200,
} as const;

export function checkPackage(bytes: Buffer, name: string): void {
  const entries = zipEntries(bytes);
  if (!entries) throw new JobError("DamagedFile", `"${name}" is damaged: its ZIP directory cannot be read.`);
  if (entries.length > packageLimits.maxEntries) {
    throw new JobError("TooComplex", `"${name}" holds ${entries.length} parts; at most ${packageLimits.maxEntries} are taken.`);
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > packageLimits.ratioCheckedFrom && ratio > packageLimits.maxRatio) {
      throw new JobError("TooComplex", `"${name}" has a part (${entry.name}) that expands ${Math.round(ratio)} times, as ZIP bombs do; it is not converted.`);
    }
  }
  if (total > packageLimits.maxTotalBytes) {
    throw new JobError("TooComplex", `"${name}" expands to ${Math.round(total / 1024 / 1024)} MB; at most ${packageLimits.maxTotalBytes / 1024 / 1024} MB are taken.`);
  }
  for (const entry of entries) {
    // Entries encrypted with ZIP's own scheme are not Office encryption; their bytes are noise.
    if (entry.encrypted || entry.name.endsWith("/")) continue;
    const data = readZipEntry(bytes, entry);
    if (data === null) throw new JobError("DamagedFile", `"${name}" is damaged: its part ${entry.name} cannot be read.`);
    if (data.length > entry.uncompressedSize) {
      throw new JobError("TooComplex", `"${name}" has a part (${entry.name}) that expands to more than it declares, as ZIP bombs do; it is not converted.`);
    }
    if (/\.(xml|rels)$/i.test(entry.name) && declaresEntities(data)) {
      throw new JobError("TooComplex", `"${name}" declares XML entities in ${entry.name}, which Office files never need and which can expand without bound; it is not converted.`);
    }
  }
}

/** An `<!ENTITY` declaration inside a DOCTYPE, in UTF-8 or UTF-16 text. */
function declaresEntities(xml: Buffer): boolean {
  const utf16 = xml.length >= 2 && ((xml[0] === 0xff && xml[1] === 0xfe) || (xml[0] === 0xfe && xml[1] === 0xff));
  const text = utf16 ? (xml[0] === 0xff ? xml.toString("utf16le") : Buffer.from(xml).swap16().toString("utf16le")) : xml.toString("latin1");
  return /<!DOCTYPE[\s\S]*<!ENTITY/i.test(text);
}
