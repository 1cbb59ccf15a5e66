import type { Lang } from "#core/i18n/languages.ts";
import type {
  FilterOptionsQuery,
  OptionPage,
  ProductQuery,
  ProductSearchResult,
  ProductSummary,
  ProductSummaryRow,
  TextMatch,
} from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import type { SearchIndexAccess } from "./index-access.ts";
import { langOf, toEngineQuery } from "./local-index-access.ts";
import * as repo from "./listing.repo.ts";
import { queryTerms } from "./text-tokens.ts";

export interface SearchDeps {
  db: Db;
  /** The machine's search index: in this process or in the shared search process (index-access.ts). */
  searchIndex: SearchIndexAccess;
  /** Now, for the suppliers' years on Caravan. */
  clock: Clock;
}

export { toEngineQuery };

/** The listing: one page of products, the total, and every group's counts in the language. */
export async function searchProducts(deps: SearchDeps, q: ProductQuery): Promise<ProductSearchResult> {
  const lang = langOf(q.language);
  const [hits, isChildCategory] = await Promise.all([
    deps.searchIndex.listing(q),
    q.categoryCode ? parentCategories(deps.db).then((parents) => !parents.has(q.categoryCode!)) : false,
  ]);
  const products = await findSummaries(deps, lang, hits.productIds);
  return {
    products,
    totalCount: hits.total,
    ...(hits.suggestion ? { suggestion: hits.suggestion } : {}),
    ...(hits.partial && hits.total > 0 ? { someWords: true } : {}),
    isChildCategory,
    aggregations: hits.aggregations,
  };
}

/** One page of one group's options, optionally searched by name (the panel's lists). */
export function filterOptions(deps: SearchDeps, q: FilterOptionsQuery): Promise<OptionPage> {
  return deps.searchIndex.optionPage(q);
}

/** Hit counts of a text search per root category and its sub-categories (at most 999 hits are counted). */
export async function textMatches(
  deps: SearchDeps,
  text: string,
  language: string,
  limit = 999,
): Promise<TextMatch[]> {
  if (!queryTerms(text).length) return [];
  const [counts, tree] = await Promise.all([
    deps.searchIndex.textMatchCounts(text, language),
    getCategoryTree(deps.db, langOf(language), 2),
  ]);
  const node = (code: string, name: string): TextMatch => ({
    categoryID: code,
    categoryName: name,
    hitCount: counts[code] ?? 0,
    subCategories: [],
  });
  return tree
    .map((root) => ({
      ...node(root.code, root.name),
      subCategories: root.children
        .map((child) => node(child.code, child.name))
        .filter((c) => c.hitCount > 0)
        .sort((a, b) => b.hitCount - a.hitCount),
    }))
    .filter((r) => r.hitCount > 0)
    .sort((a, b) => b.hitCount - a.hitCount)
    .slice(0, limit);
}

/** Places of origin that products have, code → name in the language. */
export function originNames(deps: SearchDeps, language: string): Promise<Record<string, string>> {
  return deps.searchIndex.originNames(language);
}

/** Every place of origin with its number of products, by name in the language. */
export function originCounts(
  deps: SearchDeps,
  language: string,
): Promise<{ code: string; name: string; count: number }[]> {
  return deps.searchIndex.originCounts(language);
}

export function toSummaryRow(p: ProductSummary): ProductSummaryRow {
  return [
    p.id,
    p.pictures,
    p.name,
    p.currency,
    p.priceMin,
    p.priceMax,
    p.minOrderUnit,
    p.minOrderQuantity,
    p.companyName,
    p.placeOfOrigin,
    p.companyId,
  ];
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * The page's cards. Their suppliers' response rates come from the inquiries (the deals module,
 * which sits above this one: importing it here would make a cycle), so callers that show them
 * fill them in with its `withResponseRates`.
 */
async function findSummaries(deps: SearchDeps, lang: Lang, ids: number[]): Promise<ProductSummary[]> {
  const rows = await repo.findProductSummaries(deps.db, lang, ids);
  const now = deps.clock.now();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    picture: r.pictures[0] ?? null,
    pictures: r.pictures,
    currency: r.fob_currency,
    priceMin: r.fob_price_min === null ? null : Number(r.fob_price_min),
    priceMax: r.fob_price_max === null ? null : Number(r.fob_price_max),
    unit: r.fob_unit ?? "piece",
    minOrderQuantity: r.min_order_quantity,
    minOrderUnit: r.min_order_unit ?? r.fob_unit ?? "piece",
    companyId: r.company_id,
    companyName: r.company_name,
    companyVerified: Boolean(r.is_verified),
    placeOfOrigin: r.place_of_origin,
    companyCountry: r.company_country,
    companyYears: Math.max(0, Math.floor((now - Date.parse(r.company_created_at)) / YEAR_MS)),
    responseRate: null,
    priceTiers: r.priceTiers,
    leadTimeDays: r.delivery_days,
    certifications: r.certifications,
  }));
}

// The category tree changes only when an admin edits it; a minute of lag saves a query a search.
const parentCategories = cachedPerDb(60_000, (db) => repo.findParentCategoryCodes(db), { changesWith: [] });
