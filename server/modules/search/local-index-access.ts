import { countryName } from "#core/i18n/format.ts";
import { isLang, type Lang, languageInfo } from "#core/i18n/languages.ts";
import { FILTER_OPTION_PAGE, type FilterGroup, type ProductQuery } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import { appliedFeedLogOf } from "./applied-changes.ts";
import type { IndexStatus, SearchIndexAccess } from "./index-access.ts";
import { optionPage } from "./option-pages.ts";
import type { EngineQuery } from "./query-plan.ts";
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

export const langOf = (language: string): Lang => (isLang(language) ? language : "en");

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

/**
 * The index of this process behind the seam every caller uses (index-access.ts). The search
 * process serves this same object over its socket, so in-process and shared answers are the same.
 * `db` is the index owner's: the variation names the filter groups show are read beside the index.
 */
export function localIndexAccess(engine: SearchEngine, db: Db): SearchIndexAccess {
  return {
    async listing(q) {
      const index = await engine.ready();
      const lang = langOf(q.language);
      const engineQuery = toEngineQuery(q);
      const result = engine.run(index, engineQuery);
      // Nothing found for every word of a text: offer the likeliest spelling the catalogue knows.
      const terms = engineQuery.terms;
      const partial = terms !== undefined && engine.matchOf(index, terms, lang).keptTerms < terms.length;
      const suggestion =
        terms && (result.total === 0 || partial) ? engine.suggest(index, terms, lang) : undefined;
      const names = await variationNames(db, lang);
      return {
        total: result.total,
        productIds: result.productIds,
        ...(suggestion ? { suggestion } : {}),
        ...(partial ? { partial } : {}),
        aggregations: aggregations(index, result.counts, q, lang, names),
      };
    },

    async optionPage(q) {
      const index = await engine.ready();
      const lang = langOf(q.language);
      const size = q.size ?? FILTER_OPTION_PAGE;
      // Option lists need counts only: no page, so no order to pick one in.
      const engineQuery = { ...toEngineQuery(q), sort: undefined };
      if (q.aggregationField.startsWith("variation:")) {
        const groupCode = q.aggregationField.slice("variation:".length);
        const group = index.variationGroups.find(groupCode);
        if (group === undefined) return { selected: [], options: [], hasMore: false };
        const result = engine.run(index, engineQuery, variationGroupOnly(group));
        const names = await variationNames(db, lang);
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
      const result = engine.run(index, engineQuery, group);
      return optionPage(
        groupSource(index, group, result.counts, lang),
        engineQuery.selected[group],
        q.optionPage,
        size,
        q.aggregationSearchStr,
      );
    },

    async textMatchCounts(text, language) {
      const index = await engine.ready();
      const terms = queryTerms(text);
      if (!terms.length) return {};
      return Object.fromEntries(engine.textMatchCounts(index, terms, langOf(language)));
    },

    async originNames(language) {
      const index = await engine.ready();
      const lang = langOf(language);
      return Object.fromEntries(
        index.countries.codes
          .slice(1)
          .map((code) => [code, countryName(lang, code)] as const)
          .sort((a, b) => a[1].localeCompare(b[1])),
      );
    },

    async originCounts(language) {
      const index = await engine.ready();
      const lang = langOf(language);
      const { counts } = engine.catalogueCounts(index);
      return index.countries.codes
        .map((code, ordinal) => ({
          code,
          name: countryName(lang, code),
          count: counts.placeOfOrigins[ordinal] ?? 0,
        }))
        .filter((o, ordinal) => ordinal > 0 && o.count > 0)
        .sort((a, b) => a.name.localeCompare(b.name, languageInfo(lang).intl));
    },

    async page(q) {
      const index = await engine.ready();
      const { total, productIds } = engine.run(index, q);
      return { total, productIds };
    },

    async status(): Promise<IndexStatus> {
      const size = engine.size();
      return {
        ready: engine.loaded,
        documents: size?.documents ?? 0,
        slots: size?.slots ?? 0,
        cursor: engine.followedChangeId,
        ...(engine.loadedFrom ? { loadedFrom: engine.loadedFrom } : {}),
        pid: process.pid,
      };
    },

    async ready() {
      await engine.ready();
    },

    async refresh() {
      await engine.ready();
      await engine.refresh();
    },

    async appliedSince(instance, seq) {
      return appliedFeedLogOf(engine).since(instance, seq);
    },
  };
}
