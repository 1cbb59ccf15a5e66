import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import type { Db } from "./connect.ts";
import { MIGRATION_NAMES, migrateDown, migrateToLatest } from "./migrate.ts";

/** The tables of this database (its own schema on PostgreSQL), Kysely's bookkeeping left out. */
async function tableNames(db: Db, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => (schema ? t.schema === schema : true) && !t.name.startsWith("kysely_"))
    .map((t) => t.name)
    .sort();
}

describeEachDatabase("migrations", (deps) => {
  it("all go down to an empty schema, one at a time, newest first, and come back up", async () => {
    const { db, dialect } = deps();
    const schema =
      dialect === "postgres"
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
        : undefined;
    const options = schema ? { pgSchema: schema } : {};
    // With data in the tables, as an operator's database has.
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 1 });
    const before = await tableNames(db, schema);

    const undone: string[] = [];
    for (let name = await migrateDown(db, options); name; name = await migrateDown(db, options))
      undone.push(name);
    expect(undone).toEqual([...MIGRATION_NAMES].reverse());
    expect(await tableNames(db, schema)).toEqual([]);
    expect(await migrateDown(db, options)).toBeUndefined();

    expect(await migrateToLatest(db, options)).toEqual(MIGRATION_NAMES);
    expect(await tableNames(db, schema)).toEqual(before);
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 1 });
    const products = await db.selectFrom("products").select("id").execute();
    expect(products).toHaveLength(20);
  });

  it("rolls back only the last migration, which the next migrate applies again", async () => {
    const { db, dialect } = deps();
    const schema =
      dialect === "postgres"
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
        : undefined;
    const options = schema ? { pgSchema: schema } : {};
    expect(await migrateDown(db, options)).toBe(MIGRATION_NAMES.at(-1));
    expect(await migrateToLatest(db, options)).toEqual([MIGRATION_NAMES.at(-1)]);
  });
});
