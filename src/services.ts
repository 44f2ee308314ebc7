import path from "node:path";
import { aiSettingsFrom } from "./ai-model/ai-settings.ts";
import { createChatModel, type ChatModel } from "./ai-model/chat-model.ts";
import type { QuestionStore } from "./questions/question-store.ts";
import { SqlQuestionStore } from "./questions/sql-question-store.ts";
import type { Config } from "./config.ts";
import type { AccountStore } from "./accounts/account-store.ts";
import { SqlAccountStore } from "./accounts/sql-account-store.ts";
import { loadPlans, Plans } from "./accounts/plans.ts";
import { SqlUsageStore } from "./accounts/sql-usage-store.ts";
import { SqlExportBucketStore } from "./accounts/export-bucket-store.ts";
import type { UsageStore } from "./accounts/usage-store.ts";
import type { SqlClient } from "./db/sql-client.ts";
import type { BatchStore } from "./batches/batch-store.ts";
import { SqlBatchStore } from "./batches/sql-batch-store.ts";
import type { SessionStore } from "./accounts/session-store.ts";
import { SqlSessionStore } from "./accounts/sql-session-store.ts";
import { JobEvents } from "./jobs/job-events.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { JobStore } from "./jobs/job-store.ts";
import { JobWaits } from "./jobs/job-waits.ts";
import { openDatabase } from "./open-database.ts";
import { SqlJobStore } from "./jobs/sql-job-store.ts";
import type { Logger } from "./logger.ts";
import { Metrics } from "./metrics/metrics.ts";
import { loadSecretKey, SecretBox } from "./secrets/secret-box.ts";
import type { FileStore } from "./storage/file-store.ts";
import { LocalFileStore } from "./storage/local-file-store.ts";
import { makeDataFolderPrivate } from "./storage/private-data-folder.ts";
import type { AnyTool } from "./tools/tool-definition.ts";
import type { IdempotencyStore } from "./idempotency/idempotency-store.ts";
import { SqlIdempotencyStore } from "./idempotency/sql-idempotency-store.ts";
import type { UploadStore } from "./uploads/upload-store.ts";
import { SqlUploadStore } from "./uploads/sql-upload-store.ts";
import type { WebhookEndpointStore } from "./webhooks/webhook-endpoint-store.ts";
import { SqlWebhookEndpointStore } from "./webhooks/sql-webhook-endpoint-store.ts";
import { AccountWebhooks } from "./webhooks/account-webhooks.ts";
import type { WebhookEventStore } from "./webhooks/webhook-event-store.ts";

/** A job whose worker died is retried at most twice: three attempts in all. */
export const MAX_JOB_ATTEMPTS = 3;

/** Everything the HTTP layer, the runner and the CLI share, built once from the config. */
export interface Services {
  readonly config: Config;
  /** The database every store uses: the embedded SQLite or PostgreSQL. */
  readonly sql: SqlClient;
  readonly log: Logger;
  /** This process's Prometheus metrics (GET /metrics). */
  readonly metrics: Metrics;
  readonly plans: Plans;
  readonly accounts: AccountStore;
  readonly jobStore: JobStore;
  readonly queue: JobQueue;
  readonly files: FileStore;
  readonly events: JobEvents;
  /** Requests waiting for jobs to end (`?wait=`), told by whichever process ends them. */
  readonly jobWaits: JobWaits;
  readonly secrets: SecretBox;
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly webhookEndpoints: WebhookEndpointStore;
  readonly webhookEvents: WebhookEventStore;
  /** Endpoints, events and delivery records of accounts; the dashboard's and CLI's way in. */
  readonly webhooks: AccountWebhooks;
  /** Operations, paid tool jobs and storage metering. */
  readonly usage: UsageStore;
  /** Accounts' own buckets for results (export=account). */
  readonly exportBuckets: SqlExportBucketStore;
  readonly uploads: UploadStore;
  readonly batches: BatchStore;
  /** The first answer to each idempotency key of an account, for a day. */
  readonly idempotencyKeys: IdempotencyStore;
  readonly dashboardSessions: SessionStore;
  /** Questions asked of each ask-pdf job, at most 30. */
  readonly questions: QuestionStore;
  /** The operator's AI model for questions answered in this process; null: the local engine. */
  readonly chat: ChatModel | null;
  close(): Promise<void>;
}

/**
 * `withTools: false` leaves the tools out (an empty map): operator commands never run or route a
 * tool, and loading them (MuPDF, sharp, fonts) is most of a command's start-up time.
 */
export async function createServices(config: Config, log: Logger, options: { withTools?: boolean } = {}): Promise<Services> {
  makeDataFolderPrivate(config.dataDir);
  const { tools } = options.withTools === false ? { tools: [] } : ((await import(config.toolRegistryModule)) as { tools: readonly AnyTool[] });
  // With a bucket, inputs, uploads and results live in S3; the data folder keeps work folders.
  // The AWS SDK is loaded only then: the embedded default starts without it.
  const s3 = config.s3Bucket === null ? null : (await import("./storage/s3-client.ts")).createS3FileStore({ ...config, s3Bucket: config.s3Bucket });
  await s3?.checkBucket();
  const plans = new Plans(loadPlans(config.plansFile));
  const database = await openDatabase(config, log, MAX_JOB_ATTEMPTS, plans.largestRunningCap());
  const sql = database.sql;
  const accounts = new SqlAccountStore(sql);
  const secrets = new SecretBox(loadSecretKey(config.secretKey, config.dataDir));
  const webhookEndpoints = new SqlWebhookEndpointStore(sql);
  const webhookEvents = database.webhookEvents;
  const jobWaits = new JobWaits(sql, log, config.waitRecheckMs);
  return {
    config,
    sql,
    log,
    metrics: new Metrics(),
    plans,
    accounts,
    jobStore: new SqlJobStore(sql),
    queue: database.queue,
    files: s3 ?? new LocalFileStore(path.join(config.dataDir, "files")),
    events: new JobEvents(),
    jobWaits,
    secrets,
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    webhookEndpoints,
    webhookEvents,
    webhooks: new AccountWebhooks({ accounts, plans, endpoints: webhookEndpoints, events: webhookEvents, secrets, allowPrivate: config.webhookAllowPrivate }),
    usage: new SqlUsageStore(sql),
    exportBuckets: new SqlExportBucketStore(sql),
    uploads: new SqlUploadStore(sql),
    batches: new SqlBatchStore(sql),
    idempotencyKeys: new SqlIdempotencyStore(sql),
    dashboardSessions: new SqlSessionStore(sql),
    questions: new SqlQuestionStore(sql),
    chat: createChatModel(aiSettingsFrom(config)),
    async close() {
      jobWaits.stop();
      await database.close();
      s3?.destroy();
    },
  };
}
