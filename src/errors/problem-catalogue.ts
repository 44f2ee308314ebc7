/**
 * Every problem type the HTTP API answers with (RFC 9457), in one place. The slug names the
 * page at /problems/<slug> that explains it; the description is that page's text.
 */
export interface ProblemType {
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

export const problemCatalogue = {
  "validation": {
    status: 400,
    title: "Invalid request",
    description:
      "One or more fields of the request are missing or have values the endpoint does not accept. The `errors` member lists every bad field with a sentence about what it accepts; fix them all and send the request again.",
  },
  "malformed-request": {
    status: 400,
    title: "Malformed request",
    description:
      "The request body could not be read: the JSON is not valid, or the multipart/form-data body is cut short or badly framed. Send a well-formed body with a matching Content-Type header.",
  },
  "invalid-api-key": {
    status: 403,
    title: "Missing or invalid API key",
    description:
      "Every request to /v1 must carry an API key created on the dashboard's API keys page, in an `X-Api-Key` header (or as `Authorization: Bearer <key>`). The key was missing, malformed, unknown or revoked.",
  },
  "invalid-metrics-token": {
    status: 401,
    title: "Missing or wrong metrics token",
    description:
      "The operator of this service requires a token to read its metrics: send it as `Authorization: Bearer <token>`. The token is the one the service was started with; it is not an API key.",
  },
  "no-api-access": {
    status: 403,
    title: "Plan has no API access",
    description: "The account's plan does not include API access. API access comes with the Developer plan and above.",
  },
  "paid-tool-limit": {
    status: 403,
    title: "Paid tool not available",
    description:
      "The plan does not include this paid tool, or this month's paid tool jobs are used up. The allowance renews on the first day of the next month (UTC).",
  },
  "not-found": {
    status: 404,
    title: "Not found",
    description:
      "Nothing exists at this address for this account. Jobs, batches and uploads of other accounts are answered exactly like ones that do not exist, and results are gone once they expire or are deleted.",
  },
  "method-not-allowed": {
    status: 405,
    title: "Method not allowed",
    description: "The address exists but does not take this HTTP method. The `Allow` header lists the methods it takes.",
  },
  "result-not-ready": {
    status: 409,
    title: "Result not ready",
    description: "The job has not finished yet. Poll GET /v1/jobs/{id} until its status is Completed, or wait for the job.completed webhook.",
  },
  "job-failed": {
    status: 409,
    title: "Job failed",
    description: "The job failed, so it has no result. The detail carries the job's error; the job record's `error.code` names the cause (every code is explained at /problems/job-errors).",
  },
  "job-ended": {
    status: 409,
    title: "Job already finished",
    description:
      "The job is already `Completed` or `Failed`, so there is nothing left to cancel. A completed job's result can still be deleted early with DELETE /v1/jobs/{id}/result.",
  },
  "quota-exceeded": {
    status: 409,
    title: "Quota exceeded",
    description:
      "The call would exceed the account's remaining operations plus prepaid credits, or its storage allowance. Add credits, delete stored results, or wait for next month's allowance.",
  },
  "conflict": {
    status: 409,
    title: "Conflict",
    description: "The request conflicts with the current state of the resource, for example a closed batch or an upload offset that is not where the upload stands.",
  },
  "too-many-open-uploads": {
    status: 409,
    title: "Too many open uploads",
    description:
      "The account already holds as many open part-wise uploads as its plan allows (`plan.limits.maxOpenUploads` in GET /v1/me). An upload stays open until a tool call uses it, it is deleted with DELETE /v1/uploads/{id}, or it expires. Finish and use the uploads you have, or delete those you no longer need, then start the new one.",
  },
  "idempotency-key-in-use": {
    status: 409,
    title: "Idempotency key in use",
    description:
      "An earlier request with the same `Idempotency-Key` is still being processed. Nothing was done for this one. Send it again after the seconds in the Retry-After header: once the first has been answered, the same request with the key gets that answer again.",
  },
  "payload-too-large": {
    status: 413,
    title: "Payload too large",
    description:
      "A file is larger than the largest file the plan or tool takes, the files together exceed the tool's total, or the request is over 100 MB. Send larger files through part-wise uploads (/v1/uploads).",
  },
  "unsupported-media-type": {
    status: 415,
    title: "Unsupported media type",
    description: "The request's Content-Type is not one this endpoint reads. Tool calls take multipart/form-data; questions and uploads take application/json.",
  },
  "range-not-satisfiable": {
    status: 416,
    title: "Range not satisfiable",
    description: "The Range header asks for bytes outside the result. The Content-Range header of the answer gives the result's length.",
  },
  "idempotency-key-reused": {
    status: 422,
    title: "Idempotency key reused",
    description:
      "The `Idempotency-Key` was already used, within the last 24 hours, by this account for a different request: another endpoint, or other fields or files. A key names one request; nothing was done for this one. Send a new key with each new request, and the same key only when sending the same request again.",
  },
  "rate-limited": {
    status: 429,
    title: "Too many requests",
    description: "The account sent more requests a minute than its plan allows. Wait the number of seconds in the Retry-After header.",
  },
  "too-many-queued-jobs": {
    status: 429,
    title: "Too many jobs waiting",
    description:
      "The account already has as many jobs waiting to start as its plan allows (`plan.limits.maxQueuedJobs` in GET /v1/me). Each account's jobs run a few at a time (`plan.limits.maxRunningJobs`), taking turns with other accounts' jobs; the call stored and counted nothing. Retry after the seconds in the Retry-After header, once some of the waiting jobs have started.",
  },
  "no-questions-left": {
    status: 429,
    title: "No questions left",
    description:
      "Each ask-pdf job takes 30 questions, and this one has had them all. Run ask-pdf again on the PDF to ask more.",
  },
  "internal": {
    status: 500,
    title: "Internal error",
    description: "The service failed in a way that is not the caller's fault. The request can be retried; if it keeps failing, report the time and path.",
  },
  "service-unavailable": {
    status: 503,
    title: "Service unavailable",
    description: "The service cannot take the request now (it is shutting down, overloaded, or a needed model is not configured). Retry after the seconds in Retry-After.",
  },
} as const satisfies Record<string, ProblemType>;

export type ProblemSlug = keyof typeof problemCatalogue;

export const problemSlugs = Object.keys(problemCatalogue) as ProblemSlug[];

export function problemTypeUrl(slug: ProblemSlug): string {
  return `/problems/${slug}`;
}
