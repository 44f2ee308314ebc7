/** A part-wise upload (spec §2.3, decisions §7). Its bytes live in the file store under uploadDataKey. */
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

/** Port: where uploads are recorded (SQLite embedded, later PostgreSQL). */
export interface UploadStore {
  createUpload(upload: NewUpload): Promise<UploadRecord>;
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
   * Marks every upload of `ids` used, all or none, if each is the account's, complete, unused
   * and not expired at `now`. Returns the records taken, or null when any of them is not takeable.
   */
  takeUploads(ids: readonly string[], accountId: string, now: Date): Promise<UploadRecord[] | null>;
  /** Marks the account's uploads of `ids` unused again: the call that took them was refused after all. */
  releaseUploads(ids: readonly string[], accountId: string): Promise<void>;
  /** Uploads past their expiry (used or not), oldest first. */
  listExpiredUploads(now: Date, limit: number): Promise<UploadRecord[]>;
  deleteUpload(id: string): Promise<void>;
}

/** Where an upload's bytes are kept until a tool call takes them. */
export function uploadDataKey(uploadId: string): string {
  return `uploads/${uploadId}/data`;
}

export function uploadPrefix(uploadId: string): string {
  return `uploads/${uploadId}/`;
}

/** Spec §8: the longest allowed part. */
export const PART_BYTES = 50 * 1024 * 1024;
