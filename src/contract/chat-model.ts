/**
 * The operator's AI model as tools and engines see it: a chat-completions model reached with
 * text only (callers put nothing but a PDF's text and their own instructions into messages:
 * never file names, images or account data). The worker makes one from the operator's
 * settings and hands it to a tool in its run context; null when none is configured.
 */

export interface ChatMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}

export interface JsonSchemaFormat {
  /** A short identifier (letters, digits, _ and -), as the protocol requires. */
  readonly name: string;
  readonly schema: Record<string, unknown>;
}

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  /** Room kept for the reply; the prompt and this together stay within the context budget. */
  readonly maxReplyTokens: number;
  readonly signal?: AbortSignal;
}

export interface ChatModel {
  /** Tokens one request may take, prompt and reply together. */
  readonly contextTokens: number;
  /** The reply's text. Fails with JobError AiUnavailable once retries are used up. */
  complete(request: ChatRequest): Promise<string>;
  /**
   * A reply constrained to a JSON schema (`response_format: json_schema`); from an endpoint
   * that does not enforce it, the JSON is read out of the plain reply. Callers still check the
   * value's shape: a model may not keep to the schema.
   */
  completeJson(request: ChatRequest & { readonly json: JsonSchemaFormat }): Promise<unknown>;
}
