import type { PageSeo } from "#core/schemas/seo.ts";
import type { Db } from "#server/db/connect.ts";
import * as repo from "./seo-records.repo.ts";

/**
 * The SEO record an editor wrote for a page of the site (its seo_url is the page's path, such as
 * "/" or "/categories"), in the language; undefined when there is none and the page's own
 * generated title and description apply. Landing pages' records have a name, not a path.
 */
export async function findPageSeo(db: Db, lang: string, path: string): Promise<PageSeo | undefined> {
  const row = await repo.findSeoRecordByPath(db, lang, path);
  return row
    ? { title: row.page_title, description: row.page_description, keywords: row.keywords }
    : undefined;
}
