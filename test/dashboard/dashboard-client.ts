import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../src/accounts/passwords.ts";
import type { TestApp } from "../helpers/test-app.ts";

export interface DashboardUser {
  readonly email: string;
  readonly password: string;
  readonly accountId: string;
}

/** An account with a dashboard password, as `doctools accounts set-password` gives one. */
export async function createUser(t: TestApp, plan = "Developer"): Promise<DashboardUser> {
  const email = `${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const account = await t.app.services.accounts.createAccount({ id: randomUUID(), email, name: "Dashboard user", plan, passwordHash: await hashPassword(password) });
  return { email, password, accountId: account.id };
}

/** A fetch without redirects following, from the dashboard's own origin unless told otherwise. */
export async function request(
  t: TestApp,
  method: "GET" | "POST",
  path: string,
  options: { cookie?: string | null; form?: Record<string, string>; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? t.baseUrl : options.origin;
  if (method === "POST" && origin !== null) headers.origin = origin;
  const init: RequestInit = { method, headers, redirect: "manual" };
  if (options.form) init.body = new URLSearchParams(options.form);
  return fetch(`${t.baseUrl}${path}`, init);
}

/**
 * Signs in through the form; returns the `name=value` of the session cookie and the raw header.
 * `home` is where the account lands: the keys for a plan with API access, else the tools.
 */
export async function signIn(t: TestApp, user: DashboardUser, home = "/dashboard/keys"): Promise<{ cookie: string; setCookie: string }> {
  const response = await request(t, "POST", "/dashboard/sign-in", { form: { email: user.email, password: user.password } });
  assert.equal(response.status, 303, await response.text());
  assert.equal(response.headers.get("location"), home);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { cookie: setCookie.split(";")[0]!, setCookie };
}

/** The page's HTML and the CSRF token its forms carry. */
export async function pageWithToken(t: TestApp, path: string, cookie: string): Promise<{ html: string; csrf: string }> {
  const response = await request(t, "GET", path, { cookie });
  assert.equal(response.status, 200);
  const html = await response.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  assert.ok(csrf, "the page has no CSRF field");
  return { html, csrf };
}
