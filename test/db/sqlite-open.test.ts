import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSqlite } from "../../src/db/sqlite.ts";
import { sqliteMigrations } from "../../src/db/sqlite-migrations.ts";

const here = fileURLToPath(import.meta.url);

// The child: opens the file as every doctools process does, then writes once.
if (process.argv[2] === "open-and-write") {
  try {
    const db = openSqlite(process.argv[3]!);
    db.exec("BEGIN IMMEDIATE; CREATE TABLE IF NOT EXISTS opened (pid INTEGER); INSERT INTO opened VALUES (1); COMMIT");
    db.close();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  process.exit(0);
}

function openAtOnce(file: string, processes: number): Promise<Array<{ code: number | null; stderr: string }>> {
  return Promise.all(
    Array.from({ length: processes }, () => {
      const child = fork(here, ["open-and-write", file], { stdio: ["ignore", "ignore", "pipe", "ipc"] });
      let stderr = "";
      child.stderr!.on("data", (chunk) => (stderr += chunk));
      return new Promise<{ code: number | null; stderr: string }>((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
    }),
  );
}

describe("the embedded database opened by several processes at once", () => {
  it("lets every process open, migrate and write, each migration step once", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-sqlite-open-"));
    try {
      // A new file each round: the processes race on the migrations too, not only on the WAL switch.
      for (let round = 0; round < 2; round++) {
        const file = path.join(folder, `round-${round}.sqlite`);
        const runs = await openAtOnce(file, 10);
        assert.deepEqual(runs.filter((run) => run.code !== 0), [], "every process opened the file and wrote");
        const db = openSqlite(file);
        assert.equal((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version, sqliteMigrations.length);
        assert.equal((db.prepare("SELECT count(*) AS n FROM opened").get() as { n: number }).n, 10);
        db.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
