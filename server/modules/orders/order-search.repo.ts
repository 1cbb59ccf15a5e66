import type { OrderStatus } from "#core/rules/order-flow.ts";
import type { Db } from "#server/db/connect.ts";

/**
 * Reads of orders beyond one order's own rows: lists with their parties' names (the operator's
 * search, a buyer's or a company's orders in the API), the parties of one order, and its
 * timeline with who made each change.
 */
function summaries(db: Db) {
  return db
    .selectFrom("orders as o")
    .innerJoin("companies as c", "c.id", "o.supplier_company_id")
    .leftJoin("users as u", "u.id", "o.buyer_user_id")
    .select([
      "o.id",
      "o.status",
      "o.currency",
      "o.goods_total_e4",
      "o.shipment_cost_e4",
      "o.is_shipping_included",
      "o.deadline_at",
      "o.refund_requested_at",
      "o.payment_reference",
      "o.created_at",
      "o.updated_at",
      "o.supplier_company_id",
      "c.name as supplier_name",
      "o.buyer_user_id",
      "u.first_name as buyer_first_name",
      "u.last_name as buyer_last_name",
      "u.email as buyer_email",
    ]);
}
export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  /** Only orders whose buyer asked for a refund that nobody settled yet. */
  refundRequested?: boolean | undefined;
  buyerUserId?: number | undefined;
  supplierCompanyId?: number | undefined;
}

function filtered(db: Db, filter: OrderListFilter) {
  let query = summaries(db);
  if (filter.status) query = query.where("o.status", "=", filter.status);
  if (filter.refundRequested)
    query = query
      .where("o.refund_requested_at", "is not", null)
      .where("o.status", "not in", ["completed", "closed"]);
  if (filter.buyerUserId !== undefined) query = query.where("o.buyer_user_id", "=", filter.buyerUserId);
  if (filter.supplierCompanyId !== undefined)
    query = query.where("o.supplier_company_id", "=", filter.supplierCompanyId);
  return query;
}

/** One page of orders, the most recently changed first. */
export async function listOrderSummaries(
  db: Db,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
): Promise<OrderSummaryRow[]> {
  return filtered(db, filter)
    .orderBy("o.updated_at", "desc")
    .orderBy("o.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countOrders(db: Db, filter: OrderListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order a payment reference names, typed in any case ("crv-…"). */
export async function findOrderIdByReference(db: Db, reference: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("payment_reference", "=", reference.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

export async function findBuyer(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "phone", "company_name"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function findSupplier(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .select(["id", "name", "legal_name", "address", "city", "zip", "country", "email", "office_phone"])
    .where("id", "=", companyId)
    .executeTakeFirst();
}

/** The timeline, oldest first, each change with the name of who made it (none for the system). */
export async function findEventsWithActors(db: Db, orderId: number) {
  return db
    .selectFrom("order_events as e")
    .leftJoin("users as u", "u.id", "e.actor_user_id")
    .select([
      "e.id",
      "e.party",
      "e.action",
      "e.from_status",
      "e.to_status",
      "e.reason",
      "e.data",
      "e.created_at",
      "u.first_name as actor_first_name",
      "u.last_name as actor_last_name",
    ])
    .where("e.order_id", "=", orderId)
    .orderBy("e.id")
    .execute();
}
