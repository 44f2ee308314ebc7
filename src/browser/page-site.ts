import fs from "node:fs/promises";
import path from "node:path";
import type { ToolInput } from "../contract/tool-run.ts";
import { JobError } from "../errors/job-errors.ts";
import { markdownToHtml } from "./markdown-page.ts";
import type { SiteFiles } from "./site-files.ts";
import { unpackZip, zipEntryPage, type ZipLimits } from "./zip-site.ts";

export type PageKind = "html" | "markdown" | "zip";

/** What kind of page a call's first file is, by its name (and a ZIP by its signature too). */
export async function pageKindOf(input: ToolInput): Promise<PageKind> {
  const extension = path.extname(input.name).toLowerCase();
  if ([".html", ".htm", ".xhtml"].includes(extension)) return "html";
  if ([".md", ".markdown"].includes(extension)) return "markdown";
  if (extension === ".zip" || (await startsWithZipSignature(input.path))) return "zip";
  throw new JobError(
    "UnsupportedFile",
    `"${input.name}" is not a page this tool prints: send an HTML page (.html) first, with its assets after it, or one Markdown file (.md), or one ZIP holding index.html and its assets.`,
  );
}

/**
 * The site a job prints, from its files: an HTML page and the assets after it (found by the
 * names they were sent with), a Markdown file made into a page, or a ZIP unpacked into `folder`.
 */
export async function siteFromInputs(inputs: readonly ToolInput[], folder: string, zipLimits: ZipLimits): Promise<SiteFiles> {
  const first = inputs[0]!;
  const kind = await pageKindOf(first);
  if (kind === "zip") {
    if (inputs.length > 1) throw new JobError("InvalidRequest", `"${first.name}" is a ZIP: send it alone, with the page's assets inside it.`);
    await fs.mkdir(folder, { recursive: true });
    const files = await unpackZip(first.path, first.name, folder, zipLimits);
    return { entry: zipEntryPage(files, first.name), files, byBaseName: false };
  }
  const files = new Map<string, string>();
  for (const input of inputs) {
    if (files.has(input.name)) throw new JobError("InvalidRequest", `Two files are named "${input.name}"; each of a page's files needs a name of its own.`);
    files.set(input.name, input.path);
  }
  if (kind === "html") return { entry: first.name, files, byBaseName: true };
  const source = await fs.readFile(first.path, "utf8");
  const page = path.join(folder, "markdown.html");
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(page, markdownToHtml(source, path.basename(first.name, path.extname(first.name))));
  const entry = `${path.basename(first.name, path.extname(first.name))}.html`;
  files.set(entry, page);
  return { entry, files, byBaseName: true };
}

async function startsWithZipSignature(file: string): Promise<boolean> {
  const handle = await fs.open(file, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}
