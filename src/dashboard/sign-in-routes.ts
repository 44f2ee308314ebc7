import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from "../accounts/passwords.ts";
import { checkSameOrigin } from "./csrf.ts";
import { formField, seeOther, sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { html } from "./html-template.ts";
import { notice, page } from "./layout.ts";
import { currentSession, endSession, startSession } from "./sessions.ts";

const MAX_FIELD = 1024;

/**
 * Where a signed-in user starts: the keys for a plan with API access, the tools for one without
 * (keys would be of no use to it).
 */
function homeOf(deps: DashboardDeps, plan: string): string {
  return deps.services.plans.find(plan)?.apiAccess ? "/dashboard/keys" : "/dashboard/tools";
}

function signInPage(email: string, message: string | null, kind: "ok" | "error" = "error"): string {
  return page(
    "Sign in",
    html`${notice(message, kind)}
<form method="post" action="/dashboard/sign-in" class="card narrow">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="${MAX_FIELD}" value="${email}"${message ? "" : html` autofocus`}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${MAX_PASSWORD_LENGTH}"${message ? html` autofocus` : ""}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">No password yet? An operator sets one with <code>doctools accounts set-password</code>.</p>`,
  );
}

function waitText(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

export function registerSignInRoutes(server: FastifyInstance, deps: DashboardDeps): void {
  const { accounts, dashboardSessions: sessions } = deps.services;
  // Compared against when the email is unknown or has no password, so that a wrong email takes
  // as long as a wrong password and the answer's timing does not tell which.
  let decoy: Promise<string> | null = null;
  const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

  // Only /dashboard itself: a prefixed "/" route would also take /dashboard/, and both would
  // collide in the 405 routes app.ts adds for every path.
  server.route({
    method: "GET",
    url: "/",
    prefixTrailingSlash: "no-slash",
    handler: async (request, reply) => {
      const signedIn = await currentSession(sessions, accounts, request);
      return seeOther(reply, signedIn ? homeOf(deps, signedIn.account.plan) : "/dashboard/sign-in");
    },
  });

  server.get("/sign-in", async (request, reply) => {
    const signedIn = await currentSession(sessions, accounts, request);
    if (signedIn) return seeOther(reply, homeOf(deps, signedIn.account.plan));
    const query = request.query as Record<string, string | undefined>;
    return sendPage(reply, signInPage("", query["signed-out"] === undefined ? null : "You are signed out.", "ok"));
  });

  server.post("/sign-in", async (request, reply) => {
    checkSameOrigin(request);
    const email = (formField(request, "email") ?? "").trim().slice(0, MAX_FIELD);
    const password = (formField(request, "password") ?? "").slice(0, MAX_PASSWORD_LENGTH);
    // The slot is taken before the password is checked: parallel guesses are counted
    // one after another, never all against the same count.
    const attempt = await deps.throttle.takeAttempt(email, request.ip);
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      reply.header("retry-after", String(wait));
      return sendPage(reply, signInPage(email, `Too many failed sign-ins. Try again in ${waitText(wait)}.`), 429);
    }
    const account = email === "" ? null : await accounts.getAccountByEmail(email);
    const stored = account ? await sessions.passwordHash(account.id) : null;
    const matches = await verifyPassword(password, stored ?? (await decoyHash()));
    if (!account || stored === null || !matches) return sendPage(reply, signInPage(email, "The email or password is wrong."), 401);
    await deps.throttle.recordSuccess(attempt.ticket);
    await startSession(sessions, request, reply, account.id);
    return seeOther(reply, homeOf(deps, account.plan));
  });

  server.post(
    "/sign-out",
    signedInRoute(deps, async (request, reply, signedIn) => {
      await endSession(sessions, request, reply, signedIn);
      return seeOther(reply, "/dashboard/sign-in?signed-out");
    }),
  );
}
