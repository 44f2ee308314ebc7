import type { SqlClient } from "../db/sql-client.ts";
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

const ACCOUNT_COLUMNS = "id, email, name, plan, credits, created_at";

export class SqlAccountStore implements AccountStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async createAccount(account: { id: string; email: string; name: string; plan: string; passwordHash: string | null }): Promise<Account> {
    const row = await this.sql.one<AccountRow>(
      `INSERT INTO accounts (id, email, name, plan, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${ACCOUNT_COLUMNS}`,
      [account.id, account.email, account.name, account.plan, account.passwordHash, new Date().toISOString()],
    );
    return toAccount(row!);
  }

  async getAccount(id: string): Promise<Account | null> {
    const row = await this.sql.one<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`, [id]);
    return row ? toAccount(row) : null;
  }

  async getAccountByEmail(email: string): Promise<Account | null> {
    // Emails are unique regardless of case (a unique index on lower(email)).
    const row = await this.sql.one<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE lower(email) = lower(?)`, [email]);
    return row ? toAccount(row) : null;
  }

  async listAccounts(): Promise<Account[]> {
    return (await this.sql.all<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts ORDER BY created_at, email`)).map(toAccount);
  }

  async countAccounts(): Promise<number> {
    return (await this.sql.one<{ n: number }>("SELECT count(*) AS n FROM accounts"))!.n;
  }

  async addCredits(accountId: string, count: number): Promise<Account> {
    const row = await this.sql.one<AccountRow>(`UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING ${ACCOUNT_COLUMNS}`, [count, accountId]);
    if (!row) throw new Error(`no account ${accountId}`);
    return toAccount(row);
  }

  async setPlan(accountId: string, plan: string): Promise<Account | null> {
    const row = await this.sql.one<AccountRow>(`UPDATE accounts SET plan = ? WHERE id = ? RETURNING ${ACCOUNT_COLUMNS}`, [plan, accountId]);
    return row ? toAccount(row) : null;
  }

  async createApiKey(key: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt">): Promise<ApiKeyRecord> {
    const row = await this.sql.one<KeyRow>(
      "INSERT INTO api_keys (id, account_id, name, prefix, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
      [key.id, key.accountId, key.name, key.prefix, key.keyHash, key.createdAt.toISOString()],
    );
    return toKey(row!);
  }

  async findActiveKeysByPrefix(prefix: string): Promise<ApiKeyRecord[]> {
    return (await this.sql.all<KeyRow>("SELECT * FROM api_keys WHERE prefix = ? AND revoked_at IS NULL", [prefix])).map(toKey);
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return (await this.sql.all<KeyRow>("SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at", [accountId])).map(toKey);
  }

  async revokeApiKey(accountId: string, keyId: string, at: Date): Promise<boolean> {
    const changed = await this.sql.run("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL", [at.toISOString(), keyId, accountId]);
    return changed > 0;
  }

  async touchApiKey(keyId: string, at: Date): Promise<void> {
    await this.sql.run("UPDATE api_keys SET last_used_at = ? WHERE id = ?", [at.toISOString(), keyId]);
  }
}
