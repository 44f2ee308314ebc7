import type { BatchRecord, BatchStore } from "../batches/batch-store.ts";
import { AppError } from "../errors/app-error.ts";
import type { Intake } from "./intake.ts";

/** Takes the batch's next slot atomically; a closed or full batch is a conflict (409). */
export async function takeBatchSlot(services: { readonly batches: BatchStore }, intake: Intake, batch: BatchRecord, jobId: string): Promise<void> {
  const outcome = await services.batches.addJob(batch.id, jobId, new Date());
  if (outcome === "added") {
    intake.take("batch slot", () => services.batches.removeJob(batch.id, jobId));
    return;
  }
  throw new AppError(
    "conflict",
    outcome === "full" ? `Batch ${batch.id} already holds its ${batch.maxFiles} jobs.` : `Batch ${batch.id} closed at ${batch.closesAt.toISOString()}.`,
  );
}
