import { type Kysely, SqliteAdapter, sql, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** SQLite's `PRAGMA synchronous` levels (https://sqlite.org/pragma.html#pragma_synchronous). */
export const SYNCHRONOUS_NORMAL = 1;
export const SYNCHRONOUS_FULL = 2;

/**
 * Runs `write` in a transaction that is on disk, and would survive a power cut, when this resolves.
 * Use it for what the site acknowledges to a person and must not lose afterwards: purchase
 * requests and messages to suppliers, messages to the administrators, comments, orders.
 *
 * SQLite: the connection runs at `synchronous = NORMAL` (in WAL mode a commit survives a crash of
 * the process but the last commits may be lost in a power cut); here it runs at FULL, which syncs
 * the WAL at commit. The level cannot change inside a transaction, so it is raised before BEGIN and
 * restored after COMMIT, while the connection is held: each process has one SQLite connection,
 * shared by every request, and Kysely lets one user hold it at a time, so no other statement
 * runs in between and no other request's commit is left at FULL by accident (nor one of these
 * at NORMAL).
 *
 * PostgreSQL: a commit waits for its WAL to be flushed while `synchronous_commit` is on (the
 * default; `local`, `remote_write`, `remote_apply` flush too). A server set to `off` for speed
 * would acknowledge before the flush, so this transaction turns it back on for itself.
 *
 * Inside `write`, query through `trx` only: on SQLite the connection is held until the write
 * ends, so a query on `db` would wait for it forever.
 */
export async function durableTransaction<T>(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction)
    throw new Error("durableTransaction must begin the transaction: call it outside any other transaction");
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('synchronous_commit', 'on', true) where current_setting('synchronous_commit') = 'off'`.execute(
        trx,
      );
      return write(trx);
    });
  return db.connection().execute(async (connection) => {
    const before = await synchronousLevel(connection);
    if (before >= SYNCHRONOUS_FULL) return connection.transaction().execute(write);
    await sql`pragma synchronous = full`.execute(connection);
    try {
      return await connection.transaction().execute(write);
    } finally {
      await sql.raw(`pragma synchronous = ${before}`).execute(connection);
    }
  });
}

/** The SQLite connection's current `PRAGMA synchronous` (0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA). */
export async function synchronousLevel(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return Number(rows[0]!.synchronous);
}
