import type { Db } from "#server/db/connect.ts";
import { foldText } from "#server/modules/search/index.ts";

export interface SeoRecordRow {
  id: number;
  lang: string;
  seo_url: string;
  page_title: string;
  page_description: string | null;
  keywords: string | null;
  content_html: string | null;
  category_code: string | null;
  search_query: string;
  created_at: string;
  updated_at: string;
}

export type SeoRecordValues = Omit<SeoRecordRow, "id" | "created_at" | "updated_at">;

export interface SeoListFilter {
  categoryId?: string | undefined;
  language?: string | undefined;
  title?: string | undefined;
}

export async function findSeoRecord(db: Db, id: number): Promise<SeoRecordRow | undefined> {
  return db.selectFrom("seo_records").selectAll().where("id", "=", id).executeTakeFirst();
}

function filtered(db: Db, filter: Omit<SeoListFilter, "title">) {
  let query = db.selectFrom("seo_records");
  if (filter.categoryId) query = query.where("category_code", "=", filter.categoryId);
  if (filter.language) query = query.where("lang", "=", filter.language);
  return query;
}

/**
 * Newest first. The title filter is a "contains" that ignores case and accents in every script,
 * as the product search does (foldText): SQLite's lower() and LIKE fold only A–Z, so the titles
 * are matched here. SEO records are written by hand and number in the hundreds, not millions.
 */
export async function findSeoRecords(db: Db, filter: SeoListFilter, limit: number, offset: number) {
  if (filter.title) {
    const needle = foldText(filter.title);
    const titles = await filtered(db, filter).select(["id", "page_title"]).orderBy("id", "desc").execute();
    const matching = titles.filter((row) => foldText(row.page_title).includes(needle)).map((row) => row.id);
    const page = matching.slice(offset, offset + limit);
    const rows = page.length
      ? await db.selectFrom("seo_records").selectAll().where("id", "in", page).orderBy("id", "desc").execute()
      : [];
    return { rows, total: matching.length };
  }
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertSeoRecord(db: Db, values: SeoRecordValues): Promise<number> {
  const row = await db.insertInto("seo_records").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeoRecordRow(db: Db, id: number, values: SeoRecordValues): Promise<boolean> {
  const result = await db
    .updateTable("seo_records")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSeoRecordRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("seo_records").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every SEO record, in every language. */
export async function countSeoRecords(db: Db): Promise<number> {
  const row = await db
    .selectFrom("seo_records")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest record whose seo_url is the page's path, in `lang`. */
export function findSeoRecordByPath(db: Db, lang: string, path: string) {
  return db
    .selectFrom("seo_records")
    .select(["page_title", "page_description", "keywords"])
    .where("lang", "=", lang)
    .where("seo_url", "=", path)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** A language's records in id order, with what the sitemap needs of them. */
export function findSeoRecordAddresses(db: Db, lang: string, limit: number) {
  return db
    .selectFrom("seo_records")
    .select(["id", "seo_url", "search_query"])
    .where("lang", "=", lang)
    .orderBy("id")
    .limit(limit)
    .execute();
}
