import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Account, AccountStore } from "../accounts/account-store.ts";
import type { SessionStore } from "../accounts/session-store.ts";

/** A session lasts this long from sign-in; signing in again starts a new one. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface SignedIn {
  readonly account: Account;
  /** The cookie's token: the CSRF token is derived from it, so it never leaves this request. */
  readonly token: string;
}

export function hashSessionToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The cookie is Secure (and named with the `__Host-` prefix, which browsers only accept on a
 * Secure, host-only, Path=/ cookie) everywhere except plain http on a loopback address, where a
 * browser would not send a Secure cookie back: local development and the tests. Behind a TLS
 * proxy the request reaches us as http on a public host name, so the cookie stays Secure.
 */
function secureCookie(request: FastifyRequest): boolean {
  const host = request.hostname.toLowerCase();
  const loopback = LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
  return !(request.protocol === "http" && loopback);
}

function cookieName(request: FastifyRequest): string {
  return secureCookie(request) ? "__Host-doctools_session" : "doctools_session";
}

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  const attributes = [`${cookieName(request)}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`];
  if (secureCookie(request)) attributes.push("Secure");
  reply.header("set-cookie", attributes.join("; "));
}

/** Starts a session for the account and sets its cookie (a fresh token at every sign-in). */
export async function startSession(store: SessionStore, request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void> {
  const now = new Date();
  await store.deleteExpired(now);
  const token = randomBytes(32).toString("base64url");
  await store.createSession({ tokenHash: hashSessionToken(token), accountId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  setCookie(request, reply, token, SESSION_TTL_MS / 1000);
}

/** The signed-in account of this request, or null (no cookie, unknown or expired session). */
export async function currentSession(store: SessionStore, accounts: AccountStore, request: FastifyRequest): Promise<SignedIn | null> {
  const token = readCookie(request, cookieName(request));
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const session = await store.findSession(hashSessionToken(token), new Date());
  if (!session) return null;
  const account = await accounts.getAccount(session.accountId);
  return account ? { account, token } : null;
}

/** Deletes the session server-side, so the old cookie is worthless even if kept, and clears it. */
export async function endSession(store: SessionStore, request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): Promise<void> {
  await store.deleteSession(hashSessionToken(signedIn.token));
  setCookie(request, reply, "", 0);
}
