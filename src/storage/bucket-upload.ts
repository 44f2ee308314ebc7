import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { checkedLookup, originOf, OutgoingFailure, parseOutgoingUrl, type AddressRule } from "../common/outgoing-http.ts";

/** Where one result goes in an account's own bucket, with the keys that allow it. */
export interface BucketTarget {
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly key: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * Puts a file into an account's own S3-compatible bucket. The endpoint is the account's choice,
 * so it is held to the same rule as any address a user gives: public addresses only (https; an
 * origin the operator allows for tests may be http), resolved once and connected to on exactly
 * those addresses. Path-style addressing keeps every request on that one host. The AWS SDK is
 * loaded only when an account has a bucket.
 */
export async function putToBucket(target: BucketTarget, file: string, contentType: string, rule: AddressRule, timeoutMs: number): Promise<void> {
  const endpoint = parseOutgoingUrl(target.endpoint, "bucket endpoint");
  if (endpoint.protocol !== "https:" && !rule.allowPrivate && !rule.allowedOrigins.has(originOf(endpoint))) {
    throw new OutgoingFailure("the bucket endpoint must be an https:// address");
  }
  const lookup = await checkedLookup(endpoint, rule);
  const { S3Client, PutObjectCommand } = await import("@aws-sdk/client-s3");
  const agent = { lookup, keepAlive: false };
  const client = new S3Client({
    endpoint: endpoint.href,
    region: target.region,
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    requestHandler: { httpAgent: new http.Agent(agent), httpsAgent: new https.Agent(agent), requestTimeout: timeoutMs, connectionTimeout: timeoutMs },
    // One attempt here: the export's own schedule retries.
    maxAttempts: 1,
    // A plain signed PUT of a known length, which every S3-compatible server takes.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  try {
    const { size } = await stat(file);
    await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: target.key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof OutgoingFailure) throw error;
    const failure = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = failure.$metadata?.httpStatusCode ?? null;
    throw new OutgoingFailure(`the bucket ${status ? `answered ${status} ` : "could not be reached: "}${failure.name ?? ""}${failure.message ? ` (${failure.message})` : ""}`.trim(), status);
  } finally {
    client.destroy();
  }
}
