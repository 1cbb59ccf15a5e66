import type { Db } from "#server/db/connect.ts";

/** The row of one user in one process: created, or its count and time replaced. */
export async function upsertPresence(
  db: Db,
  row: { processId: string; userId: number; streams: number; seenAt: string },
): Promise<void> {
  await db
    .insertInto("realtime_presence")
    .values({ process_id: row.processId, user_id: row.userId, streams: row.streams, seen_at: row.seenAt })
    .onConflict((oc) =>
      oc.columns(["process_id", "user_id"]).doUpdateSet({ streams: row.streams, seen_at: row.seenAt }),
    )
    .execute();
}

export async function deletePresence(db: Db, processId: string, userId: number): Promise<void> {
  await db
    .deleteFrom("realtime_presence")
    .where("process_id", "=", processId)
    .where("user_id", "=", userId)
    .execute();
}

/** Every row of the process is still open now: one statement, whatever the number of users. */
export async function touchProcessPresence(db: Db, processId: string, seenAt: string): Promise<void> {
  await db
    .updateTable("realtime_presence")
    .set({ seen_at: seenAt })
    .where("process_id", "=", processId)
    .execute();
}

export async function deleteProcessPresence(db: Db, processId: string): Promise<void> {
  await db.deleteFrom("realtime_presence").where("process_id", "=", processId).execute();
}

/** Rows no process has refreshed since `before`: left by a process that stopped without saying. */
export async function deleteStalePresence(db: Db, before: string): Promise<void> {
  await db.deleteFrom("realtime_presence").where("seen_at", "<", before).execute();
}

export async function findFreshPresence(db: Db, userId: number, since: string): Promise<boolean> {
  const row = await db
    .selectFrom("realtime_presence")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("streams", ">", 0)
    .where("seen_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
