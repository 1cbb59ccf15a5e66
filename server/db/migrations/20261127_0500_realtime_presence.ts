import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/**
 * realtime_presence: which users have an open event stream, per server process. Each process
 * writes a row per user it streams to when the first stream opens, deletes it when the last one
 * closes, and moves seen_at on for all its rows every half minute while they stay open. A process
 * that dies without deleting leaves rows whose seen_at stops moving; readers ignore rows older
 * than a minute and a half, and any process deletes them later. Keyed by (process_id, user_id), so
 * a process's refresh is one UPDATE of its own rows; indexed by user for "is this user online?".
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("realtime_presence")
    .addColumn("process_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("streams", "integer", (c) => c.notNull())
    .addColumn("seen_at", k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("realtime_presence_pkey", ["process_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("realtime_presence_user_idx")
    .on("realtime_presence")
    .columns(["user_id", "seen_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("realtime_presence").execute();
}
