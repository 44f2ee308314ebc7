import createFetchClient, { type Client } from "openapi-fetch";
import type { paths } from "./api-types.ts";
import { DoctoolsAbortError, DoctoolsJobError, DoctoolsProblemError, problemFrom } from "./errors.ts";
import { multipartBody, resolveFile } from "./file-inputs.ts";
import { uploadPartWise, type UploadCalls } from "./part-wise-upload.ts";
import { counter, createTransport, ok, okJson, withRetries } from "./transport.ts";
import type {
  Account,
  Answer,
  Batch,
  CallOptions,
  CommonInput,
  FileInput,
  Job,
  PipelineInput,
  PipelineStep,
  ProgressOptions,
  Question,
  RunOptions,
  ToolInput,
  ToolName,
  Upload,
  UploadProgress,
  WaitOptions,
} from "./types.ts";
import { batchFinished, batchState, jobFinished, jobState, pollUntil, reportBatch, reportJob } from "./waiting.ts";

/** The service's limit of one request (100 MiB): larger inputs go through part-wise uploads. */
export const SINGLE_REQUEST_BYTES = 100 * 1024 * 1024;

/**
 * The service answers a `?wait=` when the job (or batch) has ended, not when it moves on; a
 * caller who shows progress asks this often instead, to see Queued become Processing and the
 * steps a tool reports.
 */
const PROGRESS_WAIT_SECONDS = 2;

/** How long the cancel sent for a stopped `run` may take: the caller's own signal has already gone. */
const CANCEL_TIMEOUT_MS = 30_000;

/** Times a creating request (tool call, batch, upload) is sent again after a broken connection or overload; safe with its Idempotency-Key. */
const CREATE_RETRIES = 3;

export interface ClientOptions {
  /** Where the service is, e.g. `http://localhost:8080` (without `/v1`). */
  readonly baseUrl: string;
  /** An API key (`dtk_…`), sent as `X-Api-Key` with every request. */
  readonly apiKey: string;
  /** The `fetch` every request goes through (default: the global one); it is called with a `Request`. */
  readonly fetch?: typeof fetch;
  /**
   * Files are sent in the tool call itself while together they take at most this many bytes;
   * from the file that would pass it on, each goes as a part-wise upload. Default: the service's
   * limit of one request, 100 MiB.
   */
  readonly partWiseAbove?: number;
  /** The longest part a part-wise upload sends (default and at most: the service's `partBytes`, 50 MiB). */
  readonly partBytes?: number;
  /** Times one part of a part-wise upload is sent again after failing (default 3). */
  readonly partRetries?: number;
  /** Seconds each `GET …?wait=` may be held by the service (default 20). */
  readonly waitSeconds?: number;
  /** Least milliseconds between two questions that show no change, against a service that does not hold `wait` (default 1000). */
  readonly pollIntervalMs?: number;
}

/** A download: the body as it arrives, and its length when the service said it. */
export interface Download {
  readonly body: ReadableStream<Uint8Array>;
  readonly length: number | null;
  readonly contentType: string | null;
}

export type DoctoolsClient = ReturnType<typeof createClient>;

/**
 * A client of the doctools API. Refused calls throw `DoctoolsProblemError` (the problem details),
 * a failed job awaited by `run` throws `DoctoolsJobError`, and a call stopped by its `signal`
 * throws `DoctoolsAbortError`. Stopping `run` or `pipeline` after the service accepted the job
 * cancels the job (unless `cancelOnAbort: false`); stopping any other call (`submit`,
 * `jobs.wait`, a download) only stops the call: the job runs on, and `cancel` ends it.
 */
export function createClient(options: ClientOptions) {
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const transport = createTransport(options.baseUrl, options.apiKey, fetchFn);
  const api: Client<paths> = createFetchClient<paths>({ baseUrl: transport.baseUrl, fetch: fetchFn, headers: { "x-api-key": options.apiKey } });
  const partWiseAbove = options.partWiseAbove ?? SINGLE_REQUEST_BYTES;
  const pollSettings = (waitSeconds: number | undefined, onProgress: unknown, signal: AbortSignal | undefined) => {
    const wait = waitSeconds ?? options.waitSeconds ?? 20;
    return { waitSeconds: onProgress ? Math.min(wait, PROGRESS_WAIT_SECONDS) : wait, intervalMs: options.pollIntervalMs ?? 1000, signal };
  };

  const uploadCalls: UploadCalls = {
    create: (body, signal) => {
      const header = { "Idempotency-Key": crypto.randomUUID() };
      return withRetries(CREATE_RETRIES, signal, () => data(api.POST("/v1/uploads", { params: { header }, body, signal })));
    },
    get: (id, signal) => data(api.GET("/v1/uploads/{id}", { params: { path: { id } }, signal })),
    delete: async (id) => void (await data(api.DELETE("/v1/uploads/{id}", { params: { path: { id } } }))),
  };

  const jobs = {
    get: (id: string, { signal }: CallOptions = {}): Promise<Job> => guarded(signal, null, () => data(api.GET("/v1/jobs/{id}", { params: { path: { id } }, signal }))),

    /** Waits until the job has finished and returns it, `Completed` or `Failed`. */
    wait(id: string, { signal, onProgress, waitSeconds }: WaitOptions = {}): Promise<Job> {
      let last: Job | null = null;
      const report = reportJob(onProgress);
      return guarded(signal, () => last, () =>
        pollUntil<Job>(
          {
            ask: (wait, askSignal) => data(api.GET("/v1/jobs/{id}", { params: { path: { id }, query: { wait } }, signal: askSignal })),
            finished: jobFinished,
            state: jobState,
            report: (job) => {
              last = job;
              report(job);
            },
          },
          pollSettings(waitSeconds, onProgress, signal),
        ),
      );
    },

    /** The result's bytes; `Completed` jobs only, before `resultExpiresAt`. */
    result: (id: string, options: ProgressOptions = {}): Promise<Uint8Array> => guarded(options.signal, null, async () => readAll(await download(`/v1/jobs/${encodeURIComponent(id)}/result`, options))),

    /** The result as a stream, for writing it somewhere without holding it in memory. */
    resultStream: (id: string, options: ProgressOptions = {}): Promise<Download> => guarded(options.signal, null, () => download(`/v1/jobs/${encodeURIComponent(id)}/result`, options)),

    /** Deletes the stored result before it expires (the job itself stays readable). */
    deleteResult: async (id: string, { signal }: CallOptions = {}): Promise<void> =>
      guarded(signal, null, async () => void (await data(api.DELETE("/v1/jobs/{id}/result", { params: { path: { id } }, signal })))),
  };

  const batches = {
    /** Starts a batch: tool calls with its `id` in `batchId` join it until `closesAt` or `maxFiles`. */
    create: ({ signal }: CallOptions = {}): Promise<Batch> => {
      const header = { "Idempotency-Key": crypto.randomUUID() };
      return guarded(signal, null, () => withRetries(CREATE_RETRIES, signal, () => data(api.POST("/v1/batches", { params: { header }, body: {}, signal }))));
    },
    get: (id: string, { signal }: CallOptions = {}): Promise<Batch> => guarded(signal, null, () => data(api.GET("/v1/batches/{id}", { params: { path: { id } }, signal }))),

    /** Waits until every job of the batch has finished (`completed + failed = total`); progress counts finished jobs. */
    wait: (id: string, { signal, onProgress, waitSeconds }: WaitOptions = {}): Promise<Batch> =>
      guarded(signal, null, () =>
        pollUntil<Batch>(
          {
            ask: (wait, askSignal) => data(api.GET("/v1/batches/{id}", { params: { path: { id }, query: { wait } }, signal: askSignal })),
            finished: batchFinished,
            state: batchState,
            report: reportBatch(onProgress),
          },
          pollSettings(waitSeconds, onProgress, signal),
        ),
      ),

    /** The ZIP of every completed, unexpired result of the batch. */
    result: (id: string, options: ProgressOptions = {}): Promise<Uint8Array> => guarded(options.signal, null, async () => readAll(await download(`/v1/batches/${encodeURIComponent(id)}/result`, options))),
    resultStream: (id: string, options: ProgressOptions = {}): Promise<Download> => guarded(options.signal, null, () => download(`/v1/batches/${encodeURIComponent(id)}/result`, options)),
  };

  const uploads = {
    create: (body: { fileName: string; length: number }, { signal }: CallOptions = {}): Promise<Upload> => guarded(signal, null, () => uploadCalls.create(body, signal)),
    get: (id: string, { signal }: CallOptions = {}): Promise<UploadProgress> => guarded(signal, null, () => uploadCalls.get(id, signal)),
    delete: (id: string, { signal }: CallOptions = {}): Promise<void> => guarded(signal, null, async () => void (await data(api.DELETE("/v1/uploads/{id}", { params: { path: { id } }, signal })))),

    /** Sends one part starting at `offset` (which must be the upload's `received`). */
    sendPart: (id: string, offset: number, part: Blob, { signal }: CallOptions = {}): Promise<UploadProgress> =>
      guarded(signal, null, async () =>
        okJson<UploadProgress>(await transport.send("PATCH", `/v1/uploads/${encodeURIComponent(id)}?offset=${offset}`, { body: part, headers: { "content-type": "application/octet-stream" }, signal })),
      ),

    /**
     * Sends a whole file part-wise, sending a failed part again from where the service says the
     * upload stands; resolves once every byte has arrived. Name its `id` in a tool call's `uploads`.
     */
    upload: (file: FileInput, { signal, onProgress }: ProgressOptions = {}): Promise<UploadProgress> =>
      guarded(signal, null, async () => {
        const named = await resolveFile(file);
        const total = named.blob.size;
        return uploadPartWise(transport, uploadCalls, named, { signal, partRetries: options.partRetries, partBytes: options.partBytes, onSent: onProgress && ((done) => onProgress({ phase: "upload", done, total })) });
      }),
  };

  /**
   * Sends a call to `path` and returns the accepted job (`Queued`). Files go in the request while
   * they fit in `partWiseAbove`; the rest as part-wise uploads first (progress counts all their
   * bytes). `own` are the fields of the tool (or the pipeline's `steps`).
   */
  async function accept(path: string, input: CommonInput & { readonly batchId?: string | undefined }, own: ReadonlyArray<readonly [string, string]>, { signal, onProgress }: ProgressOptions): Promise<Job> {
    return guarded(signal, null, async () => {
      const files = await Promise.all((input.files ?? []).map(resolveFile));
      // No files at all is the service's to judge: html-to-pdf takes a `url` instead.
      // The service takes `uploads` after `files`: once one file goes part-wise, every later one
      // must too, or the tool would see the files out of order.
      let direct = files.length;
      for (let i = 0, sum = 0; i < files.length; i++) {
        sum += files[i]!.blob.size;
        if (sum > partWiseAbove) {
          direct = i;
          break;
        }
      }
      const partWise = files.slice(direct);
      // Upload ids are UUIDs: stand-ins of their length give the request's size before they exist.
      const standIns = partWise.map(() => crypto.randomUUID());
      const total = partWise.reduce((sum, file) => sum + file.blob.size, 0) + multipartBody(formFields(input, own, standIns), files.slice(0, direct)).body.size;
      let done = 0;
      const report = onProgress && ((bytes: number) => onProgress({ phase: "upload", done: done + bytes, total }));
      const uploaded: string[] = [];
      try {
        for (const file of partWise) {
          uploaded.push((await uploadPartWise(transport, uploadCalls, file, { signal, partRetries: options.partRetries, partBytes: options.partBytes, onSent: report })).id);
          done += file.blob.size;
        }
        const { body, contentType } = multipartBody(formFields(input, own, uploaded), files.slice(0, direct));
        // One key for every attempt: a call whose answer was lost is answered again with the
        // same job, never accepted (and counted) twice.
        const headers = { "content-type": contentType, "idempotency-key": crypto.randomUUID() };
        return await withRetries(CREATE_RETRIES, signal, async () => okJson<Job>(await transport.send("POST", path, { body, headers, signal, onSent: report })));
      } catch (error) {
        // Uploads this call made and no job took would hold a place and storage for an hour.
        await Promise.all(uploaded.map((id) => uploadCalls.delete(id).catch(() => undefined)));
        throw error;
      }
    });
  }

  /** Calls a tool and returns the accepted job (`Queued`); see `accept` for how files travel. */
  function submit<T extends ToolName>(tool: T, input: ToolInput<T>, progressOptions: ProgressOptions = {}): Promise<Job> {
    return accept(`/v1/${encodeURIComponent(tool)}`, input, toolFields((input.fields ?? {}) as Record<string, unknown>), progressOptions);
  }

  /**
   * Starts a pipeline: the steps run one after another as one job, each taking the previous
   * step's result (plus the files it names, by file name), and the job's result is the last
   * step's. Returns the accepted job (`Queued`).
   */
  function submitPipeline(steps: readonly PipelineStep[], input: PipelineInput = {}, progressOptions: ProgressOptions = {}): Promise<Job> {
    return accept("/v1/pipelines", input, [["steps", JSON.stringify(steps)]], progressOptions);
  }

  /**
   * Calls a tool, waits for its job and downloads the result: `{ job, data }`, the `Completed`
   * job and the result's bytes. A `Failed` job throws `DoctoolsJobError`. `onJob` hears of the
   * job as soon as the service has accepted it. `signal` before that stops the upload; after it,
   * the job is cancelled (unless `cancelOnAbort` is false) and the call rejects with
   * `DoctoolsAbortError`, whose `job` is the job as it ended.
   */
  async function run<T extends ToolName>(tool: T, input: ToolInput<T>, runOptions: RunOptions = {}): Promise<{ job: Job; data: Uint8Array }> {
    const { signal, onProgress } = runOptions;
    return finish(await submit(tool, input, { ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) }), runOptions);
  }

  /** Runs a pipeline as `run` runs a tool: waits for its job and downloads the last step's result. */
  async function pipeline(steps: readonly PipelineStep[], input: PipelineInput = {}, runOptions: RunOptions = {}): Promise<{ job: Job; data: Uint8Array }> {
    const { signal, onProgress } = runOptions;
    return finish(await submitPipeline(steps, input, { ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) }), runOptions);
  }

  /** Waits for an accepted job and downloads its result; a stop by `signal` cancels the job. */
  async function finish(accepted: Job, runOptions: RunOptions): Promise<{ job: Job; data: Uint8Array }> {
    const { signal } = runOptions;
    runOptions.onJob?.(accepted);
    try {
      const job = await jobs.wait(accepted.id, runOptions);
      if (job.status === "Failed") throw new DoctoolsJobError(job);
      const bytes = await guarded(signal, () => job, async () => readAll(await download(`/v1/jobs/${encodeURIComponent(job.id)}/result`, runOptions)));
      return { job, data: bytes };
    } catch (error) {
      if (!signal?.aborted) throw error;
      const seen = error instanceof DoctoolsAbortError && error.job ? error.job : accepted;
      if (runOptions.cancelOnAbort === false) throw new DoctoolsAbortError(seen, signal.reason);
      // The signal is spent: the cancel gets its own time limit. A cancel that fails leaves the
      // job as last seen, and the error says it goes on running.
      const ended = await cancel(accepted.id, { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) }).catch(() => seen);
      throw new DoctoolsAbortError(ended, signal.reason);
    }
  }

  /**
   * Cancels a job that is `Queued` or `Processing` and returns it as it ended: `Failed` with
   * `error.code` `Cancelled`. A `Queued` job never runs and its operation is given back. A job
   * that had already finished is returned as it finished (`Completed`, or `Failed` for its own
   * reason), not thrown: check `job.error?.code === "Cancelled"` to tell the two apart.
   */
  function cancel(id: string, { signal }: CallOptions = {}): Promise<Job> {
    return guarded(signal, null, async () => {
      try {
        return await withRetries(CREATE_RETRIES, signal, () => data(api.DELETE("/v1/jobs/{id}", { params: { path: { id } }, signal })));
      } catch (error) {
        if (error instanceof DoctoolsProblemError && error.status === 409 && error.type.endsWith("/job-ended")) return jobs.get(id, { signal });
        throw error;
      }
    });
  }

  /** Cancels every job of a batch that has not finished (as `cancel` does each) and returns the batch after it; finished jobs stay as they are. */
  function cancelBatch(id: string, { signal }: CallOptions = {}): Promise<Batch> {
    return guarded(signal, null, () => withRetries(CREATE_RETRIES, signal, () => data(api.DELETE("/v1/batches/{id}", { params: { path: { id } }, signal }))));
  }

  async function download(path: string, { signal, onProgress }: ProgressOptions): Promise<Download> {
    const response = await ok(await transport.send("GET", path, { signal }));
    const header = response.headers.get("content-length");
    const length = header === null ? null : Number(header);
    const contentType = response.headers.get("content-type");
    const source = response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    if (!onProgress) return { body: source, length, contentType };
    const total = length ?? 0;
    onProgress({ phase: "download", done: 0, total });
    return { body: source.pipeThrough(counter((done) => onProgress({ phase: "download", done, total }))), length, contentType };
  }

  return {
    run,
    submit,
    pipeline,
    submitPipeline,
    cancel,
    cancelBatch,
    jobs: { ...jobs, cancel },
    batches: { ...batches, cancel: cancelBatch },
    uploads,
    questions: {
      /** Asks a `Completed` ask-pdf job's PDF a question; `history` holds earlier questions and answers, oldest first. */
      ask: (jobId: string, question: Question, { signal }: CallOptions = {}): Promise<Answer> =>
        guarded(signal, null, () => data(api.POST("/v1/ask-pdf/{id}/questions", { params: { path: { id: jobId } }, body: question, signal }))),
    },
    /** The account the key belongs to: plan, limits, this month's usage, storage and credits. */
    me: ({ signal }: CallOptions = {}): Promise<Account> => guarded(signal, null, () => data(api.GET("/v1/me", { signal }))),
    /** The typed openapi-fetch client underneath, for anything the calls above leave out. */
    api,
    /** The service's address, as given. */
    baseUrl: transport.baseUrl,
  };
}

/**
 * The common fields of a call and its own (the tool's, or a pipeline's `steps`) as form fields;
 * upload ids this call made go before the caller's.
 */
function formFields(input: CommonInput & { readonly batchId?: string | undefined }, own: ReadonlyArray<readonly [string, string]>, uploaded: readonly string[]): Array<readonly [string, string]> {
  const fields: Array<readonly [string, string]> = [];
  if (input.fileName !== undefined) fields.push(["fileName", input.fileName]);
  if (input.batchId !== undefined) fields.push(["batchId", input.batchId]);
  if (input.exportUrl !== undefined) fields.push(["exportUrl", input.exportUrl]);
  fields.push(...own);
  for (const url of input.urls ?? []) fields.push(["url", url]);
  for (const id of [...uploaded, ...(input.uploads ?? [])]) fields.push(["uploads", id]);
  return fields;
}

/** A tool's fields as form fields: a list as the field repeated. */
function toolFields(values: Record<string, unknown>): Array<readonly [string, string]> {
  const fields: Array<readonly [string, string]> = [];
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) fields.push([name, String(item)]);
  }
  return fields;
}

/** openapi-fetch's answer as its data, or the service's problem thrown. */
async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data: body, error, response } = await call;
  if (!response.ok) throw problemFrom(response, error);
  return body as T;
}

async function readAll(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await new Response(download.body).arrayBuffer());
}

/** Runs `work`; if `signal` stops it, rethrows as DoctoolsAbortError with the job as last seen. */
async function guarded<T>(signal: AbortSignal | undefined, job: (() => Job | null) | null, work: () => Promise<T>): Promise<T> {
  try {
    signal?.throwIfAborted();
    return await work();
  } catch (error) {
    if (signal?.aborted && !(error instanceof DoctoolsAbortError)) throw new DoctoolsAbortError(job?.() ?? null, signal.reason);
    throw error;
  }
}
