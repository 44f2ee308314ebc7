import type { FastifyReply } from "fastify";
import { isJobErrorCode, jobErrorCatalogue } from "../../errors/job-errors.ts";
import { problemCatalogue, problemSlugs } from "../../errors/problem-catalogue.ts";
import { AppError } from "../../errors/app-error.ts";
import { escapeHtml } from "../../common/html.ts";
import type { Response, Tag } from "../../openapi/openapi-types.ts";
import { defineEndpoint } from "../endpoint.ts";

const problemsTag: Tag = { name: "Problems", description: "A page for every problem type and job error code." };
const page200: Record<number, Response> = { 200: { description: "The page.", content: { "text/html": { schema: { type: "string" } } } } };

/** Every problem `type` URL serves a short page about that problem. */
export const problemPageEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/problems",
    operationId: "listProblemTypes",
    summary: "List the problem types",
    description: "Every problem type of the API, with its status, linking to its page.",
    tag: problemsTag,
    auth: "public",
    responses: page200,
    handler: async (_request, reply) => {
      const items = problemSlugs
        .map((slug) => `<li><a href="/problems/${slug}">${escapeHtml(problemCatalogue[slug].title)}</a> (${problemCatalogue[slug].status})</li>`)
        .join("\n");
      return sendPage(reply, "Problem types", `<p>Errors of the doctools API are RFC 9457 problem details. Their types:</p><ul>${items}</ul><p>A job that fails says why in its <code>error.code</code>: see <a href="/problems/job-errors">job errors</a>.</p>`);
    },
  }),

  // Failures while a job runs are reported on the job, not as problems; their codes get pages too.
  defineEndpoint({
    method: "GET",
    path: "/problems/job-errors",
    operationId: "listJobErrors",
    summary: "List the job error codes",
    description: "Every `error.code` a failed job can have, linking to its page.",
    tag: problemsTag,
    auth: "public",
    responses: page200,
    handler: async (_request, reply) => {
      const items = Object.entries(jobErrorCatalogue)
        .map(([code, entry]) => `<li id="${code}"><a href="/problems/job-errors/${code}"><code>${code}</code></a>: ${escapeHtml(entry.detail)}</li>`)
        .join("\n");
      const body = `<p>A job that could not be finished has <code>status</code> <code>Failed</code> and an <code>error</code> with a <code>code</code> and a <code>detail</code> sentence about this job. The codes:</p><ul>${items}</ul><p><a href="/problems">All problem types</a> · <a href="/docs">API reference</a></p>`;
      return sendPage(reply, "Job errors", body);
    },
  }),

  defineEndpoint<{ Params: { code: string } }>({
    method: "GET",
    path: "/problems/job-errors/{code}",
    operationId: "getJobError",
    summary: "Read about a job error code",
    description: "What the code means and whether sending the same file again may succeed.",
    tag: problemsTag,
    auth: "public",
    params: { code: { description: "A job's `error.code`, e.g. `WrongPassword`.", schema: { type: "string" } } },
    responses: page200,
    problems: { "not-found": "there is no job error code of this name" },
    handler: async (request, reply) => {
      const code = request.params.code;
      if (!isJobErrorCode(code)) throw new AppError("not-found", `There is no job error code "${code}".`);
      const entry = jobErrorCatalogue[code];
      const retry = entry.retryable ? "The service tries a job that fails this way again by itself, twice, before it reports the failure." : "";
      const body = `<p><code>error.code</code> <strong>${code}</strong></p><p>${escapeHtml(entry.detail)}</p>${retry ? `<p>${retry}</p>` : ""}<p><a href="/problems/job-errors">All job errors</a> · <a href="/docs">API reference</a></p>`;
      return sendPage(reply, code, body);
    },
  }),

  defineEndpoint<{ Params: { slug: string } }>({
    method: "GET",
    path: "/problems/{slug}",
    operationId: "getProblemType",
    summary: "Read about a problem type",
    description: "What the problem means and its HTTP status.",
    tag: problemsTag,
    auth: "public",
    params: { slug: { description: "The last segment of a problem's `type`, e.g. `validation`.", schema: { type: "string" } } },
    responses: page200,
    problems: { "not-found": "there is no problem type of this name" },
    handler: async (request, reply) => {
      const slug = request.params.slug;
      if (!Object.hasOwn(problemCatalogue, slug)) throw new AppError("not-found", `There is no problem type "${slug}".`);
      const problem = problemCatalogue[slug as keyof typeof problemCatalogue];
      const body = `<p><strong>HTTP ${problem.status}</strong></p><p>${escapeHtml(problem.description)}</p><p><a href="/problems">All problem types</a> · <a href="/docs">API reference</a></p>`;
      return sendPage(reply, problem.title, body);
    },
  }),
];

function sendPage(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · doctools</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#222}code{background:#f3f3f3;padding:0 .2em}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}
