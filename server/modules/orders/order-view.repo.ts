import type { Db } from "#server/db/connect.ts";

/** The orders a list shows, newest change first, with their counterpart's name and first line. */
function orderList(db: Db) {
  return db
    .selectFrom("orders as o")
    .innerJoin("companies as c", "c.id", "o.supplier_company_id")
    .leftJoin("users as u", "u.id", "o.buyer_user_id")
    .select((eb) => [
      "o.id",
      "o.status",
      "o.deadline_at",
      "o.refund_requested_at",
      "o.currency",
      "o.goods_total_e4",
      "o.shipment_cost_e4",
      "o.updated_at",
      "c.name as company_name",
      "u.first_name",
      "u.last_name",
      "u.company_name as buyer_company",
      eb
        .selectFrom("order_lines as l")
        .select("l.product_name")
        .whereRef("l.order_id", "=", "o.id")
        .orderBy("l.position")
        .limit(1)
        .as("first_product_name"),
      eb
        .selectFrom("order_lines as l")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("l.order_id", "=", "o.id")
        .as("line_count"),
    ])
    .orderBy("o.updated_at", "desc")
    .orderBy("o.id", "desc");
}

export function findBuyerOrders(db: Db, buyerUserId: number, limit: number) {
  return orderList(db).where("o.buyer_user_id", "=", buyerUserId).limit(limit).execute();
}

export function findCompanyOrders(db: Db, companyId: number, limit: number) {
  return orderList(db).where("o.supplier_company_id", "=", companyId).limit(limit).execute();
}

export type OrderListRow = Awaited<ReturnType<typeof findBuyerOrders>>[number];

/** The two parties of an order as its pages name them. */
export function findOrderParties(db: Db, orderId: number) {
  return db
    .selectFrom("orders as o")
    .innerJoin("companies as c", "c.id", "o.supplier_company_id")
    .leftJoin("users as u", "u.id", "o.buyer_user_id")
    .select([
      "c.id as company_id",
      "c.name as company_name",
      "c.is_verified",
      "c.country",
      "c.city",
      "c.address",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.company_name as buyer_company",
    ])
    .where("o.id", "=", orderId)
    .executeTakeFirst();
}

/** Names of the people who acted on an order. */
export async function findUserNames(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name"])
    .where("id", "in", userIds)
    .execute();
}
