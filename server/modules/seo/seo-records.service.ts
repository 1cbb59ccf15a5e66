import { type SeoRecordInput, SeoRecordInputSchema } from "#core/schemas/seo.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import { categoryExists } from "#server/modules/categories/index.ts";
import { type SavedSearch, SavedSearchSchema, seoLandingPath } from "./seo-landing.ts";
import { recordSeoChange } from "./category-seo.service.ts";
import * as repo from "./seo-records.repo.ts";

/** An SEO record as the API answers it and the console shows it. */
export interface SeoRecord {
  _id: number;
  language: string;
  pageTitle: string;
  pageDescription: string | null;
  keywords: string | null;
  seoUrl: string;
  categoryId: string | null;
  seoContent: string | null;
  search: SavedSearch | null;
  /** Where the record shows on its language's host: the page's path, the landing page, or null. */
  publicPath: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SeoRecordPage {
  total: number;
  page: number;
  size: number;
  items: SeoRecord[];
}

export const SEO_MAX_PAGE_SIZE = 100;

function toRecord(row: repo.SeoRecordRow): SeoRecord {
  const search = parseSearch(row.search_query);
  return {
    _id: row.id,
    language: row.lang,
    pageTitle: row.page_title,
    pageDescription: row.page_description,
    keywords: row.keywords,
    seoUrl: row.seo_url,
    categoryId: row.category_code,
    seoContent: row.content_html,
    search,
    publicPath: row.seo_url.startsWith("/")
      ? row.seo_url
      : search
        ? seoLandingPath(row.seo_url, row.id)
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseSearch(json: string): SavedSearch | null {
  try {
    const parsed = SavedSearchSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Validates a record as a whole: the shape (shared with the console's form), then what only the
 * database knows: that the category and a category search's category exist. HTML is sanitised
 * before it is stored, so every reader gets safe content.
 */
async function validate(db: Db, raw: unknown): Promise<repo.SeoRecordValues> {
  const input: SeoRecordInput = parseOrThrow(SeoRecordInputSchema, raw);
  const fields: Record<string, string> = {};
  if (input.categoryId && !(await categoryExists(db, input.categoryId)))
    fields.categoryId = "seoConsole.errors.category";
  if (input.search?.kind === "c" && !(await categoryExists(db, input.search.key)))
    fields.search = "seoConsole.errors.searchKey";
  if (Object.keys(fields).length) throw new AppError("invalid_data", undefined, fields);
  const content = input.seoContent ? sanitizeRichText(input.seoContent).trim() : "";
  return {
    lang: input.language,
    seo_url: input.seoUrl,
    page_title: input.pageTitle,
    page_description: input.pageDescription,
    keywords: input.keywords,
    content_html: content || null,
    // A category landing page belongs to its category unless the editor chose another.
    category_code: input.categoryId ?? (input.search?.kind === "c" ? input.search.key : null),
    search_query: JSON.stringify(input.search ?? {}),
  };
}

/** The SEO list: filtered by category, language and a part of the title; newest first. */
export async function listSeoRecords(
  db: Db,
  user: Actor,
  options: { page: number; size: number } & repo.SeoListFilter,
): Promise<SeoRecordPage> {
  requireStaff(user);
  const page = Math.max(1, Math.floor(options.page));
  const size = Math.min(SEO_MAX_PAGE_SIZE, Math.max(1, Math.floor(options.size)));
  const { rows, total } = await repo.findSeoRecords(
    db,
    { categoryId: options.categoryId, language: options.language, title: options.title?.trim() },
    size,
    (page - 1) * size,
  );
  return { total, page, size, items: rows.map(toRecord) };
}

export async function getSeoRecord(db: Db, user: Actor, id: number): Promise<SeoRecord> {
  requireStaff(user);
  const row = await repo.findSeoRecord(db, id);
  if (!row) throw new AppError("not_found");
  return toRecord(row);
}

const auditDetails = (record: { lang: string; page_title: string; seo_url: string }) => ({
  language: record.lang,
  pageTitle: record.page_title,
  seoUrl: record.seo_url,
});

export async function createSeoRecord(db: Db, user: Actor, raw: unknown): Promise<SeoRecord> {
  requireStaff(user);
  const values = await validate(db, raw);
  const id = await auditedChange(
    db,
    user,
    (newId: number) => ({
      action: "seo.create",
      entity: "seo_record",
      entityId: newId,
      details: auditDetails(values),
    }),
    async (trx) => {
      const newId = await repo.insertSeoRecord(trx, values);
      await recordSeoChange(trx);
      return newId;
    },
  );
  return toRecord((await repo.findSeoRecord(db, id))!);
}

export async function updateSeoRecord(db: Db, user: Actor, id: number, raw: unknown): Promise<SeoRecord> {
  requireStaff(user);
  // Unknown ids answer 404 before the body is judged: there is nothing to correct.
  if (!(await repo.findSeoRecord(db, id))) throw new AppError("not_found");
  const values = await validate(db, raw);
  await auditedChange(
    db,
    user,
    { action: "seo.update", entity: "seo_record", entityId: id, details: auditDetails(values) },
    async (trx) => {
      if (!(await repo.updateSeoRecordRow(trx, id, values))) throw new AppError("not_found");
      await recordSeoChange(trx);
    },
  );
  return toRecord((await repo.findSeoRecord(db, id))!);
}

export async function deleteSeoRecord(db: Db, user: Actor, id: number): Promise<void> {
  requireStaff(user);
  const row = await repo.findSeoRecord(db, id);
  if (!row) throw new AppError("not_found");
  await auditedChange(
    db,
    user,
    { action: "seo.delete", entity: "seo_record", entityId: id, details: auditDetails(row) },
    async (trx) => {
      if (!(await repo.deleteSeoRecordRow(trx, id))) throw new AppError("not_found");
      await recordSeoChange(trx);
    },
  );
}
