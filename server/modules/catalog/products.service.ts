import type { Transaction } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/** What a supplier edits of a listing here; the product page issue adds the rest. */
export interface ProductInput {
  companyId: number;
  categoryCode: string;
  /** Name (and optional description) per language code. */
  texts: Record<string, { name: string; description?: string }>;
  brand?: string | null;
  packaging?: string | null;
  placeOfOrigin: string;
  priceMin?: number | null;
  priceMax?: number | null;
  minOrderQuantity?: number | null;
  isPublished?: boolean;
}

type Tx = Transaction<Database>;

/** Every catalogue write records a search change in the same transaction (the index follows it). */
async function recordChange(trx: Tx, productId: number) {
  await trx.insertInto("search_changes").values({ entity: "product", entity_id: productId }).execute();
}

async function writeChildren(trx: Tx, productId: number, input: ProductInput) {
  await trx.deleteFrom("product_texts").where("product_id", "=", productId).execute();
  await trx.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  const texts = Object.entries(input.texts).filter(([, t]) => t.name.trim());
  if (!texts.length)
    throw new AppError("invalid_data", "errors.invalid_data", { texts: "errors.invalid_data" });
  await trx
    .insertInto("product_texts")
    .values(
      texts.map(([lang, t]) => ({
        product_id: productId,
        lang,
        name: t.name.trim(),
        description: t.description ?? null,
      })),
    )
    .execute();
  await trx
    .insertInto("product_categories")
    .values({ product_id: productId, position: 0, category_code: input.categoryCode })
    .execute();
}

function columns(input: ProductInput) {
  return {
    company_id: input.companyId,
    category_code: input.categoryCode,
    brand: input.brand ?? null,
    packaging: input.packaging ?? null,
    place_of_origin: input.placeOfOrigin,
    fob_price_min: input.priceMin ?? null,
    fob_price_max: input.priceMax ?? input.priceMin ?? null,
    min_order_quantity: input.minOrderQuantity ?? null,
    is_published: input.isPublished ?? true,
  };
}

export async function createProduct(db: Db, input: ProductInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("products")
      .values(columns(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeChildren(trx, row.id, input);
    await recordChange(trx, row.id);
    return row.id;
  });
}

export async function updateProduct(db: Db, id: number, input: ProductInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("products")
      .set({ ...columns(input), updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw new AppError("not_found");
    await writeChildren(trx, id, input);
    await recordChange(trx, id);
  });
}

export async function removeProduct(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("products").where("id", "=", id).executeTakeFirst();
    if (!Number(result.numDeletedRows)) throw new AppError("not_found");
    await recordChange(trx, id);
  });
}
