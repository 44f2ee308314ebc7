import type { FieldError, Job, JobErrorCode } from "./types.ts";

/**
 * The service refused a call: its problem details (RFC 9457). `status` is the HTTP status; `type`
 * names the problem (its address serves a page about it); `errors` lists every bad field of a
 * validation problem (`400`), empty otherwise. `retryAfter` is in seconds, where the service gave one.
 */
export class DoctoolsProblemError extends Error {
  override readonly name = "DoctoolsProblemError";
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly instance: string | null;
  readonly errors: readonly FieldError[];
  readonly retryAfter: number | null;
  /** The whole problem object, with any members beyond the standard ones (e.g. an upload's `received`). */
  readonly problem: Readonly<Record<string, unknown>>;

  constructor(status: number, problem: Record<string, unknown>, retryAfter: number | null = null) {
    const text = (key: string) => (typeof problem[key] === "string" ? (problem[key] as string) : null);
    const title = text("title") ?? `HTTP ${status}`;
    const detail = text("detail") ?? title;
    super(detail);
    this.status = status;
    this.type = text("type") ?? "about:blank";
    this.title = title;
    this.detail = detail;
    this.instance = text("instance");
    this.errors = Array.isArray(problem.errors) ? (problem.errors as FieldError[]) : [];
    this.retryAfter = retryAfter;
    this.problem = problem;
  }
}

/** A job ended `Failed`: `code` and `detail` are its error, `job` the whole failed job. */
export class DoctoolsJobError extends Error {
  override readonly name = "DoctoolsJobError";
  readonly job: Job;
  readonly code: JobErrorCode;
  readonly detail: string;

  constructor(job: Job) {
    const code = job.error?.code ?? "Internal";
    const detail = job.error?.detail ?? "The job failed without a reason.";
    super(`${code}: ${detail}`);
    this.job = job;
    this.code = code;
    this.detail = detail;
  }
}

/**
 * A call stopped by its `signal`; `cause` is the signal's reason. `job` is the call's job as last
 * seen (null when the call stopped before the service accepted it): for `run` and `pipeline`, the
 * job as the cancel ended it (`Failed` with `Cancelled`, or as it had finished by then); for other
 * calls, a job that goes on running. Named `AbortError`, like the error `fetch` rejects with.
 */
export class DoctoolsAbortError extends Error {
  override readonly name = "AbortError";
  readonly job: Job | null;

  constructor(job: Job | null, reason: unknown) {
    super(!job ? "the call was stopped" : job.error?.code === "Cancelled" ? `stopped: job ${job.id} was cancelled` : job.status === "Completed" || job.status === "Failed" ? `stopped: job ${job.id} had already ended ${job.status}` : `stopped waiting for job ${job.id}, which goes on running`, { cause: reason });
    this.job = job;
  }
}

/** Reads a refused answer as problem details, also when a proxy in between answered in another format. */
export async function problemOf(response: Response): Promise<DoctoolsProblemError> {
  return problemFrom(response, await response.text().catch(() => ""));
}

/** The problem of a refused answer whose body was already read (as text, or parsed as JSON). */
export function problemFrom(response: Response, body: unknown): DoctoolsProblemError {
  let problem: unknown = body;
  if (typeof body === "string") {
    try {
      problem = JSON.parse(body);
    } catch {
      // not JSON: described below from the status line
    }
  }
  const retryAfter = Number(response.headers.get("retry-after") ?? NaN);
  const text = typeof body === "string" && body ? `: ${body.slice(0, 200)}` : "";
  const fallback = { title: response.statusText || `HTTP ${response.status}`, detail: `The service answered ${response.status}${text}` };
  const isObject = problem !== null && typeof problem === "object" && !Array.isArray(problem);
  return new DoctoolsProblemError(response.status, isObject ? (problem as Record<string, unknown>) : fallback, Number.isFinite(retryAfter) ? retryAfter : null);
}
