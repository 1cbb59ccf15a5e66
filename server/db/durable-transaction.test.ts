import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  durableTransaction,
  SYNCHRONOUS_FULL,
  SYNCHRONOUS_NORMAL,
  synchronousLevel,
} from "./durable-transaction.ts";

const insertLanguage = (db: TestDeps["db"], code: string) =>
  db
    .insertInto("languages")
    .values({ code, native_name: code, intl_locale: code, direction: "ltr", position: 99 })
    .execute();
const languageExists = async (db: TestDeps["db"], code: string) =>
  (await db.selectFrom("languages").select("code").where("code", "=", code).executeTakeFirst()) !== undefined;

describeEachDatabase("durable transactions", (deps) => {
  it("commits what the write did and answers its result", async () => {
    const d = deps();
    const result = await durableTransaction(d.db, async (trx) => {
      await insertLanguage(trx, "xx");
      return "written";
    });
    expect(result).toBe("written");
    expect(await languageExists(d.db, "xx")).toBe(true);
  });

  it("rolls the whole write back when it fails, and the failure reaches the caller", async () => {
    const d = deps();
    const failing = durableTransaction(d.db, async (trx) => {
      await insertLanguage(trx, "xy");
      throw new Error("refused halfway");
    });
    await expect(failing).rejects.toThrow("refused halfway");
    expect(await languageExists(d.db, "xy")).toBe(false);
  });

  it("refuses to run inside another transaction, whose commit it could not make durable", async () => {
    const d = deps();
    await expect(
      d.db.transaction().execute((trx) => durableTransaction(trx, async () => "never")),
    ).rejects.toThrow(/outside any other transaction/);
  });

  it("SQLite: syncs at FULL while the write runs and puts the connection back to NORMAL after", async () => {
    const d = deps();
    if (d.dialect !== "sqlite") return;
    expect(await synchronousLevel(d.db)).toBe(SYNCHRONOUS_NORMAL);
    const during = await durableTransaction(d.db, (trx) => synchronousLevel(trx));
    expect(during).toBe(SYNCHRONOUS_FULL);
    expect(await synchronousLevel(d.db)).toBe(SYNCHRONOUS_NORMAL);
    await durableTransaction(d.db, async () => {
      throw new Error("failed write");
    }).catch(() => {});
    expect(await synchronousLevel(d.db)).toBe(SYNCHRONOUS_NORMAL);
  });

  it("SQLite: a request's ordinary query issued meanwhile waits and runs at NORMAL afterwards", async () => {
    const d = deps();
    if (d.dialect !== "sqlite") return;
    let releaseWrite!: () => void;
    const writeMayFinish = new Promise<void>((resolve) => (releaseWrite = resolve));
    const durable = durableTransaction(d.db, async (trx) => {
      await insertLanguage(trx, "xz");
      await writeMayFinish;
    });
    // Another request's query on the process's one connection, sent while the durable write holds it.
    const ordinary = synchronousLevel(d.db);
    releaseWrite();
    await durable;
    expect(await ordinary).toBe(SYNCHRONOUS_NORMAL);
  });

  it("PostgreSQL: commits with synchronous_commit on even where the server turned it off", async () => {
    const d = deps();
    if (d.dialect !== "postgres") return;
    const setting = (db: TestDeps["db"]) =>
      sql<{ synchronous_commit: string }>`show synchronous_commit`
        .execute(db)
        .then((r) => r.rows[0]!.synchronous_commit);
    await d.db.connection().execute(async (connection) => {
      await sql`set synchronous_commit = off`.execute(connection);
      try {
        expect(await durableTransaction(connection, (trx) => setting(trx))).toBe("on");
        // Only that transaction: the connection keeps its own setting for other work.
        expect(await setting(connection)).toBe("off");
      } finally {
        await sql`reset synchronous_commit`.execute(connection);
      }
    });
  });
});
