import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Durable background jobs, worked by every server process (server/modules/jobs/). A job waits
 * in `pending` until `run_at`; a process claims it (state `running`, a fresh `lock_token`, a
 * lease until `locked_until`) in one statement that checks the state, so two processes never
 * claim the same job. A failure goes back to `pending` later, or to `dead` after
 * `max_attempts`, keeping the last error. A claim whose lease ran out (its process stopped) may
 * be taken again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", k.id)
    .addColumn("queue", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(oneOf("state", ["pending", "running", "done", "dead"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().check(sql`max_attempts >= 1`))
    .addColumn("run_at", k.timestamp, (c) => c.notNull())
    .addColumn("locked_until", k.timestamp)
    .addColumn("lock_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("finished_at", k.timestamp)
    .execute();
  // The claim looks for due pending jobs and expired running ones by state, then time.
  await db.schema.createIndex("jobs_state_run_at_idx").on("jobs").columns(["state", "run_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
