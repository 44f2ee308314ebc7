import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Caller } from "../accounts/caller.ts";
import { UUID } from "../common/uuid.ts";
import { AppError } from "../errors/app-error.ts";
import { closeIfBodyUnread } from "../http/linger-after-refusal.ts";
import { sendProblem, toAppError } from "../http/problem-handler.ts";
import { RateLimiter } from "../http/rate-limit.ts";
import { acceptToolCall } from "../intake/accept-tool-call.ts";
import { receiveToolCall, REQUEST_FRAMING_BYTES, REQUEST_LIMIT_BYTES, storeInputs } from "../intake/receive-tool-call.ts";
import { toPublicJob, type JobRecord } from "../jobs/job.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { checkCsrfToken, checkSameOrigin } from "./csrf.ts";
import { DashboardError } from "./dashboard-error.ts";
import type { DashboardDeps } from "./dashboard-routes.ts";
import { downloadable, resultAddress } from "./job-table.ts";
import { currentSession, type SignedIn } from "./sessions.ts";
import { planOf } from "./tool-pages.ts";
import { askAboutJob } from "../http/routes/question-routes.ts";
import { declaredLength } from "../http/routes/tool-routes.ts";
import { MAX_QUESTION_CHARS, type HistoryEntry } from "../answers/questions.ts";

/**
 * The calls the Tools page's script makes: a tool call sent from the browser, and the job it
 * made, as JSON. Refusals are problem details, in the same words the API uses, so the page can
 * show them as they are.
 */
export async function registerToolCallRoutes(dashboard: FastifyInstance, deps: DashboardDeps): Promise<void> {
  const { services } = deps;
  const limiter = new RateLimiter(services.sql, services.config.rateWindowSeconds);

  async function signedInOrRefused(request: FastifyRequest): Promise<SignedIn> {
    const signedIn = await currentSession(services.dashboardSessions, services.accounts, request);
    if (!signedIn) throw new DashboardError(403, "You are signed out: sign in again, then send the files again.");
    return signedIn;
  }

  /**
   * A tool call made by the signed-in account, accepted exactly as `POST /v1/<tool>` accepts
   * one: the same intake charges it, reads it and queues it. The plan's API access is not asked
   * for (the dashboard is how a plan without it uses the tools); its rate limit is, shared with
   * the account's keys.
   */
  async function callTool(tool: AnyTool, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    checkSameOrigin(request);
    const signedIn = await signedInOrRefused(request);
    const token = request.headers["x-csrf-token"];
    checkCsrfToken(typeof token === "string" ? token : undefined, signedIn.token);
    const plan = planOf(deps, signedIn);
    const declaredBytes = declaredLength(request);
    if (declaredBytes !== null && declaredBytes > REQUEST_LIMIT_BYTES + REQUEST_FRAMING_BYTES) {
      throw new AppError("payload-too-large", "The files together are larger than 100 MB, more than one request from this page may carry.");
    }
    const decision = await limiter.hit(signedIn.account.id, plan.limits.requestsPerMinute);
    if (!decision.allowed) {
      throw new AppError("rate-limited", `The account may send ${decision.limit} requests a minute (the dashboard and all its keys together); retry in ${decision.resetSeconds} s.`, {
        headers: { "retry-after": String(decision.resetSeconds) },
      });
    }
    const caller: Caller = { account: signedIn.account, key: null, plan };
    const job = await acceptToolCall(services, {
      tool,
      caller,
      declaredBytes,
      async receive(jobId) {
        const call = await receiveToolCall(request, tool, storeInputs(services.files, jobId), plan.limits.maxFileBytes);
        services.metrics.receivedBytes.inc({ kind: "tool_input" }, call.inputs.reduce((sum, input) => sum + input.bytes, 0));
        return call;
      },
    });
    reply.log = reply.log.child({ jobId: job.id });
    return reply.code(202).header("location", `/dashboard/jobs/${job.id}`).send(dashboardJob(job, new Date()));
  }

  await dashboard.register(async (calls) => {
    calls.setErrorHandler((error, request, reply) => {
      if (error instanceof DashboardError) {
        closeIfBodyUnread(request, reply);
        return reply
          .code(error.status)
          .type("application/problem+json")
          .send({ type: "about:blank", title: STATUS_CODES[error.status], status: error.status, detail: error.message, instance: request.url.split("?")[0] });
      }
      const problem = toAppError(error);
      if (problem.status >= 500) request.log.error({ err: error }, "dashboard tool call failed");
      return sendProblem(reply, request, problem);
    });

    for (const tool of services.tools.values()) {
      calls.post(`/tools/${tool.name}`, (request, reply) => callTool(tool, request, reply));
    }

    // A question about an ask-pdf job's document, asked as the API asks it: a plan without API
    // access (Free) has no other way to use the job it paid for.
    calls.post("/jobs/:id/questions", async (request, reply) => {
      checkSameOrigin(request);
      const signedIn = await signedInOrRefused(request);
      const token = request.headers["x-csrf-token"];
      checkCsrfToken(typeof token === "string" ? token : undefined, signedIn.token);
      const decision = await limiter.hit(signedIn.account.id, planOf(deps, signedIn).limits.requestsPerMinute);
      if (!decision.allowed) {
        throw new AppError("rate-limited", `The account may send ${decision.limit} requests a minute (the dashboard and all its keys together); retry in ${decision.resetSeconds} s.`, {
          headers: { "retry-after": String(decision.resetSeconds) },
        });
      }
      const { question, history } = readQuestion(request.body);
      const { id } = request.params as { id: string };
      const job = UUID.test(id) ? await services.jobStore.getJob(id.toLowerCase()) : null;
      if (!job || job.accountId !== signedIn.account.id) throw new AppError("not-found", `There is no job ${id}.`);
      return reply.send(await askAboutJob(services, job, question, history));
    });

    // The job as the page follows it; another account's job is as unknown as one that never existed.
    calls.get("/jobs/:id", async (request, reply) => {
      const signedIn = await signedInOrRefused(request);
      const { id } = request.params as { id: string };
      const job = UUID.test(id) ? await services.jobStore.getJob(id.toLowerCase()) : null;
      if (!job || job.accountId !== signedIn.account.id) throw new AppError("not-found", `There is no job ${id}.`);
      return reply.send(dashboardJob(job, new Date()));
    });
  });
}

/** The job as the API shows it, plus where the page downloads its result while it lasts. */
function dashboardJob(job: JobRecord, now: Date) {
  return { ...toPublicJob(job), download: downloadable(job, now) ? resultAddress(job.id) : null };
}

/** The question and the earlier answers sent with it, checked as the API checks them. */
function readQuestion(body: unknown): { question: string; history: HistoryEntry[] } {
  const record = (typeof body === "object" && body !== null ? body : {}) as { question?: unknown; history?: unknown };
  const question = typeof record.question === "string" ? record.question.trim() : "";
  if (question === "" || [...question].length > MAX_QUESTION_CHARS) {
    throw new AppError("validation", `\`question\` must be a text of 1 to ${MAX_QUESTION_CHARS} characters.`, { errors: [{ field: "question", detail: `1 to ${MAX_QUESTION_CHARS} characters.` }] });
  }
  const history = Array.isArray(record.history)
    ? record.history
        .slice(-100)
        .filter((entry): entry is HistoryEntry => typeof entry?.question === "string" && typeof entry?.answer === "string")
        .map((entry) => ({ question: entry.question.slice(0, MAX_QUESTION_CHARS), answer: entry.answer.slice(0, 20_000) }))
    : [];
  return { question, history };
}
