import { sql } from "kysely";
import type { Db, Dialect } from "./connect.ts";

// Filled by the migrations themselves: emptying the languages would leave the schema unusable,
// and the search synonyms are the operator's configuration (seeded with a starter set), not
// demo data. Users go, so the synonym groups forget who made them (the ids would be reused).
const APPLICATION_TABLES = new Set(["languages", "search_synonyms"]);

/** Empties every data table (keeping the schema and the application's own rows), for a fresh seed. */
export async function resetDatabase(db: Db, dialect: Dialect): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables
    .map((t) => t.name)
    .filter((n) => !n.startsWith("kysely_") && !APPLICATION_TABLES.has(n));
  if (dialect === "postgres") {
    await sql`truncate ${sql.join(names.map((n) => sql.table(n)))} restart identity cascade`.execute(db);
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    for (const name of names) await sql`delete from ${sql.table(name)}`.execute(db);
    // The kept tables keep their numbering, or a new row would take an id still in use.
    await sql`delete from sqlite_sequence where name not in (${sql.join([...APPLICATION_TABLES])})`
      .execute(db)
      .catch(() => undefined);
    await sql`pragma foreign_keys = on`.execute(db);
  }
  await db.updateTable("search_synonyms").set({ created_by: null, updated_by: null }).execute();
}
