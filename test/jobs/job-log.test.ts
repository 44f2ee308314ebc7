import { test } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { recordingLogger } from "../helpers/recording-logger.ts";

test("every step of a job is one log line with its tool, account, times and code, never its fields", async () => {
  const { log, lines } = recordingLogger();
  const t = await startTestApp({ log });
  try {
    const { job } = await runTool(t, "protect-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { password: "never-logged-pw" });
    const failure = await runToolExpectingFailure(t, "rotate-pdf", [{ name: "x.pdf", data: "not a pdf" }]);
    assert.equal(failure.code, "UnsupportedFile");
    // The runner tells of a job's end once it has cleaned up after it, just after its record
    // says Completed or Failed.
    const ended = () => lines.some((line) => line.msg === "job failed") && lines.some((line) => line.jobId === job.id && line.msg === "job completed");
    await eventually(ended, { what: "both jobs' last lines were logged" });
    // The tool call's own closing line names the job too; the steps are the job's lines.
    const steps = (id: string) => lines.filter((line) => line.jobId === id && String(line.msg).startsWith("job ")).map((line) => line.msg);
    assert.deepEqual(steps(job.id), ["job accepted", "job started", "job completed"]);
    const completed = lines.find((line) => line.jobId === job.id && line.msg === "job completed")!;
    assert.equal(completed.tool, "protect-pdf");
    assert.equal(completed.accountId, t.accountId);
    assert.ok(typeof completed.ranMs === "number" && completed.ranMs >= 0);
    const failed = lines.find((line) => line.msg === "job failed")!;
    assert.equal(failed.code, "UnsupportedFile");
    assert.equal(JSON.stringify(lines).includes("never-logged-pw"), false, "the password was logged");
  } finally {
    await t.close();
  }
});
