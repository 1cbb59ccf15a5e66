import type { Db } from "#server/db/connect.ts";

/*
 * What a quote reads of the tables around it: the supplier company, the buyer, the inquiry, and
 * the company's products (names, ownership, variations) its lines may name.
 */

/** What the pages say of the supplier company. */
export function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .select(["id", "name", "country", "is_verified", "created_at"])
    .where("id", "=", companyId)
    .executeTakeFirst();
}

/** Who the buyer is: shown to the supplier once they may see it, and used to write to them. */
export function findBuyer(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "company_name", "email", "phone", "preferred_lang"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The inquiry a thread answers, as its buyer reads it: the subject in each language, and who asked. */
export function findDeal(db: Db, dealId: number) {
  return db
    .selectFrom("deals")
    .select([
      "id",
      "seller_company_id",
      "buyer_user_id",
      "buyer_subject",
      "request_language",
      "request_user_name",
      "request_company",
      "request_user_mail",
      "request_user_phone",
    ])
    .where("id", "=", dealId)
    .executeTakeFirst();
}

/** The names of products in `lang`, else English, else none (the line keeps its own name). */
export async function findProductNames(db: Db, productIds: readonly number[], lang: string) {
  if (!productIds.length) return new Map<number, string>();
  const rows = await db
    .selectFrom("product_texts")
    .select(["product_id", "lang", "name"])
    .where("product_id", "in", productIds as number[])
    .where("lang", "in", [lang, "en"])
    .execute();
  const names = new Map<number, string>();
  for (const row of rows)
    if (row.name && (row.lang === lang || !names.has(row.product_id))) names.set(row.product_id, row.name);
  return names;
}

/** Those of `productIds` that are the company's own products. */
export async function findCompanyProductIds(db: Db, companyId: number, productIds: readonly number[]) {
  if (!productIds.length) return new Set<number>();
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("company_id", "=", companyId)
    .where("id", "in", productIds as number[])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The products' own variations with their values, in order: what a quote line may say it comes in. */
export async function findProductVariations(db: Db, productIds: readonly number[]) {
  if (!productIds.length) return [];
  return db
    .selectFrom("product_custom_variations as v")
    .innerJoin("product_custom_variation_values as x", "x.variation_id", "v.id")
    .select(["v.product_id", "v.id", "v.name", "x.name as value"])
    .where("v.product_id", "in", productIds as number[])
    .orderBy("v.product_id")
    .orderBy("v.position")
    .orderBy("v.id")
    .orderBy("x.position")
    .execute();
}
