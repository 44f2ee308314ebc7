import { AssertionError } from "node:assert";
import { setTimeout as sleep } from "node:timers/promises";

export interface EventuallyOptions {
  /** How long `check` has to come true; past it the wait fails. */
  readonly timeoutMs?: number;
  /** The pause between two looks. */
  readonly intervalMs?: number;
  /** What is waited for, for the failure's message ("the job's work folder is gone"). */
  readonly what?: string;
}

type Truthy<T> = Exclude<T, false | null | undefined>;

/** Looks until `check` gives a value other than false, null or undefined, or the time is up; the last value and whether it came. */
async function poll<T>(check: () => T | Promise<T>, timeoutMs: number, intervalMs: number): Promise<{ held: boolean; value: T }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false && value !== null && value !== undefined) return { held: true, value };
    if (Date.now() >= deadline) return { held: false, value };
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
}

/**
 * Waits until `check` gives a value that is neither false, null nor undefined, looking again
 * every `intervalMs`, and returns that value. What another process or a timer does (a row
 * written, a file removed, a job ended) is seen as soon as it is there, with no fixed pause to
 * guess at; `timeoutMs` bounds a broken run, it is not a wait. Fails with an AssertionError
 * naming `what` and the last value seen once the time is up; an error `check` throws fails it at once.
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<Truthy<T>> {
  const { timeoutMs = 5000, intervalMs = 20, what = "the condition held" } = options;
  const { held, value } = await poll(check, timeoutMs, intervalMs);
  if (!held) throw new AssertionError({ message: `timed out after ${timeoutMs} ms waiting until ${what} (last seen: ${JSON.stringify(value)})` });
  return value as Truthy<T>;
}

/** Like `eventually`, but answers whether `check` came true in time instead of failing. */
export async function becomes(check: () => boolean | Promise<boolean>, options: Omit<EventuallyOptions, "what"> = {}): Promise<boolean> {
  return (await poll(check, options.timeoutMs ?? 5000, options.intervalMs ?? 20)).held;
}
