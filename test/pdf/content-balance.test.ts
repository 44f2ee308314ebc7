import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { flattenDeepNesting, flattenGraphicsStates, FLATTEN_DEEPER_THAN, graphicsStateBalance } from "../../src/pdf/content-balance.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const flattened = (text: string) => {
  const flat = flattenGraphicsStates(bytes(text));
  return { text: new TextDecoder().decode(flat.bytes), deepest: flat.deepest };
};

describe("flattening graphics-state nesting", () => {
  it("drops a q that no Q closes", () => {
    assert.deepEqual(flattened("q\nq\nBT (a) Tj ET"), { text: "BT (a) Tj ET", deepest: 0 });
    // The second q is closed by the Q; the first is not.
    assert.deepEqual(flattened("q 1 0 0 1 5 0 cm q 2 w Q 0 0 m S"), { text: "1 0 0 1 5 0 cm q 2 w Q 0 0 m S", deepest: 1 });
  });

  it("drops a q … Q pair whose Q is followed at once by the Q around it, innermost first", () => {
    assert.deepEqual(flattened("q 1 0 0 1 5 0 cm q 2 0 0 2 0 0 cm q 1 0 0 rg 0 0 9 9 re f Q Q Q 0 0 m S"), { text: "q 1 0 0 1 5 0 cm 2 0 0 2 0 0 cm 1 0 0 rg 0 0 9 9 re f Q 0 0 m S", deepest: 1 });
  });

  it("keeps a pair when anything is drawn between its Q and the Q around it", () => {
    const text = "q 1 0 0 1 5 0 cm q 1 0 0 rg 0 0 9 9 re f Q 0 0 9 9 re f Q";
    assert.deepEqual(flattened(text), { text, deepest: 2 });
  });

  it("leaves a Q that closes nothing, which readers ignore, and counts the nesting after it as they do", () => {
    assert.deepEqual(flattened("Q q 0 0 m S Q Q"), { text: "Q q 0 0 m S Q Q", deepest: 1 });
    const leadingQ = bytes(`${"Q\n".repeat(1500)}${"q 0 0 m S\n".repeat(1500)}`);
    assert.deepEqual(graphicsStateBalance(leadingQ), { lowest: -1500, final: 0, deepest: 1500 });
    assert.equal(flattenDeepNesting(leadingQ)?.deepest, 0);
  });

  it("does not take a q or Q inside a string, a name, a comment or inline image data for an operator", () => {
    const text = "q BT (q) Tj (Q\\)q) Tj ET /q gs % q q q\nBI /W 1 /H 1 /BPC 8 /CS /G ID q EI Q";
    assert.deepEqual(flattened(text), { text, deepest: 1 });
  });

  it("leaves content nested no deeper than real pages byte for byte, and flattens deeper content", () => {
    const shallow = bytes(`${"q 0 0 m S ".repeat(FLATTEN_DEEPER_THAN)}${"Q ".repeat(FLATTEN_DEEPER_THAN)}`);
    assert.equal(flattenDeepNesting(shallow), null);
    const deep = bytes(`${"q\n".repeat(100_000)}${"q 1 0 0 1 0.5 0 cm\n".repeat(300)}0 0 m S${"\nQ".repeat(300)}`);
    assert.equal(graphicsStateBalance(deep).deepest, 100_300);
    const flat = flattenDeepNesting(deep)!;
    assert.equal(flat.deepest, 1);
    assert.equal(new TextDecoder().decode(flat.bytes), `q 1 0 0 1 0.5 0 cm\n${"1 0 0 1 0.5 0 cm\n".repeat(299)}0 0 m S\nQ`);
  });
});
