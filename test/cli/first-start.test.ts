import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { tools } from "../../src/tools/registry.ts";
import { runJobOverHttp, startServe, stopDoctools } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, dataFolderEnv } from "../helpers/test-app.ts";

async function pdfForm(files: string[]): Promise<FormData> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([await fs.readFile(corpus(file))]), path.basename(file));
  return form;
}

/** Signs in through the dashboard's real form; 303 to the keys page when the password is right. */
async function signIn(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/dashboard/sign-in`, { method: "POST", headers: { origin: baseUrl }, body: new URLSearchParams({ email, password }), redirect: "manual" });
}

describe("first start of `doctools serve` on an empty data folder", () => {
  let dataDir: string;
  // With DOCTOOLS_TEST_DATABASE_URL, an empty PostgreSQL schema of this file's own.
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let demoPassword: string;
  before(async () => {
    ({ dataDir, env, drop: dropDatabase } = await dataFolderEnv("doctools-first-start-"));
  });
  after(() => dropDatabase());

  it("prints a demo key, a curl example and a dashboard password that work, and stops cleanly on SIGTERM", async () => {
    const served = await startServe({ ...env, DOCTOOLS_LOG_LEVEL: "info" });
    try {
      const key = /dtk_[0-9A-Za-z]{40}/.exec(served.output)?.[0];
      assert.ok(key, served.output);
      // The banner names the port actually bound, not the 0 that was asked for.
      assert.match(served.baseUrl, /^http:\/\/localhost:[1-9]\d*$/);
      const example = /curl .*-F files=@\S+ -F files=@\S+ (\S+\/v1\/merge-pdf)/.exec(served.output);
      assert.ok(example, served.output);
      assert.ok(example[1]!.startsWith(served.baseUrl));

      // The example merges two PDFs; until merge-pdf is in the registry, rotate-pdf stands in.
      const merge = tools.some((tool) => tool.name === "merge-pdf");
      const bytes = merge
        ? await runJobOverHttp(example[1]!, served.baseUrl, key, await pdfForm(["pdf/text/merge_doc1_3p.pdf", "pdf/text/merge_doc2_3p.pdf"]))
        : await runJobOverHttp(`${served.baseUrl}/v1/rotate-pdf`, served.baseUrl, key, await pdfForm(["pdf/text/text_numbered_pages_11p.pdf"]));
      assert.equal(Buffer.from(bytes.subarray(0, 5)).toString("latin1"), "%PDF-");
      const pdf = await readPdf(bytes);
      assert.equal(pdf.numPages, merge ? 6 : 11);
      await pdf.destroy();

      // The dashboard's address and the demo account's password, which signs in there.
      const printed = /Sign in to its dashboard at (\S+) with the email demo@doctools\.local\n {2}and this password, also shown only now:\n\n {4}(\S+)\n/.exec(served.output);
      assert.ok(printed, served.output);
      assert.equal(printed[1], `${served.baseUrl}/dashboard`);
      assert.ok(served.output.includes(`\ndoctools dashboard at ${served.baseUrl}/dashboard, API reference at ${served.baseUrl}/docs\n`), served.output);
      demoPassword = printed[2]!;
      assert.ok(demoPassword.length >= 20, "a generated password, about as hard to guess as a key");
      assert.equal((await signIn(served.baseUrl, "demo@doctools.local", `${demoPassword}x`)).status, 401);
      const right = await signIn(served.baseUrl, "demo@doctools.local", demoPassword);
      assert.equal(right.status, 303);
      assert.equal(right.headers.get("location"), "/dashboard/keys");
      const keys = await fetch(`${served.baseUrl}/dashboard/keys`, { headers: { cookie: right.headers.get("set-cookie")!.split(";")[0]! }, redirect: "manual" });
      assert.equal(keys.status, 200);
      assert.match(await keys.text(), /demo@doctools\.local/);
      // The banner went to stderr; stdout is the log, one JSON object a line, for a collector.
      const lines = served.stdout().split("\n").filter((line) => line !== "");
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.ok(!served.stdout().includes(key), "the demo key reached stdout");
      assert.ok(logged.some((line) => line.msg === "job completed"), served.stdout());
      assert.ok(logged.filter((line) => line.msg === "request completed").every((line) => typeof line.requestId === "string"));
    } finally {
      assert.equal(await stopDoctools(served), 0);
    }
  });

  it("prints no new key or password when started again on the same folder, but still names the dashboard", async () => {
    const served = await startServe(env);
    try {
      assert.doesNotMatch(served.output, /dtk_|demo account|password/);
      assert.ok(!served.output.includes(demoPassword));
      assert.match(served.output, /^doctools dashboard at http:\/\/localhost:\d+\/dashboard, API reference at \S+\/docs$/m);
    } finally {
      assert.equal(await stopDoctools(served), 0);
    }
  });
});
