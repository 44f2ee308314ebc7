import type { FieldError } from "../errors/app-error.ts";
import type { StoredInput } from "../jobs/job.ts";

/**
 * A tool call as read off the request: its files already streamed into the file store, its
 * text fields not yet checked. What the HTTP layer hands the intake (accept-tool-call.ts).
 */
export interface ToolCall {
  readonly inputs: StoredInput[];
  readonly toolFields: Map<string, string>;
  readonly uploads: string[];
  /** Files given by their `http(s)` address (`url`), fetched by the job; checked for form only here. */
  readonly urls: string[];
  fileName: string | undefined;
  /** A presigned `PUT` URL the result is put to when the job completes. */
  exportUrl: string | undefined;
  /** `export=account`: the result goes to the account's own bucket, set up on the dashboard. */
  exportTo: string | undefined;
  batchId: string | undefined;
  /** Problems found while reading that belong in the validation answer. */
  readonly errors: FieldError[];
}
