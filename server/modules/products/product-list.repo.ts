import { type ExpressionBuilder, sql } from "kysely";
import type { ProductListStatus } from "#core/schemas/product-list.ts";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";
import type { Database } from "#server/db/schema.ts";

/** What the workspace list filters on; every part optional and combined with "and". */
export interface ProductListFilter {
  status?: ProductListStatus;
  /** A category code: its products and those of the categories below it. */
  category?: string;
  /** Words of a name in any language, or of the supplier's SKU. */
  search?: string;
  /** Fewer than `languageCount` languages done. */
  missingTranslations?: { languageCount: number };
  /** A certificate ending on or before this day (YYYY-MM-DD). */
  certificateEndsBy?: string;
  cartEnabled?: boolean;
}

type Eb = ExpressionBuilder<Database & { p: Database["products"] }, "p">;

/**
 * The languages whose text is done: the source, and each translation made from the source as it
 * is now (its digest is the source's; a text with no digest, written before provenance was kept,
 * counts as done). A translation of an older source is outdated, not done.
 */
function doneLanguages(eb: Eb) {
  return eb
    .selectFrom("product_texts as t")
    .select((e) => e.fn.countAll<number>().as("n"))
    .whereRef("t.product_id", "=", "p.id")
    .where((e) =>
      e.or([
        e("t.origin", "=", "source"),
        e("t.source_digest", "is", null),
        e(
          "t.source_digest",
          "=",
          e.fn.coalesce(
            e
              .selectFrom("product_texts as s")
              .select("s.source_digest")
              .whereRef("s.product_id", "=", "t.product_id")
              .where("s.origin", "=", "source")
              .limit(1),
            e.ref("t.source_digest"),
          ),
        ),
      ]),
    );
}

/** `%text%` for LIKE, with the wildcards a person typed taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, companyId: number, filter: ProductListFilter) {
  let query = db.selectFrom("products as p").where("p.company_id", "=", companyId);
  if (filter.status) query = query.where("p.status", "=", filter.status);
  if (filter.category) query = query.where("p.category_code", "like", `${filter.category}%`);
  if (filter.cartEnabled) query = query.where("p.is_cart_available", "=", true);
  if (filter.search) {
    const pattern = containing(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${eb.ref("p.supplier_sku")})`, "like", sql`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom("product_texts as st")
            .select("st.product_id")
            .whereRef("st.product_id", "=", "p.id")
            .where((e) => e(sql`lower(${e.ref("st.name")})`, "like", sql`${pattern} escape '\\'`)),
        ),
      ]),
    );
  }
  const languages = filter.missingTranslations?.languageCount;
  if (languages) query = query.where((eb) => eb(doneLanguages(eb), "<", languages));
  const endsBy = filter.certificateEndsBy;
  if (endsBy)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_certifications as c")
          .select("c.id")
          .whereRef("c.product_id", "=", "p.id")
          .where("c.end_date", "is not", null)
          .where("c.end_date", "<=", endsBy),
      ),
    );
  return query;
}

/** One page of the company's products, the last changed first, named in `lang` (else English, else their source). */
export function findCompanyProducts(
  db: Db,
  companyId: number,
  lang: string,
  filter: ProductListFilter,
  page: { limit: number; offset: number },
) {
  const base = filtered(db, companyId, filter)
    .leftJoin("product_pictures as pic", (j) =>
      j.onRef("pic.product_id", "=", "p.id").on("pic.position", "=", 0),
    )
    .select((eb) => [
      "p.id",
      "pic.url as picture",
      "p.supplier_sku",
      "p.status",
      "p.status_reason",
      "p.fob_currency",
      "p.fob_price_min",
      "p.fob_price_max",
      "p.fob_unit",
      "p.min_order_quantity",
      "p.min_order_unit",
      "p.is_cart_available",
      "p.updated_at",
      doneLanguages(eb).as("languages_done"),
      eb
        .exists(
          eb
            .selectFrom("product_change_requests as r")
            .select("r.id")
            .whereRef("r.product_id", "=", "p.id")
            .where("r.status", "=", "pending"),
        )
        .as("has_pending_change"),
      // The operator's reason when the latest change request was rejected.
      eb
        .selectFrom("product_change_requests as r")
        .select("r.reason")
        .whereRef("r.product_id", "=", "p.id")
        .where("r.status", "=", "rejected")
        .where((e) =>
          e(
            "r.id",
            "=",
            e
              .selectFrom("product_change_requests as r2")
              .select((x) => x.fn.max("r2.id").as("id"))
              .whereRef("r2.product_id", "=", "p.id"),
          ),
        )
        .as("change_rejected_reason"),
    ]);
  return selectLocalized(base, "product_texts", "p.id", lang, "name", {
    fallback: sql`coalesce((select min(f.name) from product_texts f where f.product_id = ${sql.ref("p.id")} and f.origin = 'source'), '')`,
  })
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCompanyProducts(
  db: Db,
  companyId: number,
  filter: ProductListFilter,
): Promise<number> {
  const row = await filtered(db, companyId, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The categories the company's products are in, named in `lang`, for the list's filter. */
export function findCompanyProductCategories(db: Db, companyId: number, lang: string) {
  return selectLocalized(
    db
      .selectFrom("categories as c")
      .select("c.code")
      .where(
        "c.code",
        "in",
        db.selectFrom("products").select("category_code").where("company_id", "=", companyId),
      ),
    "category_names",
    "c.code",
    lang,
    "name",
    { fallback: sql.ref("c.code") },
  )
    .orderBy("name")
    .execute();
}

/** How many of `ids` are the company's products (the bulk form's check before anything changes). */
export async function countOwnProducts(db: Db, companyId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The company's products by status (all of them, whatever the filters). */
export async function countCompanyProductsByStatus(db: Db, companyId: number) {
  const rows = await db
    .selectFrom("products")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("company_id", "=", companyId)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
    Record<ProductListStatus, number>
  >;
}
