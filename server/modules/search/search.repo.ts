import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";
import type { IndexedCompany, IndexedProduct } from "./search-index.ts";

// What the index reads of the catalogue. These queries decide what it holds, so this file is part
// of a snapshot's fingerprint (snapshot-store.ts); the listing's other reads are in listing.repo.ts.

/**
 * Every company buyers may see (active), or those of `ids` that are, with what the filters need
 * of it. A company missing from the answer has no products in the index.
 */
export async function findIndexedCompanies(db: Db, ids?: number[]): Promise<IndexedCompany[]> {
  const list = ids?.length ? ids : [-1];
  let companiesQuery = db
    .selectFrom("companies")
    .select(["id", "name", "country", "is_verified"])
    .where("status", "=", VISIBLE_STATUS);
  // Only certificates the operator approved count in the filters. The daily expiry job turns a
  // lapsed one into `expired`; it and every decision record a search change, so the index follows.
  let certsQuery = db
    .selectFrom("company_certifications")
    .select(["company_id", "name"])
    .where("status", "=", "approved");
  let typesQuery = db.selectFrom("company_business_types").select(["company_id", "business_type"]);
  if (ids) {
    companiesQuery = companiesQuery.where("id", "in", list);
    certsQuery = certsQuery.where("company_id", "in", list);
    typesQuery = typesQuery.where("company_id", "in", list);
  }
  const [companies, certs, types] = await Promise.all([
    companiesQuery.execute(),
    certsQuery.execute(),
    typesQuery.execute(),
  ]);
  const byId = new Map<number, IndexedCompany>();
  for (const c of companies) {
    byId.set(c.id, {
      id: c.id,
      name: c.name,
      country: c.country,
      isVerified: Boolean(c.is_verified),
      certifications: [],
      businessTypes: [],
    });
  }
  for (const c of certs) byId.get(c.company_id)?.certifications.push(c.name);
  for (const t of types) byId.get(t.company_id)?.businessTypes.push(t.business_type);
  return [...byId.values()];
}

/** Variation option code → its group code. */
export async function findVariationGroupsOfOptions(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("variation_options").select(["code", "group_code"]).execute();
  return new Map(rows.map((r) => [r.code, r.group_code]));
}

/**
 * Published products of active companies with ids in (afterId, …], at most `limit`, in id order,
 * with their child rows; or exactly those among the products `ids` (a change feed batch), or every
 * one of the companies `companyIds` (companies that became visible).
 */
export async function findIndexedProducts(
  db: Db,
  groupOfOption: Map<string, string>,
  selection: { afterId: number; limit: number } | { ids: number[] } | { companyIds: number[] },
): Promise<IndexedProduct[]> {
  let query = db
    .selectFrom("products")
    .select([
      "id",
      "company_id",
      "brand",
      "packaging",
      "place_of_origin",
      "fob_price_min",
      "fob_price_max",
      "min_order_quantity",
    ])
    .where("is_published", "=", true)
    .where("company_id", "in", db.selectFrom("companies").select("id").where("status", "=", VISIBLE_STATUS))
    .orderBy("id");
  if ("ids" in selection) query = query.where("id", "in", selection.ids.length ? selection.ids : [-1]);
  else if ("companyIds" in selection)
    query = query.where("company_id", "in", selection.companyIds.length ? selection.companyIds : [-1]);
  else query = query.where("id", ">", selection.afterId).limit(selection.limit);
  const products = await query.execute();
  if (!products.length) return [];
  const first = products[0]!.id;
  const last = products.at(-1)!.id;
  // A bulk batch reads child rows by id range (an index range scan); a change batch by its ids.
  const ids = "afterId" in selection ? undefined : products.map((p) => p.id);
  const childRows = <T>(
    table: "product_categories" | "product_certifications" | "product_variation_options" | "product_texts",
    columns: readonly unknown[],
  ) => {
    // biome-ignore lint/suspicious/noExplicitAny: one helper for four tables with different columns
    let query = db.selectFrom(table).select(columns as any);
    // Buyers filter on the certificates the operator approved, as the product page shows them.
    // biome-ignore lint/suspicious/noExplicitAny: the column exists on this one table
    if (table === "product_certifications") query = query.where("status" as any, "=", "approved");
    const filtered = ids
      ? query.where("product_id", "in", ids)
      : query.where("product_id", ">=", first).where("product_id", "<=", last);
    return filtered.execute() as Promise<T[]>;
  };
  const [categories, certs, options, texts] = await Promise.all([
    childRows<{ product_id: number; category_code: string }>("product_categories", [
      "product_id",
      "category_code",
    ]),
    childRows<{ product_id: number; name: string }>("product_certifications", ["product_id", "name"]),
    childRows<{ product_id: number; option_code: string }>("product_variation_options", [
      "product_id",
      "option_code",
    ]),
    // A description is searched in the languages people wrote it in: machine translations repeat
    // the same facts, and in 13 languages would be most of the index (decision 032). They are not
    // even read.
    childRows<{ product_id: number; name: string; description: string | null }>("product_texts", [
      "product_id",
      "name",
      sql<
        string | null
      >`case when ${sql.ref("origin")} in ('source', 'human') then ${sql.ref("description")} end`.as(
        "description",
      ),
    ]),
  ]);
  const byId = new Map<number, IndexedProduct>();
  for (const p of products) {
    byId.set(p.id, {
      id: p.id,
      companyId: p.company_id,
      categoryCodes: [],
      brand: p.brand,
      packaging: p.packaging,
      placeOfOrigin: p.place_of_origin,
      priceMin: p.fob_price_min === null ? null : Number(p.fob_price_min),
      priceMax: p.fob_price_max === null ? null : Number(p.fob_price_max),
      minOrderQuantity: p.min_order_quantity,
      certifications: [],
      variationOptions: [],
      names: [],
      descriptions: [],
    });
  }
  for (const c of categories) byId.get(c.product_id)?.categoryCodes.push(c.category_code);
  for (const c of certs) byId.get(c.product_id)?.certifications.push(c.name);
  for (const o of options) {
    const group = groupOfOption.get(o.option_code);
    if (group) byId.get(o.product_id)?.variationOptions.push({ code: o.option_code, group });
  }
  for (const t of texts) {
    const product = byId.get(t.product_id);
    if (!product) continue;
    product.names.push(t.name);
    if (t.description) product.descriptions.push(t.description);
  }
  return [...byId.values()];
}

/**
 * How many products the index should hold (published, of active companies) and the sum of their
 * ids: an index loaded from a snapshot and brought up to date by the feed must agree, or the
 * catalogue was changed behind the feed's back.
 */
export async function countIndexedProducts(db: Db): Promise<{ count: number; idSum: number }> {
  const row = await db
    .selectFrom("products")
    .select([sql<number | string>`count(*)`.as("count"), sql<number | string | null>`sum(id)`.as("id_sum")])
    .where("is_published", "=", true)
    .where("company_id", "in", db.selectFrom("companies").select("id").where("status", "=", VISIBLE_STATUS))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), idSum: Number(row.id_sum ?? 0) };
}

/** The names, in every language, of the categories products are listed in (those without children). */
export async function findLeafCategoryNames(db: Db): Promise<{ code: string; name: string }[]> {
  return db
    .selectFrom("category_names as n")
    .select(["n.category_code as code", "n.name"])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("categories as c")
            .select(sql`1`.as("one"))
            .whereRef("c.parent_code", "=", "n.category_code"),
        ),
      ),
    )
    .execute();
}
