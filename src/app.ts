import path from "node:path";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { aiWorkerEnv } from "./ai-model/ai-settings.ts";
import { describeEngines, engineSettingsFrom, engineWorkerEnv } from "./common/engine-settings.ts";
import type { Config } from "./config.ts";
import { registerDashboard } from "./dashboard/dashboard.ts";
import { AppError } from "./errors/app-error.ts";
import { apiPlugin } from "./http/api-plugin.ts";
import { installClientLimits, serverTimeouts } from "./http/client-limits.ts";
import { createEndpointContext } from "./http/endpoint-context.ts";
import { installProblemHandler, sendProblem, toAppError } from "./http/problem-handler.ts";
import { publicPlugin } from "./http/public-plugin.ts";
import { operatorEndpoints } from "./http/routes/operator-routes.ts";
import { trustProxyFunction } from "./http/trust-proxy.ts";
import { JobRunner } from "./jobs/job-runner.ts";
import { startSweepers } from "./sweepers/start-sweepers.ts";
import { WorkerPool } from "./workers/worker-pool.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices, MAX_JOB_ATTEMPTS, type Services } from "./services.ts";
import { announceJobEvents } from "./webhooks/job-notifications.ts";
import { logJobSteps } from "./jobs/job-log.ts";
import { countJobSteps, measureQueue, measureWorkerPool } from "./jobs/job-metrics.ts";
import { requestIdOf, installRequestIds } from "./http/request-id.ts";
import { installRequestMetrics } from "./http/request-metrics.ts";
import { WebhookDispatcher } from "./webhooks/webhook-dispatcher.ts";

export interface App {
  readonly server: FastifyInstance;
  readonly services: Services;
  /** Null when this process runs no workers (an API-only process). */
  readonly pool: WorkerPool | null;
  readonly runner: JobRunner | null;
  /** Sends webhook deliveries; runs wherever jobs run. */
  readonly dispatcher: WebhookDispatcher | null;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Run jobs in this process (the embedded default); false for an API-only process. */
  readonly runJobs?: boolean;
  /**
   * `all` (the default): the API, the dashboard and the pages. `operator`: only /healthz,
   * /readyz and /metrics, for a worker process that serves its own probes and metrics.
   */
  readonly routes?: "all" | "operator";
  readonly log?: Logger;
}

/** Builds the whole service from its config; shared by `doctools serve` and the tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const log = options.log ?? createLogger(config.logLevel);
  const services = await createServices(config, log);
  const trustProxy = trustProxyFunction(config.trustProxy);
  const server: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // X-Request-Id: the client's when sane, else a fresh UUID; `requestId` in every log line.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    bodyLimit: 1024 * 1024,
    // request.ip: the client named by X-Forwarded-For only as far as DOCTOOLS_TRUST_PROXY trusts.
    trustProxy: trustProxy ?? false,
    ...serverTimeouts(config),
    // Errors the router meets before any route (a badly encoded URL) get problem details too.
    frameworkErrors: (error, request, reply) => sendProblem(reply, request, toAppError(error)),
    // While closing, requests on open connections get our own 503 problem (below).
    return503OnClosing: false,
    forceCloseConnections: "idle",
  });

  installClientLimits(server.server, {
    idleTimeoutMs: config.clientIdleTimeoutSeconds * 1000,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    trustProxy,
    log,
  });
  installProblemHandler(server);
  // On the root, before the plugins: every answer, whichever family it belongs to, carries its
  // id and is counted.
  installRequestIds(server);
  installRequestMetrics(server, services.metrics);
  let closing = false;
  server.addHook("onRequest", async () => {
    if (closing) {
      throw new AppError("service-unavailable", "The service is shutting down; retry in a few seconds.", { headers: { "retry-after": "5" } });
    }
  });
  await server.register(multipart);

  // Three families of routes, each a plugin with its own hooks: the public
  // pages and documents, the API behind its key, and the dashboard with its headers. No hook
  // looks at the URL; the router decides which family a request belongs to.
  const endpointContext = createEndpointContext(services);
  endpointContext.readiness.add("database", () => services.sql.one("SELECT 1"));
  endpointContext.readiness.add("storage", () => services.files.checkReady());
  measureQueue(services.jobStore, services.metrics);
  if (options.routes === "operator") {
    await server.register(publicPlugin(endpointContext, operatorEndpoints));
  } else {
    await server.register(publicPlugin(endpointContext));
    await server.register(apiPlugin(endpointContext), { prefix: "/v1" });
    await registerDashboard(server, services);
  }

  let pool: WorkerPool | null = null;
  let runner: JobRunner | null = null;
  let dispatcher: WebhookDispatcher | null = null;
  let stopPublishing = () => {};
  let stopMeasuringPool = () => {};
  const stopLoggingJobs = logJobSteps(services.events, log);
  const stopCountingJobs = countJobSteps(services.events, services.metrics);
  const sweepers = startSweepers(services, log);
  if (options.runJobs ?? config.workers > 0) {
    pool = new WorkerPool({
      size: Math.max(1, config.workers),
      registryModule: config.toolRegistryModule,
      memoryMb: config.workerMemoryMb,
      budgetMb: config.memoryBudgetMb,
      recycleMb: config.workerRecycleMb,
      maxJobs: config.workerMaxJobs,
      log,
      logLevel: config.logLevel,
      env: { ...aiWorkerEnv(config), ...engineWorkerEnv(config) },
    });
    await pool.start();
    const started = pool;
    stopMeasuringPool = measureWorkerPool(started, services.metrics);
    endpointContext.readiness.engines = describeEngines(engineSettingsFrom(config));
    endpointContext.readiness.add("workers", () => {
      if (started.readyCount() === 0) throw new Error("no job worker process is running (they are being started again)");
    });
    runner = new JobRunner({
      store: services.jobStore,
      queue: services.queue,
      files: services.files,
      pool,
      events: services.events,
      tools: services.tools,
      secrets: services.secrets,
      log,
      workRoot: path.join(config.dataDir, "work"),
      jobTimeoutMs: config.jobTimeoutSeconds * 1000,
      leaseMs: config.jobLeaseSeconds * 1000,
      resultTtlMs: config.resultTtlSeconds * 1000,
      maxAttempts: MAX_JOB_ATTEMPTS,
      // Leases that ran out are looked for on the same beat, at least four times a lease.
      pollMs: Math.min(config.queuePollMs, config.jobLeaseSeconds * 250),
      sql: services.sql,
      onEnd: (job) => services.webhooks.jobEventWriter(job.accountId),
      urls: {
        rule: { allowPrivate: false, allowedOrigins: new Set(config.urlAllowOrigins) },
        timeoutMs: config.urlTimeoutSeconds * 1000,
        exportRetryDelaysMs: config.webhookRetryDelays.map((seconds) => seconds * 1000),
      },
      async refundSteps(job, month, paid) {
        const account = await services.accounts.getAccount(job.accountId);
        const plan = account ? services.plans.find(account.plan) : undefined;
        if (!plan) return;
        for (const isPaid of paid) await services.usage.refund({ accountId: job.accountId, month, paid: isPaid }, plan.limits);
      },
    });
    stopPublishing = announceJobEvents(services.events, services.webhooks);
    dispatcher = new WebhookDispatcher({
      events: services.webhookEvents,
      endpoints: services.webhookEndpoints,
      secrets: services.secrets,
      log,
      retryDelaysMs: config.webhookRetryDelays.map((seconds) => seconds * 1000),
      timeoutMs: config.webhookTimeoutSeconds * 1000,
      allowPrivate: config.webhookAllowPrivate,
      onAttempt: (outcome) => services.metrics.webhookAttempts.inc({ outcome }),
    });
    const sending = dispatcher;
    services.webhooks.onQueued(() => sending.wake());
    sending.start();
    await runner.start();
  }

  return {
    server,
    services,
    pool,
    runner,
    dispatcher,
    async close() {
      closing = true;
      // Requests waiting for jobs answer now, with what they read, rather than hold the close.
      services.jobWaits.stop();
      // Node closes only the connections idle at the moment of close(): a keep-alive connection
      // whose last response is still flushing would hold the close for ever. Idle ones are
      // closed as they become idle, and whatever is still open after the grace is cut.
      const sweep = setInterval(() => server.server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.server.closeAllConnections(), config.shutdownGraceSeconds * 1000);
      try {
        await server.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
      await runner?.stop(config.shutdownGraceSeconds * 1000);
      stopPublishing();
      stopLoggingJobs();
      stopCountingJobs();
      stopMeasuringPool();
      await dispatcher?.stop();
      await pool?.close();
      await sweepers.stop();
      await services.close();
    },
  };
}
