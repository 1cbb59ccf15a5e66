import { countryName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";
import {
  type Aggregations,
  FILTER_GROUPS,
  FILTER_OPTION_PAGE,
  type FilterGroup,
  type OptionPage,
  type ProductQuery,
  type VariationFilter,
} from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { translator } from "#server/lib/i18n.ts";
import { type OptionSource, optionPage } from "./option-pages.ts";
import { type FacetCounts, groupDictionary } from "./query-plan.ts";
import * as repo from "./listing.repo.ts";
import type { SearchIndex } from "./search-index.ts";
import { foldText } from "./text-tokens.ts";

/** Names, order and option pages of the filter groups: engine counts made into what pages show. */

export function groupSource(
  index: SearchIndex,
  group: FilterGroup,
  counts: FacetCounts,
  lang: Lang,
): OptionSource {
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

export function optionOrdinalsOf(index: SearchIndex, group: number): number[] {
  const ordinals: number[] = [];
  index.groupOfOption.forEach((g, ordinal) => {
    if (g === group && ordinal > 0) ordinals.push(ordinal);
  });
  return ordinals;
}

export function aggregations(
  index: SearchIndex,
  counts: FacetCounts,
  q: ProductQuery,
  lang: Lang,
  names: VariationNames,
): Aggregations {
  const selected = selectedGroups(q);
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
  // Groups of different categories may share a name (two "Material" filters on a root category
  // page); the category tells them apart.
  const seen = new Map<string, number>();
  for (const f of additionalFilters) seen.set(f.name, (seen.get(f.name) ?? 0) + 1);
  for (const f of additionalFilters) {
    if (seen.get(f.name)! > 1) f.name = `${f.name} (${names.categoryOf.get(f.code) ?? f.code})`;
  }
  return { ...fixed, additionalFilters };
}

export interface VariationNames {
  groups: Map<string, string>;
  /** Name of the category each group belongs to. */
  categoryOf: Map<string, string>;
  options: Map<string, string>;
  position: Map<string, number>;
}
/** Variation names change only when an admin edits them (no product save does); five minutes of lag is fine. */
const namesByLang = cachedPerDb(
  300_000,
  async (db, lang) => {
    const { groups, options } = await repo.findVariationNames(db, lang);
    return {
      groups: new Map(groups.map((g) => [g.code, g.name])),
      categoryOf: new Map(groups.map((g) => [g.code, g.category_name])),
      options: new Map(options.map((o) => [o.code, o.name])),
      position: new Map([...groups, ...options].map((r) => [r.code, r.position])),
    } satisfies VariationNames;
  },
  { changesWith: [] },
);

export function variationNames(db: Db, lang: Lang): Promise<VariationNames> {
  return namesByLang(db, lang);
}

/** The selected option codes of each fixed group, from the query's payload fields. */
export function selectedGroups(q: ProductQuery): Record<FilterGroup, string[]> {
  return {
    placeOfOrigins: q.pooCodes,
    companies: q.companyName,
    brands: q.brand,
    companyCertifications: q.companyCertifications,
    productCertifications: q.productCertifications,
    packagings: q.packaging,
    businessTypes: q.companyBusinessTypes,
  };
}
