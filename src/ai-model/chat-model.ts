import { setTimeout as sleep } from "node:timers/promises";
import OpenAI from "openai";
import { JobError } from "../errors/job-errors.ts";
import { aiSettingsFromWorkerEnv, type AiSettings } from "./ai-settings.ts";
import { ConcurrencyLimit } from "./concurrency-limit.ts";
import { parseJsonReply } from "./json-reply.ts";
import { estimateTokens, MESSAGE_OVERHEAD_TOKENS } from "./token-budget.ts";
import type { ChatMessage, ChatModel, ChatRequest, JsonSchemaFormat } from "../contract/chat-model.ts";

export type { ChatMessage, ChatModel, ChatRequest, JsonSchemaFormat } from "../contract/chat-model.ts";

/** Estimated tokens of a request: its messages plus the reply room. */
export function requestTokens(messages: readonly ChatMessage[], maxReplyTokens: number): number {
  return messages.reduce((sum, m) => sum + MESSAGE_OVERHEAD_TOKENS + estimateTokens(m.content), 0) + maxReplyTokens;
}

/**
 * Tokens left for document text once the fixed messages and the reply room are counted (and,
 * for a JSON reply, the schema in words that an endpoint without structured output is sent).
 */
export function inputBudget(model: ChatModel, fixedMessages: readonly ChatMessage[], maxReplyTokens: number, json?: JsonSchemaFormat): number {
  const fixed = json ? [...fixedMessages, jsonInstruction(json)] : fixedMessages;
  return model.contextTokens - requestTokens(fixed, maxReplyTokens) - MESSAGE_OVERHEAD_TOKENS;
}

const UNAVAILABLE = "The AI model could not be reached or kept failing; try again later.";

class Attempt extends Error {
  readonly retry: boolean;
  readonly waitMs: number | null;
  readonly schemaRefused: boolean;
  constructor(message: string, retry: boolean, waitMs: number | null = null, cause?: unknown, schemaRefused = false) {
    super(message, { cause });
    this.retry = retry;
    this.waitMs = waitMs;
    this.schemaRefused = schemaRefused;
  }
}

/** Retry-After is honoured up to this; a longer wait than this is not worth holding a job for. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The operator's chat model, reached through an OpenAI-compatible chat-completions endpoint
 * with the official `openai` client.
 */
export class OpenAiChatModel implements ChatModel {
  readonly contextTokens: number;
  private readonly settings: AiSettings;
  private readonly client: OpenAI;
  private readonly limit: ConcurrencyLimit;
  /** Set once the endpoint has refused `response_format: json_schema`; later calls ask in words. */
  private schemaUnsupported = false;

  constructor(settings: AiSettings) {
    this.settings = settings;
    this.contextTokens = settings.contextTokens;
    this.limit = new ConcurrencyLimit(settings.concurrency);
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      // Local servers take no key, but the client requires one.
      apiKey: settings.apiKey ?? "not-set",
      timeout: settings.timeoutMs,
      // Retries are ours (counted, backed off, configurable for tests).
      maxRetries: 0,
    });
  }

  complete(request: ChatRequest): Promise<string> {
    return this.withRetries(request, null);
  }

  async completeJson(request: ChatRequest & { readonly json: JsonSchemaFormat }): Promise<unknown> {
    const reply = await this.withRetries(request, request.json);
    return parseJsonReply(reply);
  }

  private async withRetries(request: ChatRequest, json: JsonSchemaFormat | null): Promise<string> {
    const tokens = requestTokens(json ? [...request.messages, jsonInstruction(json)] : request.messages, request.maxReplyTokens);
    if (tokens > this.contextTokens) {
      // A caller's planning error, not the model's: it must split its text first.
      throw new Error(`A chat request of about ${tokens} tokens exceeds the budget of ${this.contextTokens}`);
    }
    let last: Attempt | null = null;
    for (let attempt = 0; attempt <= this.settings.retries; attempt++) {
      if (attempt > 0 && !last?.schemaRefused) {
        const backoff = this.settings.retryBaseMs * 2 ** (attempt - 1);
        await sleep(Math.max(backoff, last?.waitMs ?? 0), undefined, { signal: request.signal });
      }
      try {
        return await this.limit.run(() => this.once(request, json));
      } catch (error) {
        if (!(error instanceof Attempt)) throw error;
        last = error;
        // Asking again in words after the endpoint refused json_schema is not a failure.
        if (error.schemaRefused) attempt--;
        else if (!error.retry) break;
      }
    }
    throw new JobError("AiUnavailable", last && !last.retry ? last.message : UNAVAILABLE, { cause: last });
  }

  private async once(request: ChatRequest, json: JsonSchemaFormat | null): Promise<string> {
    const askInWords = json !== null && this.schemaUnsupported;
    const messages = askInWords ? [...request.messages, jsonInstruction(json)] : request.messages;
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          max_tokens: request.maxReplyTokens,
          temperature: 0.2,
          ...(json && !askInWords ? { response_format: { type: "json_schema" as const, json_schema: { name: json.name, schema: json.schema, strict: true } } } : {}),
        },
        { signal: request.signal },
      );
      const content = completion.choices[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") throw new Attempt("The AI model sent an empty answer.", true);
      if (json !== null && parseJsonReply(content) === undefined) throw new Attempt("The AI model's answer was not the JSON asked for.", true);
      return content;
    } catch (error) {
      throw this.classify(error, json);
    }
  }

  private classify(error: unknown, json: JsonSchemaFormat | null): unknown {
    if (error instanceof Attempt) return error;
    if (error instanceof OpenAI.APIUserAbortError) return error;
    if (error instanceof OpenAI.APIConnectionError) return new Attempt(UNAVAILABLE, true, null, error);
    if (error instanceof OpenAI.APIError) {
      const status = error.status ?? 0;
      if (status === 429 || status >= 500) return new Attempt(UNAVAILABLE, true, retryAfterMs(error.headers), error);
      if (status === 400 && json !== null && !this.schemaUnsupported) {
        // Many OpenAI-compatible servers do not take json_schema; ask for the JSON in words.
        this.schemaUnsupported = true;
        return new Attempt("The AI model refused structured output.", true, 0, error, true);
      }
      return new Attempt(`The AI model refused the request (HTTP ${status}); the operator should check its configuration.`, false, null, error);
    }
    return error;
  }
}

function jsonInstruction(json: JsonSchemaFormat): ChatMessage {
  return { role: "system", content: `Answer with only a JSON value that matches this JSON schema, and nothing else:\n${JSON.stringify(json.schema)}` };
}

function retryAfterMs(headers: Headers | undefined): number | null {
  const value = headers?.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

export function createChatModel(settings: AiSettings | null): ChatModel | null {
  return settings ? new OpenAiChatModel(settings) : null;
}
