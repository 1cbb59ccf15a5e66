import type { Db } from "#server/db/connect.ts";

/** A product's name in every language it is written in. */
export function findProductNames(db: Db, productId: number) {
  return db
    .selectFrom("product_texts")
    .select(["lang", "name"])
    .where("product_id", "=", productId)
    .execute();
}

/** A category's name in every language it is translated into. */
export function findCategoryNames(db: Db, code: string) {
  return db.selectFrom("category_names").select(["lang", "name"]).where("category_code", "=", code).execute();
}
