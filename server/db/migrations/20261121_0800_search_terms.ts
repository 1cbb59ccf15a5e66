import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/** Full-text searches people make, per language, for the popular-searches page (topsearch). */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("search_terms")
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("last_searched_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addPrimaryKeyConstraint("search_terms_pk", ["lang", "term"])
    .execute();
  await db.schema.createIndex("search_terms_hits_idx").on("search_terms").columns(["lang", "hits"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_terms").execute();
}
