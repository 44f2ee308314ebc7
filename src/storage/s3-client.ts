import { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { S3FileStore } from "./s3-file-store.ts";

/**
 * The S3 file store the configuration asks for. With DOCTOOLS_S3_ENDPOINT (MinIO, Ceph, R2, a
 * test server…) requests go path-style to that URL, since such servers seldom resolve
 * bucket subdomains; without it, to AWS S3 in the configured region.
 */
export function createS3FileStore(config: Config & { s3Bucket: string }): S3FileStore {
  const client = new S3Client({
    region: config.s3Region,
    ...(config.s3Endpoint === null ? {} : { endpoint: config.s3Endpoint, forcePathStyle: true }),
    ...(config.s3AccessKeyId === null || config.s3SecretAccessKey === null
      ? {}
      : {
          credentials: {
            accessKeyId: config.s3AccessKeyId,
            secretAccessKey: config.s3SecretAccessKey,
            ...(config.s3SessionToken === null ? {} : { sessionToken: config.s3SessionToken }),
          },
        }),
  });
  return new S3FileStore({ client, bucket: config.s3Bucket, prefix: config.s3Prefix });
}
