import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * The change feed (search_changes) carries two more kinds of row for the page cache
 * (docs/decisions/035-page-cache.md): `merchandising` (the console changed what the home page,
 * listings and product pages feature) and `seo` (a category's or a landing page's SEO texts);
 * entity_id is 0. The search index ignores them. SQLite cannot alter a CHECK constraint, so there
 * the feed is copied into a new table with the same ids and numbering.
 */
const KINDS_BEFORE = ["product", "company", "all", "synonyms"];
const KINDS_AFTER = ["product", "company", "all", "synonyms", "merchandising", "seo"];

export async function up(db: Kysely<any>): Promise<void> {
  await setEntityKinds(db, KINDS_AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("search_changes").where("entity", "in", ["merchandising", "seo"]).execute();
  await setEntityKinds(db, KINDS_BEFORE);
}

async function setEntityKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  const k = kit(db);
  if (!k.sqlite) {
    await sql`alter table search_changes drop constraint if exists search_changes_entity_check`.execute(db);
    await sql`alter table search_changes drop constraint if exists search_changes_entity_kind`.execute(db);
    await sql`alter table search_changes add constraint search_changes_entity_kind check (${oneOf("entity", kinds)})`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable("search_changes_next")
    .addColumn("id", "integer", k.id)
    .addColumn("entity", "text", (c) => c.notNull().check(oneOf("entity", kinds)))
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await sql`insert into search_changes_next (id, entity, entity_id, created_at)
    select id, entity, entity_id, created_at from search_changes`.execute(db);
  // Keep the numbering where it was, even past deleted rows: processes remember the last id they
  // applied, and an id handed out twice would be skipped by them.
  await sql`delete from sqlite_sequence where name = 'search_changes_next'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq)
    select 'search_changes_next', seq from sqlite_sequence where name = 'search_changes'`.execute(db);
  await db.schema.dropTable("search_changes").execute();
  await db.schema.alterTable("search_changes_next").renameTo("search_changes").execute();
}
