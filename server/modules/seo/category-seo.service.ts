import { isLang } from "#core/i18n/languages.ts";
import { type CategorySeoInput, CategorySeoInputSchema } from "#core/schemas/seo.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import { categoryExists } from "#server/modules/categories/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as repo from "./category-seo.repo.ts";

/** Category SEO exactly as stored for one category and language (no English fallback: the editor's view). */
export interface CategorySeoEntry {
  categoryId: string;
  language: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  content: string | null;
  banners: string[];
  /** False when nothing is stored yet (the listing then falls back to English, then to its own texts). */
  exists: boolean;
}

export async function getCategorySeoEntry(
  db: Db,
  user: Actor,
  categoryId: string,
  language: string,
): Promise<CategorySeoEntry> {
  requireStaff(user);
  const row = await repo.findCategorySeoEntry(db, categoryId, language);
  return {
    categoryId,
    language,
    title: row?.title ?? null,
    description: row?.description ?? null,
    keywords: row?.keywords ?? null,
    content: row?.content_html ?? null,
    banners: row ? parseBanners(row.banners) : [],
    exists: row !== undefined,
  };
}

function parseBanners(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((b): b is string => typeof b === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Writes (inserts or replaces) a category's SEO in one language. The listing page reads the
 * table on every request, so the change shows at once in every worker process.
 */
export async function saveCategorySeo(
  db: Db,
  user: Actor,
  categoryId: string,
  language: string,
  raw: unknown,
): Promise<CategorySeoEntry> {
  requireStaff(user);
  await requireCategoryAndLanguage(db, categoryId, language);
  const input: CategorySeoInput = parseOrThrow(CategorySeoInputSchema, raw);
  const values = {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    content_html: input.content ? sanitizeRichText(input.content).trim() || null : null,
    banners: JSON.stringify(input.banners),
  };
  await auditedChange(
    db,
    user,
    {
      action: "seo.category",
      entity: "category_seo",
      entityId: `${categoryId}/${language}`,
      details: { categoryId, language, title: input.title, banners: input.banners.length },
    },
    async (trx) => {
      await repo.upsertCategorySeo(trx, categoryId, language, values);
      await recordSeoChange(trx);
    },
  );
  return getCategorySeoEntry(db, user, categoryId, language);
}

/** Removes a category's SEO in one language (the listing falls back to English, then its own texts). */
export async function clearCategorySeo(db: Db, user: Actor, categoryId: string, language: string) {
  requireStaff(user);
  await requireCategoryAndLanguage(db, categoryId, language);
  await auditedChange(
    db,
    user,
    {
      action: "seo.category",
      entity: "category_seo",
      entityId: `${categoryId}/${language}`,
      details: { categoryId, language, cleared: true },
    },
    async (trx) => {
      if (!(await repo.deleteCategorySeo(trx, categoryId, language))) throw new AppError("not_found");
      await recordSeoChange(trx);
    },
  );
}

async function requireCategoryAndLanguage(db: Db, categoryId: string, language: string) {
  const fields: Record<string, string> = {};
  if (!(await categoryExists(db, categoryId))) fields.categoryId = "seoConsole.errors.category";
  if (!isLang(language)) fields.language = "seoConsole.errors.language";
  if (Object.keys(fields).length) throw new AppError("invalid_data", undefined, fields);
}

export interface CategorySeo {
  title: string | null;
  description: string | null;
  keywords: string | null;
  contentHtml: string | null;
  banners: string[];
}

/** Category SEO texts and banners in `lang` (English fallback); content HTML sanitised. */
export async function getCategorySeo(db: Db, lang: string, code: string): Promise<CategorySeo | undefined> {
  const row = await repo.findCategorySeo(db, lang, code);
  if (!row) return undefined;
  return {
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    contentHtml: row.content_html ? sanitizeRichText(row.content_html) : null,
    banners: jsonList(row.banners),
  };
}

/** Cached pages show SEO texts: the change feed tells every process (docs/decisions/035-page-cache.md). */
export function recordSeoChange(db: Db): Promise<void> {
  return recordSearchChange(db, "seo", 0);
}
