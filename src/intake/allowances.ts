import type { SqlClient } from "../db/sql-client.ts";
import { AppError } from "../errors/app-error.ts";
import type { Caller } from "../accounts/caller.ts";
import { formatBytes } from "../common/byte-sizes.ts";
import type { JobStore } from "../jobs/job-store.ts";
import type { NewUpload, UploadRecord, UploadStore } from "../uploads/upload-store.ts";
import type { UsageStore } from "../accounts/usage-store.ts";

/**
 * What an account may hold at once: its stored data within the
 * storage allowance, at most `maxQueuedJobs` jobs waiting to start, at most `maxOpenUploads`
 * open uploads. A tool call is checked early (before its body is read) and again, exactly, in
 * the transaction that records its job; an upload in the transaction that records it. Those
 * exact checks hold the account's lock (UsageStore.lockAccount), so two concurrent calls of one
 * account, in any process, never both take the last place.
 */

/** The stores the checks read, all on the service's one database. */
export interface AllowanceStores {
  readonly sql: SqlClient;
  readonly usage: UsageStore;
  readonly jobStore: JobStore;
  readonly uploads: UploadStore;
}

/** How long a call refused for too many waiting jobs is told to wait: about as long as a few jobs take to start. */
export const QUEUED_RETRY_AFTER_SECONDS = 10;

/** Refuses (409) `incomingBytes` more that would take the account's stored data past its allowance. */
export async function checkStorageAllowance(services: AllowanceStores, caller: Caller, incomingBytes: number, tx?: SqlClient): Promise<void> {
  const allowance = caller.plan.limits.storageBytes;
  const used = await services.usage.storageUsedBytes(caller.account.id, new Date(), tx);
  if (used + incomingBytes > allowance) {
    throw new AppError(
      "quota-exceeded",
      `The files would take the account's stored data past its ${formatBytes(allowance)} storage allowance (${formatBytes(used)} in use, open uploads included); delete stored results or unused uploads, or wait for them to expire.`,
    );
  }
}

/** Refuses (429) a job past the plan's jobs waiting to start. */
export async function checkQueuedJobs(services: AllowanceStores, caller: Caller, tx?: SqlClient): Promise<void> {
  const { maxQueuedJobs, maxRunningJobs } = caller.plan.limits;
  if ((await services.jobStore.countQueuedJobs(caller.account.id, tx)) < maxQueuedJobs) return;
  throw new AppError(
    "too-many-queued-jobs",
    `The account already has ${maxQueuedJobs} jobs waiting to start, the most the ${caller.plan.name} plan allows (its jobs run ${maxRunningJobs} at a time); retry in ${QUEUED_RETRY_AFTER_SECONDS} s, once some have started.`,
    { headers: { "retry-after": String(QUEUED_RETRY_AFTER_SECONDS) } },
  );
}

/**
 * The exact checks of a tool call, inside the transaction that records its job: the jobs waiting
 * and the storage, with `fileBytes` (the call's own files; the uploads it took are counted already,
 * at their declared length, until its job is recorded).
 */
export async function admitJob(services: AllowanceStores, tx: SqlClient, caller: Caller, fileBytes: number): Promise<void> {
  await services.usage.lockAccount(tx, caller.account.id);
  await checkQueuedJobs(services, caller, tx);
  await checkStorageAllowance(services, caller, fileBytes, tx);
}

/**
 * Records a new upload, which counts against the storage allowance at its declared length from
 * now on; refused (409) past the plan's open uploads or the storage allowance, nothing recorded.
 * `record` writes what else goes with it, in its transaction (the answer kept for an idempotency key).
 */
export async function openUpload(
  services: AllowanceStores,
  caller: Caller,
  upload: NewUpload,
  record?: (tx: SqlClient, upload: UploadRecord) => Promise<void>,
): Promise<UploadRecord> {
  return services.sql.transaction(async (tx) => {
    await services.usage.lockAccount(tx, caller.account.id);
    const { maxOpenUploads } = caller.plan.limits;
    if ((await services.uploads.countOpenUploads(caller.account.id, upload.createdAt, tx)) >= maxOpenUploads) {
      throw new AppError(
        "too-many-open-uploads",
        `The account already holds ${maxOpenUploads} open uploads, the most the ${caller.plan.name} plan allows; name finished ones in a tool call, delete unused ones (DELETE /v1/uploads/{id}), or wait for them to expire.`,
      );
    }
    await checkStorageAllowance(services, caller, upload.length, tx);
    const created = await services.uploads.createUpload(upload, tx);
    await record?.(tx, created);
    return created;
  });
}
