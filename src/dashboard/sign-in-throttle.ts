import { createHash } from "node:crypto";
import type { SqlClient } from "../db/sql-client.ts";
import { addressPrefix } from "./address-prefix.ts";
import { ThrottleBuckets, type BucketRule } from "./throttle-buckets.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * The dashboard's sign-in throttle. Every attempt takes its tokens before the password
 * is checked, so attempts sent in parallel cannot outrun the count; an attempt that is refused
 * takes nothing, so retrying too early costs the one retrying nothing. The throttle never asks
 * whether the email has an account: unknown and known emails are counted and answered alike.
 *
 * - Email and address together: 5 at once, then one more every 3 minutes (5 per 15 minutes
 *   sustained). The tight limit, on the one pair a guesser controls; a third party can empty it
 *   only by guessing from the owner's own address.
 * - Address, across emails: 20 at once, then one more every 45 s (20 per 15 minutes). Stops one
 *   address trying a few passwords on each of many accounts.
 * - Email, from every address together: 10 at once, then one more every 3 minutes. This one
 *   slows and never locks: a refused attempt leaves the bucket as it was, so the owner on a new
 *   address waits at most about 3 minutes for an attempt (Retry-After says how long) however
 *   many failures others caused, while a guesser spread over any number of addresses gets no
 *   more guesses on one account than a single address would (the refill equals the pair's).
 * - Known addresses: a successful sign-in marks its email and address for 30 days; from there
 *   only the pair's bucket counts. Failures from elsewhere, however many, then never slow the
 *   owner where they usually sign in, nor does a crowd of guessers behind the same address; a
 *   guesser sharing the owner's address is still held by the pair's bucket. (The email's bucket
 *   is shared, so a guesser who takes each of its tokens as it comes can make the owner wait
 *   longer on a new address; each such guess costs them a pair token.)
 *
 * A success resets the pair's bucket and gives back the other two tokens: it is not a guess, and
 * resetting the address's bucket would let a guesser with an account of their own refill it.
 * An IPv6 client counts by its /64 (address-prefix.ts). Buckets are kept under hashes, so the
 * table does not list emails and addresses (not anonymity: IPv4 addresses are few enough to try).
 */
export const SIGN_IN_LIMITS = {
  emailAndAddress: { burst: 5, intervalMs: 3 * MINUTE },
  address: { burst: 20, intervalMs: 45 * SECOND },
  email: { burst: 10, intervalMs: 3 * MINUTE },
  knownAddressMs: 30 * DAY,
} as const;

/** What a success gives back: the buckets an allowed attempt took from. */
export interface SignInTicket {
  readonly pair: string;
  readonly known: string;
  readonly taken: ReadonlyArray<readonly [string, BucketRule]>;
}

export type SignInAttempt = { readonly allowed: true; readonly ticket: SignInTicket } | { readonly allowed: false; readonly retryAfterSeconds: number };

export class SignInThrottle {
  private readonly buckets: ThrottleBuckets;
  private cleanedAt = 0;

  constructor(sql: SqlClient) {
    this.buckets = new ThrottleBuckets(sql);
  }

  /** Takes a slot for one sign-in attempt, or says how many seconds to wait for one. */
  async takeAttempt(email: string, ip: string, now: number = Date.now()): Promise<SignInAttempt> {
    await this.cleanUp(now);
    const keys = bucketKeys(email, addressPrefix(ip));
    const buckets: Array<readonly [string, BucketRule]> = [[keys.pair, SIGN_IN_LIMITS.emailAndAddress]];
    if (!(await this.buckets.isMarked(keys.known, now))) buckets.push([keys.address, SIGN_IN_LIMITS.address], [keys.email, SIGN_IN_LIMITS.email]);
    const taken: Array<readonly [string, BucketRule]> = [];
    for (const [bucket, rule] of buckets) {
      if (!(await this.buckets.take(bucket, rule, now))) {
        for (const [takenBucket, takenRule] of taken) await this.buckets.giveBack(takenBucket, takenRule);
        const wait = await this.buckets.waitMs(buckets, now);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / SECOND)) };
      }
      taken.push([bucket, rule]);
    }
    return { allowed: true, ticket: { pair: keys.pair, known: keys.known, taken } };
  }

  /** The attempt's password was right. */
  async recordSuccess(ticket: SignInTicket, now: number = Date.now()): Promise<void> {
    await this.buckets.reset(ticket.pair);
    for (const [bucket, rule] of ticket.taken) if (bucket !== ticket.pair) await this.buckets.giveBack(bucket, rule);
    await this.buckets.mark(ticket.known, now + SIGN_IN_LIMITS.knownAddressMs);
  }

  /** Clean on write, at most once a minute per process: rows outlive their meaning by that at most. */
  private async cleanUp(now: number): Promise<void> {
    if (now - this.cleanedAt < MINUTE) return;
    this.cleanedAt = now;
    await this.buckets.deleteExpired(now);
  }
}

function bucketKeys(email: string, address: string): { pair: string; address: string; email: string; known: string } {
  const normalized = email.trim().toLowerCase();
  const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");
  return {
    pair: `pair:${hash(normalized, address)}`,
    address: `address:${hash(address)}`,
    email: `email:${hash(normalized)}`,
    known: `known:${hash(normalized, address)}`,
  };
}
