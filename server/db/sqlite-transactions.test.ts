import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { connect, type DbHandle } from "./connect.ts";

let dir: string | undefined;
let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Another process adding one to the counter, waiting for the write lock as SQLite's busy timeout allows. */
function bumpInAnotherProcess(file: string): Promise<number | null> {
  const script = `const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    db.exec("PRAGMA busy_timeout = 5000");
    db.exec("update counters set n = n + 1 where id = 1");`;
  const child = spawn(process.execPath, ["-e", script, file], { stdio: "ignore" });
  return new Promise((resolve) => child.on("exit", resolve));
}

it("with another process writing, a transaction that reads and then writes waits its turn instead of failing", async () => {
  dir = mkdtempSync(join(tmpdir(), "caravan-sqlite-"));
  const file = join(dir, "shared.sqlite");
  handle = connect(file);
  const db = handle.db;
  await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into counters (id, n) values (1, 0)`.execute(db);
  let other: Promise<number | null> | undefined;
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
    // The other process writes now. A transaction begun without the write lock would find its
    // read stale at its own write and fail at once with "database is locked".
    other = bumpInAnotherProcess(file);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sql`update counters set n = ${rows[0]!.n + 1} where id = 1`.execute(trx);
  });
  expect(await other).toBe(0);
  const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(db);
  expect(rows[0]!.n).toBe(2);
});
