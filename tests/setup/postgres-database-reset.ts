import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/**
 * What a database copied from the migrated template looks like, enough to bring a used copy back
 * to it: its relations (a test that migrates down and up recreates them under new ids), the
 * tables the migrations filled and a checksum of their rows, and its sequences' positions.
 */
export interface PristineState {
  relations: string;
  tables: string[];
  filled: Map<string, string>;
  sequences: Map<string, string | null>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function relations(db: Db): Promise<string> {
  const { rows } = await sql<{ relations: string }>`
    select coalesce(string_agg(oid::text, ',' order by oid), '') as relations
      from pg_class where relnamespace = 'public'::regnamespace`.execute(db);
  return rows[0]!.relations;
}

async function sequences(db: Db): Promise<Map<string, string | null>> {
  const { rows } = await sql<{ name: string; last: string | null }>`
    select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.name, r.last]));
}

/** The tables among `tables` that hold rows, in one round trip. */
async function tablesWithRows(db: Db, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const probes = tables.map((t) => `select ${sqlText(t)} as t where exists (select 1 from ${quote(t)})`);
  const { rows } = await sql<{ t: string }>`${sql.raw(probes.join(" union all "))}`.execute(db);
  return rows.map((r) => r.t);
}

/** A checksum of each of `tables`' rows, in one round trip. */
async function checksums(db: Db, tables: string[]): Promise<Map<string, string>> {
  if (tables.length === 0) return new Map();
  const parts = tables.map(
    (t) =>
      `select ${sqlText(t)} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from ${quote(t)} x`,
  );
  const { rows } = await sql<{ t: string; sum: string }>`${sql.raw(parts.join(" union all "))}`.execute(db);
  return new Map(rows.map((r) => [r.t, r.sum]));
}

/**
 * Deletes every row of `tables` in one transaction with the foreign keys' triggers off (the
 * session acts as a replica), so the order does not matter. DELETE rather than TRUNCATE: a test
 * leaves a few rows in a few dozen tables, and TRUNCATE gives each table new files, whose creation
 * and removal the commit waits for on disk (300–500 ms a reset on a machine with slow syncs, where
 * the deletes take a few milliseconds).
 */
async function emptyTables(db: Db, tables: string[]): Promise<void> {
  const statements = tables.map((t) => `delete from ${quote(t)};`).join("\n");
  await sql`${sql.raw(`begin; set local session_replication_role = replica;\n${statements}\ncommit;`)}`.execute(
    db,
  );
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Reads the state of a database just copied from the template. */
export async function readPristineState(db: Db): Promise<PristineState> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const tables = rows.map((r) => r.name);
  const filledTables = await tablesWithRows(db, tables);
  return {
    relations: await relations(db),
    tables,
    filled: await checksums(db, filledTables),
    sequences: await sequences(db),
  };
}

const sameMap = <V>(a: Map<string, V>, b: Map<string, V>) =>
  a.size === b.size && [...a].every(([k, v]) => b.has(k) && b.get(k) === v);

/**
 * Empties what a test wrote and puts the sequences back, so the database is again as the template
 * left it: a few milliseconds, where copying the template again takes most of a second (it copies
 * the whole catalogue of a database, about 750 relations). Returns false when that cannot be done
 * safely (the schema or the migrations' own rows were changed, or a lock is still held); the caller
 * then drops the database and copies a new one.
 */
export async function resetToPristine(db: Db, pristine: PristineState): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    if ((await relations(conn)) !== pristine.relations) return false;
    const filled = [...pristine.filled.keys()];
    if (!sameMap(await checksums(conn, filled), pristine.filled)) return false;
    const written = await tablesWithRows(
      conn,
      pristine.tables.filter((t) => !pristine.filled.has(t)),
    );
    // A connection of the finished test still inside a transaction would make the deletes wait.
    await sql`set lock_timeout = '2s'`.execute(conn);
    try {
      if (written.length > 0) await emptyTables(conn, written);
    } catch {
      return false;
    }
    // Deleting with the foreign keys' triggers off cascades nowhere; the migrations' own rows must
    // still be as they were (a row a test pointed at them is gone with its table's rows).
    if (!sameMap(await checksums(conn, filled), pristine.filled)) return false;
    const now = await sequences(conn);
    for (const [name, last] of pristine.sequences) {
      if (now.get(name) === last) continue;
      if (last === null) await sql`${sql.raw(`alter sequence ${quote(name)} restart`)}`.execute(conn);
      else await sql`select setval(${quote(name)}::regclass, ${last}::bigint, true)`.execute(conn);
    }
    return true;
  });
}
