import fs from "node:fs";
import path from "node:path";

export const readmePath = path.resolve(import.meta.dirname, "../../README.md");

/** Where the README shows the command line and the client: its opening lines, and these sections. */
const SECTIONS = ["Quick start", "Commands for API users", "The API client"];

export interface Example {
  readonly kind: "cli" | "curl" | "client";
  /** Where it is, for messages: the section and the block's first line. */
  readonly where: string;
  readonly code: string;
}

/** The text before the first `## ` heading, and each listed section's text by its heading. */
function sections(readme: string): Array<[string, string]> {
  const parts = readme.split(/^## /m);
  const named = parts.slice(1).map((part): [string, string] => [part.slice(0, part.indexOf("\n")).trim(), part]);
  return [["(opening)", parts[0]!], ...named.filter(([heading]) => SECTIONS.includes(heading))];
}

/**
 * The README's runnable examples: shell blocks that call the command line (`doctools …` or
 * `node bin/doctools.js …`) or curl, and TypeScript blocks that import the client. Blocks of
 * output, configuration or installation are not examples of these.
 */
export function readmeExamples(readme = fs.readFileSync(readmePath, "utf8")): Example[] {
  const examples: Example[] = [];
  for (const [heading, text] of sections(readme)) {
    for (const match of text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
      const [, language, code] = match as unknown as [string, string, string];
      const first = code.split("\n").find((line) => line.trim() !== "" && !line.startsWith("#")) ?? "";
      const where = `${heading}: ${first.replace(/\s+#.*$/, "").trim().slice(0, 80)}`;
      if (language === "sh" && /^\s*curl /m.test(code)) examples.push({ kind: "curl", where, code });
      else if (language === "sh" && /^(\w+=\S+\s+)*(doctools|node bin\/doctools\.js) /m.test(code)) examples.push({ kind: "cli", where, code });
      else if (language === "ts" && code.includes('from "@doctools/client"')) examples.push({ kind: "client", where, code });
    }
  }
  return examples;
}

export interface ShellSetting {
  readonly repositoryRoot: string;
  readonly baseUrl: string;
  readonly key: string;
}

/**
 * A shell example as a script that runs it against a test service, changed only where the
 * README stands for something of the reader's: the key (`dtk_…`), the service's address
 * (`http://localhost:8080`), the checkout (`node bin/doctools.js`, and `doctools` once
 * `npm link` has put it on the PATH), and a job id (`<id>`) the example's own first call answered.
 */
export function shellScript(code: string, setting: ShellSetting): string {
  const launcher = JSON.stringify(path.join(setting.repositoryRoot, "bin/doctools.js"));
  const lines = code
    .replaceAll("dtk_…", setting.key)
    .replaceAll("http://localhost:8080", setting.baseUrl)
    .replace(/node bin\/doctools\.js/g, `node ${launcher}`)
    .split("\n")
    .filter((line) => !/^\s*npm link\b/.test(line));
  // The first call that answers a job gives `<id>` its value.
  const first = lines.findIndex((line) => /^\s*curl .*-F /.test(line));
  if (first >= 0 && lines.some((line) => line.includes("<id>"))) {
    lines[first] = `ANSWER=$(${lines[first]!.trim()}); printf '%s\\n' "$ANSWER"\nID=$(printf '%s' "$ANSWER" | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')`;
  }
  return ["set -euo pipefail", `doctools() { node ${launcher} "$@"; }`, ...lines.map((line) => line.replaceAll("<id>", "$ID"))].join("\n");
}
