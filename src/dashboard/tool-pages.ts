import type { FastifyInstance } from "fastify";
import type { Plan } from "../accounts/plans.ts";
import { usageMonth, type MonthUsage } from "../accounts/usage-store.ts";
import { UUID } from "../common/uuid.ts";
import { sendResult } from "../http/routes/job-routes.ts";
import { textToHtml } from "../openapi/text-to-html.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { DashboardError } from "./dashboard-error.ts";
import { sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { html, SafeHtml } from "./html-template.ts";
import { downloadable, recentJobsTable } from "./job-table.ts";
import { page } from "./layout.ts";
import type { SignedIn } from "./sessions.ts";
import { toolForm } from "./tool-form.ts";

const RECENT_JOBS = 20;

/** The plan of the signed-in account; one no longer configured can use nothing. */
export function planOf(deps: DashboardDeps, signedIn: SignedIn): Plan {
  const plan = deps.services.plans.find(signedIn.account.plan);
  if (!plan) throw new DashboardError(403, `The ${signedIn.account.plan} plan is not configured on this service any more; ask the operator.`);
  return plan;
}

/** Why the plan cannot run this tool, or null when it can. */
function refusal(tool: AnyTool, plan: Plan): string | null {
  if (tool.paid && plan.limits.paidToolJobsPerMonth === 0) return `The ${plan.name} plan does not include paid tools such as ${tool.name}.`;
  return null;
}

function allowanceLine(plan: Plan, month: MonthUsage): SafeHtml {
  const { operationsPerMonth, paidToolJobsPerMonth } = plan.limits;
  return html`<p class="allowance" id="allowance" data-refresh>This month (UTC): <strong data-testid="operations-used">${month.operations}</strong> of ${operationsPerMonth} operations used,
  <strong data-testid="paid-used">${month.paidToolJobs}</strong> of ${paidToolJobsPerMonth} paid tool jobs. Every run counts as one operation, as over the API; paid tools also count as a paid tool job.</p>`;
}

function toolItem(tool: AnyTool, plan: Plan): SafeHtml {
  const why = refusal(tool, plan);
  return html`<li class="tool-item">
  <a href="/dashboard/tools/${tool.name}"><strong>${tool.name}</strong></a>${tool.paid ? html` <span class="tag">paid tool</span>` : ""}
  <span class="summary">${tool.summary}</span>${why ? html`<small class="unavailable">${why}</small>` : ""}
</li>`;
}

export function registerToolPages(server: FastifyInstance, deps: DashboardDeps): void {
  const { tools, usage, jobStore } = deps.services;
  const monthOf = (signedIn: SignedIn) => usage.getUsage(signedIn.account.id, usageMonth(new Date()));

  server.get(
    "/tools",
    signedInRoute(deps, async (_request, reply, signedIn) => {
      const plan = planOf(deps, signedIn);
      const now = new Date();
      const jobs = await jobStore.listAccountJobs(signedIn.account.id, RECENT_JOBS);
      const body = html`${allowanceLine(plan, await monthOf(signedIn))}
<section aria-labelledby="tools-heading">
  <h2 id="tools-heading">Choose a tool</h2>
  <ul class="tool-list">${[...tools.values()].map((tool) => toolItem(tool, plan))}</ul>
</section>
<section aria-labelledby="jobs-heading">
  <h2 id="jobs-heading">Recent jobs</h2>
  <p class="hint">Results can be downloaded for one hour after the job finishes.</p>
  ${recentJobsTable(jobs, RECENT_JOBS, now)}
</section>`;
      return sendPage(reply, page("Tools", body, signedIn, "tools"));
    }),
  );

  for (const tool of tools.values()) {
    server.get(
      `/tools/${tool.name}`,
      signedInRoute(deps, async (_request, reply, signedIn) => {
        const plan = planOf(deps, signedIn);
        const why = refusal(tool, plan);
        const jobs = await jobStore.listAccountJobs(signedIn.account.id, RECENT_JOBS);
        const body = html`<p class="breadcrumb"><a href="/dashboard/tools">All tools</a></p>
<p class="lead">${tool.summary}</p>
${allowanceLine(plan, await monthOf(signedIn))}
<details class="about"><summary>About ${tool.name}</summary>${new SafeHtml(textToHtml(tool.description))}</details>
${why ? html`<p class="notice error">${why}</p>` : toolForm(tool, plan, signedIn)}
<section aria-labelledby="jobs-heading">
  <h2 id="jobs-heading">Recent jobs</h2>
  <div id="recent-jobs" data-refresh>${recentJobsTable(jobs, RECENT_JOBS, new Date())}</div>
</section>`;
        return sendPage(reply, page(tool.name, body, signedIn, "tools", "tools.js"));
      }),
    );
  }

  // Answered only for a job of the signed-in account: another account's job is as unknown as
  // one that never existed.
  server.get(
    "/jobs/:id/result",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const { id } = request.params as { id: string };
      const job = UUID.test(id) ? await jobStore.getJob(id.toLowerCase()) : null;
      if (!job || job.accountId !== signedIn.account.id) throw new DashboardError(404, "This account has no job with that id.");
      if (job.status === "Queued" || job.status === "Processing") throw new DashboardError(409, `The job is ${job.status}; its result is not ready yet.`);
      if (job.status === "Failed") throw new DashboardError(409, `The job failed (${job.error?.code}): ${job.error?.detail}`);
      if (!downloadable(job, new Date())) throw new DashboardError(404, "The result has expired or was deleted; results are kept for one hour after the job finishes.");
      return sendResult(request, reply, job, deps.services);
    }),
  );
}
