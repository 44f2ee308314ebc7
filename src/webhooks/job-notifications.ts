import type { JobEvents } from "../jobs/job-events.ts";
import type { AccountWebhooks } from "./account-webhooks.ts";

/**
 * A job's webhook event is written in the transaction that ends the job (the runner's `onEnd`);
 * once the runner announces the end, the event is committed and this process's dispatcher can
 * send it at once.
 */
export function announceJobEvents(events: JobEvents, webhooks: AccountWebhooks): () => void {
  const wake = () => webhooks.announce();
  events.on("completed", wake);
  events.on("failed", wake);
  return () => {
    events.off("completed", wake);
    events.off("failed", wake);
  };
}
