/**
 * Codes a failed job carries in `error.code`, with the sentence used when the tool has nothing
 * more specific to say, and whether running the job again could succeed: an engine crash or a
 * timeout may pass, a damaged file or a wrong password will not.
 */
export const jobErrorCatalogue = {
  WrongPassword: { retryable: false, detail: "The password is wrong for this PDF." },
  NotEncrypted: { retryable: false, detail: "The PDF has no password to remove." },
  AlreadyEncrypted: { retryable: false, detail: "The PDF already has a password; unlock it first." },
  PasswordRequired: {
    retryable: false,
    detail: "The PDF is protected with a password; remove it with unlock-pdf first.",
  },
  NothingFound: { retryable: false, detail: "No term, pattern or area matched anything in the PDF." },
  NoText: {
    retryable: false,
    detail: "The PDF contains no text; a scan must be made searchable with an OCR tool first.",
  },
  DamagedFile: { retryable: false, detail: "The file is damaged beyond repair and cannot be read." },
  UnsupportedFile: { retryable: false, detail: "The file is not of a type this tool takes." },
  PageOutOfRange: { retryable: false, detail: "A page number is beyond the last page of the PDF." },
  TooManyPages: { retryable: false, detail: "The PDF has more pages than this tool takes." },
  ImageTooLarge: { retryable: false, detail: "The image has more pixels than this tool takes (at most 100 million)." },
  InvalidRequest: { retryable: false, detail: "The request cannot be carried out on this file." },
  Timeout: { retryable: false, detail: "The job took longer than the time a job may run." },
  OutOfMemory: { retryable: false, detail: "The file needs more memory to process than a job may use." },
  TooComplex: {
    retryable: false,
    detail:
      "The file goes beyond what a job can process: content nested too deeply, a page drawn with too many operations, or streams that expand to too many bytes. Simplify it, for example by printing it to a new PDF.",
  },
  EngineUnavailable: {
    retryable: true,
    detail: "The conversion engine could not be started; try again later.",
  },
  PageLoadFailed: {
    retryable: false,
    detail: "The page could not be loaded: its address did not answer, answered with an error, or is not a public address.",
  },
  WorkerLost: { retryable: false, detail: "The worker running the job stopped repeatedly; try again later." },
  // Not retried by the runner: the model client already retried each call with backoff (and
  // honoured Retry-After); another attempt seconds later would only repeat that.
  AiUnavailable: { retryable: false, detail: "The AI model could not be reached; try again later." },
  Internal: { retryable: true, detail: "The job failed because of an internal error; try again later." },
} as const satisfies Record<string, { retryable: boolean; detail: string }>;

export type JobErrorCode = keyof typeof jobErrorCatalogue;

export interface JobErrorInfo {
  readonly code: JobErrorCode;
  readonly detail: string;
}

/** Thrown by tools (and engines) for an outcome the user can act on. */
export class JobError extends Error {
  readonly code: JobErrorCode;
  readonly detail: string;

  constructor(code: JobErrorCode, detail?: string, options?: { cause?: unknown }) {
    const sentence = detail ?? jobErrorCatalogue[code].detail;
    super(sentence, options);
    this.name = "JobError";
    this.code = code;
    this.detail = sentence;
  }

  get retryable(): boolean {
    return jobErrorCatalogue[this.code].retryable;
  }

  toInfo(): JobErrorInfo {
    return { code: this.code, detail: this.detail };
  }
}

export function isJobErrorCode(value: unknown): value is JobErrorCode {
  return typeof value === "string" && Object.hasOwn(jobErrorCatalogue, value);
}
