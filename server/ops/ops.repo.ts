import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/** The SQL of the operations tools (start-up checks, readiness, backup checks). */

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("user_roles")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Names of the migrations recorded as applied. Read through the connection's own search path,
 * so it finds Kysely's table in whatever schema the migrations ran in.
 */
export async function findAppliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((r) => r.name);
}

/** How many rows a table holds (a backup check reads the copy with it). */
export async function countRows(db: Db, table: "products" | "companies" | "users"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes an account that create-admin made moments ago and could not finish (its roles go with it). */
export async function deleteNewUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_tokens").where("user_id", "=", userId).execute();
    await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
