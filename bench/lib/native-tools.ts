import { spawnSync } from "node:child_process";

/** The Debian package that ships each native tool the benchmarks compare with. */
const packageOf: Record<string, string> = {
  qpdf: "qpdf",
  mutool: "mupdf-tools",
  pdftoppm: "poppler-utils",
  gs: "ghostscript",
  vips: "libvips-tools",
  convert: "imagemagick",
  img2pdf: "img2pdf",
  tesseract: "tesseract-ocr",
  curl: "curl",
};

export function hasCommand(command: string): boolean {
  return spawnSync("which", [command]).status === 0;
}

/**
 * Installs the Debian packages of missing tools (the benchmarks may; the service and its tests
 * never need them) and returns lines saying what it did, for the report.
 */
export function ensureNativeTools(commands: readonly string[]): string[] {
  const missing = commands.filter((command) => !hasCommand(command));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.map((command) => packageOf[command] ?? command))];
  const lines = [`installing ${packages.join(", ")} from Debian's packages for the comparison`];
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
  const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "ignore" }) : update;
  if (install.status !== 0) lines.push(`could not install ${packages.join(", ")}; comparing with what is there`);
  return lines;
}
