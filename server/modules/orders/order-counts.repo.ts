import { ORDER_STATUSES, turnOf } from "#core/rules/order-flow.ts";
import type { Db } from "#server/db/connect.ts";

/** The statuses at which it is the supplier's turn (unless a refund is asked for: then the operator's). */
const SUPPLIER_TURN = ORDER_STATUSES.filter(
  (s) => turnOf({ status: s, refundRequested: false }) === "supplier",
);

/** How many of the company's orders wait for the company: the number on the workspace's Orders link. */
export async function countOrdersWaitingForCompany(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("supplier_company_id", "=", companyId)
    .where("status", "in", SUPPLIER_TURN)
    .where("refund_requested_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
