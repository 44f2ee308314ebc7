/** Port: accounts and their API keys. */
export interface Account {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly plan: string;
  readonly credits: number;
  readonly createdAt: Date;
}

export interface ApiKeyRecord {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly prefix: string;
  readonly keyHash: Uint8Array;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface AccountStore {
  createAccount(account: { id: string; email: string; name: string; plan: string; passwordHash: string | null }): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  getAccountByEmail(email: string): Promise<Account | null>;
  /** Every account, oldest first (the operator's `doctools accounts list`). */
  listAccounts(): Promise<Account[]>;
  countAccounts(): Promise<number>;
  /** Moves the account to `plan` (a canonical plan name); null when there is no such account. */
  setPlan(accountId: string, plan: string): Promise<Account | null>;
  addCredits(accountId: string, count: number): Promise<Account>;
  createApiKey(key: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt">): Promise<ApiKeyRecord>;
  /** Active (unrevoked) keys whose visible prefix matches; the caller compares hashes. */
  findActiveKeysByPrefix(prefix: string): Promise<ApiKeyRecord[]>;
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  revokeApiKey(accountId: string, keyId: string, at: Date): Promise<boolean>;
  touchApiKey(keyId: string, at: Date): Promise<void>;
}
