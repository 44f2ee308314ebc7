import path from "node:path";
import type { Config } from "./config.ts";
import type { AccountStore } from "./accounts/account-store.ts";
import { SqliteAccountStore } from "./accounts/sqlite-account-store.ts";
import { loadPlans, Plans } from "./accounts/plans.ts";
import { SqliteUsageStore } from "./accounts/sqlite-usage-store.ts";
import type { UsageStore } from "./accounts/usage-store.ts";
import { openSqlite, type SqliteDatabase } from "./db/sqlite.ts";
import type { BatchStore } from "./batches/batch-store.ts";
import { SqliteBatchStore } from "./batches/sqlite-batch-store.ts";
import { JobEvents } from "./jobs/job-events.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { JobStore } from "./jobs/job-store.ts";
import { SqliteJobQueue } from "./jobs/sqlite-job-queue.ts";
import { SqliteJobStore } from "./jobs/sqlite-job-store.ts";
import type { Logger } from "./logger.ts";
import { loadSecretKey, SecretBox } from "./secrets/secret-box.ts";
import type { FileStore } from "./storage/file-store.ts";
import { LocalFileStore } from "./storage/local-file-store.ts";
import type { AnyTool } from "./tools/tool-definition.ts";
import type { UploadStore } from "./uploads/upload-store.ts";
import { SqliteUploadStore } from "./uploads/sqlite-upload-store.ts";
import type { WebhookEndpointStore } from "./webhooks/webhook-endpoint-store.ts";
import { SqliteWebhookEndpointStore } from "./webhooks/sqlite-webhook-endpoint-store.ts";
import { AccountWebhooks } from "./webhooks/account-webhooks.ts";
import { SqliteWebhookEventStore } from "./webhooks/sqlite-webhook-event-store.ts";
import type { WebhookEventStore } from "./webhooks/webhook-event-store.ts";

/** Everything the HTTP layer, the runner and the CLI share, built once from the config. */
export interface Services {
  readonly config: Config;
  readonly log: Logger;
  readonly plans: Plans;
  readonly accounts: AccountStore;
  readonly jobStore: JobStore;
  readonly queue: JobQueue;
  readonly files: FileStore;
  readonly events: JobEvents;
  readonly secrets: SecretBox;
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly webhookEndpoints: WebhookEndpointStore;
  readonly webhookEvents: WebhookEventStore;
  /** Endpoints, events and delivery records of accounts (spec §6); the dashboard's and CLI's way in. */
  readonly webhooks: AccountWebhooks;
  /** Operations, paid tool jobs and storage metering (decisions §5). */
  readonly usage: UsageStore;
  readonly uploads: UploadStore;
  readonly batches: BatchStore;
  close(): Promise<void>;
}

export async function createServices(config: Config, log: Logger): Promise<Services> {
  if (config.databaseUrl !== null) throw new Error("DATABASE_URL (PostgreSQL) is not supported by this build yet; unset it to use the embedded database.");
  const { tools } = (await import(config.toolRegistryModule)) as { tools: readonly AnyTool[] };
  // With a bucket, inputs, uploads and results live in S3; the data folder keeps work folders.
  // The AWS SDK is loaded only then: the embedded default starts without it.
  const s3 = config.s3Bucket === null ? null : (await import("./storage/s3-client.ts")).createS3FileStore({ ...config, s3Bucket: config.s3Bucket });
  await s3?.checkBucket();
  const db: SqliteDatabase = openSqlite(path.join(config.dataDir, "doctools.db"));
  const plans = new Plans(loadPlans(config.plansFile));
  const accounts = new SqliteAccountStore(db);
  const secrets = new SecretBox(loadSecretKey(config.secretKey, config.dataDir));
  const webhookEndpoints = new SqliteWebhookEndpointStore(db);
  const webhookEvents = new SqliteWebhookEventStore(db);
  return {
    config,
    log,
    plans,
    accounts,
    jobStore: new SqliteJobStore(db),
    queue: new SqliteJobQueue(db),
    files: s3 ?? new LocalFileStore(path.join(config.dataDir, "files")),
    events: new JobEvents(),
    secrets,
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    webhookEndpoints,
    webhookEvents,
    webhooks: new AccountWebhooks({ accounts, plans, endpoints: webhookEndpoints, events: webhookEvents, secrets, allowPrivate: config.webhookAllowPrivate }),
    usage: new SqliteUsageStore(db),
    uploads: new SqliteUploadStore(db),
    batches: new SqliteBatchStore(db),
    async close() {
      db.close();
      s3?.destroy();
    },
  };
}
