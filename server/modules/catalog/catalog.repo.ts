import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/** Categories with their name in `lang` (English, then the code, as fallback) and child count. */
function namedCategories(db: Db, lang: string) {
  return db
    .selectFrom("categories as c")
    .leftJoin("category_names as n", (j) => j.onRef("n.category_code", "=", "c.code").on("n.lang", "=", lang))
    .leftJoin("category_names as en", (j) =>
      j.onRef("en.category_code", "=", "c.code").on("en.lang", "=", "en"),
    )
    .select([
      "c.code",
      "c.parent_code",
      "c.level",
      "c.icon",
      "c.header_image_url",
      sql<string>`coalesce(n.name, en.name, c.code)`.as("name"),
      sql<number>`(select count(*) from categories k where k.parent_code = c.code)`.as("child_count"),
    ]);
}

/** Categories down to `maxLevel`, in the tree's order. */
export async function findCategories(db: Db, lang: string, maxLevel: number) {
  return namedCategories(db, lang)
    .where("c.level", "<=", maxLevel)
    .orderBy("c.level")
    .orderBy("c.position")
    .orderBy("c.code")
    .execute();
}

export async function countCatalogue(db: Db) {
  const [products, suppliers, countries] = await Promise.all([
    db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("companies")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db.selectFrom("companies").select(sql<number>`count(distinct country)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), suppliers: Number(suppliers.n), countries: Number(countries.n) };
}

/** Card data of products, named in `lang` with English as fallback. */
export async function findProductCards(
  db: Db,
  lang: string,
  options: { limit: number; newestFirst?: boolean; ids?: number[] },
) {
  let query = db
    .selectFrom("products as p")
    .innerJoin("companies as co", "co.id", "p.company_id")
    .leftJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang))
    .leftJoin("product_texts as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.lang", "=", "en"))
    .leftJoin("product_pictures as pic", (j) =>
      j.onRef("pic.product_id", "=", "p.id").on("pic.position", "=", 0),
    )
    .select([
      "p.id",
      sql<string>`coalesce(t.name, en.name, '')`.as("name"),
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
    ])
    .where("p.is_published", "=", true);
  if (options.ids) query = query.where("p.id", "in", options.ids.length ? options.ids : [-1]);
  if (options.newestFirst) query = query.orderBy("p.id", "desc");
  return query.limit(options.limit).execute();
}

/** A category and its ancestors, root first, named in `lang` (English, then the code, as fallback). */
export async function findCategoryTrail(db: Db, lang: string, code: string) {
  const codes = [];
  for (let end = 3; end <= code.length; end += 3) codes.push(code.slice(0, end));
  // A code shorter than one level ("0") names nothing; PostgreSQL refuses an empty `in ()`.
  if (!codes.length) return [];
  return namedCategories(db, lang).where("c.code", "in", codes).orderBy("c.level").execute();
}

export async function findCategorySeo(db: Db, lang: string, code: string) {
  return db
    .selectFrom("category_seo")
    .selectAll()
    .where("category_code", "=", code)
    .where("lang", "in", [lang, "en"])
    .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
    .executeTakeFirst();
}

export async function findMerchandisedProductIds(db: Db, kind: "recommended" | "opportunity", limit: number) {
  const rows = await db
    .selectFrom("home_products")
    .select("product_id")
    .where("kind", "=", kind)
    .orderBy("position")
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_id);
}

export async function findCompanyWebsiteByKey(db: Db, key: string) {
  return db
    .selectFrom("company_websites")
    .select(["company_id"])
    .where("name_key", "=", key)
    .executeTakeFirst();
}
