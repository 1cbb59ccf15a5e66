import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/**
 * Sign-in protection and session lengths:
 * - login_failures: one row per wrong password, by account (the e-mail as typed, so unknown
 *   addresses behave like real ones) and client (a known device, else the address), counted
 *   over the last hour to slow down and then refuse a client, and to cap an account's failures.
 * - known_devices: browsers that signed in to an account before (the SHA-256 of a random
 *   cookie), which keep signing in while strangers are held back.
 * - sessions.is_remembered: "keep me signed in" (30 days) instead of 12 hours without use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "integer", k.id)
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("failed_at", k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_account_idx")
    .on("login_failures")
    .columns(["account_key", "failed_at"])
    .execute();
  await db.schema
    .createIndex("login_failures_ip_idx")
    .on("login_failures")
    .columns(["ip", "failed_at"])
    .execute();
  await db.schema.createIndex("login_failures_time_idx").on("login_failures").column("failed_at").execute();

  await db.schema
    .createTable("known_devices")
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("last_sign_in_at", k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("known_devices_pk", ["token_hash", "user_id"])
    .execute();
  await db.schema.createIndex("known_devices_user_idx").on("known_devices").column("user_id").execute();

  await db.schema
    .alterTable("sessions")
    .addColumn("is_remembered", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .execute();
  // Sessions opened before were all given 30 days; from now on they end after 12 hours without
  // use, like every session opened without "keep me signed in".
  const idleEnd = new Date(Date.now() + 12 * 3_600_000).toISOString();
  await db.updateTable("sessions").set({ expires_at: idleEnd }).where("expires_at", ">", idleEnd).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("is_remembered").execute();
  await db.schema.dropTable("known_devices").execute();
  await db.schema.dropTable("login_failures").execute();
}
