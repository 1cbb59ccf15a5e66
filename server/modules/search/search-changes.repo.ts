import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

// The change feed every process's index follows (table search_changes): written in the
// transaction of each change, read after a cursor.

export async function findLatestChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("search_changes")
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function findChangesAfter(db: Db, afterId: number, limit = 5000) {
  return db
    .selectFrom("search_changes")
    .select(["id", "entity", "entity_id"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Tells every process's index that a product or company changed; write it in the change's transaction. */
export async function recordSearchChange(db: Db, entity: "product" | "company", entityId: number) {
  await db.insertInto("search_changes").values({ entity, entity_id: entityId }).execute();
}

/** The same for many rows at once (a spreadsheet import's batch): one statement. */
export async function recordSearchChanges(db: Db, entity: "product" | "company", entityIds: number[]) {
  if (entityIds.length)
    await db
      .insertInto("search_changes")
      .values(entityIds.map((entity_id) => ({ entity, entity_id })))
      .execute();
}

/**
 * Asks every server process to rebuild its index: one `all` row, after which the older rows say
 * nothing a rebuild does not, so they are deleted (a process that has not read them yet meets the
 * `all` row and rebuilds). Resolves to the new row's id and how many rows went.
 */
export async function recordIndexRebuild(db: Db): Promise<{ id: number; pruned: number }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("search_changes")
      .values({ entity: "all", entity_id: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const deleted = await trx.deleteFrom("search_changes").where("id", "<", id).executeTakeFirst();
    return { id, pruned: Number(deleted.numDeletedRows) };
  });
}
