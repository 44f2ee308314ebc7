import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { runDoctools } from "../helpers/doctools-process.ts";
import { tools } from "../../src/tools/registry.ts";
import type { FieldSpec } from "../../src/tools/fields.ts";

// A configuration that would refuse any operator command: the tool list and help need none, nor a service.
const env = { PORT: "not-a-port", DOCTOOLS_DATA_DIR: "/nonexistent/doctools-help-tools", DOCTOOLS_URL: "http://127.0.0.1:9" };

describe("doctools tools and doctools run TOOL --help, from the tool declarations", () => {
  it("tools lists every tool the service declares, one line each: its name and summary", async () => {
    const run = await runDoctools(["tools"], env);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, "");
    const lines = run.stdout.trimEnd().split("\n");
    assert.deepEqual(
      lines.map((line) => line.split(/\s+/)[0]),
      tools.map((tool) => tool.name),
    );
    for (const [i, tool] of tools.entries()) {
      assert.ok(lines[i]!.includes(tool.summary), lines[i]);
      assert.equal(lines[i]!.includes("(paid plans)"), tool.paid, lines[i]);
    }
    const json = JSON.parse((await runDoctools(["tools", "--json"], env)).stdout) as Array<{ name: string; fields: Array<{ name: string }> }>;
    assert.deepEqual(
      json.map((tool) => [tool.name, tool.fields.map((field) => field.name)]),
      tools.map((tool) => [tool.name, Object.keys(tool.fields)]),
    );
  });

  it("run TOOL --help shows every field of every tool with its type, allowed values and default", async () => {
    const pages = await Promise.all(tools.map((tool) => runDoctools(["run", tool.name, "--help"], env)));
    for (const [i, tool] of tools.entries()) {
      const page = pages[i]!;
      assert.equal(page.code, 0, `${tool.name}: ${page.stderr}`);
      assert.ok(page.stdout.startsWith(`Usage: doctools run ${tool.name} `), page.stdout);
      assert.match(page.stdout.split("\n")[0]!, /\[--file-url URL\]\.\.\. \[--export-url URL\]/, "the usage line names the URL flags");
      assert.ok(page.stdout.includes(tool.summary), page.stdout);
      for (const [name, spec] of Object.entries(tool.fields as Record<string, FieldSpec>)) {
        const line = page.stdout.split("\n").findIndex((text) => text.startsWith(`  ${name} `));
        assert.ok(line >= 0, `${tool.name} --help lists ${name}:\n${page.stdout}`);
        // The field's entry: its line and the indented lines under it, joined.
        const entry = page.stdout.split("\n").slice(line).filter((text, n) => n === 0 || !/^ {2}\S/.test(text)).join(" ").replace(/\s+/g, " ");
        const type = { enum: "one of", enumList: "comma-separated, any of", integer: "integer from", boolean: "true or false", text: "text", pages: "pages", lines: "one item a line", boxes: "JSON array", jsonObject: "JSON object" }[spec.kind];
        assert.ok(entry.includes(type), `${tool.name} ${name}: ${entry}`);
        if ("values" in spec) for (const value of spec.values) assert.ok(entry.includes(value), `${tool.name} ${name} lists ${value}: ${entry}`);
        if (spec.kind === "integer") assert.ok(entry.includes(`from ${spec.min} to ${spec.max}`), entry);
        if ("default" in spec && spec.default !== undefined) {
          const shown = Array.isArray(spec.default) ? spec.default.join(",") : String(spec.default);
          assert.ok(entry.includes(`default ${shown}`), `${tool.name} ${name} shows its default ${shown}: ${entry}`);
        }
      }
    }
    // Turns show their degrees.
    const rotate = pages[tools.findIndex((tool) => tool.name === "rotate-pdf")]!.stdout;
    assert.match(rotate, /one of Clockwise \(90\), UpsideDown \(180\), Counterclockwise \(270\); default Clockwise/);
    // batch shows the same fields, and `doctools help run TOOL` is `run TOOL --help`.
    assert.match((await runDoctools(["batch", "rotate-pdf", "--help"], env)).stdout, /^Usage: doctools batch rotate-pdf FILE\.\.\.[\s\S]*rotation/);
    assert.equal((await runDoctools(["help", "run", "rotate-pdf"], env)).stdout, rotate);
  });

  it("an unknown tool or command gets the closest names, with exit code 2", async () => {
    const help = await runDoctools(["run", "merge-pfd", "--help"], env);
    assert.equal(help.code, 2);
    assert.equal(help.stdout, "");
    assert.match(help.stderr, /unknown tool "merge-pfd"\. Did you mean "merge-pdf"\?/);
    const command = await runDoctools(["tols"], env);
    assert.equal(command.code, 2);
    assert.match(command.stderr, /unknown command "tols"\. Did you mean "tools"\?/);
    const flag = await runDoctools(["tools", "--jsn"], env);
    assert.equal(flag.code, 2);
    assert.match(flag.stderr, /unknown flag --jsn/);
  });
});
