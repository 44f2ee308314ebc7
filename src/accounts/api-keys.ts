import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Account, AccountStore, ApiKeyRecord } from "./account-store.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = /^dtk_[0-9A-Za-z]{40}$/;
/** `dtk_` plus the first four random characters: shown in listings, used to find candidates. */
const PREFIX_LENGTH = 8;

/** Uniform base62 characters by rejection sampling (no modulo bias). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

function hashKey(key: string): Buffer {
  return createHash("sha256").update(key, "utf8").digest();
}

export interface CreatedApiKey {
  readonly record: ApiKeyRecord;
  /** The key itself: shown once, never stored. */
  readonly key: string;
}

/** `dtk_` + 40 base62 characters, shown once; only the SHA-256 is kept. */
export async function createApiKey(store: AccountStore, accountId: string, name: string): Promise<CreatedApiKey> {
  const key = `dtk_${randomBase62(40)}`;
  const record = await store.createApiKey({
    id: randomUUID(),
    accountId,
    name,
    prefix: key.slice(0, PREFIX_LENGTH),
    keyHash: hashKey(key),
    createdAt: new Date(),
  });
  return { record, key };
}

export type KeyCheck =
  | { ok: true; key: ApiKeyRecord; account: Account }
  | { ok: false; reason: "missing" | "invalid" };

/**
 * Finds the account a presented key belongs to. Candidates are found by the visible prefix and
 * every candidate's hash is compared in constant time, so timing tells nothing about the rest.
 */
export async function verifyApiKey(store: AccountStore, presented: string | undefined): Promise<KeyCheck> {
  if (presented === undefined || presented === "") return { ok: false, reason: "missing" };
  if (!KEY_PATTERN.test(presented)) return { ok: false, reason: "invalid" };
  const digest = hashKey(presented);
  let match: ApiKeyRecord | null = null;
  for (const candidate of await store.findActiveKeysByPrefix(presented.slice(0, PREFIX_LENGTH))) {
    if (candidate.keyHash.length === digest.length && timingSafeEqual(candidate.keyHash, digest)) match = candidate;
  }
  if (!match) return { ok: false, reason: "invalid" };
  const account = await store.getAccount(match.accountId);
  if (!account) return { ok: false, reason: "invalid" };
  return { ok: true, key: match, account };
}
