import { z } from "zod";
import { slugify } from "#core/rules/slug.ts";
import { parseId } from "#core/schemas/id.ts";
import type { Db } from "#server/db/connect.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { findSeoRecord } from "./seo-records.repo.ts";

/**
 * The saved search of an SEO landing page (seo_records.search_query): which listing (search
 * type and its key, as in the listing routes) and the listing's query string (filters, limit).
 */
export const SavedSearchSchema = z.object({
  kind: z.enum(["c", "f", "pp", "cp"]),
  key: z.string().trim().min(1).max(200),
  params: z.string().max(4000).default(""),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export interface SeoLanding {
  id: number;
  lang: string;
  seoUrl: string;
  title: string;
  description: string | null;
  keywords: string | null;
  contentHtml: string | null;
  search: SavedSearch | undefined;
}

/** An SEO record with its landing content (HTML sanitised) and saved search, or undefined. */
export async function getSeoLanding(db: Db, id: number): Promise<SeoLanding | undefined> {
  if (parseId(id) === undefined) return undefined;
  const row = await findSeoRecord(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    lang: row.lang,
    seoUrl: row.seo_url,
    title: row.page_title,
    description: row.page_description,
    keywords: row.keywords,
    contentHtml: row.content_html ? sanitizeRichText(row.content_html) : null,
    search: parseSavedSearch(row.search_query),
  };
}

/** Whether a stored search_query is a usable saved search (records without one are meta tags only). */
export const isSavedSearch = (json: string) => parseSavedSearch(json) !== undefined;

function parseSavedSearch(json: string): SavedSearch | undefined {
  try {
    const parsed = SavedSearchSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The landing page's canonical path ({seoUrl}/sp/{seoId}) and its category form (…/sc/{seoId}/{c}). */
export const seoLandingPath = (seoUrl: string, id: number) =>
  `/${encodeURIComponent(slugify(seoUrl))}/sp/${id}`;
export const seoCategoryPath = (seoUrl: string, id: number, categoryCode: string) =>
  `/${encodeURIComponent(slugify(seoUrl))}/sc/${id}/${categoryCode}`;
