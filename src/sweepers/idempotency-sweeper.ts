import { ExpirySweeper } from "./expiry-sweeper.ts";
import type { Logger } from "../logger.ts";
import type { IdempotencyStore } from "../idempotency/idempotency-store.ts";

/** Forgets idempotency keys a day after their first request (their answers are not given again). */
export function createIdempotencySweeper(store: IdempotencyStore, log: Logger, intervalMs: number): ExpirySweeper<{ accountId: string; key: string }> {
  return new ExpirySweeper(
    {
      name: "idempotency keys",
      listExpired: (now, limit) => store.listExpired(now, limit),
      remove: (entry) => store.deleteExpired(entry.accountId, entry.key, new Date()),
    },
    log,
    intervalMs,
  );
}
