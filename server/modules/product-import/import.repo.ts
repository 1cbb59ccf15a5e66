import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { ProductImportStatus, ProductImportTables } from "#server/db/schema/product-import-tables.ts";

/** All SQL of spreadsheet imports: the runs, the remembered mapping, and the catalogue reads they need. */

type ImportRow = ProductImportTables["product_imports"];

export function findLeafCategoryCodes(db: Db): Promise<string[]> {
  return db
    .selectFrom("categories as c")
    .select("c.code")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("categories as child").select("child.code").whereRef("child.parent_code", "=", "c.code"),
        ),
      ),
    )
    .execute()
    .then((rows) => rows.map((r) => r.code));
}

export function findVariationGroups(db: Db) {
  return db
    .selectFrom("variation_groups as g")
    .leftJoin("variation_group_names as n", "n.group_code", "g.code")
    .select(["g.code", "g.category_code", "n.lang", "n.name"])
    .orderBy("g.category_code")
    .orderBy("g.position")
    .orderBy("g.code")
    .execute();
}

export function findVariationOptions(db: Db) {
  return db
    .selectFrom("variation_options as o")
    .leftJoin("variation_option_names as n", "n.option_code", "o.code")
    .select(["o.code", "o.group_code", "n.lang", "n.name"])
    .orderBy("o.group_code")
    .orderBy("o.position")
    .orderBy("o.code")
    .execute();
}

export async function insertImport(db: Db, row: Insertable<ImportRow>): Promise<number> {
  const { id } = await db.insertInto("product_imports").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** A run of this company's (another company's id finds nothing). */
export function findImport(db: Db, companyId: number, id: number) {
  return db
    .selectFrom("product_imports")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export function findImportById(db: Db, id: number) {
  return db.selectFrom("product_imports").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listImports(db: Db, companyId: number, limit: number) {
  return db
    .selectFrom("product_imports")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Changes a run only while its status is one of `from`; whether it did. */
export async function updateImportIn(
  db: Db,
  id: number,
  from: readonly ProductImportStatus[],
  patch: Updateable<ImportRow>,
): Promise<boolean> {
  const result = await db
    .updateTable("product_imports")
    .set(patch)
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findMapping(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("product_import_mappings")
    .select("mapping")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row?.mapping;
}

export async function saveMapping(db: Db, companyId: number, mapping: string, now: string): Promise<void> {
  await db
    .insertInto("product_import_mappings")
    .values({ company_id: companyId, mapping, updated_at: now })
    .onConflict((oc) => oc.column("company_id").doUpdateSet({ mapping, updated_at: now }))
    .execute();
}

/** The company's product ids after `afterId`, in order, a page at a time (the export reads them so). */
export function findCompanyProductIds(db: Db, companyId: number, afterId: number, limit: number) {
  return db
    .selectFrom("products")
    .select("id")
    .where("company_id", "=", companyId)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => r.id));
}

/** Every row a product's full input is made of, for the given products of the company. */
export async function findProductParts(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return undefined;
  const products = await db
    .selectFrom("products")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  const own = products.map((p) => p.id);
  if (!own.length) return undefined;
  const [texts, pictures, options, tiers, variations, values, certifications] = await Promise.all([
    db.selectFrom("product_texts").selectAll().where("product_id", "in", own).execute(),
    db
      .selectFrom("product_pictures")
      .selectAll()
      .where("product_id", "in", own)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_variation_options")
      .selectAll()
      .where("product_id", "in", own)
      .orderBy("option_code")
      .execute(),
    db
      .selectFrom("product_price_tiers")
      .selectAll()
      .where("product_id", "in", own)
      .orderBy("min_quantity")
      .execute(),
    db
      .selectFrom("product_custom_variations")
      .selectAll()
      .where("product_id", "in", own)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_custom_variation_values as x")
      .innerJoin("product_custom_variations as v", "v.id", "x.variation_id")
      .select(["x.variation_id", "x.name", "x.image_url", "x.position"])
      .where("v.product_id", "in", own)
      .orderBy("x.position")
      .execute(),
    db
      .selectFrom("product_certifications")
      .selectAll()
      .where("product_id", "in", own)
      .orderBy("id")
      .execute(),
  ]);
  return { products, texts, pictures, options, tiers, variations, values, certifications };
}

/** Whether the company's products skip review (what the product write needs to know). */
export function findCompanyTrust(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .select("is_trusted_supplier")
    .where("id", "=", companyId)
    .executeTakeFirst();
}
