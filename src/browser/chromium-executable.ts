import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";
import { extract } from "tar-fs";

/** The Chromium to launch, and the environment its fonts need. */
export interface ChromiumExecutable {
  readonly path: string;
  /** Set for the bundled Chromium: its font configuration (system fonts plus the fonts it ships with). */
  readonly env: Readonly<Record<string, string>>;
}

let unpacked: Promise<ChromiumExecutable> | null = null;

/**
 * The operator's Chromium when one is configured, otherwise the one inside the
 * @sparticuz/chromium package, unpacked once per machine (about 200 MB, two seconds) into the
 * temporary folder and shared by every worker from then on.
 */
export function chromiumExecutable(configuredPath: string | null): Promise<ChromiumExecutable> {
  if (configuredPath) return Promise.resolve({ path: configuredPath, env: {} });
  unpacked ??= unpackBundled().catch((error: unknown) => {
    unpacked = null;
    throw error;
  });
  return unpacked;
}

async function unpackBundled(): Promise<ChromiumExecutable> {
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.resolve("@sparticuz/chromium"))), "..");
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const target = path.join(os.tmpdir(), `doctools-chromium-${version}`);
  const ready = { path: path.join(target, "chromium"), env: { FONTCONFIG_PATH: target } };
  if (await exists(path.join(target, "chromium"))) return ready;
  // Several workers may start at once: each unpacks into a folder of its own and renames it
  // into place, which is atomic; a loser of the race removes its copy and uses the winner's.
  const staging = `${target}.partial-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await fs.mkdir(staging, { recursive: true });
    const bin = path.join(packageDir, "bin");
    await pipeline(createReadStream(path.join(bin, "chromium.br")), createBrotliDecompress(), createWriteStream(path.join(staging, "chromium"), { mode: 0o755 }));
    await pipeline(createReadStream(path.join(bin, "fonts.tar.br")), createBrotliDecompress(), extract(staging));
    // The package's own font configuration names Lambda's folders; this one keeps the
    // machine's fonts and adds the bundled ones, so a host without fonts still prints text.
    await fs.writeFile(
      path.join(staging, "fonts.conf"),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${target}/fonts</dir>\n  <cachedir>${target}/fonts-cache</cachedir>\n</fontconfig>\n`,
    );
    await fs.rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!(error.code === "ENOTEMPTY" || error.code === "EEXIST") || !(await exists(path.join(target, "chromium")))) throw error;
    });
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return ready;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
