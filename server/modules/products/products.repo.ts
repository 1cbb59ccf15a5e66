import { type Insertable, sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";
import { selectLocalized } from "#server/db/localized.ts";
import type { Database } from "#server/db/schema.ts";

/**
 * Buyers see a product when it is published and its company is active (`isVisibleStatus`): the
 * ids of the active companies, as a subquery for `company_id in (…)`.
 */
const activeCompanyIds = (db: Db) =>
  db.selectFrom("companies").select("companies.id").where("companies.status", "=", VISIBLE_STATUS);

/** Card data of visible products, named in `lang` with English as fallback. */
export async function findProductCards(
  db: Db,
  lang: string,
  options: { limit: number; newestFirst?: boolean; ids?: number[] },
) {
  let query = selectLocalized(
    db
      .selectFrom("products as p")
      .innerJoin("companies as co", "co.id", "p.company_id")
      .leftJoin("product_pictures as pic", (j) =>
        j.onRef("pic.product_id", "=", "p.id").on("pic.position", "=", 0),
      )
      .select([
        "p.id",
        "pic.url as picture",
        "p.fob_currency",
        "p.fob_price_min",
        "p.fob_price_max",
        "p.fob_unit",
        "p.packaging",
        "p.min_order_quantity",
        "p.min_order_unit",
        "co.id as company_id",
        "co.name as company_name",
        "co.is_verified",
      ]),
    "product_texts",
    "p.id",
    lang,
    "name",
    { fallback: sql.lit("") },
  )
    .where("p.is_published", "=", true)
    .where("co.status", "=", VISIBLE_STATUS);
  if (options.ids) query = query.where("p.id", "in", options.ids.length ? options.ids : [-1]);
  if (options.newestFirst) query = query.orderBy("p.id", "desc");
  return query.limit(options.limit).execute();
}

/** Products buyers can see: published, of an active company. */
export async function countPublishedProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_published", "=", true)
    .where("company_id", "in", activeCompanyIds(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A product's name in every language it is written in. */
export function findProductNames(db: Db, productId: number) {
  return db
    .selectFrom("product_texts")
    .select(["lang", "name"])
    .where("product_id", "=", productId)
    .execute();
}

export type ProductColumns = Pick<
  Insertable<Database["products"]>,
  | "company_id"
  | "category_code"
  | "brand"
  | "packaging"
  | "place_of_origin"
  | "fob_price_min"
  | "fob_price_max"
  | "min_order_quantity"
  | "is_published"
>;

export async function insertProduct(db: Db, values: ProductColumns): Promise<number> {
  const row = await db.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such product. */
export async function updateProductRow(
  db: Db,
  id: number,
  values: ProductColumns & { updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable("products").set(values).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when there is no such product. */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a product's texts and category links before they are written anew. */
export async function deleteProductChildren(db: Db, productId: number) {
  await db.deleteFrom("product_texts").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
}

export async function insertProductChildren(
  db: Db,
  productId: number,
  texts: { lang: string; name: string; description: string | null }[],
  categoryCode: string,
) {
  await db
    .insertInto("product_texts")
    .values(texts.map((t) => ({ product_id: productId, ...t })))
    .execute();
  await db
    .insertInto("product_categories")
    .values({ product_id: productId, position: 0, category_code: categoryCode })
    .execute();
}

/** Visible products' ids and names in `lang` (else English), in id order, a page at a time (the sitemap). */
export function findProductNamePage(db: Db, lang: string, limit: number, offset: number) {
  return selectLocalized(
    db.selectFrom("products as p").select("p.id"),
    "product_texts",
    "p.id",
    lang,
    "name",
    {
      fallback: sql.lit(""),
    },
  )
    .where("p.is_published", "=", true)
    .where("p.company_id", "in", activeCompanyIds(db))
    .orderBy("p.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Whether a product exists and is published. */
export function findProductState(db: Db, id: number) {
  return db.selectFrom("products").select(["id", "is_published"]).where("id", "=", id).executeTakeFirst();
}

/** The company of each existing product among `ids`; unknown ids are simply absent. */
export async function findProductCompanies(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom("products").select(["id", "company_id"]).where("id", "in", ids).execute();
}

/** A published product as a deal refers to it: its company, its category and its names by language. */
export async function findDealProduct(db: Db, id: number) {
  const product = await db
    .selectFrom("products")
    .select(["id", "company_id", "category_code"])
    .where("id", "=", id)
    .where("is_published", "=", true)
    .executeTakeFirst();
  if (!product) return undefined;
  const texts = await db
    .selectFrom("product_texts")
    .select(["lang", "name"])
    .where("product_id", "=", id)
    .orderBy("lang")
    .execute();
  return {
    ...product,
    names: Object.fromEntries(texts.map((t) => [t.lang, t.name])) as Record<string, string>,
  };
}

/** A company's products by status: published, waiting for review, drafts, and the rest not published. */
export async function countCompanyProductsByState(db: Db, companyId: number) {
  const rows = await db
    .selectFrom("products")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("company_id", "=", companyId)
    .groupBy("status")
    .execute();
  const count = (...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  return {
    published: count("published"),
    waiting: count("pending_review"),
    drafts: count("draft"),
    unpublished: count("unpublished", "rejected"),
  };
}

/** A company's products, and per language how many of them have a name in it (translation coverage). */
export async function countCompanyProductNames(db: Db, companyId: number) {
  const [names, total] = await Promise.all([
    db
      .selectFrom("product_texts")
      .innerJoin("products", "products.id", "product_texts.product_id")
      .select(["product_texts.lang", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("products.company_id", "=", companyId)
      .groupBy("product_texts.lang")
      .execute(),
    db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(total.n), named: new Map(names.map((r) => [r.lang, Number(r.n)])) };
}
