import assert from "node:assert/strict";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { usageMonth } from "../../src/accounts/usage-store.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, pageWithToken, request, signIn, type DashboardUser } from "./dashboard-client.ts";

const TEXT_PDF = corpus("pdf/text/text_pdflatex_4p.pdf");

interface Problem {
  readonly type: string;
  readonly status: number;
  readonly detail: string;
  readonly errors?: Array<{ field: string; detail: string }>;
}

/** A signed-in Free account with the form token of the tools pages. */
async function freeUser(t: TestApp): Promise<{ user: DashboardUser; cookie: string; csrf: string }> {
  const user = await createUser(t, "Free");
  const { cookie } = await signIn(t, user, "/dashboard/tools");
  const { csrf } = await pageWithToken(t, "/dashboard/tools/summarize-pdf", cookie);
  return { user, cookie, csrf };
}

async function form(files: readonly string[], fields: Record<string, string> = {}): Promise<FormData> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append("files", new Blob([await fs.readFile(file)], { type: "application/pdf" }), path.basename(file));
  return body;
}

/** A tool run as the Tools page sends it: same origin, session cookie, the form token in a header. */
function run(t: TestApp, tool: string, cookie: string, csrf: string, body: FormData | URLSearchParams): Promise<Response> {
  return fetch(`${t.baseUrl}/dashboard/tools/${tool}`, { method: "POST", headers: { cookie, origin: t.baseUrl, "x-csrf-token": csrf }, body });
}

describe("tool runs from the dashboard are tool calls, counted and refused as over the API", () => {
  let t: TestApp;
  before(async () => {
    // Jobs are not run: what is checked here is what happens when a call arrives. A minute's rate
    // window, so the limit is the plan's own.
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_RATE_WINDOW_SECONDS: "60" } });
  });
  after(async () => {
    await t?.close();
  });

  const usageOf = (accountId: string) => t.app.services.usage.getUsage(accountId, usageMonth(new Date()));

  test("a paid tool counts an operation and a paid tool job; past the plan's five, the API's own refusal", async () => {
    const { user, cookie, csrf } = await freeUser(t);
    for (let n = 1; n <= 5; n++) {
      const answer = await run(t, "summarize-pdf", cookie, csrf, await form([TEXT_PDF]));
      assert.equal(answer.status, 202, await answer.clone().text());
      const job = (await answer.json()) as { id: string; status: string; operation: string; download: string | null };
      assert.equal(job.status, "Queued");
      assert.equal(job.operation, "summarize-pdf");
      assert.equal(job.download, null);
      assert.equal(answer.headers.get("location"), `/dashboard/jobs/${job.id}`);
    }
    assert.deepEqual(await usageOf(user.accountId), { month: usageMonth(new Date()), operations: 5, paidToolJobs: 5 });

    const refused = await run(t, "summarize-pdf", cookie, csrf, await form([TEXT_PDF]));
    assert.equal(refused.status, 403);
    assert.match(refused.headers.get("content-type") ?? "", /^application\/problem\+json/);
    const problem = (await refused.json()) as Problem;
    assert.match(problem.type, /\/problems\/paid-tool-limit$/);
    assert.equal(problem.detail, "This month's 5 paid tool jobs are used up; they renew on the first day of next month (UTC).");
    assert.deepEqual(await usageOf(user.accountId), { month: usageMonth(new Date()), operations: 5, paidToolJobs: 5 }, "the refusal gave back what it took");
    // A free tool still runs: only paid tool jobs are used up.
    assert.equal((await run(t, "rotate-pdf", cookie, csrf, await form([TEXT_PDF]))).status, 202);
    assert.equal((await usageOf(user.accountId)).operations, 6);
  });

  test("bad fields and a body that is not a form are refused with problem details, and not counted", async () => {
    const { user, cookie, csrf } = await freeUser(t);
    const invalid = await run(t, "rotate-pdf", cookie, csrf, await form([TEXT_PDF], { rotation: "Sideways", pages: "0", extra: "1" }));
    assert.equal(invalid.status, 400);
    const problem = (await invalid.json()) as Problem;
    assert.deepEqual(problem.errors?.map((e) => e.field).sort(), ["extra", "pages", "rotation"]);
    assert.match(problem.errors!.find((e) => e.field === "rotation")!.detail, /one of Clockwise, UpsideDown, Counterclockwise/);

    const tooFew = await run(t, "merge-pdf", cookie, csrf, await form([TEXT_PDF]));
    assert.equal(tooFew.status, 400);
    assert.match(((await tooFew.json()) as Problem).errors![0]!.detail, /merge-pdf takes 2 to 20 files/);

    const notAForm = await run(t, "rotate-pdf", cookie, csrf, new URLSearchParams({ pages: "1" }));
    assert.equal(notAForm.status, 415);
    assert.equal((await usageOf(user.accountId)).operations, 0);
    assert.deepEqual(await t.app.services.jobStore.listAccountJobs(user.accountId, 10), []);
  });

  test("the plan's requests a minute hold for runs from the dashboard", async () => {
    const { user, cookie, csrf } = await freeUser(t);
    // The Free plan's 10 a minute: the eleventh run in the minute is refused with Retry-After.
    const answers: Response[] = [];
    for (let n = 0; n < 11; n++) answers.push(await run(t, "rotate-pdf", cookie, csrf, await form([TEXT_PDF])));
    assert.deepEqual(answers.map((a) => a.status), [...new Array(10).fill(202), 429]);
    const last = answers.at(-1)!;
    assert.ok(Number(last.headers.get("retry-after")) >= 1);
    assert.match(((await last.json()) as Problem).detail, /10 requests a minute/);
    assert.equal((await usageOf(user.accountId)).operations, 10);
  });

  test("a request declared over 100 MB is refused before its body is read", async () => {
    const { user, cookie, csrf } = await freeUser(t);
    const url = new URL(`${t.baseUrl}/dashboard/tools/rotate-pdf`);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { cookie, origin: t.baseUrl, "x-csrf-token": csrf, "content-type": "multipart/form-data; boundary=x", "content-length": String(150 * 1024 * 1024) },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
      outgoing.write("--x\r\n");
    });
    assert.equal(status, 413);
    assert.equal((await usageOf(user.accountId)).operations, 0);
  });

  test("a job and its result are the session account's only; a result not ready is said so", async () => {
    const { cookie, csrf } = await freeUser(t);
    const queued = (await (await run(t, "rotate-pdf", cookie, csrf, await form([TEXT_PDF]))).json()) as { id: string };
    const status = await request(t, "GET", `/dashboard/jobs/${queued.id}`, { cookie });
    assert.equal(status.status, 200);
    assert.equal(((await status.json()) as { status: string }).status, "Queued");
    const early = await request(t, "GET", `/dashboard/jobs/${queued.id}/result`, { cookie });
    assert.equal(early.status, 409);
    assert.match(await early.text(), /The job is Queued; its result is not ready yet/);

    // Another Free account knows nothing of it.
    const other = await freeUser(t);
    for (const address of [`/dashboard/jobs/${queued.id}`, `/dashboard/jobs/${queued.id}/result`, "/dashboard/jobs/not-a-uuid"]) {
      assert.equal((await request(t, "GET", address, { cookie: other.cookie })).status, 404, address);
    }
    const signedOut = await request(t, "GET", `/dashboard/jobs/${queued.id}`);
    assert.equal(signedOut.status, 403);
    // The download link needs the session: without one, sign in first.
    const signedOutDownload = await request(t, "GET", `/dashboard/jobs/${queued.id}/result`);
    assert.equal(signedOutDownload.status, 303);
    assert.equal(signedOutDownload.headers.get("location"), "/dashboard/sign-in");
  });
});
