import type { Db } from "#server/db/connect.ts";
import type { ProductStatus, ProductTextOrigin } from "#server/db/schema/catalog-tables.ts";
import type { EvidenceStatus } from "#server/db/schema/verification-tables.ts";

/**
 * The SQL of writing a supplier's product: its row (live and reviewed columns apart, as a
 * published product's reviewed columns change only when the operator approves), and its child
 * rows, each replaced whole from what the editor, the import or the API sent.
 */

/** Columns a published product changes at once. */
export interface LiveColumns {
  fob_currency: string;
  fob_price_min: string | null;
  fob_price_max: string | null;
  fob_unit: string | null;
  min_order_quantity: number | null;
  min_order_unit: string | null;
  is_cart_available: boolean;
  delivery_days: number | null;
  production_capacity: number | null;
  production_cap_unit: string | null;
  production_cap_time: string | null;
  payment_terms: string;
  supplier_sku: string | null;
}

/** Columns that wait for the operator once a product has been reviewed. */
export interface ReviewedColumns {
  category_code: string;
  brand: string | null;
  model_number: string | null;
  packaging: string | null;
  place_of_origin: string;
  keywords: string;
  manufacture_lat: number | null;
  manufacture_lon: number | null;
}

export interface TextRow {
  lang: string;
  name: string;
  description: string | null;
  packaging_details: string | null;
  origin: ProductTextOrigin;
  source_lang: string | null;
  source_digest: string | null;
  updated_at: string | null;
}

export interface CertificationRow {
  id?: number | null | undefined;
  name: string;
  authorized_organization: string | null;
  start_date: string | null;
  end_date: string | null;
  file_id: number | null;
  status: EvidenceStatus;
}

export async function insertProductRow(
  db: Db,
  values: LiveColumns &
    ReviewedColumns & { company_id: number; created_by: number | null; status: ProductStatus; at: string },
): Promise<number> {
  const { at, status, ...columns } = values;
  // Money is sent as decimal text and stored exactly (numeric): the casts are the database's.
  const row = await db
    .insertInto("products")
    .values({
      ...columns,
      fob_price_min: columns.fob_price_min as unknown as number,
      fob_price_max: columns.fob_price_max as unknown as number,
      status,
      is_published: status === "published",
      status_changed_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The company's product (undefined for another company's or no product). */
export function findOwnProduct(db: Db, companyId: number, productId: number) {
  return db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findOwnProduct>>>;

export async function updateProductColumns(
  db: Db,
  productId: number,
  values: Partial<LiveColumns & ReviewedColumns> & { updated_at: string; status?: ProductStatus },
): Promise<void> {
  const { status, fob_price_min, fob_price_max, ...rest } = values;
  // Money is sent as decimal text and stored exactly (numeric): the casts are the database's.
  await db
    .updateTable("products")
    .set({
      ...rest,
      ...(fob_price_min !== undefined ? { fob_price_min: fob_price_min as unknown as number } : {}),
      ...(fob_price_max !== undefined ? { fob_price_max: fob_price_max as unknown as number } : {}),
      ...(status ? { status, is_published: status === "published", status_changed_at: rest.updated_at } : {}),
    })
    .where("id", "=", productId)
    .execute();
}

export function findTextRows(db: Db, productId: number): Promise<TextRow[]> {
  return db
    .selectFrom("product_texts")
    .select([
      "lang",
      "name",
      "description",
      "packaging_details",
      "origin",
      "source_lang",
      "source_digest",
      "updated_at",
    ])
    .where("product_id", "=", productId)
    .execute();
}

export async function replaceTexts(db: Db, productId: number, rows: TextRow[]): Promise<void> {
  await db.deleteFrom("product_texts").where("product_id", "=", productId).execute();
  if (rows.length)
    await db
      .insertInto("product_texts")
      .values(rows.map((row) => ({ product_id: productId, ...row })))
      .execute();
}

export async function replacePictures(db: Db, productId: number, urls: string[]): Promise<void> {
  await db.deleteFrom("product_pictures").where("product_id", "=", productId).execute();
  if (urls.length)
    await db
      .insertInto("product_pictures")
      .values(urls.map((url, position) => ({ product_id: productId, position, url })))
      .execute();
}

/** The product's one category (listings filter on the first), kept equal to products.category_code. */
export async function replaceCategory(db: Db, productId: number, categoryCode: string): Promise<void> {
  await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  await db
    .insertInto("product_categories")
    .values({ product_id: productId, position: 0, category_code: categoryCode })
    .execute();
}

export async function replaceVariationOptions(db: Db, productId: number, codes: string[]): Promise<void> {
  await db.deleteFrom("product_variation_options").where("product_id", "=", productId).execute();
  if (codes.length)
    await db
      .insertInto("product_variation_options")
      .values(codes.map((option_code) => ({ product_id: productId, option_code })))
      .execute();
}

export async function replaceCustomVariations(
  db: Db,
  productId: number,
  variations: { name: string; values: { name: string; image: string | null }[] }[],
): Promise<void> {
  // Values go with their variation (on delete cascade).
  await db.deleteFrom("product_custom_variations").where("product_id", "=", productId).execute();
  for (const [position, variation] of variations.entries()) {
    const { id } = await db
      .insertInto("product_custom_variations")
      .values({ product_id: productId, position, name: variation.name })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("product_custom_variation_values")
      .values(
        variation.values.map((v, p) => ({ variation_id: id, position: p, name: v.name, image_url: v.image })),
      )
      .execute();
  }
}

export async function replaceTiers(
  db: Db,
  productId: number,
  tiers: { minQuantity: number; price: string }[],
): Promise<void> {
  await db.deleteFrom("product_price_tiers").where("product_id", "=", productId).execute();
  if (tiers.length)
    await db
      .insertInto("product_price_tiers")
      .values(
        tiers.map((t) => ({
          product_id: productId,
          min_quantity: t.minQuantity,
          fob_price: t.price as unknown as number,
        })),
      )
      .execute();
}

export function findCertificationRows(db: Db, productId: number) {
  return db
    .selectFrom("product_certifications")
    .select(["id", "name", "authorized_organization", "start_date", "end_date", "file_id", "status"])
    .where("product_id", "=", productId)
    .orderBy("id")
    .execute();
}

export async function replaceCertifications(
  db: Db,
  productId: number,
  rows: CertificationRow[],
  reviewed: { at: string; by: number | null } | null,
): Promise<void> {
  await db.deleteFrom("product_certifications").where("product_id", "=", productId).execute();
  if (rows.length)
    await db
      .insertInto("product_certifications")
      .values(
        rows.map(({ id: _id, ...row }) => ({
          product_id: productId,
          ...row,
          reviewed_at: row.status === "approved" ? (reviewed?.at ?? null) : null,
          reviewed_by: row.status === "approved" ? (reviewed?.by ?? null) : null,
        })),
      )
      .execute();
}

/**
 * Writes a machine translation for one language: inserted where the language has no text, or
 * written over a text that is still the machine's; a person's text is never replaced (the
 * condition is part of the statement). False when nothing was written.
 */
export async function writeMachineText(db: Db, productId: number, row: TextRow): Promise<boolean> {
  const { lang, ...values } = row;
  const result = await db
    .insertInto("product_texts")
    .values({ product_id: productId, lang, ...values })
    .onConflict((oc) =>
      oc.columns(["product_id", "lang"]).doUpdateSet(values).where("product_texts.origin", "=", "machine"),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findVariationOptionCodes(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("product_variation_options")
    .select("option_code")
    .where("product_id", "=", productId)
    .execute();
  return rows.map((r) => r.option_code);
}

/** Marks pending or approved certificates whose end date is before `today` expired; their products. */
export async function expireLapsedCertifications(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .updateTable("product_certifications")
    .set({ status: "expired" })
    .where("status", "in", ["pending", "approved"])
    .where("end_date", "is not", null)
    .where("end_date", "<", today)
    .returning("product_id")
    .execute();
  return rows.map((r) => r.product_id);
}
