/**
 * Test files that spend most of their time waiting rather than computing: on timers and
 * time limits the service is configured with, on leases running out, on sockets held open,
 * on other processes. test/run-suite.ts runs them beside the computing files instead of in a
 * core's place. A file not listed here is taken to compute.
 */
export const waitingFiles: readonly string[] = [
  // Time limits of 1–4 s on clients that send or read slowly, or not at all.
  "test/http/slow-clients.test.ts",
  // Connections held open past a cap, an upload's time to live, a rate window, a batch's window.
  "test/http/trusted-proxy.test.ts",
  "test/http/account-caps.test.ts",
  "test/http/metering.test.ts",
  "test/http/batches.test.ts",
  // Outcomes that must stay as they are for a moment; a batch that closes.
  "test/http/tool-call-intake.test.ts",
  // Stalled parts, a receiver in another process that lets go at its next renewal, expiry.
  "test/http/uploads.test.ts",
  // Jobs that sleep, long polls on them, a shutdown's grace period.
  "test/jobs/job-waits.test.ts",
  "test/jobs/fair-scheduling.test.ts",
  "test/scale/wait-across-processes.test.ts",
  // Results that expire, leases that run out, restarts, grace periods.
  "test/jobs/job-lifecycle.test.ts",
  // An upload part's 30 s lease after a kill, webhook retries due at the restart.
  "test/scale/kill-nine.test.ts",
  // Retry delays, a receiver that never answers, retries due across a restart.
  "test/webhooks/webhook-delivery.test.ts",
  "test/webhooks/webhook-durability.test.ts",
  // Results and uploads on S3 that expire after a second.
  "test/storage/s3-service.test.ts",
  // pg-boss's expiry of claimed jobs and deliveries (the PostgreSQL run).
  "test/contracts/postgres-adapters.test.ts",
];
