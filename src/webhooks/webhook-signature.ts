import { createHmac, timingSafeEqual } from "node:crypto";

/** A receiver refuses events whose `t` is this far from its clock, or further: five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `Service-Signature` header for `body` sent at `unixSeconds`: `t=<t>,v1=<hex HMAC-SHA256("<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

function hmacHex(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

/**
 * What a receiver does, offered for receivers written in Node and used by our tests:
 * the signature computed over the raw body before parsing, compared in constant time, and `t`
 * within the tolerance of `nowSeconds`. Any `v1` in the header may match (several are allowed
 * while a secret is being rolled over).
 */
export function verifySignature(secret: string, rawBody: string, header: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) >= SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, `${t}.${rawBody}`), "hex");
  return parts
    .filter(([key, value]) => key === "v1" && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, "hex"), expected));
}
