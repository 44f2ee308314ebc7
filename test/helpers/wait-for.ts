import assert from "node:assert/strict";

/** Polls `condition` until it holds; fails the test, saying `what` it waited for, after `timeoutMs`. */
export async function waitFor(what: string, timeoutMs: number, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    assert.ok(Date.now() < deadline, `timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
