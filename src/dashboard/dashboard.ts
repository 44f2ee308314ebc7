import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { closeIfBodyUnread } from "../http/linger-after-refusal.ts";
import { prepareMethodNotAllowed } from "../http/method-not-allowed.ts";
import { toAppError } from "../http/problem-handler.ts";
import type { Services } from "../services.ts";
import { DashboardError } from "./dashboard-error.ts";
import { sendPage, type DashboardDeps } from "./dashboard-routes.ts";
import { html } from "./html-template.ts";
import { registerKeyRoutes } from "./key-routes.ts";
import { page } from "./layout.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { registerSignInRoutes } from "./sign-in-routes.ts";
import { registerToolCallRoutes } from "./tool-call-routes.ts";
import { registerToolPages } from "./tool-pages.ts";
import { registerUsageRoutes } from "./usage-routes.ts";
import { registerWebhookRoutes } from "./webhook-routes.ts";
import { registerStorageRoutes } from "./storage-routes.ts";

const SECURITY_HEADERS = {
  // No inline script or style anywhere: the copy button's script and the styles are files.
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // same-origin, not no-referrer: with no-referrer browsers send `Origin: null` on form posts,
  // and the CSRF check needs the real origin.
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
};

const ASSETS: Record<string, { file: string; type: string }> = {
  "dashboard.css": { file: "dashboard.css", type: "text/css; charset=utf-8" },
  "dashboard.js": { file: "dashboard.js", type: "text/javascript; charset=utf-8" },
  "tools.js": { file: "tools.js", type: "text/javascript; charset=utf-8" },
};

/** The account dashboard under /dashboard: sign-in, the tools, API keys, webhooks, usage. */
export async function registerDashboard(server: FastifyInstance, services: Services): Promise<void> {
  const deps: DashboardDeps = { services, throttle: new SignInThrottle(services.sql) };
  const assets = new Map(
    Object.entries(ASSETS).map(([name, asset]) => [name, { type: asset.type, body: fs.readFileSync(new URL(`./assets/${asset.file}`, import.meta.url)) }]),
  );

  await server.register(
    async (dashboard) => {
      const addMethodNotAllowed = prepareMethodNotAllowed(dashboard);
      // On the dashboard plugin, so every answer of its routes, its 405s and its 404s gets them,
      // however the path was spelled.
      dashboard.addHook("onSend", async (_request, reply, payload) => {
        reply.headers(SECURITY_HEADERS);
        // Pages show keys, secrets and account data: never stored by a browser or a proxy. Only
        // the static assets choose their own caching.
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      });
      // Forms post urlencoded bodies; the parser is scoped to the dashboard, the API is unchanged.
      dashboard.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      dashboard.setErrorHandler((error, request, reply) => {
        closeIfBodyUnread(request, reply);
        const known = error instanceof DashboardError;
        const appError = known ? null : toAppError(error);
        const status = known ? error.status : appError!.status;
        if (status >= 500) request.log.error({ err: error }, "dashboard request failed");
        const message = known ? error.message : status >= 500 ? "Something went wrong on our side; try again." : appError!.detail;
        return sendPage(reply, page("That did not work", html`<p role="alert">${message}</p><p><a href="/dashboard">Back to the dashboard</a></p>`), status);
      });
      dashboard.setNotFoundHandler((request, reply) => {
        closeIfBodyUnread(request, reply);
        return sendPage(reply, page("Page not found", html`<p>There is no such dashboard page.</p><p><a href="/dashboard">Back to the dashboard</a></p>`), 404);
      });
      dashboard.get("/assets/:name", async (request, reply) => {
        const asset = assets.get((request.params as { name: string }).name);
        if (!asset) throw new DashboardError(404, "There is no such file.");
        return reply.type(asset.type).header("cache-control", "no-cache").send(asset.body);
      });
      registerSignInRoutes(dashboard, deps);
      registerToolPages(dashboard, deps);
      await registerToolCallRoutes(dashboard, deps);
      registerKeyRoutes(dashboard, deps);
      registerUsageRoutes(dashboard, deps);
      registerWebhookRoutes(dashboard, deps, services.webhooks);
      registerStorageRoutes(dashboard, deps);
      addMethodNotAllowed();
    },
    { prefix: "/dashboard" },
  );
}
