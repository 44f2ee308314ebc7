import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Intake, withIntake } from "../../src/intake/intake.ts";
import { recordingLogger } from "../helpers/recording-logger.ts";

describe("the intake of a tool call", () => {
  it("gives back everything taken, last first, exactly once, and the failure goes on unchanged", async () => {
    const given: string[] = [];
    const failure = new Error("the database refused the job");
    const { log } = recordingLogger();
    let kept: Intake | null = null;
    await assert.rejects(
      withIntake(log, async (intake) => {
        kept = intake;
        for (const what of ["operation", "inputs", "uploads", "batch slot"]) intake.take(what, async () => void given.push(what));
        throw failure;
      }),
      (error) => error === failure,
    );
    assert.deepEqual(given, ["batch slot", "uploads", "inputs", "operation"]);
    await kept!.rollback();
    assert.equal(given.length, 4, "a second rollback gives nothing back twice");
    assert.throws(() => kept!.take("more", async () => {}), /rolled back/);
  });

  it("a give-back that fails is logged and the others still run", async () => {
    const given: string[] = [];
    const { log, lines } = recordingLogger();
    const intake = new Intake(log);
    intake.take("operation", async () => void given.push("operation"));
    intake.take("inputs", async () => {
      throw new Error("store unreachable");
    });
    intake.take("uploads", async () => void given.push("uploads"));
    await intake.rollback();
    assert.deepEqual(given, ["uploads", "operation"]);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.what, "inputs");
    assert.match(JSON.stringify(lines[0]!.err), /store unreachable/);
  });

  it("once committed (the job is queued) nothing is given back, even if something fails afterwards", async () => {
    const given: string[] = [];
    const { log } = recordingLogger();
    await assert.rejects(
      withIntake(log, async (intake) => {
        intake.take("operation", async () => void given.push("operation"));
        intake.commit();
        throw new Error("a listener failed after the job was queued");
      }),
      /listener failed/,
    );
    assert.deepEqual(given, []);
  });
});
