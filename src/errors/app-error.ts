import { problemCatalogue, type ProblemSlug } from "./problem-catalogue.ts";

export interface FieldError {
  readonly field: string;
  readonly detail: string;
}

interface AppErrorOptions {
  cause?: unknown;
  /** Validation problems: every bad field at once, not only the first. */
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Extra members of the problem object, e.g. `received` for an upload offset conflict. */
  extensions?: Record<string, unknown>;
}

/**
 * An error the client is meant to see. `detail` is the client's sentence; the cause chain,
 * written for the operator, goes to logs only.
 */
export class AppError extends Error {
  readonly slug: ProblemSlug;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(slug: ProblemSlug, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.slug = slug;
    this.detail = detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }

  get status(): number {
    return problemCatalogue[this.slug].status;
  }
}

export function validationError(errors: FieldError[]): AppError {
  const detail =
    errors.length === 1 ? errors[0]!.detail : `${errors.length} fields are invalid: ${errors.map((e) => e.field).join(", ")}.`;
  return new AppError("validation", detail, { errors });
}
