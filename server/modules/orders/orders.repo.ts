import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
export type NewOrder = Insertable<Database["orders"]>;
export type NewOrderLine = Omit<Insertable<Database["order_lines"]>, "order_id">;
export type OrderChanges = Updateable<Database["orders"]>;

/** A new order with its lines; its id. */
export async function insertOrder(db: Db, order: NewOrder, lines: NewOrderLine[]): Promise<number> {
  const { id } = await db.insertInto("orders").values(order).returning("id").executeTakeFirstOrThrow();
  if (lines.length)
    await db
      .insertInto("order_lines")
      .values(lines.map((l) => ({ ...l, order_id: id })))
      .execute();
  return id;
}

export async function findOrder(db: Db, orderId: number) {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

/**
 * Changes an order only if it is still at the status and version it was read at, and moves its
 * version on: the check and the change are one statement, so of two clicks at once exactly one
 * changes the order. How many rows changed (0: someone was first).
 */
export async function updateOrderGuarded(
  db: Db,
  orderId: number,
  expected: { status: string; version: number },
  changes: OrderChanges,
): Promise<number> {
  const result = await db
    .updateTable("orders")
    .set({ ...changes, version: expected.version + 1 })
    .where("id", "=", orderId)
    .where("status", "=", expected.status as never)
    .where("version", "=", expected.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findLines(db: Db, orderId: number) {
  return db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
}

export async function updateLine(
  db: Db,
  orderId: number,
  lineId: number,
  changes: Updateable<Database["order_lines"]>,
) {
  await db
    .updateTable("order_lines")
    .set(changes)
    .where("id", "=", lineId)
    .where("order_id", "=", orderId)
    .execute();
}

export async function insertEvent(db: Db, event: Insertable<Database["order_events"]>): Promise<number> {
  const { id } = await db.insertInto("order_events").values(event).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function findEvents(db: Db, orderId: number) {
  return db.selectFrom("order_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

export async function findPayments(db: Db, orderId: number) {
  return db.selectFrom("order_payments").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

export async function countApprovedPayments(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("order_payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("order_id", "=", orderId)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPayment(
  db: Db,
  payment: Insertable<Database["order_payments"]>,
): Promise<number> {
  const { id } = await db
    .insertInto("order_payments")
    .values(payment)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Decides the order's pending payment; how many were pending (0 or 1). */
export async function decidePendingPayment(
  db: Db,
  orderId: number,
  decision: { status: "approved" | "rejected"; reason: string | null; userId: number | null; at: string },
): Promise<number> {
  const result = await db
    .updateTable("order_payments")
    .set({
      status: decision.status,
      decision_reason: decision.reason,
      decided_by_user_id: decision.userId,
      decided_at: decision.at,
    })
    .where("order_id", "=", orderId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertDocument(db: Db, doc: Insertable<Database["order_documents"]>): Promise<number> {
  const { id } = await db.insertInto("order_documents").values(doc).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function findDocuments(db: Db, orderId: number) {
  return db
    .selectFrom("order_documents")
    .select(["id", "kind", "side", "original_name", "media_type", "byte_size", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}

export async function findDocument(db: Db, orderId: number, documentId: number) {
  return db
    .selectFrom("order_documents")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("id", "=", documentId)
    .executeTakeFirst();
}

export async function findPaymentDetails(db: Db, companyId: number) {
  return db
    .selectFrom("company_payment_details")
    .selectAll()
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}
export type OrderLineRow = Awaited<ReturnType<typeof findLines>>[number];
