import { EventEmitter } from "node:events";
import type { JobRecord } from "./job.ts";

/** Typed job lifecycle events, emitted in one place (the runner) and consumed by webhooks, logs, metrics. */
export interface JobEventMap {
  queued: [JobRecord];
  started: [JobRecord];
  completed: [JobRecord];
  failed: [JobRecord];
}

export class JobEvents extends EventEmitter<JobEventMap> {}
