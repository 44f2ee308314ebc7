import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the operator's AI model at the one boundary tests cannot reach: a real HTTP
 * server on 127.0.0.1 speaking the OpenAI chat-completions protocol. It records every request
 * (body and headers) and answers as the test scripts it: a reply, or a failure.
 */

export interface ChatCompletionRequest {
  readonly model: string;
  readonly messages: ReadonlyArray<{ readonly role: "system" | "user" | "assistant"; readonly content: string }>;
  readonly max_tokens?: number;
  readonly response_format?: { readonly type: string; readonly json_schema?: { readonly name: string; readonly schema: unknown } };
  readonly [key: string]: unknown;
}

export interface RecordedRequest {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  /** The raw body as received, for checks that nothing but text was sent. */
  readonly raw: string;
  readonly body: ChatCompletionRequest;
}

/**
 * What the server does with one request: a reply (text, or a value sent as JSON text), or a
 * failure: an HTTP error status (429 with Retry-After seconds, 500, 400...), or a hang that
 * never answers (longer than any client's time limit).
 */
export type ScriptedReply =
  | string
  | { readonly json: unknown }
  | { readonly status: number; readonly retryAfter?: number; readonly message?: string }
  | { readonly hang: true }
  | { readonly delayMs: number; readonly then: ScriptedReply };

export type Script = (request: ChatCompletionRequest, index: number) => ScriptedReply;

export interface FakeChatServer {
  /** `http://127.0.0.1:<port>/v1`, the value for DOCTOOLS_AI_BASE_URL. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The most requests the server held unanswered at one time. */
  readonly maxInFlight: number;
  /** Replaces how the server answers from now on. */
  script(script: Script): void;
  /** Environment for startTestApp that points the service at this server. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_MODEL = "fake-model-1";
export const FAKE_API_KEY = "sk-test-fake-key";

export async function startFakeChatServer(initial: Script = () => "OK"): Promise<FakeChatServer> {
  let script = initial;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        return sendJson(res, 404, { error: { message: `No route ${req.method} ${req.url}`, type: "invalid_request_error" } });
      }
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(raw) as ChatCompletionRequest;
      } catch {
        return sendJson(res, 400, { error: { message: "Body is not JSON", type: "invalid_request_error" } });
      }
      const index = requests.length;
      requests.push({ path: req.url, headers: req.headers, raw, body });
      let reply: ScriptedReply;
      try {
        reply = script(body, index);
      } catch (error) {
        return sendJson(res, 500, { error: { message: `script failed: ${String(error)}`, type: "server_error" } });
      }
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on("close", () => inFlight--);
      answer(res, body, reply);
    });
  });
  const answer = (res: http.ServerResponse, body: ChatCompletionRequest, reply: ScriptedReply): void => {
    if (typeof reply === "object" && "delayMs" in reply) {
      setTimeout(() => answer(res, body, reply.then), reply.delayMs);
      return;
    }
    if (typeof reply === "object" && "hang" in reply) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (typeof reply === "object" && "status" in reply) {
      const headers: Record<string, string> = reply.retryAfter !== undefined ? { "retry-after": String(reply.retryAfter) } : {};
      return sendJson(res, reply.status, { error: { message: reply.message ?? `scripted ${reply.status}`, type: "server_error" } }, headers);
    }
    const content = typeof reply === "string" ? reply : JSON.stringify(reply.json);
    sendJson(res, 200, completion(body, content));
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    script(next) {
      script = next;
    },
    env(extra = {}) {
      return {
        DOCTOOLS_AI_BASE_URL: baseUrl,
        DOCTOOLS_AI_API_KEY: FAKE_API_KEY,
        DOCTOOLS_AI_MODEL: FAKE_MODEL,
        // Retries in milliseconds, not seconds, so failure tests finish quickly.
        DOCTOOLS_AI_RETRY_BASE_MS: "20",
        DOCTOOLS_AI_TIMEOUT_MS: "2000",
        ...extra,
      };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A chat.completion object as the OpenAI API returns it. */
function completion(request: ChatCompletionRequest, content: string) {
  const promptChars = request.messages.reduce((sum, m) => sum + String(m.content).length, 0);
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: Math.ceil((promptChars + content.length) / 4) },
  };
}

function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The text of all messages of a request, for checks on what was sent. */
export function requestText(request: ChatCompletionRequest): string {
  return request.messages.map((m) => m.content).join("\n");
}
