import { HISTORY_USED, MAX_QUESTION_CHARS, MAX_QUESTIONS } from "../ai/questions.ts";
import type { PathGroup } from "./openapi-types.ts";
import { problemResponses } from "./problem-responses.ts";
import { CALLER_PROBLEMS } from "./tool-paths.ts";

/** `POST /v1/ask-pdf/{id}/questions` (spec §4.4, decisions §8). */
export function buildQuestionPaths(): PathGroup {
  return {
    tag: {
      name: "Questions",
      description: `Questions about the PDF of a completed ask-pdf job, ${MAX_QUESTIONS} per job, until its result expires or is deleted. Asking does not count against the monthly operations or paid tool jobs; the rate limit applies.`,
    },
    paths: {
      "/v1/ask-pdf/{id}/questions": {
        post: {
          operationId: "askQuestion",
          summary: "Ask a question about the PDF of an ask-pdf job",
          description: [
            `Answers from the job's text. The answer uses \`- \` points and \`**bold**\` words and ends each fact with its page, \`(p. N)\`; \`pages\` lists those pages. Only the last ${HISTORY_USED} \`history\` entries are used. Only the PDF's text (the parts relevant to the question) and the question go to the operator's AI model; without one, the built-in engine answers in English by quoting the document's best-matching passages, and says so plainly when none matches.`,
            "A question that gets no answer (`503`) is not counted.",
          ].join("\n\n"),
          tags: ["Questions"],
          parameters: [
            {
              name: "id",
              in: "path",
              required: true,
              description: "The `id` of a Completed ask-pdf job of the account. A job of another account is answered like one that does not exist.",
              schema: { type: "string", format: "uuid" },
            },
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["question"],
                  additionalProperties: false,
                  properties: {
                    question: { type: "string", minLength: 1, maxLength: MAX_QUESTION_CHARS, description: "The question." },
                    history: {
                      type: "array",
                      maxItems: 100,
                      description: `Earlier questions and answers, oldest first; only the last ${HISTORY_USED} are used.`,
                      items: {
                        type: "object",
                        required: ["question", "answer"],
                        additionalProperties: false,
                        properties: { question: { type: "string", maxLength: MAX_QUESTION_CHARS }, answer: { type: "string", maxLength: 20000 } },
                      },
                    },
                  },
                },
              },
            },
          },
          responses: {
            "200": {
              description: "The answer.",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["answer", "pages", "questionsLeft"],
                    properties: {
                      answer: { type: "string", description: "Lines starting `- `, with `**bold**` words; each fact ends with `(p. N)`." },
                      pages: { type: "array", items: { type: "integer", minimum: 1 }, description: "The pages the answer cites, ascending." },
                      questionsLeft: { type: "integer", minimum: 0, maximum: MAX_QUESTIONS - 1, description: "Questions the job still takes." },
                    },
                  },
                },
              },
            },
            ...problemResponses(
              [...CALLER_PROBLEMS, "validation", "malformed-request", "unsupported-media-type", "not-found", "result-not-ready", "job-failed", "no-questions-left", "service-unavailable"],
              {
                "validation": `\`question\` is missing, empty or over ${MAX_QUESTION_CHARS} characters, or \`history\` is not an array of \`{question, answer}\``,
                "not-found": "no ask-pdf job with this id belongs to the account, or its text has expired or was deleted",
                "result-not-ready": "the job has not finished yet",
                "job-failed": "the job failed, so there is no text to ask about",
                "no-questions-left": `the job has had its ${MAX_QUESTIONS} questions`,
                "service-unavailable": "the AI model is unreachable or failing (or the service is shutting down)",
                "unsupported-media-type": "the body is not `application/json`",
              },
            ),
          },
        },
      },
    },
  };
}
