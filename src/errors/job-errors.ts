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
  XfaForm: {
    retryable: false,
    detail:
      "The PDF's form is written in XFA alone, with no standard (AcroForm) fields to fill or read; open it in a program that converts XFA forms (Adobe Acrobat: save as a standard PDF form) first.",
  },
  FormValuesRejected: {
    retryable: false,
    detail: "A value names a field the form does not have, or is not one its field takes; read the form with read-pdf-form for its fields and their values.",
  },
  DownloadFailed: {
    retryable: false,
    detail: "A file given by its URL could not be fetched: the address did not answer, answered with an error, is not a public address, or sent more than the largest file allowed.",
  },
  FileTooLarge: { retryable: false, detail: "A file is larger than the largest file the tool takes on this plan." },
  ImageTooLarge: { retryable: false, detail: "The image has more pixels than this tool takes (at most 100 million)." },
  InvalidRequest: { retryable: false, detail: "The request cannot be carried out on this file." },
  Timeout: { retryable: false, detail: "The job took longer than the time a job may run." },
  InvalidCertificate: {
    retryable: false,
    detail: "The certificate file is not a PKCS#12 file (.p12 or .pfx) holding a private key and its certificate.",
  },
  SigningNotAllowed: {
    retryable: false,
    detail: "The PDF does not allow changes: its permissions or an earlier certifying signature forbid adding a signature.",
  },
  // The document and certificate are fine; the authority may answer a later attempt.
  TimestampUnavailable: { retryable: true, detail: "The time-stamping authority could not be reached or gave no valid time-stamp; try again later." },
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
  Cancelled: { retryable: false, detail: "The job was cancelled at the account's request before it finished; submit it again to run it." },
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
