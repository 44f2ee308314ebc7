import type { PostgresClient } from "./postgres-client.ts";

/**
 * Schema on PostgreSQL, one entry per version; never edit a released entry. The tables and
 * columns are those of the embedded schema (sqlite-migrations.ts), so one set of statements
 * serves both; the job queue and webhook retries live in pg-boss's own schema instead of
 * queue_entries.
 */
export const postgresMigrations: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    plan TEXT NOT NULL,
    password_hash TEXT,
    credits INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX accounts_email ON accounts (lower(email));
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    name TEXT NOT NULL,
    prefix TEXT NOT NULL,
    key_hash BYTEA NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at TEXT
  );
  CREATE INDEX api_keys_prefix ON api_keys(prefix);
  CREATE TABLE jobs (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    operation TEXT NOT NULL,
    status TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    started_at TEXT,
    completed_at TEXT,
    result_expires_at TEXT,
    file_name TEXT NOT NULL,
    result_bytes BIGINT,
    result_key TEXT,
    result_content_type TEXT NOT NULL,
    result_deleted_at TEXT,
    batch_id TEXT,
    page_count INTEGER,
    inputs TEXT NOT NULL,
    fields TEXT NOT NULL,
    sealed_secrets TEXT
  );
  CREATE INDEX jobs_account ON jobs(account_id, created_at);
  CREATE INDEX jobs_unfinished ON jobs(status) WHERE status IN ('Queued', 'Processing');
  CREATE INDEX jobs_result_expiry ON jobs(result_expires_at) WHERE result_key IS NOT NULL AND result_deleted_at IS NULL;
  CREATE TABLE webhook_endpoints (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    url TEXT NOT NULL,
    secret_sealed TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX webhook_endpoints_account ON webhook_endpoints(account_id, created_at);
  CREATE TABLE batches (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    max_files INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    closes_at TEXT NOT NULL
  );
  CREATE TABLE batch_jobs (
    batch_id TEXT NOT NULL REFERENCES batches(id),
    position INTEGER NOT NULL,
    job_id TEXT NOT NULL,
    PRIMARY KEY (batch_id, position)
  );
  CREATE TABLE usage (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    month TEXT NOT NULL,
    operations INTEGER NOT NULL DEFAULT 0,
    paid_tool_jobs INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, month)
  );
  CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    file_name TEXT NOT NULL,
    length BIGINT NOT NULL,
    received BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    receiving_by TEXT,
    receiving_until BIGINT
  );
  CREATE INDEX uploads_expiry ON uploads(expires_at);
  CREATE TABLE webhook_events (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    type TEXT NOT NULL,
    created_at TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE webhook_deliveries (
    id TEXT PRIMARY KEY,
    event_id TEXT NOT NULL REFERENCES webhook_events(id),
    endpoint_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL,
    next_attempt_at BIGINT,
    locked_by TEXT,
    locked_until BIGINT
  );
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE state = 'pending';
  CREATE TABLE webhook_attempts (
    id TEXT PRIMARY KEY,
    delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id),
    account_id TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    endpoint_id TEXT NOT NULL,
    endpoint_url TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    attempted_at TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    status_code INTEGER,
    error TEXT,
    outcome TEXT NOT NULL,
    next_attempt_at TEXT
  );
  CREATE INDEX webhook_attempts_account ON webhook_attempts(account_id, attempted_at);
  CREATE TABLE rate_windows (
    account_id TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    count INTEGER NOT NULL
  );
  CREATE TABLE dashboard_sessions (
    token_hash BYTEA PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions(expires_at);
  CREATE TABLE ask_questions (
    job_id TEXT PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
    asked INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // A new request for the part being received asks its receiver to let go.
  `
  ALTER TABLE uploads ADD COLUMN release_asked_at BIGINT;
  `,
  // Dashboard sign-in throttle: one token bucket per key, or a known address's expiry;
  // a row whose time has passed means the same as no row (src/dashboard/throttle-buckets.ts).
  `
  CREATE TABLE sign_in_throttle (
    bucket TEXT PRIMARY KEY,
    until_ms BIGINT NOT NULL
  );
  CREATE INDEX sign_in_throttle_until ON sign_in_throttle(until_ms);
  `,
  // Storage counting: an upload taken by a tool call names the job, so its declared
  // length counts until that job's own inputs do. The queue's account and cap live in pg-boss.
  `
  ALTER TABLE uploads ADD COLUMN used_by TEXT;
  CREATE INDEX uploads_account ON uploads(account_id, expires_at);
  CREATE INDEX jobs_account_unfinished ON jobs(account_id, status) WHERE status IN ('Queued', 'Processing');
  `,
  // Progress of a job while it runs: pages or items done of their total, cleared when it ends.
  `
  ALTER TABLE jobs ADD COLUMN progress_done INTEGER;
  ALTER TABLE jobs ADD COLUMN progress_total INTEGER;
  `,
  // Idempotency keys: the first answer to each key of an account, kept a day. While
  // the first request is being processed the row names it (holder, held_until) and has no answer.
  `
  CREATE TABLE idempotency_keys (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    idempotency_key TEXT NOT NULL,
    request TEXT NOT NULL,
    fingerprint TEXT,
    holder TEXT,
    held_until BIGINT,
    status INTEGER,
    location TEXT,
    body TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    PRIMARY KEY (account_id, idempotency_key)
  );
  CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
  `,
  // Results put to the user's storage (exportUrl): where (without the signature), how it went,
  // and while it is being retried, the URL itself, sealed with the service key.
  `
  ALTER TABLE jobs ADD COLUMN export_target TEXT;
  ALTER TABLE jobs ADD COLUMN export_url TEXT;
  ALTER TABLE jobs ADD COLUMN export_status TEXT;
  ALTER TABLE jobs ADD COLUMN export_attempts INTEGER;
  ALTER TABLE jobs ADD COLUMN export_error TEXT;
  ALTER TABLE jobs ADD COLUMN export_next_at TEXT;
  ALTER TABLE jobs ADD COLUMN export_done_at TEXT;
  CREATE INDEX jobs_export_due ON jobs(export_next_at) WHERE export_status = 'Retrying';
  `,
  // An account's own S3-compatible bucket for results (export=account): the secret key sealed
  // with the service key, never shown again.
  `
  CREATE TABLE export_buckets (
    account_id TEXT PRIMARY KEY REFERENCES accounts(id),
    endpoint TEXT NOT NULL,
    region TEXT NOT NULL,
    bucket TEXT NOT NULL,
    prefix TEXT NOT NULL,
    access_key_id TEXT NOT NULL,
    sealed_secret TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // What a tool told about its result (pages redacted as pictures), shown as the job's notes.
  `
  ALTER TABLE jobs ADD COLUMN notes TEXT;
  `,
];

/**
 * Brings the schema up to date. Safe when several processes start at once: the first takes a
 * transaction-scoped advisory lock and migrates, the others wait for it and then find nothing to do.
 */
export async function migratePostgres(client: PostgresClient): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.run("SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.doctools_migrations'))");
    await tx.run("CREATE TABLE IF NOT EXISTS doctools_schema (version INTEGER NOT NULL)");
    const row = await tx.one<{ version: number }>("SELECT max(version) AS version FROM doctools_schema");
    for (let version = row?.version ?? 0; version < postgresMigrations.length; version++) {
      await tx.run(postgresMigrations[version]!);
      await tx.run("INSERT INTO doctools_schema (version) VALUES (?)", [version + 1]);
    }
  });
}
