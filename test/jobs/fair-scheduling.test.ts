import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { accountOn, startWithPlans } from "../helpers/plans.ts";
import { corpus, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
/** How long each of the flood's jobs takes. */
const JOB_MS = 1000;
/** Jobs in the flood: first in, first out, the last would start only after FLOOD / 2 job-lengths on two workers. */
const FLOOD = 12;

/**
 * One account flooding the queue must not starve the others. Two workers, real worker
 * processes, on SQLite or (in the PostgreSQL run) pg-boss.
 */
describe("fair scheduling across accounts", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    env = await startWithPlans(
      [
        // Two running at once: as many as there are workers, so the cap alone would not let anyone else in.
        { name: "Pair", operationsPerMonth: 1000, maxRunningJobs: 2 },
        { name: "Single", operationsPerMonth: 1000, maxRunningJobs: 1 },
      ],
      { DOCTOOLS_WORKERS: "2", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" },
      { runJobs: true, config: { toolRegistryModule: testRegistryModule } },
    );
    t = env.t;
  });
  after(() => env.close());

  it("never runs more of an account's jobs at once than its plan's maxRunningJobs, while another account uses the free worker", async () => {
    const capped = await accountOn(t, "Single");
    const other = await accountOn(t, "Single");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await submit(t, "test-sleep", [pdf], { ms: "400" }, capped.key)).body.id as string);
    const otherId = (await submit(t, "test-sleep", [pdf], { ms: "400" }, other.key)).body.id as string;
    for (const id of ids) assert.equal((await waitForJob(t, id, { key: capped.key })).status, "Completed");
    assert.equal((await waitForJob(t, otherId, { key: other.key })).status, "Completed");
    // A job is claimed before it is marked Processing and released after it is marked finished,
    // so with the cap of one the capped account's run times cannot overlap.
    const runs = (await Promise.all(ids.map((id) => t.app.services.jobStore.getJob(id)))).map((job) => [job!.startedAt!.getTime(), job!.completedAt!.getTime()] as const);
    runs.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < runs.length; i++) assert.ok(runs[i]![0] >= runs[i - 1]![1], `job ${i + 1} started before job ${i} ended: ${JSON.stringify(runs)}`);
    const otherJob = await t.app.services.jobStore.getJob(otherId);
    assert.ok(otherJob!.startedAt!.getTime() < runs.at(-1)![0], "the other account's job ran on the second worker meanwhile");
  });

  // Last: its flood is still queued when it ends.
  it("runs another account's small job within a few job-lengths of a flood, not after it", async (context) => {
    const flooder = await accountOn(t, "Pair");
    const other = await accountOn(t, "Pair");
    const flood = [];
    for (let i = 0; i < FLOOD; i++) {
      const { response, body } = await submit(t, "test-sleep", [pdf], { ms: String(JOB_MS) }, flooder.key);
      assert.equal(response.status, 202, JSON.stringify(body));
      flood.push(body.id as string);
    }
    // The flood holds both workers by now.
    await waitForProcessing(t, flood, 2);
    const submitted = Date.now();
    const small = await submit(t, "test-sleep", [pdf], { ms: "0" }, other.key);
    assert.equal(small.response.status, 202);
    const done = await waitForJob(t, small.body.id, { key: other.key });
    const waited = Date.now() - submitted;
    assert.equal(done.status, "Completed");
    context.diagnostic(`the other account's job completed ${waited} ms after it was submitted (flood: ${FLOOD} jobs of ${JOB_MS} ms on 2 workers)`);
    // It takes the first worker the flood frees: at most one job-length, plus polling and start-up.
    assert.ok(waited < 3 * JOB_MS, `waited ${waited} ms, more than three job-lengths`);
    // Counted by when jobs started, not by what is still queued when the small job's end is
    // seen: on a busy machine the flood goes on running meanwhile.
    const smallStarted = (await t.app.services.jobStore.getJob(small.body.id))!.startedAt!.getTime();
    // Only jobs started after the small one was queued count: on a busy machine the flood may
    // have gone through several jobs before both workers were seen busy. The small job takes the
    // first worker the flood frees; one more flood job may start in the race with its queueing.
    const floodJobs = await Promise.all(flood.map((id) => t.app.services.jobStore.getJob(id)));
    const startedFirst = floodJobs.filter((job) => job!.startedAt !== null && job!.startedAt.getTime() >= submitted && job!.startedAt.getTime() < smallStarted).length;
    assert.ok(startedFirst <= 2, `${startedFirst} of the flood's ${FLOOD} jobs started after the small job was queued and before it started`);
  });
});

const skipWithoutPostgres = process.env.DOCTOOLS_TEST_DATABASE_URL ? false : "runs in the PostgreSQL run (npm run test:postgres), which sets DOCTOOLS_TEST_DATABASE_URL";

describe("the running cap across two processes on one database", { skip: skipWithoutPostgres }, () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  let second: App;
  before(async () => {
    env = await startWithPlans([{ name: "Pair", operationsPerMonth: 1000, maxRunningJobs: 2 }], { DOCTOOLS_WORKERS: "2", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" }, {
      runJobs: true,
      config: { toolRegistryModule: testRegistryModule },
    });
    t = env.t;
    // Another service on the same schema and storage, with two workers of its own: four in all.
    second = await buildApp(loadConfig(t.env, { toolRegistryModule: testRegistryModule }));
  });
  after(async () => {
    await second.close();
    await env.close();
  });

  it("runs at most two of the account's jobs at once on the four workers of both", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await submit(t, "test-sleep", [pdf], { ms: "500" })).body.id as string);
    for (const id of ids) assert.equal((await waitForJob(t, id)).status, "Completed");
    const jobs = await Promise.all(ids.map((id) => t.app.services.jobStore.getJob(id)));
    // Every moment a job started at, no more than two jobs were between their start and end.
    for (const job of jobs) {
      const at = job!.startedAt!.getTime();
      const running = jobs.filter((other) => other!.startedAt!.getTime() <= at && other!.completedAt!.getTime() > at).length;
      assert.ok(running <= 2, `${running} jobs running at once: ${JSON.stringify(jobs.map((j) => [j!.startedAt, j!.completedAt]))}`);
    }
  });
});

/** Waits until `count` of `ids` are Processing. */
async function waitForProcessing(t: TestApp, ids: readonly string[], count: number, timeoutMs = 15_000): Promise<void> {
  const processing = async () => (await Promise.all(ids.map((id) => t.app.services.jobStore.getJob(id)))).filter((job) => job!.status === "Processing").length;
  await eventually(async () => (await processing()) >= count, { timeoutMs, what: `${count} jobs were Processing` });
}
