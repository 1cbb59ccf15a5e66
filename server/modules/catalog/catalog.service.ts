import { slugify } from "#core/rules/slug.ts";
import type { CategoryNode, ProductCardData } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { cachedUntilMerchChange } from "../merchandising/merch-revision.ts";
import * as repo from "./catalog.repo.ts";

export async function getCategoryTree(db: Db, lang: string, maxLevel = 3): Promise<CategoryNode[]> {
  const rows = await repo.findCategories(db, lang, maxLevel);
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      code: row.code,
      name: row.name,
      icon: row.icon,
      hasChildren: Number(row.child_count) > 0,
      children: [],
    };
    nodes.set(row.code, node);
    const parent = row.parent_code ? nodes.get(row.parent_code) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parent_code) roots.push(node);
  }
  return roots;
}

export async function getProductCards(
  db: Db,
  lang: string,
  options: Parameters<typeof repo.findProductCards>[2],
): Promise<ProductCardData[]> {
  const rows = await repo.findProductCards(db, lang, options);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    picture: r.picture ?? null,
    currency: r.fob_currency,
    priceMin: r.fob_price_min === null ? null : Number(r.fob_price_min),
    priceMax: r.fob_price_max === null ? null : Number(r.fob_price_max),
    unit: r.fob_unit ?? "piece",
    minOrderQuantity: r.min_order_quantity,
    minOrderUnit: r.min_order_unit ?? r.fob_unit ?? "piece",
    companyId: r.company_id,
    companyName: r.company_name,
    companyVerified: Boolean(r.is_verified),
  }));
}

// Counting every product is a full scan at a million rows; the home page's figures may lag a minute.
const catalogueStats = cachedPerDb(60_000, (db) => repo.countCatalogue(db));

export function getCatalogueStats(db: Db, now = Date.now()) {
  return catalogueStats(db, "", now);
}

export interface CategoryTrailItem {
  code: string;
  name: string;
  hasChildren: boolean;
}

/** The category and its ancestors, root first; undefined for an unknown code. */
export async function getCategoryTrail(
  db: Db,
  lang: string,
  code: string,
): Promise<CategoryTrailItem[] | undefined> {
  const rows = await repo.findCategoryTrail(db, lang, code);
  if (rows.at(-1)?.code !== code) return undefined;
  return rows.map((r) => ({ code: r.code, name: r.name, hasChildren: Number(r.child_count) > 0 }));
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

/** Products the marketplace promotes (the listing's Sponsor Products block). */
export function getSponsorProducts(db: Db, lang: string): Promise<ProductCardData[]> {
  return sponsorProducts(db, lang);
}

// Shown on every listing page and changed by the merchandising console: kept per process, but
// checked against the merchandising revision on every read so a change shows at once everywhere.
const sponsorProducts = cachedUntilMerchChange(60_000, async (db, lang) => {
  const ids = await repo.findMerchandisedProductIds(db, "recommended", SPONSOR_PRODUCTS);
  const cards = new Map((await getProductCards(db, lang, { ids, limit: ids.length })).map((c) => [c.id, c]));
  return ids.flatMap((id) => cards.get(id) ?? []);
});
const SPONSOR_PRODUCTS = 5;

/**
 * The route parser's lookups: a category by the slug of its name in the language
 * (or its code), and a company website by its name key.
 */
export async function findCategoryByKey(db: Db, lang: string, key: string): Promise<string | undefined> {
  const wanted = slugify(key);
  const rows = await repo.findCategories(db, lang, 3);
  return rows.find((r) => r.code === key || slugify(r.name) === wanted)?.code;
}

export async function findCompanyIdByWebsiteKey(db: Db, key: string): Promise<number | undefined> {
  return (await repo.findCompanyWebsiteByKey(db, key.toLowerCase()))?.company_id;
}
