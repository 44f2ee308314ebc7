/** Events whose `t` is this far from the receiver's clock, or further, are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface VerifyWebhookOptions {
  /** Default 300 (five minutes), as the service's deliveries expect. */
  readonly toleranceSeconds?: number;
  /** The receiver's clock in Unix seconds (default: now). */
  readonly now?: number;
}

const encoder = new TextEncoder();

/**
 * Checks a webhook delivery before its body is trusted: `header` is its `Service-Signature`
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256>`), `rawBody` the body exactly as received (before any
 * JSON parsing), `secret` the endpoint's `whsec_…` signing secret. True when one `v1` is the
 * HMAC-SHA256 of `<t>.<raw body>` under the secret, compared in constant time, and `t` is less
 * than five minutes from now. Web Crypto only, so it runs in Node, Deno, Bun and edge runtimes.
 */
export async function verifyWebhook(rawBody: string | Uint8Array, header: string | null | undefined, secret: string, options: VerifyWebhookOptions = {}): Promise<boolean> {
  if (!header) return false;
  const pairs = header.split(",").map((pair) => {
    const at = pair.indexOf("=");
    return at < 0 ? ["", ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
  const t = pairs.find(([name]) => name === "t")?.[1] ?? "";
  if (!/^\d{1,15}$/.test(t)) return false;
  const now = options.now ?? Date.now() / 1000;
  if (Math.abs(now - Number(t)) >= (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  const body = typeof rawBody === "string" ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${t}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  for (const [name, value] of pairs) {
    // HMAC verification in Web Crypto compares in constant time.
    if (name === "v1" && /^[0-9a-f]{64}$/.test(value!) && (await crypto.subtle.verify("HMAC", key, hexBytes(value!), signed))) return true;
  }
  return false;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
