import { inputBudget, type ChatMessage, type ChatModel, type JsonSchemaFormat } from "../ai-model/chat-model.ts";
import { languageName, type Language } from "../contract/languages.ts";
import { isReadable } from "../document-text/readable-text.ts";
import { chunkPages, estimateTokens, MESSAGE_OVERHEAD_TOKENS } from "../ai-model/token-budget.ts";
import type { ToolLogger } from "../contract/tool-run.ts";
import type { TextBlock } from "./page-html.ts";

/**
 * Translates pages of text blocks with the operator's model: blocks go in numbered, in chunks
 * within the token budget, and come back as a JSON list of one translation per block. A reply
 * that misses blocks is asked again for those; a block still missing keeps its source text
 * (and the log says how many), so nothing is ever dropped. Only the blocks' text is sent.
 */

interface Unit {
  readonly id: number;
  /** Index of the block the unit belongs to; a block too long for one request is cut into several units. */
  readonly block: number;
  readonly kind: TextBlock["kind"];
  readonly text: string;
  readonly tokens: number;
}

const replySchema: JsonSchemaFormat = {
  name: "translations",
  schema: {
    type: "object",
    properties: {
      translations: {
        type: "array",
        items: {
          type: "object",
          properties: { id: { type: "integer" }, text: { type: "string" } },
          required: ["id", "text"],
          additionalProperties: false,
        },
      },
    },
    required: ["translations"],
    additionalProperties: false,
  },
};

function instructions(language: Language): ChatMessage {
  const name = languageName(language);
  return {
    role: "system",
    content: [
      `You are a professional translator. Translate each block of document text into ${name}.`,
      `The user sends JSON {"blocks":[{"id":1,"kind":"heading","text":"..."}]}; kind is heading, paragraph or list-item.`,
      `Answer with JSON {"translations":[{"id":1,"text":"..."}]}: exactly one entry for every block, with the same id, in the same order.`,
      "Translate the meaning faithfully and completely. Keep numbers, dates, amounts, names, e-mail addresses and web addresses as they are, and keep line breaks.",
      `Add no notes or explanations and nothing that is not in the block. A block already in ${name} comes back unchanged.`,
    ].join("\n"),
  };
}

function unitTokens(id: number, kind: string, text: string): number {
  return estimateTokens(JSON.stringify({ id, kind, text })) + 2;
}

/** Blocks in order as units, each at most `budget` tokens (long ones cut at paragraph, line or word). */
function toUnits(blocks: readonly TextBlock[], budget: number): Unit[] {
  const units: Unit[] = [];
  blocks.forEach((block, index) => {
    const whole = unitTokens(units.length, block.kind, block.text);
    const parts = whole <= budget ? [block.text] : chunkPages([{ page: 1, text: block.text }], budget - 20).flatMap((c) => c.slices.map((s) => s.text));
    for (const text of parts) units.push({ id: units.length + 1, block: index, kind: block.kind, text, tokens: unitTokens(units.length + 1, block.kind, text) });
  });
  return units;
}

function toChunks(units: readonly Unit[], budget: number): Unit[][] {
  const chunks: Unit[][] = [];
  let current: Unit[] = [];
  let tokens = 0;
  for (const unit of units) {
    if (current.length > 0 && tokens + unit.tokens > budget) {
      chunks.push(current);
      current = [];
      tokens = 0;
    }
    current.push(unit);
    tokens += unit.tokens;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The translations a reply holds for the units asked, by id; anything else in it is ignored. */
function readReply(reply: unknown, asked: readonly Unit[]): Map<number, string> {
  const wanted = new Set(asked.map((u) => u.id));
  const found = new Map<number, string>();
  const list = typeof reply === "object" && reply !== null && Array.isArray((reply as { translations?: unknown }).translations) ? (reply as { translations: unknown[] }).translations : [];
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, text } = entry as { id?: unknown; text?: unknown };
    const key = typeof id === "string" ? Number(id) : id;
    if (typeof key !== "number" || !wanted.has(key) || typeof text !== "string" || found.has(key)) continue;
    // Control characters (other than line breaks and tabs) have no place in a page of text; a
    // "translation" without a letter of a block that has some is no translation: it counts as left out.
    const clean = text.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "").trim();
    if (isReadable(clean)) found.set(key, clean);
  }
  return found;
}

export interface TranslateOptions {
  readonly language: Language;
  readonly signal: AbortSignal;
  readonly log: ToolLogger;
}

export async function translatePages(model: ChatModel, pages: readonly (readonly TextBlock[])[], options: TranslateOptions): Promise<TextBlock[][]> {
  const system = instructions(options.language);
  // Room for the blocks and for their translation, which may take several times the tokens
  // (the estimate counts 1.5 a character outside ASCII): a quarter in, three quarters out.
  const available = inputBudget(model, [system], 0, replySchema) - MESSAGE_OVERHEAD_TOKENS;
  const budget = Math.floor(available / 4);
  const maxReplyTokens = available - budget;
  const blocks = pages.flat();
  const units = toUnits(blocks, budget);
  const translated = new Map<number, string>();

  // Chunks go out side by side (the model client caps how many at once); the first that fails
  // for good stops the others, since the job has failed.
  const failed = new AbortController();
  const signal = AbortSignal.any([options.signal, failed.signal]);
  const ask = async (asked: readonly Unit[]): Promise<Map<number, string>> => {
    const user: ChatMessage = { role: "user", content: JSON.stringify({ blocks: asked.map((u) => ({ id: u.id, kind: u.kind, text: u.text })) }) };
    try {
      const reply = await model.completeJson({ messages: [system, user], maxReplyTokens, json: replySchema, signal });
      return readReply(reply, asked);
    } catch (error) {
      failed.abort();
      throw error;
    }
  };

  // Page numbers, amounts and other text without letters read the same in every language.
  for (const unit of units) if (!isReadable(unit.text)) translated.set(unit.id, unit.text);
  let kept = 0;
  await Promise.all(
    toChunks(units.filter((u) => !translated.has(u.id)), budget).map(async (chunk) => {
      const first = await ask(chunk);
      const missing = chunk.filter((u) => !first.has(u.id));
      const second = missing.length > 0 ? await ask(missing) : new Map<number, string>();
      for (const unit of chunk) {
        const text = first.get(unit.id) ?? second.get(unit.id);
        if (text === undefined) kept++;
        translated.set(unit.id, text ?? unit.text);
      }
    }),
  );
  if (kept > 0) options.log.warn("The model left out blocks twice; their source text was kept", { blocks: kept, of: units.length });

  // Put the units back into their blocks and the blocks onto their pages.
  const texts = blocks.map(() => [] as string[]);
  for (const unit of units) texts[unit.block]!.push(translated.get(unit.id)!);
  let next = 0;
  return pages.map((page) => page.map((block) => ({ kind: block.kind, text: texts[next++]!.join(" ") })));
}
