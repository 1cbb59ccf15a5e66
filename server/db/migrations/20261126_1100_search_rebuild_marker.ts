import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Lets the search feed carry one more kind of row: `all` (entity_id 0), written by
 * `npm run reindex`, tells every server process to rebuild its whole search index from the
 * database, which also takes in what was changed without a feed row (SQL by hand, a restore).
 * Only the CHECK constraint on `entity` changes. SQLite cannot alter a constraint, so there the
 * table is copied into a new one with the same ids and numbering.
 */
const BEFORE = ["product", "company"];
const AFTER = ["product", "company", "all"];

export async function up(db: Kysely<any>): Promise<void> {
  await setEntityKinds(db, AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("search_changes").where("entity", "=", "all").execute();
  await setEntityKinds(db, BEFORE);
}

async function setEntityKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  const k = kit(db);
  if (!k.sqlite) {
    // PostgreSQL named the first constraint search_changes_entity_check; later ones carry this name.
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
