import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/**
 * The SQL of the operator's product review queue: new products waiting for their first review
 * (submitted when their status last changed) and pending change requests of reviewed products.
 */

export function findWaitingProducts(db: Db, limit: number) {
  return db
    .selectFrom("products as p")
    .innerJoin("companies as co", "co.id", "p.company_id")
    .select([
      "p.id as product_id",
      "p.company_id",
      "co.name as company_name",
      "p.status_changed_at as submitted_at",
    ])
    .where("p.status", "=", "pending_review")
    .orderBy("p.status_changed_at")
    .orderBy("p.id")
    .limit(limit)
    .execute();
}

export function findPendingChangeRequests(db: Db, limit: number) {
  return db
    .selectFrom("product_change_requests as r")
    .innerJoin("companies as co", "co.id", "r.company_id")
    .select([
      "r.id",
      "r.product_id",
      "r.company_id",
      "co.name as company_name",
      "r.requested_at as submitted_at",
      "r.payload",
    ])
    .where("r.status", "=", "pending")
    .orderBy("r.requested_at")
    .orderBy("r.id")
    .limit(limit)
    .execute();
}

/** How many products and change requests wait. */
export async function countWaiting(db: Db): Promise<{ products: number; changes: number }> {
  const [products, changes] = await Promise.all([
    db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending_review")
      .executeTakeFirst(),
    db
      .selectFrom("product_change_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirst(),
  ]);
  return { products: Number(products?.n ?? 0), changes: Number(changes?.n ?? 0) };
}

/** Names in `lang` (else English, else the code) of categories and variation options a review shows. */
export async function findVocabularyNames(db: Db, lang: string, categories: string[], options: string[]) {
  const [categoryRows, optionRows] = await Promise.all([
    categories.length
      ? selectLocalized(
          db.selectFrom("categories as c").select("c.code").where("c.code", "in", categories),
          "category_names",
          "c.code",
          lang,
          "name",
          { fallback: sql.ref("c.code") },
        ).execute()
      : [],
    options.length
      ? selectLocalized(
          db.selectFrom("variation_options as o").select("o.code").where("o.code", "in", options),
          "variation_option_names",
          "o.code",
          lang,
          "name",
          { fallback: sql.ref("o.code") },
        ).execute()
      : [],
  ]);
  return {
    categories: new Map(categoryRows.map((r) => [r.code, r.name])),
    options: new Map(optionRows.map((r) => [r.code, r.name])),
  };
}
