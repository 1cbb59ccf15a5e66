import type { Kysely } from "kysely";

/**
 * One counter that every merchandising change raises (changes show on the home page at
 * once). Pages that keep merchandised data in a per-process cache (the listing's sponsor
 * products) read this one row to know whether the cache is still current, in every worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("merch_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto("merch_revision").values({ id: 1, revision: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("merch_revision").execute();
}
