import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runTool } from "../helpers/api-client.ts";
import type { TestApp } from "../helpers/test-app.ts";

/** Whether poppler's pdfsig is installed (Debian poppler-utils). */
export const hasPdfsig = spawnSync("pdfsig", ["-v"]).error === undefined;

export interface PdfsigSignature {
  readonly field: string;
  readonly type: string;
  readonly hash: string;
  readonly valid: boolean;
  readonly validation: string;
  readonly totalDocument: boolean;
  readonly commonName: string;
}

/** poppler's own reading of a PDF's signatures. */
export function pdfsig(bytes: Uint8Array): PdfsigSignature[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdfsig-"));
  try {
    const file = path.join(dir, "in.pdf");
    fs.writeFileSync(file, bytes);
    const run = spawnSync("pdfsig", ["-nocert", file], { encoding: "utf8" });
    const blocks = run.stdout.split(/^Signature #\d+:$/m).slice(1);
    return blocks.map((block) => {
      const value = (label: string) => new RegExp(`- ${label}: (.*)$`, "m").exec(block)?.[1]?.trim() ?? "";
      const validation = value("Signature Validation");
      return {
        field: value("Signature Field Name"),
        type: value("Signature Type"),
        hash: value("Signing Hash Algorithm"),
        valid: validation === "Signature is Valid.",
        validation,
        totalDocument: /Total document signed/.test(block) && !/Not total document signed/.test(block),
        commonName: value("Signer Certificate Common Name"),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The verifier's JSON for a PDF, through the API, optionally with trusted certificates sent after it. */
export async function verify(t: TestApp, bytes: Uint8Array, trusted: string[] = []) {
  const { bytes: report } = await runTool(t, "verify-pdf-signatures", [{ name: "signed.pdf", data: bytes }, ...trusted]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return JSON.parse(Buffer.from(report).toString("utf8")) as { signatureCount: number; revocation: string; signatures: any[] };
}
