import { sql } from "kysely";
import type { Db, Dialect } from "./connect.ts";

// Filled by the migrations themselves; emptying them would leave the schema unusable.
const APPLICATION_TABLES = new Set(["languages"]);

/** Empties every data table (keeping the schema and the application's own rows), for a fresh seed. */
export async function resetDatabase(db: Db, dialect: Dialect): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables
    .map((t) => t.name)
    .filter((n) => !n.startsWith("kysely_") && !APPLICATION_TABLES.has(n));
  if (dialect === "postgres") {
    await sql`truncate ${sql.join(names.map((n) => sql.table(n)))} restart identity cascade`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  for (const name of names) await sql`delete from ${sql.table(name)}`.execute(db);
  await sql`delete from sqlite_sequence`.execute(db).catch(() => undefined);
  await sql`pragma foreign_keys = on`.execute(db);
}
