import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

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

function filtered(db: Db, filter: SeoListFilter) {
  let query = db.selectFrom("seo_records");
  if (filter.categoryId) query = query.where("category_code", "=", filter.categoryId);
  if (filter.language) query = query.where("lang", "=", filter.language);
  if (filter.title) {
    // Case-insensitive "contains" on both databases; the user's % and _ are taken literally.
    const pattern = `%${filter.title.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(page_title) like ${pattern} escape '\\'`);
  }
  return query;
}

/** Newest first. */
export async function findSeoRecords(db: Db, filter: SeoListFilter, limit: number, offset: number) {
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

export async function categoryExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom("categories").select("code").where("code", "=", code).executeTakeFirst();
  return row !== undefined;
}
