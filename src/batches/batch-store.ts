import { UUID } from "../common/uuid.ts";
import type { SqlClient } from "../db/sql-client.ts";

/** A batch: jobs grouped for one ZIP download, taking files until `closesAt`. */
export interface BatchRecord {
  readonly id: string;
  readonly accountId: string;
  readonly maxFiles: number;
  readonly createdAt: Date;
  readonly closesAt: Date;
}

/** Why a job could not join a batch. */
export type AddToBatchOutcome = "added" | "closed" | "full" | "missing";

/**
 * Port: where batches and their membership live. `addJob` takes a slot atomically: two calls
 * racing for the last slot can never both win.
 */
export interface BatchStore {
  /** Given `tx`, the row is written in that transaction. */
  createBatch(batch: BatchRecord, tx?: SqlClient): Promise<BatchRecord>;
  getBatch(id: string): Promise<BatchRecord | null>;
  /** Reserves the next slot of an open batch for `jobId`. */
  addJob(batchId: string, jobId: string, now: Date): Promise<AddToBatchOutcome>;
  /** Gives a slot back (the job could not be recorded after all). */
  removeJob(batchId: string, jobId: string): Promise<void>;
  /** Closes an open batch now (no job joins it after); the batch as it then is, or null if it does not exist. */
  close(batchId: string, now: Date): Promise<BatchRecord | null>;
  /** The batch's job ids in the order they were added. */
  listJobIds(batchId: string): Promise<string[]>;
}


/** The account's batch with this id, or null: another account's batch is treated as one that does not exist. */
export async function findOwnBatch(batches: BatchStore, accountId: string, id: string): Promise<BatchRecord | null> {
  const batch = UUID.test(id) ? await batches.getBatch(id.toLowerCase()) : null;
  return batch && batch.accountId === accountId ? batch : null;
}
