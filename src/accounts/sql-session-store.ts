import type { SqlClient } from "../db/sql-client.ts";
import type { DashboardSession, SessionStore } from "./session-store.ts";

interface SessionRow {
  token_hash: Uint8Array;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export class SqlSessionStore implements SessionStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async createSession(session: DashboardSession): Promise<void> {
    await this.sql.run("INSERT INTO dashboard_sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)", [
      session.tokenHash,
      session.accountId,
      session.createdAt.toISOString(),
      session.expiresAt.toISOString(),
    ]);
  }

  async findSession(tokenHash: Uint8Array, now: Date): Promise<DashboardSession | null> {
    const row = await this.sql.one<SessionRow>("SELECT * FROM dashboard_sessions WHERE token_hash = ? AND expires_at > ?", [tokenHash, now.toISOString()]);
    if (!row) return null;
    return { tokenHash: row.token_hash, accountId: row.account_id, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
  }

  async deleteSession(tokenHash: Uint8Array): Promise<void> {
    await this.sql.run("DELETE FROM dashboard_sessions WHERE token_hash = ?", [tokenHash]);
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.sql.run("DELETE FROM dashboard_sessions WHERE expires_at <= ?", [now.toISOString()]);
  }

  async passwordHash(accountId: string): Promise<string | null> {
    const row = await this.sql.one<{ password_hash: string | null }>("SELECT password_hash FROM accounts WHERE id = ?", [accountId]);
    return row?.password_hash ?? null;
  }

  async changePassword(accountId: string, passwordHash: string): Promise<number | null> {
    return this.sql.transaction(async (tx) => {
      if ((await tx.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [passwordHash, accountId])) === 0) return null;
      return tx.run("DELETE FROM dashboard_sessions WHERE account_id = ?", [accountId]);
    });
  }
}
