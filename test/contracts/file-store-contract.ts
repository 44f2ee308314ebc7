import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { FileNotFoundError, FileTooLargeError, type FileStore } from "../../src/storage/file-store.ts";

/** The behaviour every FileStore adapter must show (tus-node-server's shared store suite). */
export function fileStoreContract(name: string, makeStore: () => Promise<{ store: FileStore; dispose(): Promise<void> }>): void {
  describe(`FileStore contract: ${name}`, () => {
    const withStore = (fn: (store: FileStore) => Promise<void>) => async () => {
      const { store, dispose } = await makeStore();
      try {
        await fn(store);
      } finally {
        await dispose();
      }
    };

    it("says it is ready to be used", withStore(async (store) => {
      await store.checkReady();
    }));

    it("writes a stream and reads it back whole and by range", withStore(async (store) => {
      const { bytes } = await store.write("jobs/a/input-0", Readable.from([Buffer.from("hello "), Buffer.from("world")]));
      assert.equal(bytes, 11);
      assert.equal(await store.size("jobs/a/input-0"), 11);
      assert.equal(await text(await store.read("jobs/a/input-0")), "hello world");
      assert.equal(await text(await store.read("jobs/a/input-0", { start: 6, end: 10 })), "world");
    }));

    it("keeps nothing of a write that passes maxBytes", withStore(async (store) => {
      await assert.rejects(store.write("jobs/b/big", Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }), FileTooLargeError);
      assert.equal(await store.size("jobs/b/big"), null);
    }));

    it("keeps nothing of a write whose source fails midway", withStore(async (store) => {
      const source = new Readable({
        read() {
          this.push(Buffer.alloc(100));
          this.destroy(new Error("client went away"));
        },
      });
      await assert.rejects(store.write("jobs/c/cut", source), /client went away/);
      assert.equal(await store.size("jobs/c/cut"), null);
    }));

    it("keeps nothing of a write whose source closes before its end without an error (a multipart file cut short)", withStore(async (store) => {
      let sent = false;
      const source = new Readable({
        read() {
          if (sent) return;
          sent = true;
          this.push(Buffer.alloc(100));
          setImmediate(() => this.destroy());
        },
      });
      await assert.rejects(store.write("jobs/c/closed", source));
      assert.equal(await store.size("jobs/c/closed"), null);
    }));

    it("appends streams to an object, keeping nothing of a failed or oversized one", withStore(async (store) => {
      assert.deepEqual(await store.append("uploads/u/data", Readable.from([Buffer.from("abc")])), { bytes: 3 });
      await store.append("uploads/u/data", Readable.from([Buffer.from("de")]), { maxBytes: 2 });
      await assert.rejects(store.append("uploads/u/data", Readable.from([Buffer.from("xyz")]), { maxBytes: 2 }), FileTooLargeError);
      const source = new Readable({
        read() {
          this.push(Buffer.alloc(100));
          this.destroy(new Error("client went away"));
        },
      });
      await assert.rejects(store.append("uploads/u/data", source), /client went away/);
      assert.equal(await text(await store.read("uploads/u/data")), "abcde");
    }));

    it("appends at `at`, dropping what an append its caller never recorded left past it (a crash)", withStore(async (store) => {
      await store.append("uploads/k/data", Readable.from([Buffer.from("abc")]), { at: 0 });
      // The process appending this died before it could record that the bytes arrived.
      await store.append("uploads/k/data", Readable.from([Buffer.from("lost")]), { at: 3 });
      assert.deepEqual(await store.append("uploads/k/data", Readable.from([Buffer.from("de")]), { at: 3 }), { bytes: 2 });
      assert.equal(await text(await store.read("uploads/k/data")), "abcde");
      await assert.rejects(store.append("uploads/k/data", Readable.from([Buffer.from("f")]), { at: 9 }), /holds 5 bytes, fewer than the 9/);
      assert.equal(await text(await store.read("uploads/k/data")), "abcde");
    }));

    it("accepts a write of exactly maxBytes", withStore(async (store) => {
      assert.deepEqual(await store.write("jobs/b/fits", Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), { maxBytes: 1000 }), { bytes: 1000 });
      assert.equal(await store.size("jobs/b/fits"), 1000);
    }));

    it("appends onto a written object, and a later write replaces everything appended", withStore(async (store) => {
      await store.write("uploads/w/data", Readable.from([Buffer.from("base")]));
      await store.append("uploads/w/data", Readable.from([Buffer.from("+one")]));
      await assert.rejects(store.append("uploads/w/data", Readable.from([Buffer.from("toolong")]), { maxBytes: 3 }), FileTooLargeError);
      await store.append("uploads/w/data", Readable.from([Buffer.from("+two")]));
      assert.equal(await store.size("uploads/w/data"), 12);
      assert.equal(await text(await store.read("uploads/w/data")), "base+one+two");
      await store.write("uploads/w/data", Readable.from([Buffer.from("fresh")]));
      assert.equal(await store.size("uploads/w/data"), 5);
      assert.equal(await text(await store.read("uploads/w/data")), "fresh");
    }));

    it("reads byte ranges across appended streams, empty ones included", withStore(async (store) => {
      for (const piece of ["0123", "", "4567", "89"]) await store.append("uploads/r/data", Readable.from([Buffer.from(piece)]));
      assert.equal(await store.size("uploads/r/data"), 10);
      assert.equal(await text(await store.read("uploads/r/data", { start: 2, end: 8 })), "2345678");
      assert.equal(await text(await store.read("uploads/r/data", { start: 4, end: 7 })), "4567");
      assert.equal(await text(await store.read("uploads/r/data", { start: 9, end: 9 })), "9");
    }));

    it("moves an appended object, replacing what the target held", withStore(async (store) => {
      await store.write("jobs/t/input-0", Readable.from([Buffer.from("old target")]));
      for (const piece of ["part one, ", "part two"]) await store.append("uploads/t/data", Readable.from([Buffer.from(piece)]));
      await store.move("uploads/t/data", "jobs/t/input-0");
      assert.equal(await store.size("uploads/t/data"), null);
      assert.equal(await text(await store.read("jobs/t/input-0")), "part one, part two");
      await store.append("uploads/t2/data", Readable.from([Buffer.from("appended")]));
      await store.move("uploads/t2/data", "jobs/t/input-0");
      assert.equal(await text(await store.read("jobs/t/input-0")), "appended");
    }));

    it("keeps the bytes of large appended parts through a move", withStore(async (store) => {
      // Parts as big as real upload parts (≥ 5 MiB: object stores can join those without copying
      // them through), one larger than the 8 MiB an S3 upload sends at once.
      const parts = [patterned(6 * 1024 * 1024, 1), patterned(9 * 1024 * 1024, 2), patterned(1024 * 1024 + 7, 3)];
      for (const part of parts) await store.append("uploads/l/data", Readable.from([part]));
      await store.move("uploads/l/data", "jobs/l/input-0");
      const whole = Buffer.concat(parts);
      assert.equal(await store.size("jobs/l/input-0"), whole.length);
      assert.ok((await buffer(await store.read("jobs/l/input-0"))).equals(whole));
      const start = 6 * 1024 * 1024 - 10;
      assert.ok((await buffer(await store.read("jobs/l/input-0", { start, end: start + 19 }))).equals(whole.subarray(start, start + 20)));
    }));

    it("removes an appended object whole", withStore(async (store) => {
      for (const piece of ["a", "b"]) await store.append("uploads/x/data", Readable.from([Buffer.from(piece)]));
      await store.remove("uploads/x/data");
      assert.equal(await store.size("uploads/x/data"), null);
      await assert.rejects(store.read("uploads/x/data"), FileNotFoundError);
    }));

    it("moves an object to another key", withStore(async (store) => {
      await store.write("uploads/m/data", Readable.from([Buffer.from("moved")]));
      await store.move("uploads/m/data", "jobs/m/input-0");
      assert.equal(await store.size("uploads/m/data"), null);
      assert.equal(await text(await store.read("jobs/m/input-0")), "moved");
      await assert.rejects(store.move("uploads/none/data", "jobs/m/input-1"), FileNotFoundError);
    }));

    it("adopts a local file as an object, replacing what the key held, and the file is gone", withStore(async (store) => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), "adopt-"));
      try {
        const file = path.join(folder, "result.pdf");
        await fs.writeFile(file, Buffer.alloc(300_000, 7));
        await store.write("jobs/g/result.pdf", Readable.from([Buffer.from("older")]));
        const { bytes } = await store.adopt("jobs/g/result.pdf", file);
        assert.equal(bytes, 300_000);
        assert.deepEqual(await buffer(await store.read("jobs/g/result.pdf")), Buffer.alloc(300_000, 7));
        await assert.rejects(fs.access(file));
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    }));

    it("reports missing objects", withStore(async (store) => {
      assert.equal(await store.size("jobs/none/x"), null);
      await assert.rejects(store.read("jobs/none/x"), FileNotFoundError);
      await store.remove("jobs/none/x");
    }));

    it("removes one object, or every object under a prefix", withStore(async (store) => {
      for (const key of ["jobs/d/input-0", "jobs/d/input-1", "jobs/dd/input-0"]) await store.write(key, Readable.from([Buffer.from(key)]));
      await store.remove("jobs/d/input-0");
      assert.equal(await store.size("jobs/d/input-0"), null);
      await store.removePrefix("jobs/d/");
      assert.equal(await store.size("jobs/d/input-1"), null);
      assert.equal(await store.size("jobs/dd/input-0"), 15, "a sibling prefix is not touched");
    }));

    it("materializes an object as a local file with its bytes", withStore(async (store) => {
      await store.write("jobs/e/input-0", Readable.from([Buffer.from("local bytes")]));
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "materialize-"));
      try {
        const file = await store.materialize("jobs/e/input-0", dir);
        assert.equal(await fs.readFile(file, "utf8"), "local bytes");
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    }));

    it("reports a missing object to materialize", withStore(async (store) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "materialize-"));
      try {
        await assert.rejects(store.materialize("jobs/none/input-0", dir), FileNotFoundError);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    }));

    it("refuses keys that leave the store", withStore(async (store) => {
      await assert.rejects(store.write("../escape", Readable.from([Buffer.from("x")])));
    }));
  });
}

/** Bytes that differ from part to part and place to place, so a misplaced byte shows. */
function patterned(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed * 97 + (i >> 12)) & 0xff;
  return bytes;
}
