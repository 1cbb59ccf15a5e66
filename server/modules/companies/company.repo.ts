import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

export function findCompanyRow(db: Db, id: number) {
  return db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The company's texts in `lang`, else English, else any language it has. */
export function findCompanyText(db: Db, id: number, lang: string) {
  return db
    .selectFrom("company_texts")
    .select(["introduction_html", "main_products"])
    .where("company_id", "=", id)
    .orderBy(sql`case when lang = ${lang} then 0 when lang = 'en' then 1 else 2 end`)
    .orderBy("lang")
    .executeTakeFirst();
}

export async function findBusinessTypes(db: Db, id: number) {
  const rows = await db
    .selectFrom("company_business_types")
    .select("business_type")
    .where("company_id", "=", id)
    .orderBy("business_type")
    .execute();
  return rows.map((r) => r.business_type);
}

export function findCertifications(db: Db, id: number) {
  return db
    .selectFrom("company_certifications")
    .selectAll()
    .where("company_id", "=", id)
    .orderBy("end_date", "desc")
    .orderBy("id")
    .execute();
}

export function findWebsite(db: Db, id: number) {
  return db
    .selectFrom("company_websites")
    .select(["theme_color", "banner_pictures"])
    .where("company_id", "=", id)
    .executeTakeFirst();
}

/** The company's categories, named in `lang` (English as fallback; null when neither exists). */
export function findCompanyCategories(db: Db, id: number, lang: string) {
  return db
    .selectFrom("company_categories as cc")
    .innerJoin("categories as c", "c.code", "cc.category_code")
    .leftJoin("category_names as n", (j) => j.onRef("n.category_code", "=", "c.code").on("n.lang", "=", lang))
    .leftJoin("category_names as en", (j) =>
      j.onRef("en.category_code", "=", "c.code").on("en.lang", "=", "en"),
    )
    .select(["c.code", "c.level", sql<string | null>`coalesce(n.name, en.name)`.as("name")])
    .where("cc.company_id", "=", id)
    .orderBy("c.code")
    .execute();
}
