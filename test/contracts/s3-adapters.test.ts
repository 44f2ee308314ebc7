import { after } from "node:test";
import { randomUUID } from "node:crypto";
import { S3FileStore } from "../../src/storage/s3-file-store.ts";
import { deleteUnder } from "../../src/storage/s3-objects.ts";
import { startS3Server } from "../helpers/s3-server.ts";
import { fileStoreContract } from "./file-store-contract.ts";

/** The S3 adapter against the shared FileStore contract, on a real S3-compatible server. */
const server = await startS3Server();
after(() => server.stop());

fileStoreContract("S3", async () => {
  // Each case gets its own prefix in the one bucket, as separate deployments would.
  const store = new S3FileStore({ client: server.client(), bucket: server.bucket, prefix: `contract-${randomUUID()}/` });
  return {
    store,
    async dispose() {
      await deleteUnder(store.client, store.bucket, store.prefix);
      store.destroy();
    },
  };
});
