import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as repo from "./products.repo.ts";

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

/** Every catalogue write records a search change in the same transaction (the index follows it). */
async function recordChange(db: Db, productId: number) {
  await recordSearchChange(db, "product", productId);
}

async function writeChildren(db: Db, productId: number, input: ProductInput) {
  const texts = Object.entries(input.texts).filter(([, t]) => t.name.trim());
  await repo.deleteProductChildren(db, productId);
  if (!texts.length)
    throw new AppError("invalid_data", "errors.invalid_data", { texts: "errors.invalid_data" });
  await repo.insertProductChildren(
    db,
    productId,
    texts.map(([lang, t]) => ({ lang, name: t.name.trim(), description: t.description ?? null })),
    input.categoryCode,
  );
}

function columns(input: ProductInput): repo.ProductColumns {
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
    const id = await repo.insertProduct(trx, columns(input));
    await writeChildren(trx, id, input);
    await recordChange(trx, id);
    return id;
  });
}

export async function updateProduct(db: Db, id: number, input: ProductInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.updateProductRow(trx, id, { ...columns(input), updated_at: new Date().toISOString() })))
      throw new AppError("not_found");
    await writeChildren(trx, id, input);
    await recordChange(trx, id);
  });
}

export async function removeProduct(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteProduct(trx, id))) throw new AppError("not_found");
    await recordChange(trx, id);
  });
}
