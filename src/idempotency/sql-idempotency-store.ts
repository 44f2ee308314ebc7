import { randomUUID } from "node:crypto";
import type { SqlClient } from "../db/sql-client.ts";
import { IDEMPOTENCY_KEY_TTL_MS, type IdempotencyStore, type KeptAnswer, type KeyClaim, type KeyClaimOptions } from "./idempotency-store.ts";

interface KeyRow {
  request: string;
  fingerprint: string | null;
  holder: string | null;
  status: number | null;
  location: string | null;
  body: string | null;
}

export class SqlIdempotencyStore implements IdempotencyStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async claim(accountId: string, key: string, { request, now, holdMs }: KeyClaimOptions): Promise<KeyClaim> {
    const holder = randomUUID();
    // A request released between the insert that lost and the read that follows leaves no row:
    // the claim is then tried again, and the next insert wins (or loses to a newer request).
    for (;;) {
      // One statement, so two requests with the key, in any process, cannot both hold it: the
      // row is made, or taken over when it is past its day or its hold has run out.
      const held = await this.sql.one<{ holder: string }>(
        `INSERT INTO idempotency_keys (account_id, idempotency_key, request, holder, held_until, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, idempotency_key) DO UPDATE SET
           request = excluded.request, fingerprint = NULL, holder = excluded.holder, held_until = excluded.held_until,
           status = NULL, location = NULL, body = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at
         WHERE idempotency_keys.expires_at <= excluded.created_at
            OR (idempotency_keys.holder IS NOT NULL AND idempotency_keys.held_until <= ?)
         RETURNING holder`,
        [accountId, key, request, holder, now.getTime() + holdMs, now.toISOString(), new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(), now.getTime()],
      );
      if (held?.holder === holder) return { kind: "held", holder };
      const row = await this.sql.one<KeyRow>("SELECT * FROM idempotency_keys WHERE account_id = ? AND idempotency_key = ?", [accountId, key]);
      if (!row) continue;
      if (row.holder !== null || row.status === null || row.body === null || row.fingerprint === null) return { kind: "in progress", request: row.request };
      return {
        kind: "answered",
        request: row.request,
        fingerprint: row.fingerprint,
        answer: { status: Number(row.status), location: row.location, body: row.body },
      };
    }
  }

  async keep(tx: SqlClient, accountId: string, key: string, holder: string, fingerprint: string, answer: KeptAnswer): Promise<boolean> {
    const changed = await tx.run(
      `UPDATE idempotency_keys SET fingerprint = ?, status = ?, location = ?, body = ?, holder = NULL, held_until = NULL
       WHERE account_id = ? AND idempotency_key = ? AND holder = ?`,
      [fingerprint, answer.status, answer.location, answer.body, accountId, key, holder],
    );
    return changed > 0;
  }

  async release(accountId: string, key: string, holder: string): Promise<void> {
    await this.sql.run("DELETE FROM idempotency_keys WHERE account_id = ? AND idempotency_key = ? AND holder = ?", [accountId, key, holder]);
  }

  async listExpired(now: Date, limit: number): Promise<Array<{ accountId: string; key: string }>> {
    const rows = await this.sql.all<{ account_id: string; idempotency_key: string }>(
      "SELECT account_id, idempotency_key FROM idempotency_keys WHERE expires_at <= ? ORDER BY expires_at LIMIT ?",
      [now.toISOString(), limit],
    );
    return rows.map((row) => ({ accountId: row.account_id, key: row.idempotency_key }));
  }

  async deleteExpired(accountId: string, key: string, now: Date): Promise<void> {
    await this.sql.run("DELETE FROM idempotency_keys WHERE account_id = ? AND idempotency_key = ? AND expires_at <= ?", [accountId, key, now.toISOString()]);
  }
}
