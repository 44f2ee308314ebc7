import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { allPages, parsePageSelection, resolvePageSelection, type PageSelection } from "../../src/pdf/page-selection.ts";

function parse(source: string, unique = false): PageSelection {
  const result = parsePageSelection(source, { unique });
  assert.ok(result.ok, `"${source}" should parse: ${result.ok ? "" : result.problem}`);
  return result.selection;
}

function problemOf(source: string, unique = false): string {
  const result = parsePageSelection(source, { unique });
  assert.ok(!result.ok, `"${source}" should be refused`);
  return result.problem;
}

describe("parsePageSelection", () => {
  it("reads single pages, closed ranges and open ranges", () => {
    assert.deepEqual(parse("1").ranges, [{ from: 1, to: 1 }]);
    assert.deepEqual(parse("1-3").ranges, [{ from: 1, to: 3 }]);
    assert.deepEqual(parse("4-").ranges, [{ from: 4, to: null }]);
  });

  it("allows whitespace after commas and keeps items in the order given", () => {
    const selection = parse("1, 3,5-7");
    assert.deepEqual(selection.ranges, [
      { from: 1, to: 1 },
      { from: 3, to: 3 },
      { from: 5, to: 7 },
    ]);
    assert.equal(selection.source, "1, 3,5-7");
  });

  it("refuses page 0, backward ranges, words, empty items, an empty selection and a leading dash", () => {
    assert.match(problemOf("0"), /numbered from 1/);
    assert.match(problemOf("3-1"), /backward range "3-1"/);
    assert.match(problemOf("a"), /"a"/);
    assert.match(problemOf("1,,2"), /empty item 2/);
    assert.match(problemOf(""), /at least one page/);
    assert.match(problemOf("   "), /at least one page/);
    assert.match(problemOf("-3"), /"-3"/);
  });

  it("refuses a page listed twice only when each page may be listed once", () => {
    assert.ok(parsePageSelection("1-3,2").ok);
    assert.match(problemOf("1-3,2", true), /page 2 more than once/);
    assert.match(problemOf("4,4", true), /page 4 more than once/);
    assert.ok(parsePageSelection("3,1,2", { unique: true }).ok);
  });
});

describe("resolvePageSelection", () => {
  it("expands items against the page count, in selection order, grouped by item", () => {
    const resolved = resolvePageSelection(parse("5-,1, 3-4"), 6);
    assert.deepEqual(resolved, { ok: true, pages: [5, 6, 1, 3, 4], groups: [[5, 6], [1], [3, 4]] });
  });

  it("names the first item past the last page and the page count", () => {
    for (const [source, item] of [["2-8", "2-8"], ["7", "7"], ["9-", "9-"]] as const) {
      const resolved = resolvePageSelection(parse(source), 6);
      assert.equal(resolved.ok, false);
      if (resolved.ok) continue;
      assert.equal(resolved.code, "PageOutOfRange");
      assert.match(resolved.detail, new RegExp(`names ${item}, but the PDF has 6 pages`));
    }
    const single = resolvePageSelection(parse("2"), 1);
    assert.ok(!single.ok && single.detail.endsWith("has 1 page."));
  });

  it("catches an open range that overlaps another item when pages must be unique", () => {
    const resolved = resolvePageSelection(parse("3-,4", true), 5);
    assert.ok(!resolved.ok);
    assert.equal(resolved.code, "InvalidRequest");
    assert.match(resolved.detail, /Page 4 is listed more than once/);
    assert.ok(resolvePageSelection(parse("3-,4"), 5).ok, "duplicates are fine when not unique");
  });

  it("gives every page for allPages", () => {
    assert.deepEqual(allPages(3), [1, 2, 3]);
  });
});
