import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export async function insertAuditEntry(db: Db, values: Insertable<Database["audit_log"]>): Promise<void> {
  await db.insertInto("audit_log").values(values).execute();
}

/**
 * A page of entries, newest first, with who made them; `action` filters by its prefix, `entity`
 * to one record's entries.
 */
export async function findAuditRows(
  db: Db,
  {
    page,
    size,
    action,
    entity,
  }: {
    page: number;
    size: number;
    action?: string | undefined;
    entity?: { entity: string; entityId: string } | undefined;
  },
) {
  let query = db.selectFrom("audit_log");
  if (action) query = query.where("audit_log.action", "like", `${action.replace(/[%_\\]/g, "")}%`);
  if (entity)
    query = query
      .where("audit_log.entity", "=", entity.entity)
      .where("audit_log.entity_id", "=", entity.entityId);
  const [rows, count] = await Promise.all([
    query
      .leftJoin("users", "users.id", "audit_log.user_id")
      .select([
        "audit_log.id",
        "audit_log.user_id",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.details",
        "audit_log.created_at",
        "audit_log.client_address",
        "users.first_name",
        "users.last_name",
        "users.email",
      ])
      .orderBy("audit_log.id", "desc")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, count };
}
