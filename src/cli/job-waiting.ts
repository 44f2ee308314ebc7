import { createInterface, type Interface } from "node:readline";
import { DoctoolsAbortError, type DoctoolsClient, type Job } from "../../packages/client/src/index.ts";
import { EXIT, pickUpLater, type ApiSession } from "./api-session.ts";

/** How long the cancel a person asked for may take; the command's own signal is spent by then. */
const CANCEL_TIMEOUT_MS = 30_000;

/**
 * Waits for a job the command itself started: the job when it has ended, or the exit code after
 * saying what became of it. The first Ctrl-C at a terminal asks whether to cancel the job (yes
 * sends the cancel); without a terminal, or answered no, the command stops waiting and the job
 * runs on. A second Ctrl-C, also while the question stands, ends the command at once and leaves
 * the job running. `resultFlags` are those of `jobs result` that fetch its result later.
 */
export async function waitForOwnJob(session: ApiSession, client: DoctoolsClient, name: string, accepted: Job, resultFlags: string): Promise<Job | number> {
  // Set by the handler: what the person answered, as the job the cancel ended (null: no cancel).
  const answer: { decided: Promise<Job | null> | null } = { decided: null };
  let question: Interface | null = null;
  const leave = () => {
    session.say(`${name}: stopped waiting. ${pickUpLater(accepted, resultFlags)}`);
    process.exit(EXIT.interrupted);
  };
  session.onInterrupt(() => {
    if (question) return leave();
    if (!process.stdin.isTTY || !process.stderr.isTTY) return session.stop();
    session.progress.finish();
    const asking = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    question = asking;
    answer.decided = new Promise<Job | null>((resolve) => {
      let answered = false;
      // In raw mode the second Ctrl-C reaches readline as a key, not as a signal.
      asking.on("SIGINT", leave);
      // Ctrl-D: no answer, which is no.
      asking.on("close", () => {
        if (answered) return;
        answered = true;
        session.stop();
        resolve(null);
      });
      asking.question(`Cancel job ${accepted.id}? [y/N] `, (answer) => {
        answered = true;
        asking.close();
        question = null;
        // Waiting stops first, so the cancelled job is reported as cancelled, not as a failure.
        session.stop();
        if (!/^\s*y(es)?\s*$/i.test(answer)) return resolve(null);
        client.cancel(accepted.id, { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) }).then(resolve, (error: unknown) => {
          session.say(`${name}: could not cancel job ${accepted.id}: ${error instanceof Error ? error.message : String(error)}`);
          resolve(null);
        });
      });
    });
  });
  try {
    return await client.jobs.wait(accepted.id, { signal: session.signal, onProgress: session.progress.onProgress });
  } catch (error) {
    if (!(error instanceof DoctoolsAbortError)) throw error;
    const ended = answer.decided ? await answer.decided : null;
    if (ended?.error?.code === "Cancelled") {
      session.say(`${name}: cancelled job ${ended.id}.`);
    } else if (ended) {
      session.say(`${name}: job ${ended.id} had already ended ${ended.status} before the cancel.${ended.status === "Completed" ? ` Fetch its result with\n  doctools jobs result ${ended.id}${resultFlags}` : ""}`);
    } else {
      session.say(`${name}: stopped waiting. ${pickUpLater(error.job ?? accepted, resultFlags)}`);
    }
    return EXIT.interrupted;
  } finally {
    session.onInterrupt(null);
    (question as Interface | null)?.close();
  }
}
