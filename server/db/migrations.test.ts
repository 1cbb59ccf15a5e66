import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import type { Db } from "./connect.ts";
import { MIGRATION_NAMES, migrateDown, migrateDownToNothing, migrateToLatest } from "./migrate.ts";

/** The tables of this database, Kysely's bookkeeping left out. */
async function tableNames(db: Db, dialect: string): Promise<string[]> {
  const { rows } =
    dialect === "postgres"
      ? await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%'`.execute(db);
  return rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith("kysely_"))
    .sort();
}

describeEachDatabase("migrations", (deps) => {
  it("all go down to an empty schema, one at a time, newest first, and come back up", async () => {
    const { db, dialect } = deps();
    // With data in the tables, as an operator's database has.
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 1 });
    const before = await tableNames(db, dialect);

    // Each `down` in turn, newest first.
    expect(await migrateDownToNothing(db)).toEqual([...MIGRATION_NAMES].reverse());
    expect(await tableNames(db, dialect)).toEqual([]);
    expect(await migrateDown(db)).toBeUndefined();

    expect(await migrateToLatest(db)).toEqual(MIGRATION_NAMES);
    expect(await tableNames(db, dialect)).toEqual(before);
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 1 });
    const products = await db.selectFrom("products").select("id").execute();
    expect(products).toHaveLength(20);
  });

  it("rolls back only the last migration, which the next migrate applies again", async () => {
    const { db } = deps();
    expect(await migrateDown(db)).toBe(MIGRATION_NAMES.at(-1));
    expect(await migrateToLatest(db)).toEqual([MIGRATION_NAMES.at(-1)]);
  });
});
