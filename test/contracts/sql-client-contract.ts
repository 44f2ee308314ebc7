import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { SqlClient } from "../../src/db/sql-client.ts";
import { eventually } from "../helpers/eventually.ts";

/** Rows as plain objects: what they hold is the promise, not their prototype (node:sqlite's have none). */
function plain(rows: unknown): unknown {
  if (Array.isArray(rows)) return rows.map((row) => ({ ...row }));
  return rows === null ? null : { ...(rows as object) };
}

export interface SqlClientUnderTest {
  readonly sql: SqlClient;
  /** Which database the client says it is on. */
  readonly dialect: SqlClient["dialect"];
  /**
   * Ends the connection listeners hear on, as a dropped network connection would; absent where
   * nothing can be lost (the embedded database tells its listeners in-process).
   */
  readonly loseNotifications?: (channel: string) => Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The behaviour every SqlClient must show: the same statements, written once with `?`
 * placeholders, give the same rows and counts on either database; transactions commit, roll
 * back and nest; `lockRows` and `json` supply the fragments that differ; notifications are
 * told once committed. `makeClient` gives a client on a migrated database.
 */
export function sqlClientContract(name: string, makeClient: () => Promise<SqlClientUnderTest>): void {
  describe(`SqlClient contract: ${name}`, () => {
    /** A table of the test's own, so tests sharing a database never see each other's rows. */
    const withTable = (fn: (sql: SqlClient, table: string, under: SqlClientUnderTest) => Promise<void>) => async () => {
      const under = await makeClient();
      const table = `contract_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
      const bytes = under.sql.dialect === "postgres" ? "BYTEA" : "BLOB";
      try {
        await under.sql.run(`CREATE TABLE ${table} (id TEXT PRIMARY KEY, n BIGINT NOT NULL DEFAULT 0, note TEXT, data ${bytes}, inputs TEXT)`);
        await fn(under.sql, table, under);
      } finally {
        await under.sql.run(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
        await under.dispose();
      }
    };

    it("names its database", withTable(async (sql, _table, under) => {
      assert.equal(sql.dialect, under.dialect);
    }));

    it("runs `?` statements: one row or null, all rows in order, the count of rows changed", withTable(async (sql, table) => {
      assert.equal(await sql.run(`INSERT INTO ${table} (id, n, note) VALUES (?, ?, ?), (?, ?, ?)`, ["a", 1, "first", "b", 2, null]), 2);
      assert.deepEqual(plain(await sql.one(`SELECT id, n, note FROM ${table} WHERE id = ?`, ["a"])), { id: "a", n: 1, note: "first" });
      assert.equal(await sql.one(`SELECT id FROM ${table} WHERE id = ?`, ["none"]), null);
      assert.deepEqual(plain(await sql.all(`SELECT id, note FROM ${table} ORDER BY n DESC`)), [{ id: "b", note: null }, { id: "a", note: "first" }]);
      assert.deepEqual(plain(await sql.all(`SELECT id FROM ${table} WHERE n > ?`, [5])), []);
      assert.equal(await sql.run(`UPDATE ${table} SET n = n + ? WHERE n >= ?`, [10, 1]), 2);
      assert.equal(await sql.run(`UPDATE ${table} SET n = 0 WHERE id = ?`, ["none"]), 0);
      assert.equal(await sql.run(`DELETE FROM ${table} WHERE id = ?`, ["b"]), 1);
    }));

    it("gives back integers, counts, sums and epoch milliseconds as numbers, and bytes as bytes", withTable(async (sql, table) => {
      const now = Date.now();
      const data = new Uint8Array([0, 1, 2, 254, 255]);
      await sql.run(`INSERT INTO ${table} (id, n, data) VALUES (?, ?, ?), (?, ?, NULL)`, ["a", now, data, "b", 2n ** 40n]);
      const row = await sql.one<{ n: unknown; total: unknown; count: unknown }>(`SELECT max(n) AS n, sum(n) AS total, count(*) AS count FROM ${table}`);
      assert.deepEqual(plain(row), { n: now, total: now + 2 ** 40, count: 2 });
      const read = await sql.one<{ data: Uint8Array }>(`SELECT data FROM ${table} WHERE id = ?`, ["a"]);
      assert.ok(read!.data instanceof Uint8Array);
      assert.deepEqual([...read!.data], [...data]);
    }));

    it("speaks RETURNING and ON CONFLICT alike, and refuses a duplicate key", withTable(async (sql, table) => {
      assert.deepEqual(plain(await sql.one(`INSERT INTO ${table} (id, n) VALUES (?, ?) RETURNING id, n`, ["a", 1])), { id: "a", n: 1 });
      assert.equal(await sql.run(`INSERT INTO ${table} (id, n) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`, ["a", 2]), 0);
      assert.deepEqual(plain(await sql.one(`INSERT INTO ${table} (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = excluded.n RETURNING n`, ["a", 3])), { n: 3 });
      await assert.rejects(sql.run(`INSERT INTO ${table} (id, n) VALUES (?, ?)`, ["a", 4]));
      assert.deepEqual(plain(await sql.all(`SELECT n FROM ${table}`)), [{ n: 3 }], "the refused statement changed nothing");
    }));

    it("commits a transaction's writes together and returns what its function returns", withTable(async (sql, table) => {
      const value = await sql.transaction(async (tx) => {
        await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["a"]);
        await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["b"]);
        assert.equal((await tx.all(`SELECT id FROM ${table}`)).length, 2, "a transaction reads its own writes");
        return "done";
      });
      assert.equal(value, "done");
      assert.deepEqual(plain(await sql.all(`SELECT id FROM ${table} ORDER BY id`)), [{ id: "a" }, { id: "b" }]);
    }));

    it("rolls every write back when the function throws, passes the error on, and goes on working", withTable(async (sql, table) => {
      await sql.run(`INSERT INTO ${table} (id, n) VALUES (?, ?)`, ["kept", 1]);
      await assert.rejects(
        sql.transaction(async (tx) => {
          await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["undone"]);
          await tx.run(`UPDATE ${table} SET n = 99 WHERE id = ?`, ["kept"]);
          throw new Error("changed its mind");
        }),
        /changed its mind/,
      );
      // A statement that fails inside the transaction undoes it as well.
      await assert.rejects(
        sql.transaction(async (tx) => {
          await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["undone too"]);
          await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["kept"]);
        }),
      );
      assert.deepEqual(plain(await sql.all(`SELECT id, n FROM ${table}`)), [{ id: "kept", n: 1 }]);
      assert.equal(await sql.transaction(async (tx) => tx.run(`UPDATE ${table} SET n = 2`)), 1, "the client works after a rollback");
    }));

    it("runs a transaction begun inside another as part of it: committed with it, rolled back with it", withTable(async (sql, table) => {
      await sql.transaction(async (tx) => {
        await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["outer"]);
        const inner = await tx.transaction(async (nested) => {
          await nested.run(`INSERT INTO ${table} (id) VALUES (?)`, ["inner"]);
          return (await nested.all(`SELECT id FROM ${table}`)).length;
        });
        assert.equal(inner, 2, "the nested transaction sees the outer one's writes");
      });
      assert.deepEqual(plain(await sql.all(`SELECT id FROM ${table} ORDER BY id`)), [{ id: "inner" }, { id: "outer" }]);
      await assert.rejects(
        sql.transaction(async (tx) => {
          await tx.transaction((nested) => nested.run(`INSERT INTO ${table} (id) VALUES (?)`, ["nested, undone"]));
          throw new Error("the outer one fails");
        }),
        /outer one fails/,
      );
      assert.equal((await sql.all(`SELECT id FROM ${table}`)).length, 2, "the nested write went with the outer rollback");
    }));

    it("shows no statement outside a transaction what the transaction has not committed", withTable(async (sql, table) => {
      let outside: Promise<unknown[]> | undefined;
      await assert.rejects(
        sql.transaction(async (tx) => {
          await tx.run(`INSERT INTO ${table} (id) VALUES (?)`, ["uncommitted"]);
          // Issued while the transaction is open: it reads around it or waits for its end, never inside it.
          outside = sql.all(`SELECT id FROM ${table}`);
          await sleep(50);
          throw new Error("rolled back");
        }),
        /rolled back/,
      );
      assert.deepEqual(await outside, []);
    }));

    it("serialises read-modify-write transactions that lock the rows they read with `lockRows`", withTable(async (sql, table) => {
      await sql.run(`INSERT INTO ${table} (id, n) VALUES (?, 0)`, ["counter"]);
      // Each reads the count, pauses (so the others read meanwhile, were the row not locked), and writes it plus one.
      await Promise.all(
        Array.from({ length: 8 }, () =>
          sql.transaction(async (tx) => {
            const row = await tx.one<{ n: number }>(`SELECT n FROM ${table} WHERE id = ? ${tx.lockRows}`, ["counter"]);
            await sleep(5);
            await tx.run(`UPDATE ${table} SET n = ? WHERE id = ?`, [row!.n + 1, "counter"]);
          }),
        ),
      );
      assert.deepEqual(plain(await sql.one(`SELECT n FROM ${table} WHERE id = ?`, ["counter"])), { n: 8 }, "no increment was lost");
    }));

    it("reads JSON arrays kept as text as rows through its `json` fragments", withTable(async (sql, table) => {
      const { json } = sql;
      assert.deepEqual(plain(await sql.all(`SELECT ${json.text("e")} AS v FROM ${json.elements("?", "e")}`, [JSON.stringify(["a", "b", "c"])])), [{ v: "a" }, { v: "b" }, { v: "c" }]);
      assert.deepEqual(plain(await sql.all(`SELECT ${json.text("e")} AS v FROM ${json.elements("?", "e")}`, ["[]"])), []);
      // The elements of a column, row by row, and an integer field of each, summed as a number.
      await sql.run(`INSERT INTO ${table} (id, inputs) VALUES (?, ?), (?, ?)`, [
        "a",
        JSON.stringify([{ bytes: 5 }, { bytes: 7 }]),
        "b",
        JSON.stringify([{ bytes: 2 ** 40 }]),
      ]);
      assert.deepEqual(
        plain(await sql.all(`SELECT ${table}.id AS id, ${json.integerAt("input", "bytes")} AS bytes FROM ${table}, ${json.elements(`${table}.inputs`, "input")} ORDER BY bytes`)),
        [{ id: "a", bytes: 5 }, { id: "a", bytes: 7 }, { id: "b", bytes: 2 ** 40 }],
      );
      assert.deepEqual(plain(await sql.one(`SELECT coalesce(sum(${json.integerAt("input", "bytes")}), 0) AS n FROM ${table}, ${json.elements(`${table}.inputs`, "input")} WHERE ${table}.id = ?`, ["a"])), { n: 12 });
      // A value in a list of them, as the stores test membership.
      assert.deepEqual(plain(await sql.all(`SELECT id FROM ${table} WHERE id NOT IN (SELECT ${json.text("x")} FROM ${json.elements("?", "x")}) ORDER BY id`, [JSON.stringify(["a"])])), [{ id: "b" }]);
    }));

    it("tells a notification to every listener, once a transaction commits and never when it rolls back, until they stop", withTable(async (sql) => {
      const channel = `contract-${randomUUID()}`;
      const first: Array<string | null> = [];
      const second: Array<string | null> = [];
      const stopFirst = await sql.listen(channel, (payload) => first.push(payload));
      const stopSecond = await sql.listen(channel, (payload) => second.push(payload));
      const otherChannel: Array<string | null> = [];
      const stopOther = await sql.listen(`${channel}-other`, (payload) => otherChannel.push(payload));
      try {
        await sql.notify(channel, "at once");
        await eventually(() => first.length === 1 && second.length === 1, { what: "both listeners heard the notification" });
        await assert.rejects(
          sql.transaction(async (tx) => {
            await tx.notify(channel, "rolled back");
            throw new Error("undone");
          }),
        );
        await sql.transaction(async (tx) => {
          await tx.notify(channel, "committed");
          await sleep(50);
          assert.deepEqual(first, ["at once"], "told before the commit");
        });
        await eventually(() => first.length === 2, { what: "the committed notification was heard" });
        stopSecond();
        await sql.notify(channel, "after one stopped");
        await eventually(() => first.length === 3, { what: "the remaining listener heard it" });
        // Notifications arrive in order, so once the last one is heard, an earlier one would have been.
        assert.deepEqual(first, ["at once", "committed", "after one stopped"]);
        assert.deepEqual(second, ["at once", "committed"]);
        assert.deepEqual(otherChannel, [], "another channel heard nothing");
      } finally {
        stopFirst();
        stopSecond();
        stopOther();
      }
    }));

    it("tells listeners `null` when notifications may have been lost, and goes on telling them after", withTable(async (sql, _table, under) => {
      const channel = `contract-${randomUUID()}`;
      const heard: Array<string | null> = [];
      const stop = await sql.listen(channel, (payload) => heard.push(payload));
      try {
        if (under.loseNotifications) {
          await under.loseNotifications(channel);
          await eventually(() => heard.includes(null), { timeoutMs: 10_000, what: "the listener heard that notifications may have been lost" });
        } else {
          // The embedded database tells its listeners in-process: nothing is ever lost, so nothing says so.
          await sql.notify(channel, "probe");
          await eventually(() => heard.length === 1);
          assert.deepEqual(heard, ["probe"]);
        }
        await sql.notify(channel, "after");
        await eventually(() => heard.at(-1) === "after", { what: "a notification after the loss was heard" });
      } finally {
        stop();
      }
    }));

    it("refuses statements once closed", async () => {
      const { sql, dispose } = await makeClient();
      try {
        await sql.close();
        await assert.rejects(sql.one("SELECT 1 AS one"));
      } finally {
        await dispose();
      }
    });
  });
}

