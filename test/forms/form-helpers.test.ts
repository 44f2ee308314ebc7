import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { closestMatch } from "../../src/forms/did-you-mean.ts";
import { parseIsoDate, parsePdfDate, toIsoDate, toPdfDate } from "../../src/pdf/metadata-dates.ts";
import { writeXmp, type XmpValues } from "../../src/pdf/metadata-xmp.ts";

const none: XmpValues = { title: null, author: null, subject: null, keywords: null, creator: null, producer: null, creationDate: null, modificationDate: null, language: null };

describe("did you mean", () => {
  it("offers a name a few slips away, or the same in other case and spacing, and nothing far-fetched", () => {
    const names = ["First Name", "Last Name", "topmostSubform[0].Page1[0].f1_02[0]"];
    assert.equal(closestMatch("Frist Name", names), "First Name");
    assert.equal(closestMatch("first  name", names), "First Name");
    assert.equal(closestMatch("topmostSubform[0].Page1[0].f1_03[0]", names), "topmostSubform[0].Page1[0].f1_02[0]");
    assert.equal(closestMatch("Zebra", names), null);
    assert.equal(closestMatch("x", []), null);
  });
});

describe("metadata dates", () => {
  it("turns ISO 8601 dates into PDF dates and back", () => {
    const parts = parseIsoDate("2024-02-29T13:45:10+05:30")!;
    assert.equal(toPdfDate(parts), "D:20240229134510+05'30'");
    assert.equal(toIsoDate(parsePdfDate("D:20240229134510+05'30'")!), "2024-02-29T13:45:10+05:30");
    assert.equal(toPdfDate(parseIsoDate("2025-01-02")!), "D:20250102000000");
    assert.equal(toIsoDate(parsePdfDate("D:20250102030405Z")!), "2025-01-02T03:04:05Z");
    // Writers drop parts: the apostrophe after the offset, the seconds, the D: itself.
    assert.equal(toIsoDate(parsePdfDate("20081118084506-05'00")!), "2008-11-18T08:45:06-05:00");
    assert.equal(toIsoDate(parsePdfDate("D:200811180845")!), "2008-11-18T08:45:00");
  });

  it("refuses days and times that do not exist", () => {
    for (const text of ["2025-02-29", "2024-13-01", "2024-01-01T24:00", "2024-01-01T10:00+25:00", "yesterday", "2024-1-1"]) assert.equal(parseIsoDate(text), null, text);
    assert.equal(parsePdfDate("not a date"), null);
  });
});

describe("XMP packet", () => {
  it("writes a new packet with the properties set, escaped", () => {
    const packet = writeXmp(null, { ...none, title: "A & <B>", author: "Ann", keywords: "x, y" }, "2026-01-01T00:00:00Z");
    assert.match(packet, /^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
    assert.match(packet, /<\?xpacket end="w"\?>$/);
    assert.match(packet, /<dc:title><rdf:Alt><rdf:li xml:lang="x-default">A &amp; &lt;B&gt;<\/rdf:li><\/rdf:Alt><\/dc:title>/);
    assert.match(packet, /<dc:creator><rdf:Seq><rdf:li>Ann<\/rdf:li><\/rdf:Seq><\/dc:creator>/);
    assert.match(packet, /<dc:subject><rdf:Bag><rdf:li>x<\/rdf:li><rdf:li>y<\/rdf:li><\/rdf:Bag><\/dc:subject>/);
    assert.doesNotMatch(packet, /dc:description|xmp:CreateDate/);
  });

  it("replaces the managed properties of an existing packet, as elements or attributes, and keeps the rest", () => {
    const existing = [
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
      '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" pdfaid:part="3" pdfaid:conformance="B"/>',
      '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmp:CreatorTool="Old Tool" pdf:Producer="Old Producer"><xmp:CreateDate>2001-01-01</xmp:CreateDate></rdf:Description>',
      '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Old title</rdf:li></rdf:Alt></dc:title><dc:rights>Kept</dc:rights></rdf:Description>',
      '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
    ].join("\n");
    const packet = writeXmp(existing, { ...none, title: "New title", creator: "New Tool" }, "2026-01-01T00:00:00Z");
    assert.match(packet, /pdfaid:part="3"/);
    assert.match(packet, /<dc:rights>Kept<\/dc:rights>/);
    for (const old of ["Old title", "Old Tool", "Old Producer", "2001-01-01"]) assert.ok(!packet.includes(old), old);
    assert.match(packet, /New title/);
    assert.match(packet, /<xmp:CreatorTool>New Tool<\/xmp:CreatorTool>/);
    assert.match(packet, /<\/rdf:RDF><\/x:xmpmeta><\?xpacket end="w"\?>$/);
  });
});
