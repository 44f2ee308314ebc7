import type { Logger } from "../logger.ts";

/**
 * What accepting a tool call has taken so far, each thing with how to give it back: the inputs
 * stored, the operation (or prepaid credit) and paid tool job counted, uploads taken, a batch
 * slot. Until the job is queued, any failure gives all of it back, last taken first, here and
 * nowhere else; once the job is queued (`commit`) everything stays taken, since the job runs.
 */
export class Intake {
  private readonly log: Logger;
  private readonly undos: Array<{ readonly what: string; readonly undo: () => Promise<void> }> = [];
  private state: "open" | "committed" | "rolled back" = "open";

  constructor(log: Logger) {
    this.log = log;
  }

  /**
   * Records how to give back `what`. Record it before taking when the taking can fail half-way
   * and leave part behind (a body stored file by file, bytes being moved), so the undo must
   * cope with finding nothing to give back.
   */
  take(what: string, undo: () => Promise<void>): void {
    if (this.state !== "open") throw new Error(`cannot take ${what}: the intake is ${this.state}`);
    this.undos.push({ what, undo });
  }

  /** The job is queued: what was taken stays taken. A later `rollback` does nothing. */
  commit(): void {
    if (this.state === "open") this.state = "committed";
  }

  /**
   * Gives back everything taken, last first, once. A give-back that fails is logged and the
   * rest still run: the caller goes on with the error that made it roll back, not this one.
   */
  async rollback(): Promise<void> {
    if (this.state !== "open") return;
    this.state = "rolled back";
    for (const { what, undo } of this.undos.reverse()) {
      try {
        await undo();
      } catch (error) {
        this.log.error({ err: error, what }, "could not give back what a refused tool call had taken");
      }
    }
  }
}

/**
 * Runs `accept` with a new intake: committed when it returns (if `accept` did not commit at
 * the moment its job was queued), rolled back when it throws, the error going on unchanged.
 */
export async function withIntake<T>(log: Logger, accept: (intake: Intake) => Promise<T>): Promise<T> {
  const intake = new Intake(log);
  try {
    const result = await accept(intake);
    intake.commit();
    return result;
  } catch (error) {
    await intake.rollback();
    throw error;
  }
}
