import path from "node:path";
import { aiSettingsFrom } from "./ai/ai-settings.ts";
import { createChatModel, type ChatModel } from "./ai/chat-model.ts";
import type { QuestionStore } from "./ai/question-store.ts";
import { SqliteQuestionStore } from "./ai/sqlite-question-store.ts";
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
  /** Operations, paid tool jobs and storage metering (decisions §5). */
  readonly usage: UsageStore;
  readonly uploads: UploadStore;
  readonly batches: BatchStore;
  /** Questions asked of each ask-pdf job (spec §8). */
  readonly questions: QuestionStore;
  /** The operator's AI model for questions answered in this process; null: the local engine. */
  readonly chat: ChatModel | null;
  close(): Promise<void>;
}

export async function createServices(config: Config, log: Logger): Promise<Services> {
  if (config.databaseUrl !== null) throw new Error("DATABASE_URL (PostgreSQL) is not supported by this build yet; unset it to use the embedded database.");
  if (config.s3Bucket !== null) throw new Error("DOCTOOLS_S3_BUCKET is not supported by this build yet; unset it to keep files on local disk.");
  const { tools } = (await import(config.toolRegistryModule)) as { tools: readonly AnyTool[] };
  const db: SqliteDatabase = openSqlite(path.join(config.dataDir, "doctools.db"));
  return {
    config,
    log,
    plans: new Plans(loadPlans(config.plansFile)),
    accounts: new SqliteAccountStore(db),
    jobStore: new SqliteJobStore(db),
    queue: new SqliteJobQueue(db),
    files: new LocalFileStore(path.join(config.dataDir, "files")),
    events: new JobEvents(),
    secrets: new SecretBox(loadSecretKey(config.secretKey, config.dataDir)),
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    webhookEndpoints: new SqliteWebhookEndpointStore(db),
    usage: new SqliteUsageStore(db),
    uploads: new SqliteUploadStore(db),
    batches: new SqliteBatchStore(db),
    questions: new SqliteQuestionStore(db),
    chat: createChatModel(aiSettingsFrom(config)),
    async close() {
      db.close();
    },
  };
}
