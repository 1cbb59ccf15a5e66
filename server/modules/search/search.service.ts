import { countryName } from "#core/i18n/format.ts";
import { isLang, type Lang, languageInfo } from "#core/i18n/languages.ts";
import {
  FILTER_OPTION_PAGE,
  type FilterGroup,
  type FilterOptionsQuery,
  type OptionPage,
  type ProductQuery,
  type ProductSearchResult,
  type ProductSummary,
  type ProductSummaryRow,
  type TextMatch,
} from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import { optionPage } from "./option-pages.ts";
import type { EngineQuery } from "./query-plan.ts";
import * as repo from "./search.repo.ts";
import {
  aggregations,
  groupSource,
  optionOrdinalsOf,
  selectedGroups,
  variationNames,
} from "./search-aggregations.ts";
import type { SearchEngine } from "./search-engine.ts";
import { variationGroupOnly } from "./search-query.ts";
import { queryTerms } from "./text-tokens.ts";

export interface SearchDeps {
  db: Db;
  search: SearchEngine;
  /** Now, for the suppliers' years on Caravan. */
  clock: Clock;
}

const langOf = (language: string): Lang => (isLang(language) ? language : "en");

export function toEngineQuery(q: ProductQuery): EngineQuery {
  const terms = q.searchStr ? queryTerms(q.searchStr) : [];
  return {
    lang: langOf(q.language),
    categoryCode: q.categoryCode,
    terms: terms.length ? terms : undefined,
    productOrigin: q.productOrigin,
    companyOrigin: q.companyOrigin,
    companyId: q.companyID,
    selected: selectedGroups(q),
    variationOptions: q.diversity,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minOrderQuantity: q.minOrderQuantity,
    offset: q.pageIndex * q.productCount,
    limit: q.productCount,
    sort: q.sort,
  };
}

/** The listing: one page of products, the total, and every group's counts in the language. */
export async function searchProducts(deps: SearchDeps, q: ProductQuery): Promise<ProductSearchResult> {
  const index = await deps.search.ready();
  const lang = langOf(q.language);
  const engineQuery = toEngineQuery(q);
  const result = deps.search.run(index, engineQuery);
  // Nothing found for every word of a text: offer the likeliest spelling the catalogue knows.
  const terms = engineQuery.terms;
  const partial = terms !== undefined && deps.search.matchOf(index, terms, lang).keptTerms < terms.length;
  const suggestion =
    terms && (result.total === 0 || partial) ? deps.search.suggest(index, terms, lang) : undefined;
  const [products, names, isChildCategory] = await Promise.all([
    findSummaries(deps, lang, result.productIds),
    variationNames(deps.db, lang),
    q.categoryCode ? parentCategories(deps.db).then((parents) => !parents.has(q.categoryCode!)) : false,
  ]);
  return {
    products,
    totalCount: result.total,
    ...(suggestion ? { suggestion } : {}),
    ...(partial && result.total > 0 ? { someWords: true } : {}),
    isChildCategory,
    aggregations: aggregations(index, result.counts, q, lang, names),
  };
}

/** One page of one group's options, optionally searched by name (the panel's lists). */
export async function filterOptions(deps: SearchDeps, q: FilterOptionsQuery): Promise<OptionPage> {
  const index = await deps.search.ready();
  const lang = langOf(q.language);
  const size = q.size ?? FILTER_OPTION_PAGE;
  // Option lists need counts only: no page, so no order to pick one in.
  const engineQuery = { ...toEngineQuery(q), sort: undefined };
  if (q.aggregationField.startsWith("variation:")) {
    const groupCode = q.aggregationField.slice("variation:".length);
    const group = index.variationGroups.find(groupCode);
    if (group === undefined) return { selected: [], options: [], hasMore: false };
    const result = deps.search.run(index, engineQuery, variationGroupOnly(group));
    const names = await variationNames(deps.db, lang);
    const ordinals = optionOrdinalsOf(index, group);
    const selected = q.diversity.filter((code) =>
      ordinals.some((o) => index.variationOptions.codes[o] === code),
    );
    return optionPage(
      {
        counts: result.counts.variations,
        codes: index.variationOptions.codes,
        nameOf: (c) => names.options.get(c) ?? c,
        find: (c) => index.variationOptions.find(c),
        ordinals,
      },
      selected,
      q.optionPage,
      size,
      q.aggregationSearchStr,
    );
  }
  const group = q.aggregationField as FilterGroup;
  const result = deps.search.run(index, engineQuery, group);
  return optionPage(
    groupSource(index, group, result.counts, lang),
    engineQuery.selected[group],
    q.optionPage,
    size,
    q.aggregationSearchStr,
  );
}

/** Hit counts of a text search per root category and its sub-categories (at most 999 hits are counted). */
export async function textMatches(
  deps: SearchDeps,
  text: string,
  language: string,
  limit = 999,
): Promise<TextMatch[]> {
  const index = await deps.search.ready();
  const terms = queryTerms(text);
  if (!terms.length) return [];
  const counts = deps.search.textMatchCounts(index, terms, langOf(language));
  const tree = await getCategoryTree(deps.db, langOf(language), 2);
  const node = (code: string, name: string): TextMatch => ({
    categoryID: code,
    categoryName: name,
    hitCount: counts.get(code) ?? 0,
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
export async function originNames(deps: SearchDeps, language: string): Promise<Record<string, string>> {
  const index = await deps.search.ready();
  const lang = langOf(language);
  return Object.fromEntries(
    index.countries.codes
      .slice(1)
      .map((code) => [code, countryName(lang, code)] as const)
      .sort((a, b) => a[1].localeCompare(b[1])),
  );
}

/** Every place of origin with its number of products, by name in the language. */
export async function originCounts(
  deps: SearchDeps,
  language: string,
): Promise<{ code: string; name: string; count: number }[]> {
  const index = await deps.search.ready();
  const lang = langOf(language);
  const { counts } = deps.search.catalogueCounts(index);
  return index.countries.codes
    .map((code, ordinal) => ({
      code,
      name: countryName(lang, code),
      count: counts.placeOfOrigins[ordinal] ?? 0,
    }))
    .filter((o, ordinal) => ordinal > 0 && o.count > 0)
    .sort((a, b) => a.name.localeCompare(b.name, languageInfo(lang).intl));
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
const parentCategories = cachedPerDb(60_000, (db) => repo.findParentCategoryCodes(db));
