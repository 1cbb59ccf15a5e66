import type { Db } from "#server/db/connect.ts";

/** The codes of the categories the company sells in, in code order. */
export async function findChosenCategoryCodes(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("company_categories")
    .select("category_code")
    .where("company_id", "=", companyId)
    .orderBy("category_code")
    .execute();
  return rows.map((r) => r.category_code);
}

/** Which of `codes` name a category of the tree at level `maxLevel` or above. */
export async function findKnownCategoryCodes(db: Db, codes: readonly string[], maxLevel: number) {
  if (!codes.length) return new Set<string>();
  const rows = await db
    .selectFrom("categories")
    .select("code")
    .where("code", "in", codes)
    .where("level", "<=", maxLevel)
    .execute();
  return new Set(rows.map((r) => r.code));
}

/** The company's categories become exactly `codes` (the caller's transaction). */
export async function replaceCompanyCategories(db: Db, companyId: number, codes: readonly string[]) {
  await db.deleteFrom("company_categories").where("company_id", "=", companyId).execute();
  if (codes.length)
    await db
      .insertInto("company_categories")
      .values(codes.map((category_code) => ({ company_id: companyId, category_code })))
      .execute();
}

/**
 * The categories of the company's published products, each once: what it evidently sells, for
 * the suggestion on its categories page (a read of the products table, which the products module
 * writes; only the category column, nothing of a product's content).
 */
export async function findPublishedProductCategoryCodes(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("products")
    .select("category_code")
    .distinct()
    .where("company_id", "=", companyId)
    .where("is_published", "=", true)
    .execute();
  return rows.map((r) => r.category_code);
}
