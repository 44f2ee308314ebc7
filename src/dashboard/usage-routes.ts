import type { FastifyInstance } from "fastify";
import { usageMonth } from "../accounts/usage-store.ts";
import { formatSize } from "../common/byte-sizes.ts";
import { sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { html, type SafeHtml } from "./html-template.ts";
import { recentJobsTable } from "./job-table.ts";
import { page } from "./layout.ts";

const RECENT_JOBS = 20;

function meter(label: string, used: number, limit: number, show: (n: number) => string = String): SafeHtml {
  return html`<tr><th scope="row">${label}</th><td>${show(used)} of ${show(limit)}
  <meter min="0" max="${limit}" value="${Math.min(used, limit)}" aria-label="${label}">${Math.round((used / Math.max(limit, 1)) * 100)}%</meter></td></tr>`;
}

export function registerUsageRoutes(server: FastifyInstance, deps: DashboardDeps): void {
  const { plans, usage, jobStore } = deps.services;
  server.get(
    "/usage",
    signedInRoute(deps, async (_request, reply, signedIn) => {
      const account = signedIn.account;
      const now = new Date();
      const plan = plans.find(account.plan);
      const month = await usage.getUsage(account.id, usageMonth(now));
      const stored = await usage.storageUsedBytes(account.id, now);
      const jobs = await jobStore.listAccountJobs(account.id, RECENT_JOBS);
      const body = html`<section class="card" aria-labelledby="plan-heading">
  <h2 id="plan-heading">Plan: ${account.plan}</h2>
  ${
    plan
      ? html`<p>API access: ${plan.apiAccess ? "yes" : "no"} · Webhooks: ${plan.webhooks ? "yes" : "no"} · Up to ${plan.limits.requestsPerMinute} requests a minute · Files up to ${formatSize(plan.limits.maxFileBytes)} · Batches of up to ${plan.limits.batchMaxFiles} files · ${plan.limits.maxRunningJobs} jobs running at once, ${plan.limits.maxQueuedJobs} waiting · ${plan.limits.maxOpenUploads} open uploads</p>`
      : html`<p>This plan is not configured on the service any more; ask the operator.</p>`
  }
  <p>Prepaid credits: <strong data-testid="credits">${account.credits}</strong> (used once the month's operations run out)</p>
</section>
<section class="card" aria-labelledby="month-heading">
  <h2 id="month-heading">This month (${month.month}, UTC)</h2>
  ${
    plan
      ? html`<div class="scroll"><table class="usage">
    <tbody>
      ${meter("Operations", month.operations, plan.limits.operationsPerMonth)}
      ${meter("Paid tool jobs", month.paidToolJobs, plan.limits.paidToolJobsPerMonth)}
      ${meter("Storage used", stored, plan.limits.storageBytes, formatSize)}
    </tbody>
  </table></div>`
      : html`<p>Operations: ${month.operations} · Paid tool jobs: ${month.paidToolJobs} · Storage: ${formatSize(stored)}</p>`
  }
</section>
<section aria-labelledby="jobs-heading">
  <h2 id="jobs-heading">Recent jobs</h2>
  ${recentJobsTable(jobs, RECENT_JOBS, now)}
</section>`;
      return sendPage(reply, page("Usage", body, signedIn, "usage"));
    }),
  );
}
