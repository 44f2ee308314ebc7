import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";

/**
 * A real S3-compatible server for tests: fauxqs (npm, a Fastify S3/SQS/SNS emulator that
 * speaks multipart uploads, UploadPartCopy, ranges, copy, ListObjectsV2 paging and batch
 * delete) in a child process of its own, so its memory never counts as the test's, on a free
 * port of 127.0.0.1, with a fresh bucket. Objects live in that process's memory and go with it.
 */
export interface S3TestServer {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** The service's environment for this server, keys stored under `prefix`. */
  env(prefix: string): Record<string, string>;
  client(): S3Client;
  /** Every key in the bucket under `prefix`. */
  listKeys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

const thisFile = new URL(import.meta.url).pathname;

export async function startS3Server(): Promise<S3TestServer> {
  const child = spawn(process.execPath, [thisFile], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once("line", (line) => resolve(Number(JSON.parse(line).port)));
    void exited.then(() => reject(new Error("the S3 test server exited before it listened")));
  });
  lines.close();
  // The server ends when this process does (its stdin closes), and never keeps it alive.
  child.unref();
  child.stdout.destroy();
  (child.stdin as unknown as { unref(): void }).unref();
  return connectS3Server(`http://127.0.0.1:${port}`, async () => {
    child.kill("SIGTERM");
    await exited;
  });
}

/**
 * A fresh bucket on an S3 test server already running at `endpoint` (one a test run shares);
 * `stop` ends the server too when `stopServer` is given.
 */
export async function connectS3Server(endpoint: string, stopServer: () => Promise<void> = async () => {}): Promise<S3TestServer> {
  const server = {
    endpoint,
    bucket: `doctools-test-${randomUUID().slice(0, 8)}`,
    region: "us-east-1",
    accessKeyId: "doctools-test",
    secretAccessKey: "doctools-test-secret",
  };
  const client = () =>
    new S3Client({
      endpoint: server.endpoint,
      forcePathStyle: true,
      region: server.region,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
  const admin = client();
  await admin.send(new CreateBucketCommand({ Bucket: server.bucket }));
  return {
    ...server,
    env: (prefix) => ({
      DOCTOOLS_S3_BUCKET: server.bucket,
      DOCTOOLS_S3_ENDPOINT: server.endpoint,
      DOCTOOLS_S3_PREFIX: prefix,
      AWS_REGION: server.region,
      AWS_ACCESS_KEY_ID: server.accessKeyId,
      AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    }),
    client,
    async listKeys(prefix = "") {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await admin.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return keys;
    },
    async stop() {
      admin.destroy();
      await stopServer();
    },
  };
}

let shared: Promise<S3TestServer> | null = null;

/**
 * One server for the whole test process (each app keeps to its own prefix), ending with it; or,
 * when the test run started one for all its processes (DOCTOOLS_TEST_S3_ENDPOINT, see
 * test/run-suite.ts), a bucket of this process's own on that one.
 */
export function sharedS3Server(): Promise<S3TestServer> {
  const endpoint = process.env.DOCTOOLS_TEST_S3_ENDPOINT;
  shared ??= endpoint ? connectS3Server(endpoint) : startS3Server();
  return shared;
}

if (import.meta.main) {
  const { buildApp } = await import("fauxqs");
  const app = buildApp({ logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.stdin.on("end", stop).resume();
  process.once("SIGTERM", stop);
}
