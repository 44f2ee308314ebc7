import type { SqliteDatabase } from "../db/sqlite.ts";
import type { Account, AccountStore, ApiKeyRecord } from "./account-store.ts";

interface AccountRow {
  id: string;
  email: string;
  name: string;
  plan: string;
  credits: number;
  created_at: string;
}
interface KeyRow {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: Uint8Array;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  plan: row.plan,
  credits: row.credits,
  createdAt: new Date(row.created_at),
});

const toKey = (row: KeyRow): ApiKeyRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  prefix: row.prefix,
  keyHash: row.key_hash,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

export class SqliteAccountStore implements AccountStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async createAccount(account: { id: string; email: string; name: string; plan: string; passwordHash: string | null }): Promise<Account> {
    const row = this.db
      .prepare("INSERT INTO accounts (id, email, name, plan, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *")
      .get(account.id, account.email, account.name, account.plan, account.passwordHash, new Date().toISOString()) as unknown as AccountRow;
    return toAccount(row);
  }

  async getAccount(id: string): Promise<Account | null> {
    const row = this.db.prepare("SELECT * FROM accounts WHERE id = ?").get(id) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  }

  async getAccountByEmail(email: string): Promise<Account | null> {
    const row = this.db.prepare("SELECT * FROM accounts WHERE email = ?").get(email) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  }

  async countAccounts(): Promise<number> {
    return (this.db.prepare("SELECT count(*) AS n FROM accounts").get() as { n: number }).n;
  }

  async addCredits(accountId: string, count: number): Promise<Account> {
    const row = this.db.prepare("UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING *").get(count, accountId) as AccountRow | undefined;
    if (!row) throw new Error(`no account ${accountId}`);
    return toAccount(row);
  }

  async createApiKey(key: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt">): Promise<ApiKeyRecord> {
    const row = this.db
      .prepare("INSERT INTO api_keys (id, account_id, name, prefix, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *")
      .get(key.id, key.accountId, key.name, key.prefix, key.keyHash, key.createdAt.toISOString()) as unknown as KeyRow;
    return toKey(row);
  }

  async findActiveKeysByPrefix(prefix: string): Promise<ApiKeyRecord[]> {
    const rows = this.db.prepare("SELECT * FROM api_keys WHERE prefix = ? AND revoked_at IS NULL").all(prefix) as unknown as KeyRow[];
    return rows.map(toKey);
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const rows = this.db.prepare("SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at").all(accountId) as unknown as KeyRow[];
    return rows.map(toKey);
  }

  async revokeApiKey(accountId: string, keyId: string, at: Date): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL")
      .run(at.toISOString(), keyId, accountId);
    return result.changes > 0;
  }

  async touchApiKey(keyId: string, at: Date): Promise<void> {
    this.db.prepare("UPDATE api_keys SET last_used_at = ? WHERE id = ?").run(at.toISOString(), keyId);
  }
}
