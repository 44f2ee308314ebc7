import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { crc32 } from "node:zlib";
import { ZipWriter } from "../../src/workers/zip-writer.ts";
import { readZip, type ZipEntry } from "../helpers/zip-reader.ts";

const readBack = async (file: string) => readZip(await fs.readFile(file));

describe("the ZIP writer", () => {
  let dir: string;
  const sources: { name: string; data: Buffer; compress: boolean }[] = [
    { name: "random.bin", data: randomBytes(3 << 20), compress: false },
    { name: "text über € 中文.txt", data: Buffer.from("a line of text that compresses well\n".repeat(50_000)), compress: true },
    { name: "empty.txt", data: Buffer.alloc(0), compress: true },
    { name: "empty-stored.bin", data: Buffer.alloc(0), compress: false },
    { name: "random-deflated.bin", data: randomBytes(100_000), compress: true },
  ];

  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zip-writer-test-"));
    for (const [index, source] of sources.entries()) await fs.writeFile(path.join(dir, `source-${index}`), source.data);
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  async function write(file: string, zip64?: Parameters<typeof ZipWriter.create>[1]): Promise<void> {
    const zip = await ZipWriter.create(file, zip64);
    for (const [index, source] of sources.entries()) await zip.addFile(source.name, path.join(dir, `source-${index}`), { compress: source.compress });
    await zip.finish();
  }

  function check(entries: ZipEntry[], started: number): void {
    assert.deepEqual(
      entries.map((entry) => entry.name),
      sources.map((source) => source.name),
    );
    for (const [index, entry] of entries.entries()) {
      const source = sources[index]!;
      assert.ok(entry.data.equals(source.data), `${entry.name} reads back byte for byte`);
      assert.equal(entry.crc32, crc32(source.data), `${entry.name} carries the CRC-32 of its bytes`);
      assert.equal(entry.compressionMethod, source.compress ? 8 : 0);
      // DOS times have a resolution of two seconds.
      assert.ok(Math.abs(entry.modified.getTime() - started) < 5_000, `${entry.name} is dated now`);
    }
    const text = entries[1]!;
    assert.ok(text.data.length > 1_000_000, "the compressible entry is large");
  }

  it("writes stored and deflated entries that a ZIP reader gives back exactly, names in UTF-8", async () => {
    const file = path.join(dir, "plain.zip");
    const started = Date.now();
    await write(file);
    check(await readBack(file), started);
    const bytes = await fs.readFile(file);
    const compressedText = sources[1]!.data.length;
    assert.ok(bytes.length < sources[0]!.data.length + compressedText / 10, "the text entry is deflated");
    assert.equal(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06])), -1, "no ZIP64 record when nothing needs one");
  });

  it("writes ZIP64 sizes, offsets and end records where values pass the 32-bit fields", async () => {
    // Lowered thresholds send these small entries down the paths a 4 GiB result takes.
    const file = path.join(dir, "zip64.zip");
    const started = Date.now();
    await write(file, { bytes: 1_000, entryBytes: 1_000, entries: 2 });
    check(await readBack(file), started);
    const bytes = await fs.readFile(file);
    assert.notEqual(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06])), -1, "the ZIP64 end record is there");
    assert.notEqual(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07])), -1, "and its locator");
  });

  it("fails an entry whose file is missing, and every call after it, leaving no open file behind", async () => {
    const zip = await ZipWriter.create(path.join(dir, "broken.zip"));
    await zip.addFile("first.bin", path.join(dir, "source-0"), { compress: false });
    await assert.rejects(zip.addFile("missing.bin", path.join(dir, "no-such-file"), { compress: false }), { code: "ENOENT" });
    await assert.rejects(zip.addFile("later.bin", path.join(dir, "source-1"), { compress: true }), { code: "ENOENT" });
    await assert.rejects(zip.finish(), { code: "ENOENT" });
    await zip.close();
  });
});
