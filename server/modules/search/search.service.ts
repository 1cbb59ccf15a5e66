import { countryName } from "../../../app/i18n/format.ts";
import { isLang, type Lang } from "../../../app/i18n/languages.ts";
import {
  FILTER_GROUPS,
  type Aggregations,
  type FilterGroup,
  type FilterOptionsQuery,
  type OptionPage,
  type ProductQuery,
  type ProductSearchResult,
  type ProductSummary,
  type ProductSummaryRow,
  type TextMatch,
  type VariationFilter,
  FILTER_OPTION_PAGE,
} from "../../../app/schemas/search.ts";
import type { Db } from "../../db/connect.ts";
import { translator } from "../../lib/i18n.ts";
import { getCategoryTree } from "../catalog/catalog.service.ts";
import { optionPage, type OptionSource } from "./option-pages.ts";
import type { SearchEngine } from "./search-engine.ts";
import type { SearchIndex } from "./search-index.ts";
import { type EngineQuery, type FacetCounts, groupDictionary, variationGroupOnly } from "./search-query.ts";
import * as repo from "./search.repo.ts";
import { textMatchCounts } from "./text-match-counts.ts";
import { foldText, queryTerms } from "./text-tokens.ts";

export interface SearchDeps {
  db: Db;
  search: SearchEngine;
}

const langOf = (language: string): Lang => (isLang(language) ? language : "en");

export function toEngineQuery(q: ProductQuery): EngineQuery {
  const terms = q.searchStr ? queryTerms(q.searchStr) : [];
  return {
    categoryCode: q.categoryCode,
    terms: terms.length ? terms : undefined,
    productOrigin: q.productOrigin,
    companyOrigin: q.companyOrigin,
    companyId: q.companyID,
    selected: {
      placeOfOrigins: q.pooCodes,
      companies: q.companyName,
      brands: q.brand,
      companyCertifications: q.companyCertifications,
      productCertifications: q.productCertifications,
      packagings: q.packaging,
      businessTypes: q.companyBusinessTypes,
    },
    variationOptions: q.diversity,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minOrderQuantity: q.minOrderQuantity,
    offset: q.pageIndex * q.productCount,
    limit: q.productCount,
  };
}

/** The listing: one page of products, the total, and every group's counts in the language. */
export async function searchProducts(deps: SearchDeps, q: ProductQuery): Promise<ProductSearchResult> {
  const index = await deps.search.ready();
  const lang = langOf(q.language);
  const result = deps.search.run(index, toEngineQuery(q));
  const [products, names, isChildCategory] = await Promise.all([
    findSummaries(deps.db, lang, result.productIds),
    variationNames(deps.db, lang),
    q.categoryCode ? repo.categoryHasChildren(deps.db, q.categoryCode).then((has) => !has) : false,
  ]);
  return {
    products,
    totalCount: result.total,
    isChildCategory,
    aggregations: aggregations(index, result.counts, q, lang, names),
  };
}

/** One page of one group's options, optionally searched by name (the panel's lists). */
export async function filterOptions(deps: SearchDeps, q: FilterOptionsQuery): Promise<OptionPage> {
  const index = await deps.search.ready();
  const lang = langOf(q.language);
  const size = q.size ?? FILTER_OPTION_PAGE;
  const engineQuery = toEngineQuery(q);
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

/** Hit counts of a text search per root category and its sub-categories (spec: limit 999). */
export async function textMatches(
  deps: SearchDeps,
  text: string,
  language: string,
  limit = 999,
): Promise<TextMatch[]> {
  const index = await deps.search.ready();
  const terms = queryTerms(text);
  if (!terms.length) return [];
  const counts = textMatchCounts(index, terms);
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

async function findSummaries(db: Db, lang: Lang, ids: number[]): Promise<ProductSummary[]> {
  const rows = await repo.findProductSummaries(db, lang, ids);
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
  }));
}

function groupSource(index: SearchIndex, group: FilterGroup, counts: FacetCounts, lang: Lang): OptionSource {
  const t = translator(lang);
  const nameOf: Record<FilterGroup, (code: string, ordinal: number) => string> = {
    placeOfOrigins: (code) => countryName(lang, code),
    companies: (_code, ordinal) => index.companyName[ordinal] ?? _code,
    brands: (code) => code,
    companyCertifications: (code) => code,
    productCertifications: (code) => code,
    packagings: (code) => t(`packaging.${code}`, { defaultValue: code }),
    businessTypes: (code) => t(`businessTypes.${code}`, { defaultValue: code }),
  };
  const dictionary = groupDictionary(index, group);
  return {
    counts: counts[group],
    codes: dictionary.codes,
    nameOf: nameOf[group],
    find: (code) => dictionary.find(code),
    foldedNames: foldedNamesOf(index, `${group}:${lang}`, dictionary.codes, nameOf[group]),
  };
}

const foldedCache = new WeakMap<SearchIndex, { revision: number; byKey: Map<string, string[]> }>();

/**
 * Folded option names for searching the lists (25,000 company names would take tens of
 * milliseconds to fold per request). Kept until the index changes.
 */
function foldedNamesOf(
  index: SearchIndex,
  key: string,
  codes: readonly string[],
  nameOf: (code: string, ordinal: number) => string,
): (ordinal: number) => string {
  let cache = foldedCache.get(index);
  if (!cache || cache.revision !== index.revision) {
    cache = { revision: index.revision, byKey: new Map() };
    foldedCache.set(index, cache);
  }
  const byKey = cache.byKey;
  const folded = byKey.get(key) ?? [];
  byKey.set(key, folded);
  return (ordinal) => {
    const known = folded[ordinal];
    if (known !== undefined) return known;
    const value = foldText(nameOf(codes[ordinal]!, ordinal));
    folded[ordinal] = value;
    return value;
  };
}

function optionOrdinalsOf(index: SearchIndex, group: number): number[] {
  const ordinals: number[] = [];
  index.groupOfOption.forEach((g, ordinal) => {
    if (g === group && ordinal > 0) ordinals.push(ordinal);
  });
  return ordinals;
}

function aggregations(
  index: SearchIndex,
  counts: FacetCounts,
  q: ProductQuery,
  lang: Lang,
  names: VariationNames,
): Aggregations {
  const selected = toEngineQuery(q).selected;
  const fixed = Object.fromEntries(
    FILTER_GROUPS.map((group) => [
      group,
      optionPage(groupSource(index, group, counts, lang), selected[group], 0, FILTER_OPTION_PAGE),
    ]),
  ) as Record<FilterGroup, OptionPage>;
  // Variation groups with products in the result, or with a selection, in the catalogue's order.
  const chosen = new Set(q.diversity);
  const byGroup = new Map<number, { code: string; name: string; count: number }[]>();
  counts.variations.forEach((count, ordinal) => {
    const code = index.variationOptions.codes[ordinal]!;
    if (ordinal === 0 || (count === 0 && !chosen.has(code))) return;
    const group = index.groupOfOption[ordinal]!;
    byGroup.set(group, [
      ...(byGroup.get(group) ?? []),
      { code, name: names.options.get(code) ?? code, count },
    ]);
  });
  const additionalFilters: VariationFilter[] = [...byGroup]
    .map(([group, options]) => {
      const code = index.variationGroups.codes[group]!;
      return {
        code,
        name: names.groups.get(code) ?? code,
        subOptions: options.sort(
          (a, b) => (names.position.get(a.code) ?? 0) - (names.position.get(b.code) ?? 0),
        ),
      };
    })
    .sort(
      (a, b) =>
        (names.position.get(a.code) ?? 0) - (names.position.get(b.code) ?? 0) || a.code.localeCompare(b.code),
    );
  return { ...fixed, additionalFilters };
}

interface VariationNames {
  groups: Map<string, string>;
  options: Map<string, string>;
  position: Map<string, number>;
}
const NAMES_TTL_MS = 300_000;
const namesCache = new WeakMap<Db, Map<Lang, { at: number; value: Promise<VariationNames> }>>();

/** Variation names change only when an admin edits them; five minutes of lag is fine. */
function variationNames(db: Db, lang: Lang, now = Date.now()): Promise<VariationNames> {
  const byLang = namesCache.get(db) ?? new Map();
  namesCache.set(db, byLang);
  const cached = byLang.get(lang);
  if (cached && now - cached.at < NAMES_TTL_MS) return cached.value;
  const value = repo.findVariationNames(db, lang).then(({ groups, options }) => ({
    groups: new Map(groups.map((g) => [g.code, g.name])),
    options: new Map(options.map((o) => [o.code, o.name])),
    position: new Map([...groups, ...options].map((r) => [r.code, r.position])),
  }));
  byLang.set(lang, { at: now, value });
  value.catch(() => byLang.delete(lang));
  return value;
}
