import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * A feed of catalogue writes for the in-memory search index: every write of a product or a
 * company adds a row in the same transaction, and each server process applies rows newer than
 * the last it has seen (so a second process, or a script, is followed too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("search_changes")
    .addColumn("id", "integer", k.id)
    .addColumn("entity", "text", (c) => c.notNull().check(oneOf("entity", ["product", "company"])))
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_changes").execute();
}
