import { categoryPath, companyPath, productPath } from "#core/rules/slug.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { RFQ_BOARD_PATH, rfqCategoryPath } from "#core/urls/rfq-paths.ts";
import { findCategories, getCategoryTree } from "#server/modules/categories/index.ts";
import { countCompanyRows, findCompanyNamePage } from "#server/modules/companies/index.ts";
import { CONTENT_PAGE_SLUGS } from "#server/modules/content/index.ts";
import { countPublishedProducts, findProductNamePage } from "#server/modules/products/index.ts";
import { openRfqCategoriesForSitemap } from "#server/modules/rfqs/index.ts";
import { isSavedSearch, seoLandingPath } from "./seo-landing.ts";
import { findSeoRecordAddresses } from "./seo-records.repo.ts";

/** The database, and the clock that says which requests for quotation are still open. */
export type SitemapDeps = Pick<AppDeps, "db" | "clock">;

/** At most this many URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_PAGE = 50_000;
export type SitemapKind = "categories" | "pages" | "products" | "companies";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** The sitemap index: one file of categories, one of static and landing pages, and as many files of products and companies as needed. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const [products, companies] = await Promise.all([countPublishedProducts(db), countCompanyRows(db)]);
  const files = ["categories-0", "pages-0"];
  for (let p = 0; p * SITEMAP_PAGE < products; p++) files.push(`products-${p}`);
  for (let p = 0; p * SITEMAP_PAGE < companies; p++) files.push(`companies-${p}`);
  const entries = files.map(
    (f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
}

/** One sitemap file of page URLs on `origin` (the language's host), or undefined past the end. */
export async function sitemapFile(
  deps: SitemapDeps,
  origin: string,
  lang: string,
  kind: SitemapKind,
  page: number,
): Promise<string | undefined> {
  const paths = await pathsOf(deps, lang, kind, page);
  if (!paths.length && !(kind === "categories" && page === 0)) return undefined;
  const entries = paths.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
}

/**
 * The board of open requests for quotation and each category's board, named in the language:
 * only while they list something (an empty board is not worth a search engine's visit).
 */
async function rfqBoardPaths(deps: SitemapDeps, lang: string): Promise<string[]> {
  const open = await openRfqCategoriesForSitemap(deps);
  if (!open.length) return [];
  const names = new Map(
    (await findCategories(deps.db, lang, 3)).map((c) => [c.code, c.name ?? c.code] as const),
  );
  return [
    RFQ_BOARD_PATH,
    ...open
      .filter((c) => names.has(c.categoryCode))
      .map((c) => rfqCategoryPath(names.get(c.categoryCode)!, c.categoryCode)),
  ];
}

async function pathsOf(deps: SitemapDeps, lang: string, kind: SitemapKind, page: number): Promise<string[]> {
  const { db } = deps;
  if (kind === "categories") {
    if (page > 0) return [];
    const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
      nodes.flatMap((c) => [c, ...flatten(c.children)]);
    const categories = flatten(await getCategoryTree(db, lang, 3));
    return [
      "/",
      "/categories",
      "/browse-country",
      ...categories.map((c) => categoryPath(c.name, c.code, c.hasChildren)),
    ];
  }
  if (kind === "pages") {
    if (page > 0) return [];
    const landings = await findSeoRecordAddresses(db, lang, SITEMAP_PAGE);
    return [
      "/topsearch",
      ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
      ...landings.filter((r) => isSavedSearch(r.search_query)).map((r) => seoLandingPath(r.seo_url, r.id)),
      ...(await rfqBoardPaths(deps, lang)),
    ];
  }
  if (kind === "companies") {
    const rows = await findCompanyNamePage(db, SITEMAP_PAGE, page * SITEMAP_PAGE);
    return rows.map((r) => companyPath(r.name, r.id));
  }
  const rows = await findProductNamePage(db, lang, SITEMAP_PAGE, page * SITEMAP_PAGE);
  return rows.map((r) => productPath(r.name, r.id));
}
