import type { SqliteDatabase } from "../db/sqlite.ts";
import type { WebhookEndpoint, WebhookEndpointStore } from "./webhook-endpoint-store.ts";

interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  secret_sealed: string;
  created_at: string;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  accountId: row.account_id,
  url: row.url,
  secretSealed: row.secret_sealed,
  createdAt: new Date(row.created_at),
});

export class SqliteWebhookEndpointStore implements WebhookEndpointStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async addEndpoint(endpoint: WebhookEndpoint, maxPerAccount: number): Promise<WebhookEndpoint | null> {
    // One statement: SQLite runs it under a single write lock, so the count cannot go stale.
    const row = this.db
      .prepare(
        `INSERT INTO webhook_endpoints (id, account_id, url, secret_sealed, created_at)
         SELECT ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = ?) < ?
         RETURNING *`,
      )
      .get(endpoint.id, endpoint.accountId, endpoint.url, endpoint.secretSealed, endpoint.createdAt.toISOString(), endpoint.accountId, maxPerAccount) as
      | EndpointRow
      | undefined;
    return row ? toEndpoint(row) : null;
  }

  async listEndpoints(accountId: string): Promise<WebhookEndpoint[]> {
    const rows = this.db.prepare("SELECT * FROM webhook_endpoints WHERE account_id = ? ORDER BY created_at, id").all(accountId) as unknown as EndpointRow[];
    return rows.map(toEndpoint);
  }

  async countEndpoints(accountId: string): Promise<number> {
    return (this.db.prepare("SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = ?").get(accountId) as { n: number }).n;
  }

  async getEndpoint(accountId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const row = this.db.prepare("SELECT * FROM webhook_endpoints WHERE id = ? AND account_id = ?").get(endpointId, accountId) as EndpointRow | undefined;
    return row ? toEndpoint(row) : null;
  }

  async removeEndpoint(accountId: string, endpointId: string): Promise<boolean> {
    return this.db.prepare("DELETE FROM webhook_endpoints WHERE id = ? AND account_id = ?").run(endpointId, accountId).changes > 0;
  }
}
