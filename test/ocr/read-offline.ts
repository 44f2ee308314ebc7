/**
 * Reads one scan with ocr-pdf's run, in this process (started offline by offline.test.ts),
 * and prints what came of it as JSON.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ocrPdf } from "../../src/tools/ocr-pdf.ts";
import { validateFields } from "../../src/tools/fields.ts";

const [scan, workDir, languages] = process.argv.slice(2) as [string, string, string];
const { values } = validateFields(ocrPdf.fields, new Map([["languages", languages]]));
const logged: unknown[] = [];
const result = await ocrPdf.run({
  inputs: [{ path: scan, name: "scan.pdf", bytes: statSync(scan).size }],
  fields: values,
  workDir,
  signal: new AbortController().signal,
  model: null,
  progress: async () => {},
  memoryMb: 1024,
  log: { info: (message, data) => logged.push({ message, data }), warn: (message, data) => logged.push({ message, data }) },
  baseName: "scan",
  emit: async () => {},
});
console.log(JSON.stringify({ outputs: result.outputs.map((o) => path.basename(o.path)), workingFolder: readdirSync(process.cwd()) }));
process.exit(0);
