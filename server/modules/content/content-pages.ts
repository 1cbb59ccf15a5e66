import { LANG_CODES } from "#core/i18n/languages.ts";
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from "#core/urls/content-pages.ts";
import type { Db } from "#server/db/connect.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import * as repo from "./content.repo.ts";
import { DEFAULT_CONTENT_PAGES } from "./default-pages/index.ts";

export { CONTENT_PAGE_SLUGS, type ContentPageSlug };

export function isContentPageSlug(slug: string): slug is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
}

/**
 * Writes the shipped texts of the static pages for every language that has none yet, so a new
 * installation has real pages and an administrator's edits are never overwritten.
 */
export async function installDefaultContentPages(db: Db): Promise<void> {
  const rows = LANG_CODES.flatMap((lang) =>
    CONTENT_PAGE_SLUGS.map((slug) => ({
      slug,
      lang,
      title: DEFAULT_CONTENT_PAGES[lang][slug].title,
      body_html: DEFAULT_CONTENT_PAGES[lang][slug].bodyHtml,
    })),
  );
  await repo.insertMissingContentPages(db, rows);
}

export interface ContentPage {
  title: string;
  bodyHtml: string;
  /** The language the text is in: the page's, or English when it has no text of its own. */
  lang: string;
  updatedAt: string;
  /** The first paragraph as plain text, for the meta description. */
  summary: string;
}

/** A static page in `lang` (English as fallback), its HTML sanitised; undefined when there is none. */
export async function getContentPage(db: Db, lang: string, slug: string): Promise<ContentPage | undefined> {
  if (!isContentPageSlug(slug)) return undefined;
  const row = await repo.findContentPage(db, lang, slug);
  if (!row) return undefined;
  const bodyHtml = sanitizeRichText(row.body_html);
  return {
    title: row.title,
    bodyHtml,
    lang: row.lang,
    updatedAt: new Date(row.updated_at).toISOString(),
    summary: summaryOf(bodyHtml),
  };
}

const SUMMARY_LENGTH = 160;

function summaryOf(html: string): string {
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const text = firstParagraph
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...text];
  return chars.length <= SUMMARY_LENGTH
    ? text
    : `${chars
        .slice(0, SUMMARY_LENGTH - 1)
        .join("")
        .trimEnd()}…`;
}
