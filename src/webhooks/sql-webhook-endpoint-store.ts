import type { SqlClient } from "../db/sql-client.ts";
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

export class SqlWebhookEndpointStore implements WebhookEndpointStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async addEndpoint(endpoint: WebhookEndpoint, maxPerAccount: number): Promise<WebhookEndpoint | null> {
    // The count cannot go stale: SQLite's write lock, or on PostgreSQL the account row's, is
    // held from before the count to after the insert.
    const row = await this.sql.transaction(async (tx) => {
      await tx.run(`SELECT 1 FROM accounts WHERE id = ? ${tx.lockRows}`, [endpoint.accountId]);
      return tx.one<EndpointRow>(
        `INSERT INTO webhook_endpoints (id, account_id, url, secret_sealed, created_at)
         SELECT ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = ?) < ?
         RETURNING *`,
        [endpoint.id, endpoint.accountId, endpoint.url, endpoint.secretSealed, endpoint.createdAt.toISOString(), endpoint.accountId, maxPerAccount],
      );
    });
    return row ? toEndpoint(row) : null;
  }

  async listEndpoints(accountId: string): Promise<WebhookEndpoint[]> {
    return (await this.sql.all<EndpointRow>("SELECT * FROM webhook_endpoints WHERE account_id = ? ORDER BY created_at, id", [accountId])).map(toEndpoint);
  }

  async countEndpoints(accountId: string): Promise<number> {
    return (await this.sql.one<{ n: number }>("SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = ?", [accountId]))!.n;
  }

  async getEndpoint(accountId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const row = await this.sql.one<EndpointRow>("SELECT * FROM webhook_endpoints WHERE id = ? AND account_id = ?", [endpointId, accountId]);
    return row ? toEndpoint(row) : null;
  }

  async removeEndpoint(accountId: string, endpointId: string): Promise<boolean> {
    return (await this.sql.run("DELETE FROM webhook_endpoints WHERE id = ? AND account_id = ?", [endpointId, accountId])) > 0;
  }
}
