import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { call, json, submit } from "../helpers/api-client.ts";
import { requestExactly, type RawAnswer } from "../helpers/raw-http.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, signIn } from "../dashboard/dashboard-client.ts";

const hex = (c: string, upper = false) => `%${c.charCodeAt(0).toString(16)[upper ? "toUpperCase" : "toLowerCase"]()}`;

/**
 * Ways of writing `path` that some part of an HTTP stack might take for it: percent-encoded
 * letters (lower and upper case hex, everywhere or one), an encoded slash, double encoding,
 * doubled slashes, dot segments, a trailing slash, other letter cases, absolute-form request
 * targets (RFC 9112 §3.2.2) and a path parameter.
 */
function spellings(path: string, origin: string): string[] {
  const [, first = "", ...rest] = path.split("/");
  const tail = rest.join("/");
  const encodeAll = (upper: boolean) =>
    path
      .split("/")
      .map((segment) => [...segment].map((c) => hex(c, upper)).join(""))
      .join("/");
  return [
    `/${hex(first[0]!)}${first.slice(1)}/${tail}`,
    `/${hex(first[0]!, true)}${first.slice(1)}/${tail}`,
    encodeAll(false),
    encodeAll(true),
    `/${first}/${hex(tail[0]!)}${tail.slice(1)}`,
    `/${first}%2F${tail}`,
    `/${first}%2f${tail}`,
    `/%25${hex(first[0]!).slice(1)}${first.slice(1)}/${tail}`,
    `//${first}//${tail.split("/").join("//")}`,
    `/${first}//${tail}`,
    `/${first}/./${tail}`,
    `/${first}/../${first}/${tail}`,
    `/x/../${first}/${tail}`,
    `/${first}/${tail}/`,
    path.toUpperCase(),
    `/${first.toUpperCase()}/${tail}`,
    `${origin}${path}`,
    `${origin.toUpperCase()}${path}`,
    `http://elsewhere.example${path}`,
    `${origin}/${hex(first[0]!)}${first.slice(1)}/${tail}`,
    `${path};x=1`,
  ];
}

interface RouteCase {
  readonly method: string;
  /** `{id}` stands for the id of a thing of the first account, or a random one. */
  readonly path: string;
  readonly query?: string;
  readonly type?: string;
  readonly body?: string;
}

describe("no spelling of a path gets around the API key or the dashboard's headers", () => {
  let t: TestApp;
  let origin: string;
  let other: string;
  const ids: Record<string, string> = {};
  let owner: { id: string; email: string };

  before(async () => {
    t = await startTestApp({ runJobs: false });
    origin = t.baseUrl;
    // The first account holds one of everything an id names; the second (a plan with room for
    // hundreds of requests a second) probes them.
    const job = await submit(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.equal(job.response.status, 202);
    const ask = await submit(t, "ask-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.equal(ask.response.status, 202);
    const batch = await call(t, "POST", "/v1/batches");
    const upload = await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "a.bin", length: 10 }), headers: { "content-type": "application/json" } });
    Object.assign(ids, { job: job.body.id, ask: ask.body.id, batch: (await json(batch)).id, upload: (await json(upload)).id });
    const account = await t.app.services.accounts.getAccount(t.accountId);
    owner = { id: account!.id, email: account!.email };
    const prober = await t.app.services.accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "Prober", plan: "Enterprise", passwordHash: null });
    other = (await createApiKey(t.app.services.accounts, prober.id, "probe")).key;
  });
  after(() => t.close());

  const jsonBody = (value: unknown) => ({ type: "application/json", body: JSON.stringify(value) });
  const routes: RouteCase[] = [
    { method: "POST", path: "/v1/rotate-pdf", type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="rotation"\r\n\r\n90\r\n--b--\r\n' },
    { method: "GET", path: "/v1/jobs/{job}" },
    { method: "GET", path: "/v1/jobs/{job}/result" },
    { method: "DELETE", path: "/v1/jobs/{job}/result" },
    { method: "POST", path: "/v1/batches", ...jsonBody({}) },
    { method: "GET", path: "/v1/batches/{batch}" },
    { method: "GET", path: "/v1/batches/{batch}/result" },
    { method: "POST", path: "/v1/uploads", ...jsonBody({ fileName: "b.bin", length: 10 }) },
    { method: "PATCH", path: "/v1/uploads/{upload}", query: "?offset=0", type: "application/octet-stream", body: "0123456789" },
    { method: "GET", path: "/v1/uploads/{upload}" },
    { method: "POST", path: "/v1/ask-pdf/{ask}/questions", ...jsonBody({ question: "What is this about?" }) },
    { method: "GET", path: "/v1/me" },
  ];

  /** The route's path with the first account's id, and with a random one, in every spelling. */
  function* requests(route: RouteCase) {
    const kind = /\{(\w+)\}/.exec(route.path)?.[1];
    const id = kind === undefined ? null : ids[kind]!;
    const random = randomUUID();
    for (const spelled of [route.path, ...spellings(route.path, origin)]) {
      yield { spelled, existing: spelled.replace(`{${kind}}`, id ?? ""), absent: spelled.replace(`{${kind}}`, random), id, random };
    }
  }

  // One request id for all: answers are compared whole, and a problem names its request.
  const send = (route: RouteCase, target: string, key: string | null): Promise<RawAnswer> =>
    requestExactly(origin, route.method, `${target}${route.query ?? ""}`, { "x-request-id": "probe", ...(key ? { "x-api-key": key } : {}), ...(route.type ? { "content-type": route.type } : {}) }, route.body ?? "");

  it("answers every spelling of every route family without a key with 403 or 404, the same for an existing id and a random one", async () => {
    for (const route of routes) {
      for (const { spelled, existing, absent, id, random } of requests(route)) {
        const label = `${route.method} ${spelled}`;
        const first = await send(route, existing, null);
        assert.ok([403, 404].includes(first.status), `${label}: ${first.status} ${first.body}`);
        assert.match(first.headers["content-type"] ?? "", /^application\/problem\+json/, label);
        if (id === null) continue;
        const second = await send(route, absent, null);
        assert.equal(second.status, first.status, `${label}: an existing id and a random one are told apart`);
        assert.equal(second.body.replaceAll(random, "ID"), first.body.replaceAll(id, "ID"), label);
      }
    }
  });

  it("never shows one account's things to another account's key, however the path is written", async () => {
    let reachedByEncoding = false;
    for (const route of routes) {
      for (const { spelled, existing, absent, id, random } of requests(route)) {
        const label = `${route.method} ${spelled}`;
        const first = await send(route, existing, other);
        assert.ok(first.status !== 0 && first.status < 500, `${label}: ${first.status} ${first.body}`);
        assert.ok(!first.body.includes(owner.id) && !first.body.includes(owner.email), `${label}: ${first.body}`);
        if (route.path === "/v1/me" && spelled.startsWith("/%76") && first.status === 200) reachedByEncoding = true;
        if (id === null) continue;
        assert.ok([403, 404].includes(first.status), `${label}: ${first.status} ${first.body}`);
        const second = await send(route, absent, other);
        assert.equal(second.status, first.status, `${label}: an existing id and a random one are told apart`);
        assert.equal(second.body.replaceAll(random, "ID"), first.body.replaceAll(id, "ID"), label);
      }
    }
    assert.ok(reachedByEncoding, "a positive control: an encoded path does reach its route, with a key");
  });

  it("gives every dashboard answer its security headers, whatever the spelling, or a 404", async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user);
    const pages = ["/dashboard/keys", "/dashboard/webhooks", "/dashboard/usage", "/dashboard/sign-in", "/dashboard/assets/dashboard.css"];
    let reachedByEncoding = false;
    const check = (label: string, answer: RawAnswer, asset: boolean) => {
      if (answer.status === 404 && !/^text\/html/.test(answer.headers["content-type"] ?? "")) return;
      assert.match(answer.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/, `${label}: ${answer.status}`);
      assert.equal(answer.headers["x-frame-options"], "DENY", label);
      assert.equal(answer.headers["x-content-type-options"], "nosniff", label);
      if (!asset) assert.equal(answer.headers["cache-control"], "no-store", label);
    };
    for (const path of pages) {
      for (const spelled of [path, ...spellings(path, origin)]) {
        const answer = await requestExactly(origin, "GET", spelled, { cookie });
        check(`GET ${spelled}`, answer, path.includes("/assets/"));
        if (spelled !== path && answer.status === 200 && path === "/dashboard/keys") reachedByEncoding = true;
      }
    }
    for (const spelled of ["/dashboard", ...spellings("/dashboard/keys", origin)]) {
      const form = "name=spelled";
      const answer = await requestExactly(origin, spelled === "/dashboard" ? "DELETE" : "POST", spelled, { cookie, origin, "content-type": "application/x-www-form-urlencoded" }, form);
      check(`POST ${spelled}`, answer, false);
    }
    assert.ok(reachedByEncoding, "a positive control: an encoded path does reach the page");
  });
});
