import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Portable column types for migrations. Where SQLite and PostgreSQL differ, the difference is
 * decided here once: booleans are INTEGER 0/1 on SQLite (named is_ or has_ so the read side can
 * turn them back into booleans), timestamps ISO-8601 TEXT on SQLite and timestamptz on
 * PostgreSQL, dates 'YYYY-MM-DD', JSON as TEXT on both (parsed in repositories), money numeric.
 * Keep this file stable: migrations are frozen in time and depend on it.
 */
export function kit(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    sqlite,
    timestamp: sqlite ? ("text" as const) : ("timestamptz" as const),
    boolean: sqlite ? ("integer" as const) : ("boolean" as const),
    date: sqlite ? ("text" as const) : ("date" as const),
    money: "numeric(14, 4)" as const,
    now: sqlite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` : sql`now()`,
    false: sqlite ? sql`0` : sql`false`,
    true: sqlite ? sql`1` : sql`true`,
    /** `id integer primary key` that the database numbers. */
    id: (c: ColumnDefinitionBuilder) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
  };
}

/** A CHECK constraint listing the allowed values of a text column. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
