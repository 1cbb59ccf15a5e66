import type { Db } from "#server/db/connect.ts";

/** What drafting an order from one of the company's inquiries needs of it; undefined when it has none with that id. */
export function findDealForOrderRow(db: Db, companyId: number, dealId: number) {
  return db
    .selectFrom("deals")
    .select([
      "id",
      "buyer_user_id",
      "request_language",
      "buyer_subject",
      "request_user_name",
      "request_company",
      "product_id",
      "product_quantity",
      "product_unit_type",
    ])
    .where("id", "=", dealId)
    .where("seller_company_id", "=", companyId)
    .executeTakeFirst();
}
