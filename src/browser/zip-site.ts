import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import { JobError } from "../errors/job-errors.ts";

export interface ZipLimits {
  readonly maxEntries: number;
  /** Bytes all entries may expand to together: a ZIP bomb ends here, not on the disk. */
  readonly maxTotalBytes: number;
}

/**
 * Unpacks a ZIP's files into `folder` under names of its own (1, 2, 3…), returning the map
 * from each entry's path in the ZIP to its file. No path from the ZIP is ever joined to a
 * folder, so an entry named `../../etc/x` or `/etc/x` cannot write outside (yauzl refuses
 * those names too).
 */
export async function unpackZip(zipPath: string, zipName: string, folder: string, limits: ZipLimits): Promise<Map<string, string>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(zipPath, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (error, file) => (error ? reject(error) : resolve(file))),
    );
  } catch (error) {
    throw new JobError("DamagedFile", `"${zipName}" is not a ZIP archive that can be read.`, { cause: error });
  }
  const files = new Map<string, string>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName.replace(/\\/g, "/");
          if (name.endsWith("/")) return zip.readEntry();
          if (files.size >= limits.maxEntries) throw new JobError("TooComplex", `"${zipName}" holds more than ${limits.maxEntries} files; a page may bring at most that many.`);
          if (entry.isEncrypted()) throw new JobError("PasswordRequired", `"${zipName}" is encrypted; send a ZIP without a password.`);
          const target = path.join(folder, String(files.size + 1));
          const stream = await new Promise<NodeJS.ReadableStream>((res, rej) => zip.openReadStream(entry, (error, s) => (error ? rej(error) : res(s))));
          await pipeline(
            stream,
            new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                total += chunk.length;
                if (total > limits.maxTotalBytes) callback(new JobError("TooComplex", `"${zipName}" expands to more than ${Math.round(limits.maxTotalBytes / 1048576)} MB.`));
                else callback(null, chunk);
              },
            }),
            createWriteStream(target),
          );
          files.set(name.replace(/^\.\//, ""), target);
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    if (error instanceof JobError) throw error;
    throw new JobError("DamagedFile", `"${zipName}" is damaged: ${(error as Error).message}.`, { cause: error });
  }
  return files;
}

/** The page to print in an unpacked ZIP: `index.html` at its top, or inside its one top folder. */
export function zipEntryPage(files: ReadonlyMap<string, string>, zipName: string): string {
  if (files.has("index.html")) return "index.html";
  const tops = new Set([...files.keys()].map((name) => name.split("/")[0]));
  const [only] = [...tops];
  if (tops.size === 1 && files.has(`${only}/index.html`)) return `${only}/index.html`;
  throw new JobError("UnsupportedFile", `"${zipName}" has no index.html at its top; put the page to print there, with its assets beside it.`);
}

export async function ensureFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
}
