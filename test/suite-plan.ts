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
  // Jobs cancelled in a worker process, a stop grace of three seconds, workers started again.
  "test/jobs/cancel-across-processes.test.ts",
  "test/jobs/cancel.test.ts",
  // Results that expire, leases that run out, restarts, grace periods.
  "test/jobs/job-lifecycle.test.ts",
  // An upload part's 30 s lease after a kill, webhook retries due at the restart.
  "test/scale/kill-nine.test.ts",
  // Retry delays, a receiver that never answers, retries due across a restart.
  "test/webhooks/webhook-delivery.test.ts",
  "test/webhooks/webhook-durability.test.ts",
  // Results and uploads on S3 that expire after a second.
  "test/storage/s3-service.test.ts",
  // A refusing time-stamping authority: the job's retries wait out their delays.
  "test/signatures/timestamp.test.ts",
  // pg-boss's expiry of claimed jobs and deliveries (the PostgreSQL run).
  "test/contracts/postgres-adapters.test.ts",
  // npm packing the client and installing it in a fresh folder, tsc and Node in child processes.
  "test/client/package-install.test.ts",
  // The README's examples: npm installs, curl and the command line in child processes.
  "test/readme/readme-examples.test.ts",
  // Sleeping jobs held in place to be cancelled; the command line in child processes and a pseudo-terminal.
  "test/client/client-pipelines-cancel.test.ts",
  "test/cli/pipeline-cancel.test.ts",
];

/**
 * Test files that open no database, no file store and no queue: engines, rules and parsers tested
 * on their own. They run the same whatever stores the service is configured with, so the
 * PostgreSQL + S3 run (`npm run test:postgres`) leaves them to `npm test` rather than run them
 * twice. test/run-suite.ts refuses a file listed here that starts the service or a `doctools`
 * process, so the list cannot hide a test of the stores.
 */
export const storeFreeFiles: readonly string[] = [
  "test/accounts/passwords.test.ts",
  "test/ai-model/chat-model.test.ts",
  "test/browser/hostile-pages.test.ts",
  "test/browser/network-guard.test.ts",
  "test/browser/print-pages.test.ts",
  "test/client/client-types.test.ts",
  "test/common/cpu-stall.test.ts",
  "test/common/engine-slot.test.ts",
  "test/common/public-address.test.ts",
  "test/common/url-transfers.test.ts",
  "test/config/config.test.ts",
  "test/contracts/embedded-adapters.test.ts",
  "test/db/sqlite-open.test.ts",
  "test/document-text/document-text.test.ts",
  "test/document-text/reply-format.test.ts",
  "test/extraction/arbitrate.test.ts",
  "test/extraction/bank-statement.test.ts",
  "test/extraction/content-roles.test.ts",
  "test/extraction/corpus-accuracy.test.ts",
  "test/extraction/einvoice-page-accuracy.test.ts",
  "test/extraction/eval-set-accuracy.test.ts",
  "test/extraction/german-statement.test.ts",
  "test/extraction/json-writer.test.ts",
  "test/extraction/statement-holdout-accuracy.test.ts",
  "test/extraction/tax-ids.test.ts",
  "test/extraction/totals-choice.test.ts",
  "test/extraction/values.test.ts",
  "test/forms/form-helpers.test.ts",
  "test/images/bmp-codec.test.ts",
  "test/images/open-image.test.ts",
  "test/intake/intake.test.ts",
  "test/ocr/arabic-order.test.ts",
  "test/ocr/hocr-lines.test.ts",
  "test/ocr/offline.test.ts",
  "test/ocr/vertical-japanese.test.ts",
  "test/office/file-type.test.ts",
  "test/office/office-corpus.test.ts",
  "test/office/office-engine.test.ts",
  "test/openapi/openapi-lint.test.ts",
  "test/openapi/registry-invariants.test.ts",
  "test/pdf/colour-profiles.test.ts",
  "test/pdf/compare-accuracy.test.ts",
  "test/pdf/content-balance.test.ts",
  "test/pdf/document-diff.test.ts",
  "test/pdf/page-selection.test.ts",
  "test/pdf/page-words.test.ts",
  "test/pdf/sensitive-patterns.test.ts",
  "test/signatures/tsa-config.test.ts",
  "test/storage/s3-config.test.ts",
  "test/translation/typeset-translation.test.ts",
  "test/workers/zip-writer.test.ts",
];

/**
 * Files that each start LibreOffice in WebAssembly and convert many documents with it. Its start
 * compiles a large WebAssembly module on every core it can take; two of them at once, beside the
 * rest of the suite, took conversions past two minutes on a 2-core machine. test/run-suite.ts
 * runs the files of one group one after the other.
 */
export const oneAtATime: readonly (readonly string[])[] = [["test/office/office-engine.test.ts", "test/office/office-corpus.test.ts", "test/tools/office-to-pdf.test.ts"]];
