import type { components, operations, paths } from "./api-types.ts";

/** A job as `GET /v1/jobs/{id}` answers it. */
export type Job = components["schemas"]["Job"];
/** Why a job failed: `{ code, detail }`. */
export type JobError = components["schemas"]["JobError"];
export type JobErrorCode = JobError["code"];
/** RFC 9457 problem details, as every refused call answers. */
export type Problem = components["schemas"]["Problem"];
/** One bad field of a validation problem. */
export type FieldError = { field: string; detail: string };
/** The body of a webhook delivery; check it with `verifyWebhook` before trusting it. */
export type WebhookEvent = components["schemas"]["WebhookEvent"];

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

export type Batch = Json<operations["getBatch"]["responses"][200]>;
/** A part-wise upload as `POST /v1/uploads` answers it. */
export type Upload = Json<operations["createUpload"]["responses"][201]>;
/** How far a part-wise upload has got (`GET /v1/uploads/{id}`, and every part's answer). */
export type UploadProgress = Json<operations["getUpload"]["responses"][200]>;
/** The account record of `GET /v1/me`. */
export type Account = Json<operations["getAccount"]["responses"][200]>;
export type Question = NonNullable<operations["askQuestion"]["requestBody"]>["content"]["application/json"];
export type Answer = Json<operations["askQuestion"]["responses"][200]>;

type MultipartPost<Item> = Item extends { post: { requestBody: { content: { "multipart/form-data": infer Form } } } } ? Form : never;

/** Every tool the service offers, by its path segment (`merge-pdf`, `rotate-pdf`, …). */
export type ToolName = {
  [P in keyof paths]: P extends `/v1/${infer Name}` ? ([MultipartPost<paths[P]>] extends [never] ? never : Name) : never;
}[keyof paths];

/** The whole multipart form of a tool, as the OpenAPI document describes it. */
export type ToolForm<T extends ToolName> = MultipartPost<paths[`/v1/${T}`]>;

type CommonFields = "files" | "uploads" | "fileName" | "batchId" | "exportUrl";

/** A tool's own fields (those beside `files`, `uploads`, `fileName` and `batchId`), typed from its schema. */
export type ToolFields<T extends ToolName> = keyof Omit<ToolForm<T>, CommonFields> extends never
  ? Record<string, never>
  : Omit<ToolForm<T>, CommonFields>;

/**
 * An input file: a `File` (its name is sent), a `Blob` (sent as `file`), or in Node a path,
 * read as it is sent, never whole into memory.
 */
export type FileInput = Blob | string;

/** The inputs and delivery settings every tool call and pipeline takes. */
export interface CommonInput {
  /** The input files, in the order that matters for the tool. */
  readonly files?: readonly FileInput[];
  /** Ids of finished part-wise uploads, taken after `files`. */
  readonly uploads?: readonly string[];
  /**
   * Files given by their public `http(s)` addresses, fetched by the job itself (sent as `url`
   * fields); they come after the files sent. A job whose address cannot be fetched ends `Failed`
   * with `DownloadFailed`. (html-to-pdf takes its page in its own `url` field instead.)
   */
  readonly urls?: readonly string[];
  /**
   * A presigned `https` PUT URL of your own storage (S3, GCS, Azure SAS): the result is put
   * there when the job completes, and stays downloadable as usual. The job's `export` tells how it went.
   */
  readonly exportUrl?: string;
  /** The result's name without extension; default: the first file's name. */
  readonly fileName?: string;
}

/** What a tool call sends: the files, the tool's fields (required when the tool has required ones), and the common fields. */
export type ToolInput<T extends ToolName> = CommonInput & ("batchId" extends keyof ToolForm<T> ? { readonly batchId?: string } : { readonly batchId?: never }) &
  ({} extends ToolFields<T> ? { readonly fields?: ToolFields<T> } : { readonly fields: ToolFields<T> });

/**
 * Where a call has got to. `upload` and `download` count bytes (`total` 0 when the size is not
 * known ahead, as for a batch's ZIP, made as it is sent); `processing` counts the steps the
 * service reports for a running job, or 0 of 1 until the job has finished when it reports none
 * (for a batch: its finished jobs of all its jobs).
 */
export interface Progress {
  readonly phase: "upload" | "processing" | "download";
  readonly done: number;
  readonly total: number;
  /** With `processing`: the job's status. */
  readonly status?: Job["status"];
}

export type OnProgress = (progress: Progress) => void;

export interface CallOptions {
  /** Stops the call: uploads and waiting end, and the promise rejects with `DoctoolsAbortError`. */
  readonly signal?: AbortSignal;
}

export interface ProgressOptions extends CallOptions {
  readonly onProgress?: OnProgress;
}

export interface WaitOptions extends ProgressOptions {
  /** Seconds the service may hold each `GET …?wait=` open (default 20). */
  readonly waitSeconds?: number;
}

export interface RunOptions extends WaitOptions {
  /** Called once with the accepted job (`Queued`), before waiting begins: its `id` is known from here on. */
  readonly onJob?: (job: Job) => void;
  /**
   * What `signal` does to a job the service has already accepted: cancel it (default, `true`: a
   * `Queued` job never runs and its operation is given back) or leave it running (`false`).
   */
  readonly cancelOnAbort?: boolean;
}

/**
 * One step of a pipeline: a tool, its own fields as JSON values, and for a later step the names of
 * files of the call it takes after the previous step's result (a merge-pdf step's appendix, say).
 */
export type PipelineStep = {
  [T in ToolName]: { readonly tool: T; readonly files?: readonly string[] } & ({} extends ToolFields<T> ? { readonly fields?: ToolFields<T> } : { readonly fields: ToolFields<T> });
}[ToolName];

/** What a pipeline sends besides its steps: the first step's files and those later steps name, by their file names. */
export type PipelineInput = CommonInput & { readonly batchId?: string };
