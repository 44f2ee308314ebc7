import type { SqlClient } from "../db/sql-client.ts";

/** A part-wise upload, used by one tool call at most. Its bytes live in the file store under uploadDataKey. */
export interface UploadRecord {
  readonly id: string;
  readonly accountId: string;
  readonly fileName: string;
  readonly length: number;
  readonly received: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export type NewUpload = Omit<UploadRecord, "received" | "usedAt">;

/** Port: where uploads are recorded (SQLite embedded or PostgreSQL). */
export interface UploadStore {
  /** Given `tx`, the row is written in that transaction (with the checks that admitted it). */
  createUpload(upload: NewUpload, tx?: SqlClient): Promise<UploadRecord>;
  /** The account's uploads neither used nor expired at `now`; read inside `tx` when given. */
  countOpenUploads(accountId: string, now: Date, tx?: SqlClient): Promise<number>;
  getUpload(id: string): Promise<UploadRecord | null>;
  /**
   * Lets `holder` receive the part starting at `offset` until `until`, if the upload is unused,
   * has received exactly `offset` bytes, and no other part is being received (or its holder's
   * lease ran out: it died). Parts of one upload are thus received one at a time across every
   * process. False when refused.
   */
  beginPart(id: string, offset: number, holder: string, until: Date, now: Date): Promise<boolean>;
  /**
   * Extends `holder`'s lease to `until`. "asked" when another request has asked it to let go
   * (askRelease), "lost" when it no longer holds the part.
   */
  renewPart(id: string, holder: string, until: Date): Promise<"held" | "asked" | "lost">;
  /** Asks whoever receives the part at `offset`, in any process, to let go (its next renewPart fails). */
  askRelease(id: string, offset: number, now: Date): Promise<void>;
  /** Ends `holder`'s part: `received` moves to `to` (or stays, when `to` is null, for a part that failed). */
  endPart(id: string, holder: string, to: number | null): Promise<boolean>;
  /**
   * Marks every upload of `ids` used by job `jobId`, all or none, if each is the account's,
   * complete, unused and not expired at `now`. Returns the records taken, or null when any of
   * them is not takeable.
   */
  takeUploads(ids: readonly string[], accountId: string, jobId: string, now: Date): Promise<UploadRecord[] | null>;
  /** Marks the account's uploads of `ids` unused again: the call that took them was refused after all. */
  releaseUploads(ids: readonly string[], accountId: string): Promise<void>;
  /** Uploads past their expiry (used or not), oldest first. */
  listExpiredUploads(now: Date, limit: number): Promise<UploadRecord[]>;
  deleteUpload(id: string): Promise<void>;
  /**
   * Deletes the upload if no tool call has taken it and no part is being received (or its
   * receiver's lease ran out before `now`); false otherwise, the upload left as it was.
   */
  discardUpload(id: string, now: Date): Promise<boolean>;
}

/** Where an upload's bytes are kept until a tool call takes them. */
export function uploadDataKey(uploadId: string): string {
  return `uploads/${uploadId}/data`;
}

export function uploadPrefix(uploadId: string): string {
  return `uploads/${uploadId}/`;
}

/** The longest allowed part: 50 MiB. */
export const PART_BYTES = 50 * 1024 * 1024;
