import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const STATEMENT_CACHE_SIZE = 256;
/**
 * How every transaction begins (Kysely sends a plain `begin`). A deferred transaction that reads
 * first and writes later fails at once with "database is locked" when another process wrote in
 * between (its snapshot is stale, and waiting cannot help); with several server processes on one
 * file that happened under load. IMMEDIATE takes the write lock at the start, waiting for it up to
 * the busy timeout like any write. Transactions here are for writing, so nothing is lost.
 */
const BEGIN_WRITING = "begin immediate";
// Bulk inserts have thousands of placeholders and rarely repeat: caching them would pin a lot of memory.
const CACHEABLE_SQL_LENGTH = 4000;

/**
 * The settings every connection runs with. Replacing the database's contents (`deserialize`, as
 * the tests do from a migrated template) resets some of them, so they are applied again then.
 */
export function applyConnectionSettings(raw: DatabaseSync): void {
  raw.exec(
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;",
  );
}

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects (the
 * better-sqlite3 shape), so we need no native addon: a compiled addon must be built against the
 * headers of the exact Node version that runs it, and on our machines it was built against the
 * wrong ones.
 */
export function openSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  applyConnectionSettings(raw);
  // Kysely prepares every query it runs. Reusing statements for repeated SQL is faster, and it
  // keeps native memory flat: V8 does not see a statement's native size, so thousands of
  // unreferenced statements can pile up before a garbage collection frees them.
  type Cached = { stmt: ReturnType<DatabaseSync["prepare"]>; reader: boolean };
  const statements = new Map<string, Cached>();
  // columns() builds a fresh array of objects on every call: ask once per statement.
  const compile = (sql: string): Cached => {
    const stmt = raw.prepare(sql);
    return { stmt, reader: stmt.columns().length > 0 };
  };
  const prepared = (sql: string) => {
    if (sql.length > CACHEABLE_SQL_LENGTH) return compile(sql);
    let stmt = statements.get(sql);
    if (stmt) {
      statements.delete(sql); // re-inserted below: the Map's order is least-recently-used first
    } else {
      stmt = compile(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, stmt);
    return stmt;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const { stmt, reader } = prepared(sql === "begin" ? BEGIN_WRITING : sql);
      return {
        reader,
        all: (parameters) => stmt.all(...toSqlite(parameters)),
        run: (parameters) => {
          const result = stmt.run(...toSqlite(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => stmt.iterate(...toSqlite(parameters)),
      };
    },
  };
}

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
