import type { Db } from "#server/db/connect.ts";

/**
 * What a product write checks against the database before it writes: the category tree and its
 * variation options, the company's SKUs, and the company's writing language and trust.
 */

/** Whether `code` is a category with no children (products sit in leaves only). */
export async function isLeafCategory(db: Db, code: string): Promise<boolean> {
  const [self, child] = await Promise.all([
    db.selectFrom("categories").select("code").where("code", "=", code).executeTakeFirst(),
    db.selectFrom("categories").select("code").where("parent_code", "=", code).limit(1).executeTakeFirst(),
  ]);
  return Boolean(self) && !child;
}

/** The codes among `codes` that are options of a variation group of one of `categoryCodes`. */
export async function findAllowedOptions(
  db: Db,
  categoryCodes: string[],
  codes: string[],
): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom("variation_options as o")
    .innerJoin("variation_groups as g", "g.code", "o.group_code")
    .select("o.code")
    .where("o.code", "in", codes)
    .where("g.category_code", "in", categoryCodes)
    .execute();
  return new Set(rows.map((r) => r.code));
}

/** The company's products by supplier SKU, for matching spreadsheet rows (never another company's). */
export async function findProductIdsBySku(
  db: Db,
  companyId: number,
  skus: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < skus.length; i += 500) {
    const rows = await db
      .selectFrom("products")
      .select(["id", "supplier_sku"])
      .where("company_id", "=", companyId)
      .where("supplier_sku", "in", skus.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.supplier_sku) found.set(row.supplier_sku, row.id);
  }
  return found;
}

/** Another product of the company with this SKU, if any. */
export function findSkuHolder(db: Db, companyId: number, sku: string, exceptId: number | undefined) {
  let query = db
    .selectFrom("products")
    .select("id")
    .where("company_id", "=", companyId)
    .where("supplier_sku", "=", sku);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

export function findCompanyWriting(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .select(["writing_lang", "is_trusted_supplier", "name"])
    .where("id", "=", companyId)
    .executeTakeFirst();
}

/** Which of `codes` are categories with no children. */
export async function findLeafCategories(db: Db, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom("categories as c")
    .select("c.code")
    .where("c.code", "in", codes)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code")),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.code));
}

/** The category of the variation group of each of `codes` (unknown codes are absent). */
export async function findOptionCategories(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom("variation_options as o")
    .innerJoin("variation_groups as g", "g.code", "o.group_code")
    .select(["o.code", "g.category_code"])
    .where("o.code", "in", codes)
    .execute();
  return new Map(rows.map((r) => [r.code, r.category_code]));
}
