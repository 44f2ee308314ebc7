import { text as readStream } from "node:stream/consumers";
import { answerQuestion, HISTORY_USED, MAX_QUESTION_CHARS, MAX_QUESTIONS, type HistoryEntry } from "../../answers/questions.ts";
import { AppError } from "../../errors/app-error.ts";
import { JobError } from "../../errors/job-errors.ts";
import { FileNotFoundError } from "../../storage/file-store.ts";
import { defineEndpoint } from "../endpoint.ts";
import { idParameter, jsonResponse } from "../../openapi/endpoint-declaration.ts";
import { findOwnJob, resultGone } from "./job-routes.ts";
import type { JobRecord } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";

/** Longest earlier answer taken in `history`; answers of this service are far shorter. */
const MAX_HISTORY_ANSWER_CHARS = 20_000;
/** Entries accepted in `history`; only the last HISTORY_USED of them are used. */
const MAX_HISTORY_ENTRIES = 100;

type QuestionRoute = { Params: { id: string }; Body: { question: string; history?: HistoryEntry[] } };

/**
 * `POST /v1/ask-pdf/{id}/questions`. Answered here, in the HTTP
 * process, from the job's stored text. Counts neither as an operation nor as a paid tool job;
 * the account's rate limit applies as to every request.
 */
export const questionEndpoints = [
  defineEndpoint<QuestionRoute>({
    method: "POST",
    path: "/v1/ask-pdf/{id}/questions",
    operationId: "askQuestion",
    summary: "Ask a question about the PDF of an ask-pdf job",
    description: [
      `Answers from the job's text. The answer uses \`- \` points and \`**bold**\` words and ends each fact with its page, \`(p. N)\`; \`pages\` lists those pages. Only the last ${HISTORY_USED} \`history\` entries are used. Only the PDF's text (the parts relevant to the question) and the question go to the operator's AI model; without one, the built-in engine answers in English by quoting the document's best-matching passages, and says so plainly when none matches.`,
      "A question that gets no answer (`503`) is not counted.",
    ].join("\n\n"),
    tag: {
      name: "Questions",
      description: `Questions about the PDF of a completed ask-pdf job, ${MAX_QUESTIONS} per job, until its result expires or is deleted. Asking does not count against the monthly operations or paid tool jobs; the rate limit applies.`,
    },
    auth: "key",
    params: idParameter("The `id` of a Completed ask-pdf job of the account. A job of another account is answered like one that does not exist."),
    body: {
      mediaType: "application/json",
      required: true,
      schema: {
        type: "object",
        required: ["question"],
        additionalProperties: false,
        properties: {
          // At least one character that is not white space: a blank question is no question.
          question: { type: "string", minLength: 1, maxLength: MAX_QUESTION_CHARS, pattern: "\\S", description: "The question." },
          history: {
            type: "array",
            maxItems: MAX_HISTORY_ENTRIES,
            description: `Earlier questions and answers, oldest first; only the last ${HISTORY_USED} are used.`,
            items: {
              type: "object",
              required: ["question", "answer"],
              additionalProperties: false,
              properties: { question: { type: "string", maxLength: MAX_QUESTION_CHARS }, answer: { type: "string", maxLength: MAX_HISTORY_ANSWER_CHARS } },
            },
          },
        },
      },
      invalid: {
        "body": 'The body must be a JSON object `{"question": "…", "history": [{"question": "…", "answer": "…"}]}`.',
        "question": `\`question\` must be a text of 1 to ${MAX_QUESTION_CHARS} characters.`,
        "history": `\`history\` must be an array of at most ${MAX_HISTORY_ENTRIES} earlier \`{"question", "answer"}\` pairs, oldest first.`,
        "history[]": `Each \`history\` entry must be \`{"question": "…", "answer": "…"}\`: a question of at most ${MAX_QUESTION_CHARS} characters and an answer of at most ${MAX_HISTORY_ANSWER_CHARS}.`,
      },
    },
    responses: {
      200: jsonResponse("The answer.", {
        type: "object",
        required: ["answer", "pages", "questionsLeft"],
        properties: {
          answer: { type: "string", description: "Lines starting `- `, with `**bold**` words; each fact ends with `(p. N)`." },
          pages: { type: "array", items: { type: "integer", minimum: 1 }, description: "The pages the answer cites, ascending." },
          questionsLeft: { type: "integer", minimum: 0, maximum: MAX_QUESTIONS - 1, description: "Questions the job still takes." },
        },
      }),
    },
    problems: {
      "validation": `\`question\` is missing, empty or over ${MAX_QUESTION_CHARS} characters, or \`history\` is not an array of \`{question, answer}\``,
      "not-found": "no ask-pdf job with this id belongs to the account, or its text has expired or was deleted",
      "result-not-ready": "the job has not finished yet",
      "job-failed": "the job failed, so there is no text to ask about",
      "no-questions-left": `the job has had its ${MAX_QUESTIONS} questions`,
      "service-unavailable": "the AI model is unreachable or failing (or the service is shutting down)",
    },
    handler: async (request, _reply, { services }) => {
      const question = request.body.question.trim();
      const history = request.body.history ?? [];
      const job = await findOwnJob(services, request);
      return askAboutJob(services, job, question, history);
    },
  }),
];

/**
 * One question asked of an ask-pdf job of the caller's, answered from its stored text: what
 * `POST /v1/ask-pdf/{id}/questions` and the dashboard's Tools page both do. A question that gets
 * no answer is not used up.
 */
export async function askAboutJob(services: Services, job: JobRecord, question: string, history: readonly HistoryEntry[]): Promise<{ answer: string; pages: number[]; questionsLeft: number }> {
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
}
