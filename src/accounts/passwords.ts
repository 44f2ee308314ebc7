import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Dashboard passwords, hashed with scrypt (memory-hard) and a random salt. The stored form names
 * its own parameters, `scrypt$N$r$p$salt$hash` (base64url), so they can be raised later without
 * breaking existing hashes.
 */
/** The shortest dashboard password the operator commands accept. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest: the dashboard's sign-in form reads no more of what it is sent. */
export const MAX_PASSWORD_LENGTH = 1024;

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Most memory (128·N·r) a stored hash may ask for: bounds what a forged row could make us spend. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is exactly that for N=2^15, r=8, too tight.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, HASH_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ["scrypt", COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText, ...extra] = stored.split("$");
  if (scheme !== "scrypt" || extra.length > 0 || !saltText || !hashText) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const powerOfTwo = Number.isSafeInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(R) || R < 1 || !Number.isInteger(P) || P < 1 || P > 16) return false;
  if (128 * N * R > MAX_MEMORY) return false;
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(saltText, "base64url"), expected.length, { N, r: R, p: P });
  return timingSafeEqual(actual, expected);
}
