import { text as readStream } from "node:stream/consumers";
import type { FastifyInstance } from "fastify";
import { answerQuestion, MAX_QUESTION_CHARS, MAX_QUESTIONS, type HistoryEntry } from "../../ai/questions.ts";
import { AppError, validationError, type FieldError } from "../../errors/app-error.ts";
import { JobError } from "../../errors/job-errors.ts";
import type { Services } from "../../services.ts";
import { FileNotFoundError } from "../../storage/file-store.ts";
import { findOwnJob, resultGone } from "./job-routes.ts";

/** Longest earlier answer taken in `history`; answers of this service are far shorter. */
const MAX_HISTORY_ANSWER_CHARS = 20_000;
/** Entries accepted in `history`; only the last HISTORY_USED of them are used. */
const MAX_HISTORY_ENTRIES = 100;

/**
 * `POST /v1/ask-pdf/{id}/questions` (spec §4.4, decisions §8). Answered here, in the HTTP
 * process, from the job's stored text. Counts neither as an operation nor as a paid tool job;
 * the account's rate limit applies as to every request.
 */
export function registerQuestionRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { id: string } }>("/ask-pdf/:id/questions", async (request) => {
    if (!/^application\/json\s*(?:;|$)/i.test(request.headers["content-type"] ?? "")) {
      throw new AppError("unsupported-media-type", "Questions take a JSON body with `Content-Type: application/json`.");
    }
    const { question, history } = readBody(request.body);
    const job = await findOwnJob(services, request);
    if (job.operation !== "ask-pdf") throw new AppError("not-found", `There is no ask-pdf job ${job.id}; questions are asked of ask-pdf jobs only.`);
    if (job.status === "Queued" || job.status === "Processing") {
      throw new AppError("result-not-ready", `Job ${job.id} is ${job.status}; ask once it is Completed.`, { headers: { "retry-after": "1" } });
    }
    if (job.status === "Failed") throw new AppError("job-failed", `Job ${job.id} failed (${job.error?.code}): ${job.error?.detail}`);
    const expired = () => new AppError("not-found", `The text of job ${job.id} has expired or was deleted; run ask-pdf again to ask more.`);
    if (resultGone(job, new Date())) throw expired();

    const asked = await services.questions.take(job.id, MAX_QUESTIONS, new Date());
    if (asked === null) throw new AppError("no-questions-left", `Job ${job.id} has had all its ${MAX_QUESTIONS} questions; run ask-pdf again on the PDF to ask more.`);
    try {
      let text: string;
      try {
        text = await readStream(await services.files.read(job.resultKey!));
      } catch (error) {
        if (error instanceof FileNotFoundError) throw expired();
        throw error;
      }
      const answer = await answerQuestion(services.chat, text, question, history);
      return { answer: answer.answer, pages: answer.pages, questionsLeft: MAX_QUESTIONS - asked };
    } catch (error) {
      // A question that got no answer is not used up.
      await services.questions.giveBack(job.id);
      if (error instanceof JobError && error.code === "AiUnavailable") {
        throw new AppError("service-unavailable", `The AI model cannot answer now: ${error.detail}`, { headers: { "retry-after": "30" }, cause: error });
      }
      throw error;
    }
  });
}

function readBody(body: unknown): { question: string; history: HistoryEntry[] } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError([{ field: "body", detail: 'The body must be a JSON object `{"question": "…", "history": [{"question": "…", "answer": "…"}]}`.' }]);
  }
  const errors: FieldError[] = [];
  const { question, history = [], ...rest } = body as Record<string, unknown>;
  for (const name of Object.keys(rest)) errors.push({ field: name, detail: `\`${name}\` is not a field of a question; send \`question\` and \`history\`.` });
  if (typeof question !== "string" || question.trim() === "" || [...question].length > MAX_QUESTION_CHARS) {
    errors.push({ field: "question", detail: `\`question\` must be a text of 1 to ${MAX_QUESTION_CHARS} characters.` });
  }
  const entries: HistoryEntry[] = [];
  if (!Array.isArray(history) || history.length > MAX_HISTORY_ENTRIES) {
    errors.push({ field: "history", detail: `\`history\` must be an array of at most ${MAX_HISTORY_ENTRIES} earlier \`{"question", "answer"}\` pairs, oldest first.` });
  } else {
    history.forEach((entry: unknown, i) => {
      const pair = entry as Record<string, unknown> | null;
      const valid =
        typeof pair === "object" &&
        pair !== null &&
        !Array.isArray(pair) &&
        Object.keys(pair).every((key) => key === "question" || key === "answer") &&
        typeof pair.question === "string" &&
        [...pair.question].length <= MAX_QUESTION_CHARS &&
        typeof pair.answer === "string" &&
        [...pair.answer].length <= MAX_HISTORY_ANSWER_CHARS;
      if (valid) entries.push({ question: pair.question as string, answer: pair.answer as string });
      else {
        errors.push({
          field: `history[${i}]`,
          detail: `Each \`history\` entry must be \`{"question": "…", "answer": "…"}\`: a question of at most ${MAX_QUESTION_CHARS} characters and an answer of at most ${MAX_HISTORY_ANSWER_CHARS}.`,
        });
      }
    });
  }
  if (errors.length > 0) throw validationError(errors);
  return { question: (question as string).trim(), history: entries };
}
