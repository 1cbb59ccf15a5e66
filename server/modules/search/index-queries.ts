import type { Lang } from "#core/i18n/languages.ts";
import type { FilterGroup } from "#core/schemas/search.ts";
import { BrowseCache, hasNoFilter, isPlainBrowse } from "./browse-cache.ts";
import type { EngineQuery, EngineResult } from "./query-plan.ts";
import type { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import type { SynonymGroup } from "./synonyms.ts";
import { runByComplement, slotsNotIn, subtract } from "./text-complement.ts";
import { TextMatcher } from "./text-matcher.ts";
import { byCategoryCode, categoryCounts } from "./text-match-counts.ts";

/**
 * Answers queries over an index, keeping what they derive from it (browse counts, every
 * category's count) until `version` moves: whoever changes the index moves it (search-engine.ts,
 * on each batch of the feed and each swap of the index). Text matches and browse counts outlive a
 * move: they are brought up to date with the products added and removed since.
 */
export class IndexQueries {
  /** Bumped on every change to the index served; the caches key on it. */
  version = 0;
  private readonly browseCache = new BrowseCache();
  protected readonly matcher = new TextMatcher();
  private allCategoryCounts: { version: number; counts: Uint32Array } | null = null;

  /** Told how long each query took (the metrics' search latency); set by whoever counts. */
  observe: ((kind: "browse" | "filter" | "text" | "text_matches", seconds: number) => void) | undefined;

  /** Runs a query on the loaded index; plain category pages come from the browse cache. */
  run(index: SearchIndex, q: EngineQuery, onlyGroup?: FilterGroup | number): EngineResult {
    const started = performance.now();
    const result = this.runUntimed(index, q, onlyGroup);
    const kind = q.terms?.length ? "text" : isPlainBrowse(q) ? "browse" : "filter";
    this.observe?.(kind, (performance.now() - started) / 1000);
    return result;
  }

  private runUntimed(index: SearchIndex, q: EngineQuery, onlyGroup?: FilterGroup | number): EngineResult {
    // Without any selection a group's disjunctive counts are the plain counts, so the cached
    // counts serve the filter-option lists of a plain category page too.
    if (isPlainBrowse(q)) return this.browseCache.run(index, this.version, q);
    if (!q.terms?.length) return runQuery(index, q, onlyGroup);
    const match = this.matcher.match(index, q.terms, q.lang ?? "en", this.version);
    if (hasNoFilter(q)) {
      const base = q.categoryCode === undefined ? index.allSlots() : index.slotsOfCategory(q.categoryCode);
      if (base.length > 0 && match.slots.length * 2 > base.length) {
        const baseCounts = this.browseCache.counts(index, this.version, q.categoryCode);
        return runByComplement(index, q, match, base, baseCounts);
      }
    }
    return runQuery(index, q, onlyGroup, match);
  }

  /**
   * Empties every cache, as in a process just started (benchmarks of cold queries). A change to
   * the catalogue empties less: it moves `version`, and text matches and browse counts are then
   * brought up to date rather than made again (text-matcher.ts, browse-cache.ts).
   */
  forgetCaches(): void {
    this.version++;
    this.matcher.forget();
    this.browseCache.forget();
  }

  /** The products a text matches, as `run` matches them (for tests of the shortcuts). */
  matchOf(index: SearchIndex, terms: string[], lang: Lang = "en") {
    return this.matcher.match(index, terms, lang, this.version);
  }

  /**
   * "Did you mean": the query with its unknown words replaced by the likeliest words of the
   * catalogue, when that finds products.
   */
  suggest(index: SearchIndex, terms: string[], lang: Lang): string | undefined {
    return this.matcher.suggest(index, terms, lang);
  }

  /** Replaces the synonyms query words are matched with (and forgets answers made without them). */
  setSynonyms(groups: readonly SynonymGroup[]): void {
    this.matcher.setSynonyms(groups);
  }

  /** Total and counts of the whole live catalogue (kept until the next change). */
  catalogueCounts(index: SearchIndex) {
    return this.browseCache.counts(index, this.version, undefined);
  }

  /**
   * Products matching a text per category code (every level). A text matching most of the
   * catalogue is counted by its complement, like `run` does.
   */
  textMatchCounts(index: SearchIndex, terms: string[], lang: Lang = "en"): Map<string, number> {
    const started = performance.now();
    const counts = this.textMatchCountsUntimed(index, terms, lang);
    this.observe?.("text_matches", (performance.now() - started) / 1000);
    return counts;
  }

  private textMatchCountsUntimed(index: SearchIndex, terms: string[], lang: Lang): Map<string, number> {
    const match = this.matcher.match(index, terms, lang, this.version);
    if (match.slots.length * 2 <= index.slotCount)
      return byCategoryCode(index, categoryCounts(index, match.slots));
    if (this.allCategoryCounts?.version !== this.version) {
      this.allCategoryCounts = { version: this.version, counts: categoryCounts(index, index.allSlots()) };
    }
    const outside = categoryCounts(index, slotsNotIn(index.allSlots(), match.slots));
    return byCategoryCode(index, subtract(this.allCategoryCounts.counts, outside));
  }
}
