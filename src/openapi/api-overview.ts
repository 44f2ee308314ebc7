import { problemCatalogue, problemSlugs, problemTypeUrl } from "../errors/problem-catalogue.ts";
import type { OpenApiContext } from "./openapi-types.ts";

/**
 * The document's introduction (`info.description`, also the top of /docs). Where a careful
 * client could expect either of two behaviours, the one this service chose is recorded here.
 */
export function describeApi({ resultTtlSeconds }: OpenApiContext): string {
  const retention = formatDuration(resultTtlSeconds);
  const problems = problemSlugs.map((slug) => `- [${problemCatalogue[slug].title}](${problemTypeUrl(slug)}) (${problemCatalogue[slug].status})`);
  return `doctools runs document and image tools as jobs: send files to a tool, receive a job, fetch the result when the job has finished. Every path begins with the interface version, \`/v1\`.

## Authentication

Every request to \`/v1\` carries the header \`X-Api-Key\` with a key created on the account dashboard's API keys page; the key acts as its account. A missing, malformed, unknown or revoked key gets \`403\` whose \`detail\` says which ([invalid-api-key](/problems/invalid-api-key)); a plan without API access gets \`403\` too ([no-api-access](/problems/no-api-access)). Only this document, \`/v1/openapi.json\`, can be read without a key.

## Jobs and polling

1. Call a tool: \`POST /v1/<tool>\` with \`multipart/form-data\`, input files in \`files\`. The answer is \`202\` with the job, \`status\` \`Queued\`, and its address in \`Location\`.
2. Poll \`GET /v1/jobs/{id}\` until \`status\` is \`Completed\` or \`Failed\`. A job goes \`Queued\` → \`Processing\` → \`Completed\` or \`Failed\`; none stays queued or running forever.
3. Download the result with \`GET /v1/jobs/{id}/result\`. It is kept until the job's \`resultExpiresAt\`, ${retention} after the job finished, or until \`DELETE /v1/jobs/{id}/result\`.

Jobs of different accounts take turns: a free worker takes the oldest waiting job of the account with the fewest jobs running. An account runs at most its plan's \`maxRunningJobs\` jobs at once, and may have at most \`maxQueuedJobs\` waiting to start; a call past that gets \`429\` with \`Retry-After\` ([too-many-queued-jobs](/problems/too-many-queued-jobs)) and stores and counts nothing. Both limits are in \`GET /v1/me\` under \`plan.limits\`.

Input files are deleted as soon as the job finishes. Failures while a job runs (a wrong password, a damaged file, a page that does not exist) are reported on the job, \`status\` \`Failed\` with \`error.code\` and \`error.detail\`, not as an HTTP error. Every accepted tool call counts as one operation of the account's plan, whether the job later completes or fails.

## Errors

Every error answer is \`application/problem+json\` (RFC 9457) with \`type\`, \`title\`, \`status\`, \`detail\` and \`instance\` (the request path). \`type\` is an address on this service whose page explains the problem; \`detail\` says what was wrong with this request. A validation problem (\`400\`) adds \`errors\`, one entry per bad field, all at once. Problem types:

${problems.join("\n")}

## Choices this document records

Where a client could reasonably expect either of two behaviours, this service does as follows.

- \`files\` is required by every tool's schema, although ids in \`uploads\` may stand in for file parts.
- A form field the tool does not have is refused with \`400\` rather than ignored, so a misspelt field never silently falls back to its default. An empty value of a choice, number or page field counts as not sent (its default applies).
- Numbers and booleans are sent as text (\`true\`/\`false\`), as every form field is.
- The result file is named by \`fileName\` (or the first input's name) plus the extension of the result's format.
- A job id that is not a UUID, or names another account's job, gets \`404\` exactly like one that does not exist.
- Every member of a job, \`batchId\` and \`pageCount\` included, is always present, \`null\` where it has no value yet.
- Results answer conditional and single-range requests (\`ETag\`, \`If-None-Match\`, \`Range\`, \`If-Range\`); a request for several ranges gets the whole result.
- Deleting the result of a job that has not finished gets \`409\`; deleting it twice gets \`404\`.
- A part-wise upload counts against the storage allowance at its declared \`length\` from the moment it is created, until a tool call uses it (the job's inputs count instead), it is deleted (\`DELETE /v1/uploads/{id}\`) or it expires. Starting one past the allowance gets \`409\` ([quota-exceeded](/problems/quota-exceeded)); an account holds at most its plan's \`maxOpenUploads\` open uploads, and starting one more gets \`409\` ([too-many-open-uploads](/problems/too-many-open-uploads)), since only using or deleting one frees a place.
- Any endpoint may answer \`500\` ([internal](/problems/internal)) when the service fails in a way that is not the caller's fault; the request can be retried. An unknown path gets \`404\`, a known path with another method \`405\` with \`Allow\`.`;
}

function formatDuration(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute");
  return unit(seconds, "second");
}
