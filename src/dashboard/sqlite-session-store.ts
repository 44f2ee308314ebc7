import type { SqliteDatabase } from "../db/sqlite.ts";
import type { DashboardSession, SessionStore } from "./session-store.ts";

interface SessionRow {
  token_hash: Uint8Array;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export class SqliteSessionStore implements SessionStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async createSession(session: DashboardSession): Promise<void> {
    this.db
      .prepare("INSERT INTO dashboard_sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(session.tokenHash, session.accountId, session.createdAt.toISOString(), session.expiresAt.toISOString());
  }

  async findSession(tokenHash: Uint8Array, now: Date): Promise<DashboardSession | null> {
    const row = this.db
      .prepare("SELECT * FROM dashboard_sessions WHERE token_hash = ? AND expires_at > ?")
      .get(tokenHash, now.toISOString()) as SessionRow | undefined;
    if (!row) return null;
    return { tokenHash: row.token_hash, accountId: row.account_id, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
  }

  async deleteSession(tokenHash: Uint8Array): Promise<void> {
    this.db.prepare("DELETE FROM dashboard_sessions WHERE token_hash = ?").run(tokenHash);
  }

  async deleteExpired(now: Date): Promise<number> {
    return Number(this.db.prepare("DELETE FROM dashboard_sessions WHERE expires_at <= ?").run(now.toISOString()).changes);
  }

  async passwordHash(accountId: string): Promise<string | null> {
    const row = this.db.prepare("SELECT password_hash FROM accounts WHERE id = ?").get(accountId) as { password_hash: string | null } | undefined;
    return row?.password_hash ?? null;
  }
}
