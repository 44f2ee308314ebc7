import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Every setting the service reads, parsed once at start-up.
 * Nothing else in the code base reads process.env.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** PostgreSQL schema of the service's tables; the queue engine's is this name + `_queue`. */
  readonly databaseSchema: string;
  readonly s3Bucket: string | null;
  /** An S3-compatible server's URL; when set, requests use path-style addressing. Null: AWS S3. */
  readonly s3Endpoint: string | null;
  /** Prepended to every object key ("" or ending in "/"), so deployments can share a bucket. */
  readonly s3Prefix: string;
  readonly s3Region: string;
  /** Null: the AWS SDK's own credential chain (profiles, instance roles) finds the keys. */
  readonly s3AccessKeyId: string | null;
  readonly s3SecretAccessKey: string | null;
  readonly s3SessionToken: string | null;
  readonly workers: number;
  readonly plansFile: string | null;
  readonly resultTtlSeconds: number;
  readonly uploadTtlSeconds: number;
  readonly batchWindowSeconds: number;
  /** Length of the rate limit window: 60 s, as `requestsPerMinute` says; shorter only for tests. */
  readonly rateWindowSeconds: number;
  readonly webhookRetryDelays: readonly number[];
  readonly webhookTimeoutSeconds: number;
  readonly webhookAllowPrivate: boolean;
  /**
   * DOCTOOLS_URL_ALLOW_ORIGINS: `host:port` origins that files fetched from URLs (and results put
   * to export URLs) may reach although they are not public: a local test or development server.
   * Every other non-public address stays refused.
   */
  readonly urlAllowOrigins: readonly string[];
  /** How long fetching one file from a URL may take, redirects included. */
  readonly urlTimeoutSeconds: number;
  readonly jobTimeoutSeconds: number;
  /** How long a claimed job is held by its worker before another may take it over. */
  readonly jobLeaseSeconds: number;
  /** On SIGTERM, how long jobs in hand may run on before they are handed back to the queue. */
  readonly shutdownGraceSeconds: number;
  /**
   * How often a process that runs jobs looks for queued ones it was not told of (on PostgreSQL
   * every process is told of each new job at once) and for leases that ran out.
   */
  readonly queuePollMs: number;
  /** How often the queue engine (PostgreSQL) looks for jobs whose worker stopped sending heartbeats. */
  readonly queueSuperviseSeconds: number;
  /** Resident memory the whole process tree (this process and its workers) may use. */
  readonly memoryBudgetMb: number;
  /**
   * Each worker process's share of the budget (derived, not set): what its job may use before
   * it fails with OutOfMemory. The budget less the API process's reserve, split over the
   * workers and the one spare kept warm.
   */
  readonly workerMemoryMb: number;
  /** A worker still this large after a job is replaced (WebAssembly memory never shrinks). */
  readonly workerRecycleMb: number;
  /** A worker is replaced after this many jobs, however they went. */
  readonly workerMaxJobs: number;
  readonly aiBaseUrl: string | null;
  readonly aiApiKey: string | null;
  readonly aiModel: string | null;
  /** Time one chat-completions call may take before it counts as failed and is retried. */
  readonly aiTimeoutMs: number;
  /** Retries after a failed call (429, 5xx, time-out, connection error). */
  readonly aiRetries: number;
  /** First retry delay; each further retry waits twice as long (shorter only for tests). */
  readonly aiRetryBaseMs: number;
  /** Calls to the model at once from one process. */
  readonly aiConcurrency: number;
  /** Tokens one request may take, prompt and reply together (the model's context window or less). */
  readonly aiContextTokens: number;
  /**
   * An RFC 3161 time-stamping authority that sign-pdf asks to stamp each signature (PAdES B-T).
   * Null: signatures carry only the signer's claimed time, and signing asks nothing of the network.
   */
  readonly tsaUrl: string | null;
  /**
   * Time a client has to send a request's headers, from its first byte (or from the connection's
   * opening); past it the request is answered 408 and the connection closed.
   */
  readonly headersTimeoutSeconds: number;
  /**
   * While the service waits on the client (for more of a request body, or for room to send an
   * answer the client is not reading) and not one byte moves for this long, the connection is
   * closed. Never applies while the service itself is working on an answer.
   */
  readonly clientIdleTimeoutSeconds: number;
  /** Time a whole request, headers and body, may take to arrive; past it: 408 and closed. */
  readonly requestTimeoutSeconds: number;
  /** How long a kept-alive connection may wait, idle, for its next request. */
  readonly keepAliveTimeoutSeconds: number;
  /**
   * Open connections one client address may hold at once; further ones are closed as they
   * arrive. 0: no cap. Connections from trusted proxies are not capped.
   */
  readonly maxConnectionsPerAddress: number;
  /**
   * Who may say, in X-Forwarded-For, which address a request comes from: nobody (null; the
   * socket's peer is the client), the nearest `hops` proxies, or proxies at these addresses and
   * networks (CIDR).
   */
  readonly trustProxy: TrustProxy | null;
  /**
   * DOCTOOLS_PUBLIC_URL: where clients reach the service (`https://pdf.example.com`), named as the
   * OpenAPI document's server; unset, the document names the address each request came to.
   */
  readonly publicUrl: string | null;
  /** DOCTOOLS_CONTACT_EMAIL: who answers questions about this service, named in the OpenAPI document. */
  readonly contactEmail: string | null;
  /**
   * Browser origins (`https://app.example`) whose pages may read the API's answers (CORS);
   * empty: no CORS headers at all.
   */
  readonly corsOrigins: readonly string[];
  /** When set, GET /metrics requires `Authorization: Bearer <token>`; null: /metrics is open. */
  readonly metricsToken: string | null;
  /**
   * Where `doctools worker` answers /healthz, /readyz and /metrics (on HOST); null: it serves no
   * HTTP at all. 0 picks a free port.
   */
  readonly workerMetricsPort: number | null;
  /** Explicit key, or null to use the one generated into the data folder. */
  readonly secretKey: string | null;
  readonly logLevel: string;
  /**
   * Which LibreOffice converts office-to-pdf: `wasm`, the WebAssembly build installed by npm
   * (no system package), or `native`, a `soffice` on the machine (DOCTOOLS_SOFFICE_PATH).
   */
  readonly officeEngine: "wasm" | "native";
  /** The native `soffice` to run when officeEngine is `native`; null looks it up on PATH. */
  readonly sofficePath: string | null;
  /** A LibreOffice is replaced after this many conversions (and after any failure). */
  readonly officeMaxConversions: number;
  /** The Chromium html-to-pdf drives; null: the one installed with npm. */
  readonly chromiumPath: string | null;
  /** A Chromium is replaced after this many conversions (and after any failure). */
  readonly browserMaxConversions: number;
  /** How long an engine (LibreOffice, Chromium) may take to start before the job fails. */
  readonly engineStartTimeoutSeconds: number;
  /**
   * Whether a worker starts the next engine as soon as one is retired, so that a restart costs
   * the next job no time; off, engines start when a job needs one.
   */
  readonly engineKeepWarm: boolean;
  /** Module that exports the tool list workers load; tests point it at a list with extra tools. */
  readonly toolRegistryModule: string;
  /**
   * How often a request waiting for jobs (`?wait=`) reads them again besides being told of their
   * end: what finds jobs ended by another process on the embedded database. Not from the
   * environment; tests lengthen it to show that on PostgreSQL the notification answers.
   */
  readonly waitRecheckMs: number;
}

export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

export const defaultToolRegistryModule = new URL("./tools/registry.ts", import.meta.url).href;

/** What the API process (HTTP, database, queue) is counted at within the memory budget. */
export const API_PROCESS_RESERVE_MB = 384;
/** Below this a worker cannot even load its engines and a small document. */
const MIN_WORKER_MEMORY_MB = 256;

/**
 * Three quarters of the memory this service may have: the machine's, or its container's
 * (cgroup v2 `memory.max`) when that is lower. The rest is left to the page cache, the
 * database and the system.
 */
function defaultMemoryBudgetMb(): number {
  let available = os.totalmem();
  try {
    const limit = fs.readFileSync("/sys/fs/cgroup/memory.max", "utf8").trim();
    if (/^\d+$/.test(limit)) available = Math.min(available, Number(limit));
  } catch {
    // Not Linux, or no cgroup v2: the machine's memory it is.
  }
  return Math.max(1024, Math.floor((available / 1024 / 1024) * 0.75));
}

/** Parses the environment; throws a ConfigError naming every bad variable at once. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const text = (name: string): string | null => {
    const raw = env[name];
    return raw === undefined || raw.trim() === "" ? null : raw.trim();
  };
  const flag = (name: string, fallback = false): boolean => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (["1", "true", "yes"].includes(raw.toLowerCase())) return true;
    if (["0", "false", "no"].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be 1 or 0 (got "${raw}")`);
    return false;
  };

  const retryRaw = text("DOCTOOLS_WEBHOOK_RETRY_DELAYS") ?? "60,300,1800,7200,21600,43200";
  const webhookRetryDelays = retryRaw.split(",").map((part) => Number(part.trim()));
  if (webhookRetryDelays.some((n) => !Number.isFinite(n) || n < 0)) {
    problems.push(`DOCTOOLS_WEBHOOK_RETRY_DELAYS must be comma-separated seconds (got "${retryRaw}")`);
  }

  const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
  const logLevel = text("DOCTOOLS_LOG_LEVEL") ?? "info";
  if (!logLevels.includes(logLevel)) problems.push(`DOCTOOLS_LOG_LEVEL must be one of ${logLevels.join(", ")} (got "${logLevel}")`);

  const databaseUrl = text("DATABASE_URL");
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// (got "${databaseUrl}")`);
  }

  const databaseSchema = text("DOCTOOLS_DB_SCHEMA") ?? "doctools";
  if (!/^[a-z_][a-z0-9_]{0,50}$/.test(databaseSchema)) problems.push(`DOCTOOLS_DB_SCHEMA must be a lower-case SQL name of letters, digits and _ (got "${databaseSchema}")`);
  const s3Endpoint = text("DOCTOOLS_S3_ENDPOINT");
  if (s3Endpoint !== null && !/^https?:\/\/[^/]/.test(s3Endpoint)) {
    problems.push(`DOCTOOLS_S3_ENDPOINT must be an http:// or https:// URL (got "${s3Endpoint}")`);
  }
  const tsaUrl = text("DOCTOOLS_TSA_URL");
  if (tsaUrl !== null && !/^https?:\/\/[^/]/.test(tsaUrl)) {
    problems.push(`DOCTOOLS_TSA_URL must be the http:// or https:// address of an RFC 3161 time-stamping authority (got "${tsaUrl}")`);
  }
  const s3PrefixRaw = text("DOCTOOLS_S3_PREFIX") ?? "";
  const s3Prefix = s3PrefixRaw.replace(/^\/+|\/+$/g, "");
  if (s3Prefix.split("/").some((segment) => segment === "." || segment === "..") || /\/\//.test(s3Prefix)) {
    problems.push(`DOCTOOLS_S3_PREFIX must be folder names separated by "/" (got "${s3PrefixRaw}")`);
  }
  const s3AccessKeyId = text("AWS_ACCESS_KEY_ID");
  const s3SecretAccessKey = text("AWS_SECRET_ACCESS_KEY");
  const s3Bucket = text("DOCTOOLS_S3_BUCKET");
  if (s3Bucket !== null && (s3AccessKeyId === null) !== (s3SecretAccessKey === null)) {
    problems.push("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together (or both left unset for the AWS SDK's credential chain)");
  }

  if (text("DOCTOOLS_WORKER_MEMORY_MB") !== null) {
    problems.push("DOCTOOLS_WORKER_MEMORY_MB is no longer read: set DOCTOOLS_MEMORY_MB, the memory of the whole service, which is shared out among its workers");
  }
  const workers = integer("DOCTOOLS_WORKERS", Math.max(1, os.availableParallelism()), 0, 256);
  const memoryBudgetMb = integer("DOCTOOLS_MEMORY_MB", defaultMemoryBudgetMb(), 512, 1_048_576);
  const workerProcesses = Math.max(1, workers) + 1;
  const workerMemoryMb = Math.floor((memoryBudgetMb - API_PROCESS_RESERVE_MB) / workerProcesses);
  if (workerMemoryMb < MIN_WORKER_MEMORY_MB) {
    problems.push(
      `DOCTOOLS_MEMORY_MB (${memoryBudgetMb}) leaves ${Math.max(0, workerMemoryMb)} MB to each of ${workerProcesses} worker processes (DOCTOOLS_WORKERS=${workers} and one spare); ` +
        `each needs at least ${MIN_WORKER_MEMORY_MB} MB: set DOCTOOLS_MEMORY_MB to ${API_PROCESS_RESERVE_MB + workerProcesses * MIN_WORKER_MEMORY_MB} or more, or run fewer workers`,
    );
  }

  const headersTimeoutSeconds = integer("DOCTOOLS_HEADERS_TIMEOUT_SECONDS", 10, 1, 300);
  const requestTimeoutSeconds = integer("DOCTOOLS_REQUEST_TIMEOUT_SECONDS", 900, 1, 86400);
  if (requestTimeoutSeconds < headersTimeoutSeconds) {
    problems.push(`DOCTOOLS_REQUEST_TIMEOUT_SECONDS (${requestTimeoutSeconds}) must be at least DOCTOOLS_HEADERS_TIMEOUT_SECONDS (${headersTimeoutSeconds}): the headers are part of the request`);
  }
  const trustProxy = parseTrustProxy(text("DOCTOOLS_TRUST_PROXY"), problems);
  const publicUrl = parsePublicUrl(text("DOCTOOLS_PUBLIC_URL"), problems);
  const contactEmail = text("DOCTOOLS_CONTACT_EMAIL");
  if (contactEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail)) problems.push(`DOCTOOLS_CONTACT_EMAIL must be an email address (got "${contactEmail}")`);
  const corsOrigins = parseCorsOrigins(text("DOCTOOLS_CORS_ORIGINS"), problems);
  const officeEngine = text("DOCTOOLS_OFFICE_ENGINE") ?? "wasm";
  if (officeEngine !== "wasm" && officeEngine !== "native") problems.push(`DOCTOOLS_OFFICE_ENGINE must be wasm or native (got "${officeEngine}")`);
  const metricsToken = text("DOCTOOLS_METRICS_TOKEN");
  // The token travels in a header: a character a header cannot carry could never match.
  if (metricsToken !== null && !/^[\x21-\x7e]{16,512}$/.test(metricsToken)) {
    problems.push("DOCTOOLS_METRICS_TOKEN must be 16 to 512 printable ASCII characters without spaces (e.g. from `openssl rand -hex 32`)");
  }

  const config: Config = {
    port: integer("PORT", 8080, 0, 65535),
    host: text("HOST") ?? "127.0.0.1",
    dataDir: path.resolve(text("DOCTOOLS_DATA_DIR") ?? "./data"),
    databaseUrl,
    databaseSchema,
    s3Bucket,
    s3Endpoint,
    s3Prefix: s3Prefix === "" ? "" : `${s3Prefix}/`,
    s3Region: text("AWS_REGION") ?? text("AWS_DEFAULT_REGION") ?? "us-east-1",
    s3AccessKeyId,
    s3SecretAccessKey,
    s3SessionToken: text("AWS_SESSION_TOKEN"),
    workers,
    plansFile: text("DOCTOOLS_PLANS_FILE"),
    resultTtlSeconds: integer("DOCTOOLS_RESULT_TTL_SECONDS", 3600, 1, 30 * 86400),
    uploadTtlSeconds: integer("DOCTOOLS_UPLOAD_TTL_SECONDS", 3600, 1, 30 * 86400),
    batchWindowSeconds: integer("DOCTOOLS_BATCH_WINDOW_SECONDS", 3600, 1, 30 * 86400),
    rateWindowSeconds: integer("DOCTOOLS_RATE_WINDOW_SECONDS", 60, 1, 3600),
    webhookRetryDelays,
    webhookTimeoutSeconds: integer("DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS", 10, 1, 300),
    webhookAllowPrivate: flag("DOCTOOLS_WEBHOOK_ALLOW_PRIVATE"),
    urlAllowOrigins: (text("DOCTOOLS_URL_ALLOW_ORIGINS") ?? "").split(",").map((origin) => origin.trim().toLowerCase()).filter((origin) => origin !== ""),
    urlTimeoutSeconds: integer("DOCTOOLS_URL_TIMEOUT_SECONDS", 60, 1, 3600),
    jobTimeoutSeconds: integer("DOCTOOLS_JOB_TIMEOUT_SECONDS", 300, 1, 86400),
    jobLeaseSeconds: integer("DOCTOOLS_JOB_LEASE_SECONDS", 30, 1, 3600),
    shutdownGraceSeconds: integer("DOCTOOLS_SHUTDOWN_GRACE_SECONDS", 30, 0, 3600),
    queueSuperviseSeconds: integer("DOCTOOLS_QUEUE_SUPERVISE_SECONDS", 10, 1, 3600),
    queuePollMs: integer("DOCTOOLS_QUEUE_POLL_MS", 1000, 50, 3_600_000),
    memoryBudgetMb,
    workerMemoryMb,
    workerRecycleMb: integer("DOCTOOLS_WORKER_RECYCLE_MB", Math.min(768, Math.floor(workerMemoryMb * 0.6)), 64, 1_048_576),
    workerMaxJobs: integer("DOCTOOLS_WORKER_MAX_JOBS", 500, 1, 1_000_000),
    aiBaseUrl: text("DOCTOOLS_AI_BASE_URL"),
    aiApiKey: text("DOCTOOLS_AI_API_KEY"),
    aiModel: text("DOCTOOLS_AI_MODEL"),
    aiTimeoutMs: integer("DOCTOOLS_AI_TIMEOUT_MS", 120_000, 100, 3_600_000),
    aiRetries: integer("DOCTOOLS_AI_RETRIES", 3, 0, 10),
    aiRetryBaseMs: integer("DOCTOOLS_AI_RETRY_BASE_MS", 1000, 0, 60_000),
    aiConcurrency: integer("DOCTOOLS_AI_CONCURRENCY", 4, 1, 64),
    aiContextTokens: integer("DOCTOOLS_AI_CONTEXT_TOKENS", 16_000, 2000, 2_000_000),
    tsaUrl,
    headersTimeoutSeconds,
    clientIdleTimeoutSeconds: integer("DOCTOOLS_CLIENT_IDLE_TIMEOUT_SECONDS", 20, 1, 3600),
    requestTimeoutSeconds,
    keepAliveTimeoutSeconds: integer("DOCTOOLS_KEEP_ALIVE_TIMEOUT_SECONDS", 72, 1, 3600),
    maxConnectionsPerAddress: integer("DOCTOOLS_MAX_CONNECTIONS_PER_ADDRESS", 64, 0, 1_000_000),
    trustProxy,
    publicUrl,
    contactEmail,
    corsOrigins,
    metricsToken,
    workerMetricsPort: text("DOCTOOLS_WORKER_METRICS_PORT") === null ? null : integer("DOCTOOLS_WORKER_METRICS_PORT", 0, 0, 65535),
    secretKey: text("DOCTOOLS_SECRET_KEY"),
    logLevel,
    officeEngine: officeEngine === "native" ? "native" : "wasm",
    sofficePath: text("DOCTOOLS_SOFFICE_PATH"),
    officeMaxConversions: integer("DOCTOOLS_OFFICE_MAX_CONVERSIONS", 10, 1, 100_000),
    chromiumPath: text("DOCTOOLS_CHROMIUM_PATH"),
    browserMaxConversions: integer("DOCTOOLS_BROWSER_MAX_CONVERSIONS", 100, 1, 100_000),
    engineStartTimeoutSeconds: integer("DOCTOOLS_ENGINE_START_TIMEOUT_SECONDS", 60, 1, 3600),
    engineKeepWarm: flag("DOCTOOLS_ENGINE_KEEP_WARM", true),
    toolRegistryModule: defaultToolRegistryModule,
    waitRecheckMs: 1500,
    ...overrides,
  };

  // Every process must seal and open secrets with the same key; a generated one would differ.
  if (config.databaseUrl !== null && /^postgres(ql)?:\/\//.test(config.databaseUrl) && config.secretKey === null) {
    problems.push("DOCTOOLS_SECRET_KEY must be set when DATABASE_URL is: every API and worker process must use the same key");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** An absolute http(s) URL with no query or fragment, kept without its trailing slash. */
function parsePublicUrl(raw: string | null, problems: string[]): string | null {
  if (raw === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    problems.push(`DOCTOOLS_PUBLIC_URL must be the service's address such as https://pdf.example.com, without query or credentials (got "${raw}")`);
    return null;
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * DOCTOOLS_TRUST_PROXY: unset or 0, nobody; a whole number, that many proxies in front of the
 * service; otherwise a comma-separated list of proxy addresses and CIDR networks.
 */
function parseTrustProxy(raw: string | null, problems: string[]): TrustProxy | null {
  if (raw === null) return null;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) problems.push(`DOCTOOLS_TRUST_PROXY must be a number of proxies from 0 to 32, or addresses (got "${raw}")`);
    return hops === 0 || hops > 32 ? null : { hops };
  }
  const addresses = raw.split(",").map((entry) => entry.trim());
  const bad = addresses.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0) {
    problems.push(`DOCTOOLS_TRUST_PROXY must be a number of proxies, or comma-separated IP addresses and CIDR networks such as 10.0.0.0/8 (got "${raw}"; "${bad.join(", ")}" is neither)`);
    return null;
  }
  return { addresses };
}

/**
 * DOCTOOLS_CORS_ORIGINS: comma-separated origins, each exactly as a browser sends it in `Origin`
 * (scheme, host and a port other than the scheme's own; no path, no trailing slash), since
 * an origin is matched as a whole string. `*` is refused: the API's answers are an account's.
 */
function parseCorsOrigins(raw: string | null, problems: string[]): readonly string[] {
  if (raw === null) return [];
  const origins = raw.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  const bad = origins.filter((origin) => !isOrigin(origin));
  if (bad.length > 0) {
    problems.push(`DOCTOOLS_CORS_ORIGINS must be comma-separated origins such as https://app.example or http://localhost:3000, without paths or trailing slashes ("${bad.join(", ")}" is not one)`);
  }
  return [...new Set(origins)];
}

function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === entry;
  } catch {
    return false;
  }
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
