import type { Db } from "#server/db/connect.ts";

/** The SQL of writing a batch of new products: many child rows per statement. */

/** Inserts many rows of a child table, in statements within both databases' parameter limits. */
export async function insertMany<T extends object>(
  db: Db,
  table:
    | "product_texts"
    | "product_pictures"
    | "product_categories"
    | "product_variation_options"
    | "product_price_tiers"
    | "product_certifications"
    | "product_custom_variation_values",
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    // One helper for the child tables, each row shaped for its own table.
    const batch = rows.slice(i, i + 500) as unknown as Parameters<ReturnType<Db["insertInto"]>["values"]>[0];
    await db.insertInto(table).values(batch).execute();
  }
}

/** Inserts custom variations; their ids by "productId:position". */
export async function insertCustomVariations(
  db: Db,
  rows: { product_id: number; position: number; name: string }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insertInto("product_custom_variations")
      .values(rows.slice(i, i + 500))
      .returning(["id", "product_id", "position"])
      .execute();
    for (const r of inserted) ids.set(`${r.product_id}:${r.position}`, r.id);
  }
  return ids;
}
