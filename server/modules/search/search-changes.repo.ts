import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { ChangeKind } from "#server/lib/content-generation.ts";

// The change feed every process's index follows (table search_changes): written in the
// transaction of each change, read after a cursor.

export async function findLatestChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("search_changes")
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * One row of the feed as it was written, to recognise it later: an index snapshot names the row
 * it was taken at, and a database that holds another row by that id is not the one it was taken of.
 */
export async function findChange(db: Db, id: number) {
  const row = await db
    .selectFrom("search_changes")
    .select(["id", "entity", "entity_id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const createdAt = row.created_at as unknown;
  return {
    id: row.id,
    entity: row.entity,
    entityId: row.entity_id,
    createdAt: createdAt instanceof Date ? createdAt.toISOString() : String(createdAt),
  };
}

/** The latest migration applied: a snapshot of the index is only good for the schema it was taken on. */
export async function findSchemaVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(
    db,
  );
  return rows[0]?.name ?? "";
}

/** The rows after `afterId`, and those of `passedOver` (ids a reader skipped that may have come since). */
export async function findChangesAfter(
  db: Db,
  afterId: number,
  passedOver: readonly number[] = [],
  limit = 5000,
) {
  return db
    .selectFrom("search_changes")
    .select(["id", "entity", "entity_id"])
    .where((eb) =>
      passedOver.length
        ? eb.or([eb("id", ">", afterId), eb("id", "in", passedOver)])
        : eb("id", ">", afterId),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * What a feed row names: a product, a company, or a synonym group (whose change reloads all
 * groups); or, for the page cache only (the index ignores them), a change of the merchandising or
 * of the SEO texts, which many pages show (docs/decisions/035-page-cache.md). A product's row also
 * says that what its pages show changed besides its own fields (an approved comment).
 */
export type SearchChangeEntity = ChangeKind;

/** Tells every process's index that a product, company or synonym group changed; write it in the change's transaction. */
export async function recordSearchChange(db: Db, entity: SearchChangeEntity, entityId: number) {
  await db.insertInto("search_changes").values({ entity, entity_id: entityId }).execute();
}

/** The same for many rows at once (a spreadsheet import's batch): one statement. */
export async function recordSearchChanges(db: Db, entity: SearchChangeEntity, entityIds: number[]) {
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
