import type { SqlClient } from "../db/sql-client.ts";

/** How long a key keeps its first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;

/** The answer a request gave, kept with its key to be given again to the same request. */
export interface KeptAnswer {
  readonly status: number;
  /** The `Location` header, if the answer had one. */
  readonly location: string | null;
  /** The JSON body exactly as sent. */
  readonly body: string;
}

/** A key a request holds: it does the work, and keeps its answer with the key. */
export interface HeldKey {
  /** What makes the request this request; set before the answer is kept (for a form, once its body is read). */
  fingerprint: string | null;
  /**
   * Keeps the answer with the key, in `tx`, the transaction that records what the request
   * created; throws, rolling `tx` back, if the key has been taken over meanwhile.
   */
  keep(tx: SqlClient, answer: KeptAnswer): Promise<void>;
}

/** What claiming a key found. */
export type KeyClaim =
  /** The key is this request's now (`holder` names it): it does the work and keeps its answer. */
  | { readonly kind: "held"; readonly holder: string }
  /** An earlier request with the key was answered: `request` and `fingerprint` say which it was. */
  | { readonly kind: "answered"; readonly request: string; readonly fingerprint: string; readonly answer: KeptAnswer }
  /** An earlier request with the key is still being processed. */
  | { readonly kind: "in progress"; readonly request: string };

export interface KeyClaimOptions {
  /** The method and path, `POST /v1/merge-pdf`: the same key on another is a different request. */
  readonly request: string;
  readonly now: Date;
  /** How long the hold lasts if its request never lets go (its process died): then another may take the key. */
  readonly holdMs: number;
}

/**
 * Port: an account's idempotency keys, each with the first answer it got, for a day. A key is
 * held while its first request is processed, so that a second one in any process waits its turn
 * rather than doing the work again; the answer is kept in the transaction that records what the
 * request created, so the two are never apart.
 */
export interface IdempotencyStore {
  /** Holds `key` of the account for this request, unless a live one has it; an expired key, or a hold past its time, is taken over. */
  claim(accountId: string, key: string, options: KeyClaimOptions): Promise<KeyClaim>;
  /**
   * Keeps the answer (and the request's fingerprint) with the key, in `tx`, for a day from the
   * key's claim. False when `holder` no longer holds the key (its hold ran out and another
   * request took it): the caller must then give up what it created, by rolling `tx` back.
   */
  keep(tx: SqlClient, accountId: string, key: string, holder: string, fingerprint: string, answer: KeptAnswer): Promise<boolean>;
  /** Lets go of a key whose request created nothing: the key is free for any request again. */
  release(accountId: string, key: string, holder: string): Promise<void>;
  /** Keys past their day, oldest first. */
  listExpired(now: Date, limit: number): Promise<Array<{ readonly accountId: string; readonly key: string }>>;
  /** Forgets a key, if it is (still) past its day. */
  deleteExpired(accountId: string, key: string, now: Date): Promise<void>;
}
