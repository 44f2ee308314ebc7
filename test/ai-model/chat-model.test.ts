import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { OpenAiChatModel, requestTokens, type ChatModel } from "../../src/ai-model/chat-model.ts";
import type { AiSettings } from "../../src/ai-model/ai-settings.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { FAKE_API_KEY, FAKE_MODEL, startFakeChatServer, type FakeChatServer } from "../helpers/fake-chat-server.ts";

let server: FakeChatServer;
before(async () => {
  server = await startFakeChatServer();
});
after(() => server.close());

function model(overrides: Partial<AiSettings> = {}): ChatModel {
  return new OpenAiChatModel({
    baseUrl: server.baseUrl,
    apiKey: FAKE_API_KEY,
    model: FAKE_MODEL,
    timeoutMs: 500,
    retries: 3,
    retryBaseMs: 10,
    concurrency: 2,
    contextTokens: 4000,
    ...overrides,
  });
}

const ask = [{ role: "user" as const, content: "Say hello." }];

test("a reply comes back as text, with the model, key and reply room sent as the protocol says", async () => {
  server.requests.length = 0;
  server.script(() => "Hello.");
  assert.equal(await model().complete({ messages: ask, maxReplyTokens: 100 }), "Hello.");
  const [sent] = server.requests;
  assert.equal(sent!.body.model, FAKE_MODEL);
  assert.equal(sent!.body.max_tokens, 100);
  assert.deepEqual(sent!.body.messages, ask);
  assert.equal(sent!.headers.authorization, `Bearer ${FAKE_API_KEY}`);
});

test("429 (with Retry-After) and 500 are retried, then the reply is returned", async () => {
  server.requests.length = 0;
  server.script((_, index) => (index === 0 ? { status: 429, retryAfter: 0 } : index === 1 ? { status: 500 } : "Third time."));
  assert.equal(await model().complete({ messages: ask, maxReplyTokens: 100 }), "Third time.");
  assert.equal(server.requests.length, 3);
});

test("a failure that persists ends in AiUnavailable after the configured retries", async () => {
  server.requests.length = 0;
  server.script(() => ({ status: 503 }));
  await assert.rejects(model({ retries: 2 }).complete({ messages: ask, maxReplyTokens: 100 }), (error: unknown) => {
    assert.ok(error instanceof JobError);
    assert.equal(error.code, "AiUnavailable");
    return true;
  });
  assert.equal(server.requests.length, 3);
});

test("a model that hangs past the time limit is retried, then AiUnavailable", async () => {
  server.requests.length = 0;
  server.script(() => ({ hang: true }));
  await assert.rejects(model({ retries: 1, timeoutMs: 200 }).complete({ messages: ask, maxReplyTokens: 100 }), { code: "AiUnavailable" });
  assert.equal(server.requests.length, 2);
});

test("a refusal such as 401 is not retried and says what to check", async () => {
  server.requests.length = 0;
  server.script(() => ({ status: 401 }));
  await assert.rejects(model().complete({ messages: ask, maxReplyTokens: 100 }), (error: unknown) => {
    assert.ok(error instanceof JobError && error.code === "AiUnavailable");
    assert.match(error.detail, /HTTP 401/);
    return true;
  });
  assert.equal(server.requests.length, 1);
});

const schema = { name: "greeting", schema: { type: "object", properties: { text: { type: "string" } }, required: ["text"], additionalProperties: false } };

test("structured output asks with response_format json_schema and reads the JSON", async () => {
  server.requests.length = 0;
  server.script(() => ({ json: { text: "hi" } }));
  assert.deepEqual(await model().completeJson({ messages: ask, maxReplyTokens: 100, json: schema }), { text: "hi" });
  const format = server.requests[0]!.body.response_format;
  assert.equal(format?.type, "json_schema");
  assert.equal(format?.json_schema?.name, "greeting");
});

test("an endpoint without json_schema gets the schema in words, and JSON in code fences is read", async () => {
  server.requests.length = 0;
  server.script((request) => (request.response_format ? { status: 400, message: "response_format not supported" } : 'Sure! Here it is:\n```json\n{"text": "fenced"}\n```'));
  const chat = model();
  assert.deepEqual(await chat.completeJson({ messages: ask, maxReplyTokens: 100, json: schema }), { text: "fenced" });
  assert.equal(server.requests.length, 2);
  assert.match(server.requests[1]!.body.messages.at(-1)!.content, /JSON schema/);
  // Later calls of the same model ask in words straight away.
  await chat.completeJson({ messages: ask, maxReplyTokens: 100, json: schema });
  assert.equal(server.requests.length, 3);
  assert.equal(server.requests[2]!.body.response_format, undefined);
});

test("a reply that is not the JSON asked for is retried", async () => {
  server.requests.length = 0;
  server.script((_, index) => (index === 0 ? "I cannot answer in JSON." : { json: { text: "second" } }));
  assert.deepEqual(await model().completeJson({ messages: ask, maxReplyTokens: 100, json: schema }), { text: "second" });
});

test("no more calls run at once than the concurrency cap", async () => {
  server.requests.length = 0;
  server.script(() => ({ delayMs: 50, then: "x" }));
  const chat = model({ concurrency: 2 });
  await Promise.all(Array.from({ length: 6 }, () => chat.complete({ messages: ask, maxReplyTokens: 10 })));
  assert.equal(server.requests.length, 6);
  assert.equal(server.maxInFlight, 2);
});

test("a request over the token budget is refused before anything is sent", async () => {
  server.requests.length = 0;
  const long = [{ role: "user" as const, content: "word ".repeat(5000) }];
  assert.ok(requestTokens(long, 100) > 4000);
  await assert.rejects(model().complete({ messages: long, maxReplyTokens: 100 }), /exceeds the budget/);
  assert.equal(server.requests.length, 0);
});
