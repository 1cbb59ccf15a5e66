import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { ChangeRequestStatus } from "#server/db/schema/catalog-tables.ts";

/** The SQL of change requests: a reviewed product's proposed reviewed fields, waiting for the operator. */

export function findPendingRequest(db: Db, productId: number) {
  return db
    .selectFrom("product_change_requests")
    .selectAll()
    .where("product_id", "=", productId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

export function findRequest(db: Db, requestId: number) {
  return db.selectFrom("product_change_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
}

/**
 * Puts the proposal in the product's one pending request: a later edit replaces the earlier
 * proposal (the operator reviews what the supplier wants now) and keeps its place in the queue.
 */
export async function upsertPendingRequest(
  db: Db,
  values: { productId: number; companyId: number; payload: string; userId: number | null; at: string },
): Promise<number> {
  // One statement against the partial unique index, so two saves at once leave one request.
  const row = await db
    .insertInto("product_change_requests")
    .values({
      product_id: values.productId,
      company_id: values.companyId,
      payload: values.payload,
      requested_by: values.userId,
      requested_at: values.at,
    })
    .onConflict((oc) =>
      oc
        .column("product_id")
        // A literal, as in the index: SQLite matches the index's predicate by its text.
        .where("status", "=", sql.lit("pending"))
        .doUpdateSet({ payload: values.payload, requested_by: values.userId }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Closes a pending request as approved, rejected or withdrawn, in one guarded statement: false
 * when it was no longer pending (another reviewer, or its author, was quicker).
 */
export async function closeRequest(
  db: Db,
  requestId: number,
  to: Exclude<ChangeRequestStatus, "pending">,
  by: number | null,
  at: string,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("product_change_requests")
    .set({ status: to, decided_by: by, decided_at: at, reason })
    .where("id", "=", requestId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
