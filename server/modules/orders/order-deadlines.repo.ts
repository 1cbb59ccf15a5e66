import type { OrderStatus } from "#core/rules/order-flow.ts";
import type { Db } from "#server/db/connect.ts";

/** How many order ids one page of a deadline run reads. */
export const DEADLINE_PAGE = 200;

/**
 * Ids of orders at one of `statuses` whose deadline falls in (after, until], after `afterId`,
 * in id order: one page of a deadline run (ISO times compare as text on SQLite and as times on
 * PostgreSQL, the same way).
 */
export async function findOrderIdsByDeadline(
  db: Db,
  statuses: readonly OrderStatus[],
  window: { after?: string; until: string },
  afterId: number,
): Promise<number[]> {
  let query = db
    .selectFrom("orders")
    .select("id")
    .where("status", "in", statuses as OrderStatus[])
    .where("deadline_at", "is not", null)
    .where("deadline_at", "<=", window.until)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(DEADLINE_PAGE);
  if (window.after) query = query.where("deadline_at", ">", window.after);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

/**
 * Marks the order reminded at `at`, only if it is still at the status and version it was read at
 * and nobody reminded it meanwhile: of two runs at once exactly one sends the reminder. The
 * version stays, so a party acting at the same moment is not refused because of an e-mail.
 */
export async function claimReminder(
  db: Db,
  order: { id: number; status: OrderStatus; version: number; reminded_at: string | null },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ reminded_at: at })
    .where("id", "=", order.id)
    .where("status", "=", order.status)
    .where("version", "=", order.version)
    .where((eb) =>
      order.reminded_at === null ? eb("reminded_at", "is", null) : eb("reminded_at", "=", order.reminded_at),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
