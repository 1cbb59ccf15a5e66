import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

export interface CategorySeoValues {
  title: string | null;
  description: string | null;
  keywords: string | null;
  content_html: string | null;
  banners: string;
}

/** A category's SEO in `lang`, else in English. */
export async function findCategorySeo(db: Db, lang: string, code: string) {
  return db
    .selectFrom("category_seo")
    .selectAll()
    .where("category_code", "=", code)
    .where("lang", "in", [lang, "en"])
    .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
    .executeTakeFirst();
}

/** A category's SEO exactly as stored in one language (no fallback). */
export function findCategorySeoEntry(db: Db, code: string, lang: string) {
  return db
    .selectFrom("category_seo")
    .selectAll()
    .where("category_code", "=", code)
    .where("lang", "=", lang)
    .executeTakeFirst();
}

export async function upsertCategorySeo(db: Db, code: string, lang: string, values: CategorySeoValues) {
  await db
    .insertInto("category_seo")
    .values({ category_code: code, lang, ...values })
    .onConflict((oc) => oc.columns(["category_code", "lang"]).doUpdateSet(values))
    .execute();
}

/** False when there was nothing to delete. */
export async function deleteCategorySeo(db: Db, code: string, lang: string): Promise<boolean> {
  const result = await db
    .deleteFrom("category_seo")
    .where("category_code", "=", code)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
