import type { FastifyInstance } from "fastify";
import type { WebhookEndpoint } from "../webhooks/webhook-endpoint-store.ts";
import { WebhookEndpointError, MAX_WEBHOOK_URL_LENGTH } from "../webhooks/endpoint-rules.ts";
import type { AttemptOutcome, DeliveryAttempt, WebhookManagement } from "../webhooks/webhook-management.ts";
import { DashboardError } from "./dashboard-error.ts";
import { formField, seeOther, sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { formatTime, html, type SafeHtml } from "./html-template.ts";
import { actionLabel, csrfField, notice, page, postButton, secretOnce } from "./layout.ts";
import { missingFeature } from "./plan-features.ts";
import type { SignedIn } from "./sessions.ts";

const NOTICES: Record<string, string> = {
  ping: "A test event (ping) is on its way; its delivery appears below once attempted (reload the page).",
  removed: "The endpoint is removed; nothing more is sent to it.",
  resent: "The event is queued again for that endpoint, starting over at attempt 1.",
};
const OUTCOMES: readonly AttemptOutcome[] = ["succeeded", "failed"];
const SHOWN_DELIVERIES = 200;

interface Filter {
  readonly endpointId?: string;
  readonly outcome?: AttemptOutcome;
}

function endpointRow(signedIn: SignedIn, endpoint: WebhookEndpoint): SafeHtml {
  const base = `/dashboard/webhooks/${encodeURIComponent(endpoint.id)}`;
  return html`<tr>
  <th scope="row"><code>${endpoint.url}</code></th>
  <td data-label="Added">${formatTime(endpoint.createdAt)}</td>
  <td class="actions">${postButton(signedIn, `${base}/ping`, actionLabel("Send test event", `to ${endpoint.url}`))}
  ${postButton(signedIn, `${base}/remove`, actionLabel("Remove", endpoint.url), null, "danger")}</td>
</tr>`;
}

function deliveryRow(signedIn: SignedIn, attempt: DeliveryAttempt, endpointIds: ReadonlySet<string>): SafeHtml {
  const result = attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? "no answer");
  const resend =
    attempt.outcome === "failed" && endpointIds.has(attempt.endpointId)
      ? postButton(
          signedIn,
          "/dashboard/webhooks/resend",
          actionLabel("Resend", `${attempt.eventType} ${attempt.eventId}`),
          html`<input type="hidden" name="eventId" value="${attempt.eventId}"><input type="hidden" name="endpointId" value="${attempt.endpointId}">`,
        )
      : "";
  return html`<tr>
  <td data-label="Time">${formatTime(attempt.attemptedAt)}</td>
  <td data-label="Event">${attempt.eventType}<br><small><code>${attempt.eventId}</code></small></td>
  <td data-label="Endpoint"><code>${attempt.endpointUrl}</code></td>
  <td data-label="Attempt">${attempt.attempt}</td>
  <td data-label="Result">${result}<br><small>${attempt.durationMs} ms</small></td>
  <td data-label="Outcome"><span class="outcome-${attempt.outcome}">${attempt.outcome}</span>${
    attempt.nextAttemptAt ? html`<br><small>next try ${formatTime(attempt.nextAttemptAt)}</small>` : ""
  }</td>
  <td>${resend}</td>
</tr>`;
}

function filterForm(endpoints: readonly WebhookEndpoint[], filter: Filter): SafeHtml {
  const selected = (on: boolean) => (on ? html` selected` : "");
  return html`<form method="get" action="/dashboard/webhooks" class="filters" aria-label="Filter deliveries">
  <div><label for="filter-endpoint">Endpoint</label>
  <select id="filter-endpoint" name="endpoint"><option value="">All endpoints</option>${endpoints.map(
    (e) => html`<option value="${e.id}"${selected(filter.endpointId === e.id)}>${e.url}</option>`,
  )}</select></div>
  <div><label for="filter-outcome">Outcome</label>
  <select id="filter-outcome" name="outcome"><option value="">Any outcome</option>${OUTCOMES.map(
    (o) => html`<option value="${o}"${selected(filter.outcome === o)}>${o}</option>`,
  )}</select></div>
  <button type="submit" class="secondary">Filter</button>
</form>`;
}

export function registerWebhookRoutes(server: FastifyInstance, deps: DashboardDeps, webhooks: WebhookManagement): void {
  const { plans } = deps.services;

  async function webhooksPage(signedIn: SignedIn, filter: Filter, top: SafeHtml | null, url = ""): Promise<string> {
    const account = signedIn.account;
    const endpoints = await webhooks.listEndpoints(account.id);
    const deliveries = await webhooks.listDeliveries(account.id, { ...filter, limit: SHOWN_DELIVERIES });
    const missing = missingFeature(plans, account.plan, "webhooks");
    const body = html`${top}
<section class="card" aria-labelledby="add-heading">
  <h2 id="add-heading">Add an endpoint</h2>
  ${
    missing === null
      ? html`<form method="post" action="/dashboard/webhooks" class="row">
    ${csrfField(signedIn)}
    <label for="endpoint-url">Endpoint URL</label>
    <input id="endpoint-url" name="url" type="url" required maxlength="${MAX_WEBHOOK_URL_LENGTH}" value="${url}" placeholder="https://example.com/hooks/doctools" aria-describedby="endpoint-hint">
    <button type="submit">Add endpoint</button>
  </form>
  <p id="endpoint-hint" class="hint">Events job.completed, job.failed and ping are POSTed to every endpoint, signed with its secret (Service-Signature). Up to 5 endpoints.</p>`
      : html`<p data-testid="no-webhooks">${missing}</p>`
  }
</section>
<section aria-labelledby="endpoints-heading">
  <h2 id="endpoints-heading">Endpoints</h2>
  ${
    endpoints.length === 0
      ? html`<p>No endpoints yet.</p>`
      : html`<div class="scroll"><table class="stack">
    <thead><tr><th scope="col">URL</th><th scope="col">Added</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${endpoints.map((e) => endpointRow(signedIn, e))}</tbody>
  </table></div>`
  }
</section>
<section aria-labelledby="deliveries-heading">
  <h2 id="deliveries-heading">Deliveries</h2>
  ${filterForm(endpoints, filter)}
  ${
    deliveries.length === 0
      ? html`<p>No delivery attempts${filter.endpointId || filter.outcome ? " match this filter" : " yet"}.</p>`
      : html`<div class="scroll"><table class="stack">
    <caption class="visually-hidden">Delivery attempts, newest first</caption>
    <thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">Endpoint</th><th scope="col">Attempt</th><th scope="col">Result</th><th scope="col">Outcome</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${deliveries.map((d) => deliveryRow(signedIn, d, new Set(endpoints.map((e) => e.id))))}</tbody>
  </table></div>`
  }
</section>`;
    return page("Webhooks", body, signedIn, "webhooks");
  }

  server.get(
    "/webhooks",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const query = request.query as Record<string, string | undefined>;
      const outcome = OUTCOMES.find((o) => o === query.outcome);
      const filter: Filter = { ...(query.endpoint ? { endpointId: query.endpoint } : {}), ...(outcome ? { outcome } : {}) };
      return sendPage(reply, await webhooksPage(signedIn, filter, notice(NOTICES[query.notice ?? ""] ?? null)));
    }),
  );

  server.post(
    "/webhooks",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const url = (formField(request, "url") ?? "").trim();
      try {
        const added = await webhooks.addEndpoint(signedIn.account, url);
        const shown = secretOnce(
          "new-secret",
          `Signing secret for ${added.endpoint.url}`,
          added.secret,
          "Copy it now: it is shown only this once. Check each delivery's Service-Signature header with it.",
        );
        return sendPage(reply, await webhooksPage(signedIn, {}, shown));
      } catch (error) {
        if (!(error instanceof WebhookEndpointError)) throw error;
        return sendPage(reply, await webhooksPage(signedIn, {}, notice(`The endpoint was not added: ${error.message}.`, "error"), url), 422);
      }
    }),
  );

  const endpointAction = (action: "ping" | "remove") =>
    signedInRoute(deps, async (request, reply, signedIn) => {
      const { id } = request.params as { id: string };
      const done = action === "ping" ? (await webhooks.sendPing(signedIn.account.id, id)) !== null : await webhooks.removeEndpoint(signedIn.account.id, id);
      if (!done) throw new DashboardError(404, "This account has no webhook endpoint with that id.");
      return seeOther(reply, `/dashboard/webhooks?notice=${action === "ping" ? "ping" : "removed"}`);
    });
  server.post("/webhooks/:id/ping", endpointAction("ping"));
  server.post("/webhooks/:id/remove", endpointAction("remove"));

  server.post(
    "/webhooks/resend",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const eventId = formField(request, "eventId") ?? "";
      const endpointId = formField(request, "endpointId") ?? "";
      if (!(await webhooks.resend(signedIn.account.id, eventId, endpointId))) {
        throw new DashboardError(404, "This account has no such event, or the endpoint was removed.");
      }
      return seeOther(reply, "/dashboard/webhooks?notice=resent");
    }),
  );
}
