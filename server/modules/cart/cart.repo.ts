import { sql } from "kysely";
import { QUANTITY_MAX } from "#core/rules/quantity-box.ts";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/**
 * What adding a product to a cart checks: is it there, published, cart-enabled, whose, its
 * company's status, which options.
 */
export async function findCartProduct(db: Db, productId: number) {
  const product = await db
    .selectFrom("products as p")
    .innerJoin("companies as c", "c.id", "p.company_id")
    .select(["p.id", "p.company_id", "p.is_published", "p.is_cart_available", "c.status as company_status"])
    .where("p.id", "=", productId)
    .executeTakeFirst();
  if (!product) return undefined;
  const values = await db
    .selectFrom("product_custom_variations as v")
    .leftJoin("product_custom_variation_values as x", "x.variation_id", "v.id")
    .select(["v.id as variation_id", "x.id as value_id"])
    .where("v.product_id", "=", productId)
    .execute();
  return { ...product, variationValues: values };
}

export async function countLines(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("cart_lines")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lineExists(db: Db, userId: number, productId: number, variationKey: string) {
  const row = await db
    .selectFrom("cart_lines")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .where("variation_key", "=", variationKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new line, or more of the same product with the same choices on the existing line (capped at 99999). */
export async function addToLine(
  db: Db,
  line: {
    userId: number;
    productId: number;
    supplierCompanyId: number;
    quantity: number;
    variationValuePairs: string;
    variationKey: string;
  },
): Promise<void> {
  const max = sql.lit(QUANTITY_MAX);
  await db
    .insertInto("cart_lines")
    .values({
      user_id: line.userId,
      product_id: line.productId,
      supplier_company_id: line.supplierCompanyId,
      quantity: line.quantity,
      variation_value_pairs: line.variationValuePairs,
      variation_key: line.variationKey,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "product_id", "variation_key"]).doUpdateSet({
        quantity: sql<number>`case when cart_lines.quantity + excluded.quantity > ${max} then ${max} else cart_lines.quantity + excluded.quantity end`,
        updated_at: new Date().toISOString(),
      }),
    )
    .execute();
}

/** A user's lines with their product (named in `lang`, English as fallback), first picture and supplier. */
export async function listLines(db: Db, userId: number, lang: string) {
  const lines = db
    .selectFrom("cart_lines as l")
    .innerJoin("products as p", "p.id", "l.product_id")
    .innerJoin("companies as c", "c.id", "l.supplier_company_id")
    .select((eb) => [
      "l.id",
      "l.product_id",
      "l.quantity",
      "l.variation_value_pairs",
      "p.fob_price_min",
      "p.fob_price_max",
      "p.min_order_quantity",
      "p.fob_currency",
      "p.fob_unit",
      "p.is_published",
      "p.is_cart_available",
      "c.id as company_id",
      "c.name as company_name",
      "c.logo_url",
      "c.is_verified",
      "c.status as company_status",
      eb
        .selectFrom("product_pictures as pp")
        .select("pp.url")
        .whereRef("pp.product_id", "=", "p.id")
        .orderBy("pp.position")
        .limit(1)
        .as("picture"),
    ]);
  return selectLocalized(lines, "product_texts", "p.id", lang, "product_name", { fallback: sql.lit("") })
    .where("l.user_id", "=", userId)
    .orderBy("l.id")
    .execute();
}

export async function findTiers(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .selectFrom("product_price_tiers")
    .select(["product_id", "min_quantity", "fob_price"])
    .where("product_id", "in", productIds)
    .execute();
}

/** Names of chosen variation values, with their variation's name. */
export async function findValueNames(db: Db, valueIds: number[]) {
  if (!valueIds.length) return [];
  return db
    .selectFrom("product_custom_variation_values as x")
    .innerJoin("product_custom_variations as v", "v.id", "x.variation_id")
    .select(["x.id as value_id", "x.name as value_name", "v.id as variation_id", "v.name as variation_name"])
    .where("x.id", "in", valueIds)
    .execute();
}

/** Changes the quantity of the user's own line; how many lines changed (0: not theirs or gone). */
export async function updateQuantity(db: Db, userId: number, lineId: number, quantity: number) {
  const result = await db
    .updateTable("cart_lines")
    .set({ quantity, updated_at: new Date().toISOString() })
    .where("id", "=", lineId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteLine(db: Db, userId: number, lineId: number) {
  const result = await db
    .deleteFrom("cart_lines")
    .where("id", "=", lineId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes exactly the given lines of the user's cart; how many were there to delete. */
export async function deleteLines(db: Db, userId: number, lineIds: number[]): Promise<number> {
  if (!lineIds.length) return 0;
  const result = await db
    .deleteFrom("cart_lines")
    .where("user_id", "=", userId)
    .where("id", "in", lineIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
