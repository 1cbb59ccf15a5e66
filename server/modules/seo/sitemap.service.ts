import { sql } from "kysely";
import { categoryPath, companyPath, productPath } from "#core/rules/slug.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import { CONTENT_PAGE_SLUGS } from "#server/modules/content/index.ts";
import { isSavedSearch, seoLandingPath } from "./seo-landing.ts";

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
  const [products, companies] = await Promise.all([
    db
      .selectFrom("products")
      .select(sql<number>`count(*)`.as("n"))
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow(),
    db.selectFrom("companies").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  const files = ["categories-0", "pages-0"];
  for (let p = 0; p * SITEMAP_PAGE < Number(products.n); p++) files.push(`products-${p}`);
  for (let p = 0; p * SITEMAP_PAGE < Number(companies.n); p++) files.push(`companies-${p}`);
  const entries = files.map(
    (f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
}

/** One sitemap file of page URLs on `origin` (the language's host), or undefined past the end. */
export async function sitemapFile(
  db: Db,
  origin: string,
  lang: string,
  kind: SitemapKind,
  page: number,
): Promise<string | undefined> {
  const paths = await pathsOf(db, lang, kind, page);
  if (!paths.length && !(kind === "categories" && page === 0)) return undefined;
  const entries = paths.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
}

async function pathsOf(db: Db, lang: string, kind: SitemapKind, page: number): Promise<string[]> {
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
    const landings = await db
      .selectFrom("seo_records")
      .select(["id", "seo_url", "search_query"])
      .where("lang", "=", lang)
      .orderBy("id")
      .limit(SITEMAP_PAGE)
      .execute();
    return [
      "/topsearch",
      ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
      ...landings.filter((r) => isSavedSearch(r.search_query)).map((r) => seoLandingPath(r.seo_url, r.id)),
    ];
  }
  if (kind === "companies") {
    const rows = await db
      .selectFrom("companies")
      .select(["id", "name"])
      .orderBy("id")
      .limit(SITEMAP_PAGE)
      .offset(page * SITEMAP_PAGE)
      .execute();
    return rows.map((r) => companyPath(r.name, r.id));
  }
  const rows = await db
    .selectFrom("products as p")
    .leftJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang))
    .leftJoin("product_texts as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.lang", "=", "en"))
    .select(["p.id", sql<string>`coalesce(t.name, en.name, '')`.as("name")])
    .where("p.is_published", "=", true)
    .orderBy("p.id")
    .limit(SITEMAP_PAGE)
    .offset(page * SITEMAP_PAGE)
    .execute();
  return rows.map((r) => productPath(r.name, r.id));
}
