import type { SqlClient } from "../db/sql-client.ts";

/** An account's own S3-compatible bucket that results can be put to (a call's `export=account`). */
export interface ExportBucket {
  readonly accountId: string;
  /** The S3 API's address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO server's. */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  /** Put before each result's key; "" or ending in "/". */
  readonly prefix: string;
  readonly accessKeyId: string;
  /** The secret access key, sealed with the service key; opened only to put a result. */
  readonly sealedSecret: string;
  readonly updatedAt: Date;
}

interface Row {
  account_id: string;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  access_key_id: string;
  sealed_secret: string;
  updated_at: string;
}

export class SqlExportBucketStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async get(accountId: string): Promise<ExportBucket | null> {
    const row = await this.sql.one<Row>("SELECT * FROM export_buckets WHERE account_id = ?", [accountId]);
    return row
      ? { accountId: row.account_id, endpoint: row.endpoint, region: row.region, bucket: row.bucket, prefix: row.prefix, accessKeyId: row.access_key_id, sealedSecret: row.sealed_secret, updatedAt: new Date(row.updated_at) }
      : null;
  }

  /** Sets the account's bucket, replacing the one it had. */
  async set(bucket: ExportBucket): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run("DELETE FROM export_buckets WHERE account_id = ?", [bucket.accountId]);
      await tx.run(
        "INSERT INTO export_buckets (account_id, endpoint, region, bucket, prefix, access_key_id, sealed_secret, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [bucket.accountId, bucket.endpoint, bucket.region, bucket.bucket, bucket.prefix, bucket.accessKeyId, bucket.sealedSecret, bucket.updatedAt.toISOString()],
      );
    });
  }

  async remove(accountId: string): Promise<boolean> {
    return (await this.sql.run("DELETE FROM export_buckets WHERE account_id = ?", [accountId])) > 0;
  }
}
