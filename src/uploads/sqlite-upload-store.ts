import { inTransaction, type SqliteDatabase } from "../db/sqlite.ts";
import type { NewUpload, UploadRecord, UploadStore } from "./upload-store.ts";

interface UploadRow {
  id: string;
  account_id: string;
  file_name: string;
  length: number;
  received: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

function toRecord(row: UploadRow): UploadRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    fileName: row.file_name,
    length: Number(row.length),
    received: Number(row.received),
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

export class SqliteUploadStore implements UploadStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async createUpload(upload: NewUpload): Promise<UploadRecord> {
    this.db
      .prepare("INSERT INTO uploads (id, account_id, file_name, length, received, created_at, expires_at) VALUES (?, ?, ?, ?, 0, ?, ?)")
      .run(upload.id, upload.accountId, upload.fileName, upload.length, upload.createdAt.toISOString(), upload.expiresAt.toISOString());
    return { ...upload, received: 0, usedAt: null };
  }

  async getUpload(id: string): Promise<UploadRecord | null> {
    const row = this.db.prepare("SELECT * FROM uploads WHERE id = ?").get(id) as UploadRow | undefined;
    return row ? toRecord(row) : null;
  }

  async advanceUpload(id: string, from: number, to: number): Promise<boolean> {
    const result = this.db.prepare("UPDATE uploads SET received = ? WHERE id = ? AND received = ? AND used_at IS NULL").run(to, id, from);
    return Number(result.changes) === 1;
  }

  async takeUploads(ids: readonly string[], accountId: string, now: Date): Promise<UploadRecord[] | null> {
    try {
      return inTransaction(this.db, () => {
      const taken: UploadRecord[] = [];
      const take = this.db.prepare(
        "UPDATE uploads SET used_at = ? WHERE id = ? AND account_id = ? AND used_at IS NULL AND received = length AND expires_at > ? RETURNING *",
      );
      for (const id of ids) {
        const row = take.get(now.toISOString(), id, accountId, now.toISOString()) as UploadRow | undefined;
        if (!row) throw new NotTakeable();
        taken.push(toRecord(row));
      }
      return taken;
      });
    } catch (error) {
      if (error instanceof NotTakeable) return null;
      throw error;
    }
  }

  async listExpiredUploads(now: Date, limit: number): Promise<UploadRecord[]> {
    const rows = this.db.prepare("SELECT * FROM uploads WHERE expires_at <= ? ORDER BY expires_at LIMIT ?").all(now.toISOString(), limit) as unknown as UploadRow[];
    return rows.map(toRecord);
  }

  async deleteUpload(id: string): Promise<void> {
    this.db.prepare("DELETE FROM uploads WHERE id = ?").run(id);
  }
}

class NotTakeable extends Error {}
