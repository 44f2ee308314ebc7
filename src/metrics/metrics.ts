import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** What the gauges read when they are scraped; each process sets those of the parts it runs. */
export interface GaugeReaders {
  /** Jobs waiting to start and running, in the whole service: the database's count. */
  jobs?(): Promise<{ readonly queued: number; readonly processing: number }>;
  /** This process's job workers: how many jobs it runs at once, and how many it runs now. */
  workers?(): { readonly slots: number; readonly busy: number };
}

export type WebhookAttemptOutcome = "succeeded" | "failed" | "given_up";

/**
 * The service's Prometheus metrics, one registry per app (tests build several apps in one
 * process). Every metric is declared here, so the names and labels are in one place; the parts
 * that count (the HTTP hook, the job listener, the worker pool, the webhook dispatcher) are
 * handed the metric they feed. Label values are bounded: route patterns, never raw URLs; tool
 * names and job error codes, both from fixed lists.
 */
export class Metrics {
  readonly registry = new Registry();
  private readers: GaugeReaders = {};

  readonly httpRequests = new Counter({
    name: "doctools_http_requests_total",
    help: "HTTP requests answered, by method, route pattern (unmatched: no route) and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: "doctools_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly receivedBytes = new Counter({
    name: "doctools_received_bytes_total",
    help: "File bytes received and stored: tool_input (files of tool calls), upload_part (parts of part-wise uploads).",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });
  readonly jobsAccepted = new Counter({
    name: "doctools_jobs_accepted_total",
    help: "Tool calls accepted as jobs by this process, by tool.",
    labelNames: ["tool"] as const,
    registers: [this.registry],
  });
  readonly jobsCompleted = new Counter({
    name: "doctools_jobs_completed_total",
    help: "Jobs this process's workers completed, by tool.",
    labelNames: ["tool"] as const,
    registers: [this.registry],
  });
  readonly jobsFailed = new Counter({
    name: "doctools_jobs_failed_total",
    help: "Jobs that failed in this process, by tool and error code (the job's error.code).",
    labelNames: ["tool", "code"] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: "doctools_job_duration_seconds",
    help: "Time a job ran, from its start on a worker to its end, by tool and final status (completed, failed).",
    labelNames: ["tool", "status"] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [this.registry],
  });
  readonly jobWait = new Histogram({
    name: "doctools_job_wait_seconds",
    help: "Time a job waited in the queue, from its acceptance to its start, by tool.",
    labelNames: ["tool"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
    registers: [this.registry],
  });
  readonly workersRetired = new Counter({
    name: "doctools_workers_retired_total",
    help: "Worker processes replaced, by reason: failure (an engine left in doubt), jobs (its job count reached), memory (too large after a job, or over its share), crash (exited on its own).",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });
  readonly webhookAttempts = new Counter({
    name: "doctools_webhook_attempts_total",
    help: "Webhook delivery attempts, by outcome: succeeded (a 2xx), failed (retried later), given_up (failed, and the last attempt).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "doctools_" });
    const readers = () => this.readers;
    new Gauge({
      name: "doctools_jobs",
      help: "Jobs not yet finished in the whole service, by status (queued: waiting to start; processing). The database's count: every process reports the same.",
      labelNames: ["status"] as const,
      registers: [this.registry],
      async collect() {
        const read = readers().jobs;
        if (!read) return;
        try {
          const counts = await read();
          this.set({ status: "queued" }, counts.queued);
          this.set({ status: "processing" }, counts.processing);
        } catch {
          // The database cannot be read: the scrape goes on without these; /readyz says why.
          this.reset();
        }
      },
    });
    new Gauge({
      name: "doctools_workers",
      help: "Job workers of this process, by state (busy: running a job; idle). An API-only process has none.",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const workers = readers().workers?.() ?? { slots: 0, busy: 0 };
        this.set({ state: "busy" }, workers.busy);
        this.set({ state: "idle" }, Math.max(0, workers.slots - workers.busy));
      },
    });
  }

  /** Sets what the gauges read (merged with those set before). */
  read(readers: GaugeReaders): void {
    this.readers = { ...this.readers, ...readers };
  }

  /** The Prometheus text exposition of every metric, and its media type. */
  async expose(): Promise<{ readonly text: string; readonly contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
