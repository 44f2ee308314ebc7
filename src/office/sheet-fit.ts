import fs from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import { JobError } from "../errors/job-errors.ts";
import { readZipEntry, zipEntries } from "./zip-package.ts";

/**
 * Makes every sheet of an OpenDocument spreadsheet print one page wide (as many pages tall as it
 * takes): each page style's layout gets scale-to-X = 1 and scale-to-Y = 0 (no limit), and loses
 * any other scaling. LibreOffice's PDF export has no such option, so a spreadsheet of any type
 * is first converted to ODS by the engine (LibreOffice's own format, without loss), changed here,
 * then exported.
 */
export async function fitSheetsToWidth(odsPath: string, output: string): Promise<void> {
  const bytes = await fs.readFile(odsPath);
  const entries = zipEntries(bytes);
  if (!entries) throw new JobError("DamagedFile", "The spreadsheet could not be prepared for fitting to the page width.");
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(output));
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const data = readZipEntry(bytes, entry);
    if (data === null) throw new JobError("DamagedFile", "The spreadsheet could not be prepared for fitting to the page width.");
    const content = entry.name === "styles.xml" ? Buffer.from(fitPageLayouts(data.toString("utf8")), "utf8") : data;
    // The mimetype entry comes first and stored, as OpenDocument requires.
    zip.addBuffer(content, entry.name, { compress: entry.name !== "mimetype" });
  }
  zip.end();
  await written;
}

const scaling = /\s(?:style|loext):scale-to(?:-pages|-X|-Y)?="[^"]*"/g;

/** The styles part with every page layout scaled to one page wide. */
export function fitPageLayouts(styles: string): string {
  const loext = /xmlns:loext=/.test(styles);
  return styles.replace(/<style:page-layout-properties\b([^>]*?)(\/?)>/g, (_whole, attributes: string, close: string) => {
    const kept = attributes.replace(scaling, "");
    const fit = ` style:scale-to-X="1" style:scale-to-Y="0"${loext ? ' loext:scale-to-X="1" loext:scale-to-Y="0"' : ""}`;
    return `<style:page-layout-properties${kept}${fit}${close}>`;
  });
}
