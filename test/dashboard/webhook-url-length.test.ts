import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { createUser, pageWithToken, request, signIn } from "./dashboard-client.ts";

let t: TestApp;
before(async () => (t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1" } })));
after(() => t.close());

test("the dashboard refuses a webhook URL over 2048 characters with a message, and stores nothing (no silent cut)", async () => {
  const user = await createUser(t);
  const { cookie } = await signIn(t, user);
  const { csrf } = await pageWithToken(t, "/dashboard/webhooks", cookie);
  const url = `https://127.0.0.1:9/${"a".repeat(3000)}`;
  const response = await request(t, "POST", "/dashboard/webhooks", { cookie, form: { url, csrf } });
  assert.equal(response.status, 422);
  assert.match(await response.text(), /at most 2048/);
  assert.deepEqual(await t.app.services.webhookEndpoints.listEndpoints(user.accountId), []);
});
