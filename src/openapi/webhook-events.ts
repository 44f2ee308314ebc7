import type { Operation, PathItem } from "./openapi-types.ts";

/**
 * Webhook events as OpenAPI 3.1 `webhooks`: what the service POSTs to an account's endpoints. They
 * are not routes of the service, so they live beside `paths`, not in it.
 */
const eventTypes = {
  "job.completed": "A job finished and its result is ready; `data.job` is the job as `GET /v1/jobs/{id}` shows it.",
  "job.failed": "A job could not be finished; `data.job.error` says why.",
  ping: "A test event sent from the dashboard's Webhooks page; `data.job` is null.",
} as const;

export const webhookEventSchema = {
  type: "object",
  description: "The body of every webhook delivery, identical at every attempt of the same event.",
  properties: {
    id: { type: "string", format: "uuid", description: "The event id; the same at every attempt and resend, so receivers can skip events already handled." },
    type: { type: "string", enum: Object.keys(eventTypes) },
    created: { type: "string", format: "date-time", description: "When the event was made." },
    data: {
      type: "object",
      properties: { job: { oneOf: [{ $ref: "#/components/schemas/Job" }, { type: "null" }] } },
      required: ["job"],
    },
  },
  required: ["id", "type", "created", "data"],
} as const;

const signatureDescription =
  "`t=<unix seconds>,v1=<signature>`: the signature is the lowercase-hex HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's signing secret (`whsec_…`), " +
  "made afresh at every attempt. Compute it over the raw body before parsing, compare in constant time, and refuse events whose `t` is 300 seconds or more from your clock.";

function deliveryOperation(type: keyof typeof eventTypes): Operation {
  return {
    operationId: `webhook-${type.replace(".", "-")}`,
    summary: `${type} event`,
    description: `${eventTypes[type]} Any 2xx within 10 seconds acknowledges it; anything else, a redirect or no answer is retried after 1 min, 5 min, 30 min, 2 h, 6 h and 12 h, seven attempts in all.`,
    tags: ["Webhooks"],
    parameters: [
      { name: "Service-Event", in: "header", required: true, description: "The event's type.", schema: { type: "string", const: type } },
      { name: "Service-Delivery", in: "header", required: true, description: "The event's id.", schema: { type: "string", format: "uuid" } },
      { name: "Service-Signature", in: "header", required: true, description: signatureDescription, schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" } },
    ],
    requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/WebhookEvent" } } } },
    responses: { "2XX": { description: "Acknowledged: the event will not be sent again (unless resent from the dashboard)." } },
    security: [],
  };
}

export function buildWebhookEvents(): Record<string, PathItem> {
  return Object.fromEntries(Object.keys(eventTypes).map((type) => [type, { post: deliveryOperation(type as keyof typeof eventTypes) }]));
}
