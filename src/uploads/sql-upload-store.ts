import type { SqlClient } from "../db/sql-client.ts";
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

export class SqlUploadStore implements UploadStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async createUpload(upload: NewUpload, tx?: SqlClient): Promise<UploadRecord> {
    await (tx ?? this.sql).run("INSERT INTO uploads (id, account_id, file_name, length, received, created_at, expires_at) VALUES (?, ?, ?, ?, 0, ?, ?)", [
      upload.id,
      upload.accountId,
      upload.fileName,
      upload.length,
      upload.createdAt.toISOString(),
      upload.expiresAt.toISOString(),
    ]);
    return { ...upload, received: 0, usedAt: null };
  }

  async countOpenUploads(accountId: string, now: Date, tx?: SqlClient): Promise<number> {
    const row = await (tx ?? this.sql).one<{ n: number }>("SELECT count(*) AS n FROM uploads WHERE account_id = ? AND used_at IS NULL AND expires_at > ?", [
      accountId,
      now.toISOString(),
    ]);
    return Number(row!.n);
  }

  async getUpload(id: string): Promise<UploadRecord | null> {
    const row = await this.sql.one<UploadRow>("SELECT * FROM uploads WHERE id = ?", [id]);
    return row ? toRecord(row) : null;
  }

  async beginPart(id: string, offset: number, holder: string, until: Date, now: Date): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE uploads SET receiving_by = ?, receiving_until = ?, release_asked_at = NULL
       WHERE id = ? AND received = ? AND used_at IS NULL AND (receiving_by IS NULL OR receiving_until < ?)`,
      [holder, until.getTime(), id, offset, now.getTime()],
    );
    return changed === 1;
  }

  async renewPart(id: string, holder: string, until: Date): Promise<"held" | "asked" | "lost"> {
    const row = await this.sql.one<{ release_asked_at: number | null }>(
      "UPDATE uploads SET receiving_until = ? WHERE id = ? AND receiving_by = ? AND used_at IS NULL RETURNING release_asked_at",
      [until.getTime(), id, holder],
    );
    if (!row) return "lost";
    return row.release_asked_at === null ? "held" : "asked";
  }

  async askRelease(id: string, offset: number, now: Date): Promise<void> {
    await this.sql.run("UPDATE uploads SET release_asked_at = ? WHERE id = ? AND received = ? AND receiving_by IS NOT NULL AND used_at IS NULL", [
      now.getTime(),
      id,
      offset,
    ]);
  }

  async endPart(id: string, holder: string, to: number | null): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE uploads SET received = COALESCE(CAST(? AS BIGINT), received), receiving_by = NULL, receiving_until = NULL, release_asked_at = NULL
       WHERE id = ? AND receiving_by = ? AND used_at IS NULL`,
      [to, id, holder],
    );
    return changed === 1;
  }

  async takeUploads(ids: readonly string[], accountId: string, jobId: string, now: Date): Promise<UploadRecord[] | null> {
    try {
      return await this.sql.transaction(async (tx) => {
        const taken: UploadRecord[] = [];
        for (const id of ids) {
          const row = await tx.one<UploadRow>(
            "UPDATE uploads SET used_at = ?, used_by = ? WHERE id = ? AND account_id = ? AND used_at IS NULL AND received = length AND expires_at > ? RETURNING *",
            [now.toISOString(), jobId, id, accountId, now.toISOString()],
          );
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

  async releaseUploads(ids: readonly string[], accountId: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const id of ids) await tx.run("UPDATE uploads SET used_at = NULL, used_by = NULL WHERE id = ? AND account_id = ?", [id, accountId]);
    });
  }

  async listExpiredUploads(now: Date, limit: number): Promise<UploadRecord[]> {
    const rows = await this.sql.all<UploadRow>("SELECT * FROM uploads WHERE expires_at <= ? ORDER BY expires_at LIMIT ?", [now.toISOString(), limit]);
    return rows.map(toRecord);
  }

  async deleteUpload(id: string): Promise<void> {
    await this.sql.run("DELETE FROM uploads WHERE id = ?", [id]);
  }

  async discardUpload(id: string, now: Date): Promise<boolean> {
    const deleted = await this.sql.run("DELETE FROM uploads WHERE id = ? AND used_at IS NULL AND (receiving_by IS NULL OR receiving_until < ?)", [id, now.getTime()]);
    return deleted === 1;
  }
}

class NotTakeable extends Error {}
