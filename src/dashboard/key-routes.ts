import type { FastifyInstance } from "fastify";
import type { ApiKeyRecord } from "../accounts/account-store.ts";
import { createApiKey } from "../accounts/api-keys.ts";
import { DashboardError } from "./dashboard-error.ts";
import { formField, seeOther, sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { formatTime, html, type SafeHtml } from "./html-template.ts";
import { actionLabel, csrfField, notice, page, postButton, secretOnce } from "./layout.ts";
import { missingFeature } from "./plan-features.ts";
import type { SignedIn } from "./sessions.ts";

const MAX_NAME = 100;

function keyRow(signedIn: SignedIn, key: ApiKeyRecord): SafeHtml {
  return html`<tr>
  <th scope="row">${key.name}</th>
  <td data-label="Prefix"><code>${key.prefix}…</code></td>
  <td data-label="Created">${formatTime(key.createdAt)}</td>
  <td data-label="Last used">${formatTime(key.lastUsedAt)}</td>
  <td data-label="Status">${key.revokedAt ? `Revoked ${formatTime(key.revokedAt)}` : "Active"}</td>
  <td>${key.revokedAt ? "" : postButton(signedIn, `/dashboard/keys/${encodeURIComponent(key.id)}/revoke`, actionLabel("Revoke", key.name), null, "danger")}</td>
</tr>`;
}

function keysPage(signedIn: SignedIn, keys: readonly ApiKeyRecord[], top: SafeHtml | null, missing: string | null, name = ""): string {
  return page(
    "API keys",
    html`${top}
<section class="card" aria-labelledby="new-key-heading">
  <h2 id="new-key-heading">Create a key</h2>
  ${
    missing
      ? html`<p data-testid="no-api-access">${missing}</p>
  <p>Every tool can be used here in the dashboard: <a href="/dashboard/tools">open the tools</a>.</p>`
      : html`<form method="post" action="/dashboard/keys" class="row">
    ${csrfField(signedIn)}
    <label for="key-name">Name</label>
    <input id="key-name" name="name" required maxlength="${MAX_NAME}" value="${name}" placeholder="e.g. production server">
    <button type="submit">Create key</button>
  </form>`
  }
</section>
<section aria-labelledby="keys-heading">
  <h2 id="keys-heading">Your keys</h2>
  ${
    keys.length === 0
      ? html`<p>This account has no keys yet.</p>`
      : html`<div class="scroll"><table class="stack">
    <thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${keys.map((key) => keyRow(signedIn, key))}</tbody>
  </table></div>`
  }
</section>`,
    signedIn,
    "keys",
  );
}

export function registerKeyRoutes(server: FastifyInstance, deps: DashboardDeps): void {
  const { accounts, plans } = deps.services;
  const list = (signedIn: SignedIn) => accounts.listApiKeys(signedIn.account.id);
  const missing = (signedIn: SignedIn) => missingFeature(plans, signedIn.account.plan, "apiAccess");

  server.get(
    "/keys",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const revoked = (request.query as Record<string, string | undefined>).notice === "revoked";
      return sendPage(reply, keysPage(signedIn, await list(signedIn), notice(revoked ? "The key is revoked; requests with it are refused from now on." : null), missing(signedIn)));
    }),
  );

  server.post(
    "/keys",
    signedInRoute(deps, async (request, reply, signedIn) => {
      // A key the plan could never use is not made: the page says why instead.
      const refusal = missing(signedIn);
      if (refusal) throw new DashboardError(403, refusal);
      const name = (formField(request, "name") ?? "").trim();
      if (name === "" || name.length > MAX_NAME) {
        const problem = notice(`Give the key a name of 1 to ${MAX_NAME} characters.`, "error");
        return sendPage(reply, keysPage(signedIn, await list(signedIn), problem, null, name.slice(0, MAX_NAME)), 422);
      }
      const created = await createApiKey(accounts, signedIn.account.id, name);
      const shown = secretOnce("new-key", `New key “${name}”`, created.key, "Copy it now: it is shown only this once. Send it in the X-Api-Key header.");
      return sendPage(reply, keysPage(signedIn, await list(signedIn), shown, null));
    }),
  );

  server.post(
    "/keys/:id/revoke",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const { id } = request.params as { id: string };
      if (!(await accounts.revokeApiKey(signedIn.account.id, id, new Date()))) {
        throw new DashboardError(404, "This account has no active key with that id.");
      }
      return seeOther(reply, "/dashboard/keys?notice=revoked");
    }),
  );
}
