import type { ParameterSpec } from "./endpoint-declaration.ts";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
const HEADER = IDEMPOTENCY_KEY_HEADER;

/** The header, as each operation that takes it declares it (OpenAPI). */
export const idempotencyKeyHeader: Record<typeof HEADER, ParameterSpec> = {
  [HEADER]: {
    description:
      "Makes the request safe to send again (after a time-out or a lost connection): the same key with the same request, from the same account within 24 hours, gets the first answer again (same status, same body, the same job, marked `Idempotent-Replayed: true`) and nothing is done or counted twice. 1 to 255 printable ASCII characters; a new random UUID per request is best. The same key with a different request (another endpoint, other fields or files) gets `422`; while the first request with the key is still being processed, another gets `409` with `Retry-After`. A request refused with a problem keeps nothing, so its key can be used again. Keys of other accounts are their own.",
    schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[ -~]+$" },
  },
};

/** The problem notes of an operation that takes the header. */
export const idempotencyProblems = {
  "validation": `the \`${HEADER}\` header is not 1 to 255 printable ASCII characters`,
  "idempotency-key-in-use": `an earlier request with this \`${HEADER}\` is still being processed; retry after \`Retry-After\` seconds`,
  "idempotency-key-reused": `this \`${HEADER}\` was used in the last 24 hours for a different request`,
} as const;
