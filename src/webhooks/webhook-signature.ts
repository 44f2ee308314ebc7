import { createHmac } from "node:crypto";

/**
 * The `Service-Signature` header for `body` sent at `unixSeconds`: `t=<t>,v1=<hex HMAC-SHA256("<t>.<body>")>`.
 * Receivers check it with `verifyWebhook` of the API client (packages/client/src/verify-webhook.ts).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex")}`;
}
