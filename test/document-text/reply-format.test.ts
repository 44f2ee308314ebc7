import assert from "node:assert/strict";
import { test } from "node:test";
import { PageSupport } from "../../src/document-text/page-support.ts";
import { normaliseAnswer, normaliseSummary, renderSections, takeReferences } from "../../src/document-text/reply-format.ts";
import { parsePoints } from "./cited-points.ts";

const pages = [
  "The committee met on Monday to review the annual budget of the library.\n\nMembers approved new opening hours for the reading room.",
  "The treasurer reported that book purchases rose by twelve percent this year.\n\nA new archive room will be built in the east wing next spring.",
  "Volunteers will run a summer reading programme for children in July and August.",
];
const support = new PageSupport(pages);

test("page references in every common shape are read and taken out", () => {
  for (const [line, cited] of [
    ["Fact (p. 3)", [3]],
    ["Fact (page 3)", [3]],
    ["Fact [p3]", [3]],
    ["Fact [Page 3]", [3]],
    ["Fact (pp. 2–3)", [2, 3]],
    ["Fact (pages 1, 3)", [1, 3]],
    ["Fact (see p. 2).", [2]],
    ["Fact, p. 2", [2]],
    ["Fact — page 2", [2]],
    ["Fact p. 2", [2]],
    ["Fact", []],
  ] as const) {
    const taken = takeReferences(line);
    assert.equal(taken.text.replace(/\.$/, ""), "Fact", line);
    assert.deepEqual(taken.cited, cited, line);
  }
});

test("a page named inside what a sentence says is not taken for a reference", () => {
  assert.deepEqual(takeReferences("The form is described on page 2"), { text: "The form is described on page 2", cited: [] });
  assert.deepEqual(takeReferences("Document 1:Page 2"), { text: "Document 1:Page 2", cited: [] });
});

test("a summary in odd shapes becomes headings and cited points, wrong pages fixed, inventions dropped", () => {
  const reply = [
    "```markdown",
    "# Meeting summary",
    "",
    "1. The committee met on Monday to review the **annual budget** (page 1)",
    "2) The treasurer reported that book purchases rose by twelve percent [p3]",
    "* Members approved new opening hours for the reading room",
    "",
    "**Plans:**",
    "+ A new archive room will be built in the east wing (p. 44)",
    "- Volunteers will run a summer reading programme for children (p. 3). The treasurer reported that purchases rose (p. 2).",
    "- The mayor resigned after a scandal involving stolen paintings and forged receipts (p. 2)",
    "Paragraphs become points too: a new archive room will be built next spring (p. 2).",
    "```",
  ].join("\n");
  const text = renderSections(normaliseSummary(reply, support));
  assert.equal(
    text,
    [
      "## Meeting summary",
      "- The committee met on Monday to review the **annual budget**. (p. 1)",
      "- The treasurer reported that book purchases rose by twelve percent. (p. 2)",
      "- Members approved new opening hours for the reading room. (p. 1)",
      "",
      "## Plans",
      "- A new archive room will be built in the east wing. (p. 2)",
      "- Volunteers will run a summer reading programme for children. (p. 3)",
      "- The treasurer reported that purchases rose. (p. 2)",
      "- Paragraphs become points too: a new archive room will be built next spring. (p. 2)",
      "",
    ].join("\n"),
  );
  const { points } = parsePoints(text);
  assert.ok(points.every((p) => p.page !== null));
});

test("a reply in another language keeps the pages it cites if they exist", () => {
  const reply = "## सारांश\n- समिति ने **बजट** की समीक्षा की (p. 1)\n- नया कक्ष बनेगा [p2]\n- यह पृष्ठ नहीं है (p. 9)";
  assert.equal(renderSections(normaliseSummary(reply, support)), "## सारांश\n- समिति ने **बजट** की समीक्षा की (p. 1)\n- नया कक्ष बनेगा (p. 2)\n");
});

test("emphasis is kept as **bold** only", () => {
  const text = renderSections(normaliseSummary("- The __committee__ met on *Monday* to review the **annual budget (p. 1)", support));
  assert.equal(text, "- The **committee** met on Monday to review the annual budget. (p. 1)\n");
});

test("an answer keeps facts with their pages, and a plain 'not in the document' only when there is nothing else", () => {
  const answer = normaliseAnswer("Answer:\n* Book purchases rose by **twelve percent** [p2]\n* The mayor resigned over forged receipts and stolen paintings (p. 1)", support);
  assert.deepEqual(answer, [{ text: "Book purchases rose by **twelve percent**.", page: 2 }]);
  assert.deepEqual(normaliseAnswer("The text does not say who chairs the committee.", support), [{ text: "The text does not say who chairs the committee.", page: null }]);
});
