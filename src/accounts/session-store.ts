/** A signed-in dashboard session. The cookie carries the token; only its SHA-256 is stored. */
export interface DashboardSession {
  readonly tokenHash: Uint8Array;
  readonly accountId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Port: dashboard sessions, and the password hash the sign-in checks against. */
export interface SessionStore {
  createSession(session: DashboardSession): Promise<void>;
  /** The session with this token hash if it has not expired at `now`. */
  findSession(tokenHash: Uint8Array, now: Date): Promise<DashboardSession | null>;
  deleteSession(tokenHash: Uint8Array): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
  /** The account's stored password hash (`doctools accounts set-password`); null when none. */
  passwordHash(accountId: string): Promise<string | null>;
  /**
   * Stores a new password hash and deletes every session of the account in the same transaction,
   * so whoever signed in with the old password is signed out when it changes. Returns how many
   * sessions were ended, or null when there is no such account.
   */
  changePassword(accountId: string, passwordHash: string): Promise<number | null>;
}
