import { toolCatalogue, type CatalogueField, type CatalogueTool } from "../../packages/client/src/index.ts";
import { didYouMean } from "../common/did-you-mean.ts";
import { findTool, toolNames, turnDegrees } from "./tool-fields.ts";

const WIDTH = 100;

/** `text` broken into lines of at most WIDTH columns, each after `indent`. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== "" && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(indent + line);
  return lines;
}

/** `doctools tools`: one line a tool, its name and what it does. */
export function toolsListing(): string {
  const width = Math.max(...toolCatalogue.map((tool) => tool.name.length)) + 2;
  const lines = toolCatalogue.map((tool) => `${tool.name.padEnd(width)}${tool.summary}${tool.paid ? " (paid plans)" : ""}`);
  return `${lines.join("\n")}\n`;
}

function fileCount(tool: CatalogueTool): string {
  const { min, max } = tool.files;
  if (min === max) return `exactly ${min}`;
  if (min === 0) return `none or up to ${max}`;
  return `${min} to ${max}`;
}

/** What a field takes, in a few words: its type, allowed values and default. */
export function describeField(field: CatalogueField): string {
  const turns = turnDegrees(field);
  const values = field.values ?? [];
  const type = (() => {
    switch (field.kind) {
      case "enum":
        return `one of ${turns ? turns.map(([value, degrees]) => `${value} (${degrees})`).join(", ") : values.join(", ")}`;
      case "enumList":
        return `comma-separated, any of ${values.join(", ")}`;
      case "integer":
        return `integer from ${field.min} to ${field.max}`;
      case "boolean":
        return "true or false";
      case "text":
        return `text, up to ${field.maxLength} characters`;
      case "pages":
        return "pages, e.g. 1,3,5-7 or 4-";
      case "lines":
        return `text, one item a line, at most ${field.max} lines`;
      case "boxes":
        return `JSON array of {"page", "x", "y", "width", "height"} in points, at most ${field.max}`;
      case "jsonObject":
        return `JSON object of names to values, at most ${field.max} entries`;
    }
  })();
  const fallback = field.default === undefined ? "" : `; default ${Array.isArray(field.default) ? field.default.join(",") || "none" : String(field.default)}`;
  return `${type}${field.required ? "; required" : ""}${fallback}`;
}

/** `doctools run TOOL --help`: the tool, its files and every field it takes, from the catalogue. */
export function toolHelp(tool: CatalogueTool, command: "run" | "batch"): string {
  const flags = command === "run" ? "[--file-url URL]... [--export-url URL] [--out PATH] [--overwrite] [--no-wait] [--json]" : "--out ZIP [--overwrite] [--json]";
  const files = tool.files.max === 1 ? "FILE" : tool.files.min === 0 ? "[FILE...]" : "FILE...";
  const out = [
    `Usage: doctools ${command} ${tool.name} ${command === "batch" ? "FILE..." : files} [--field NAME=VALUE]... ${flags}`,
    "",
    `${tool.summary}${tool.paid ? " (paid plans)" : ""}.`,
    ...wrap(tool.description, ""),
    "",
    `Files: ${fileCount(tool)}${command === "batch" ? " per job, a job per file" : ""}; ${tool.files.accepts.join(", ")}`,
    "",
    tool.fields.length === 0 ? "Fields: none of its own." : "Fields (--field NAME=VALUE):",
  ];
  const width = Math.max(10, ...tool.fields.map((field) => field.name.length)) + 4;
  const indent = "".padEnd(width);
  const field = (name: string, summary: string, details: string[]) => [
    ...wrap(summary, indent).map((line, i) => (i === 0 ? `  ${name.padEnd(width - 2)}${line.slice(width)}` : line)),
    ...details.flatMap((text) => wrap(text, indent)),
  ];
  for (const spec of tool.fields) out.push(...field(spec.name, describeField(spec), [spec.description, ...(spec.syntax && !spec.description.includes(spec.syntax) ? [spec.syntax] : [])]));
  out.push(...field("fileName", "text; default: named after the first file", ["The result's name without extension."]));
  out.push(
    "",
    "Values of fields with a list of values are matched without regard to case.",
    `\`doctools ${command} --help\` explains the flags; \`doctools tools\` lists every tool.`,
  );
  return `${out.join("\n")}\n`;
}

/**
 * `doctools run TOOL --help` (and batch): the tool's own help when TOOL is one; the command's when
 * no tool is named; a refusal with the closest names for a tool that does not exist.
 */
export function toolHelpFor(command: "run" | "batch"): (args: readonly string[]) => { readonly text: string } | { readonly refused: string } | null {
  return (args) => {
    const name = args.find((arg) => !arg.startsWith("-"));
    if (name === undefined) return null;
    const tool = findTool(name);
    if (tool) return { text: toolHelp(tool, command) };
    return { refused: `doctools ${command}: unknown tool "${name}".${didYouMean(name, toolNames())} \`doctools tools\` lists every tool.\n` };
  };
}
