import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { BooleanColumnsPlugin } from "./boolean-columns-plugin.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-database.ts";

export type Dialect = "sqlite" | "postgres";
export type Db = Kysely<Database>;
export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** SQLite only: the process's one connection itself, for what Kysely cannot express. */
  sqlite?: DatabaseSync;
  close: () => Promise<void>;
}

/** `postgres://…` selects PostgreSQL; anything else is a path to an SQLite file. */
export function connect(databaseUrl: string, options: { pgSchema?: string } = {}): DbHandle {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    // A schema of its own isolates a test run; production uses the default search path.
    const schemaOption = options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {};
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: pgTypes, ...schemaOption });
    // An idle connection the server ends (a restart, a failover, an administrator, a test database
    // dropped while the pool closes) is an 'error' event of the pool; unheard, it would end the
    // process. The pool has already let that connection go and opens a new one when needed.
    pool.on("error", () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  if (databaseUrl !== ":memory:") mkdirSync(dirname(databaseUrl), { recursive: true });
  const database = openSqlite(databaseUrl);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new BooleanColumnsPlugin()],
  });
  return { db, dialect: "sqlite", sqlite: database.raw, close: () => db.destroy() };
}

// Make PostgreSQL answer in the same shapes as SQLite: counts and sums as numbers, prices as
// numbers, timestamps as ISO strings (we store ISO text in SQLite).
const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    if (oid === DATE) return (value: string) => value;
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are not expressible here
    return pg.types.getTypeParser(oid, format as any);
  },
};
