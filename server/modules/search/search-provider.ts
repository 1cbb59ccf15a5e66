import { FILTER_GROUPS, type FilterGroup } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import { type EngineQuery, groupDictionary } from "./query-plan.ts";
import { recordIndexRebuild } from "./search-changes.repo.ts";
import type { SearchEngine } from "./search-engine.ts";

/** A listing's question to a provider: filters, text, order and page (no engine-internal slots). */
export type ProviderQuery = Omit<EngineQuery, "slots">;

/** Counts by code; codes no matching product has are left out. */
export type CodeCounts = Record<string, number>;

export interface ProviderResult {
  total: number;
  /** The page, in the query's order. */
  productIds: number[];
  /**
   * Each filter group's disjunctive counts: products matching everything but that group's own
   * selection, so ticking a second option of a group shows what it would add.
   */
  counts: Record<FilterGroup, CodeCounts>;
  /** By variation option code; each variation group leaves out its own selection likewise. */
  variations: CodeCounts;
}

export interface ProviderHealth {
  /** Answering searches (loaded, reachable). */
  ready: boolean;
  /** Products it can find. */
  documents: number;
  /** The last `search_changes` row it has applied: its own cursor on the change feed. */
  cursor: number;
}

/**
 * What a search provider must do for Caravan's listings. The built-in in-memory engine implements
 * it (`builtInProvider`); a distributed engine added later (docs/scaling.md) implements the same
 * and must pass the same contract tests (`facet-counts.property.test.ts`: every total, page and
 * count equals SQL GROUP BY over the database). Products and companies reach a provider only
 * through the change feed, each provider following it with a cursor of its own, so adding one
 * never touches the code that writes products.
 */
export interface SearchProvider {
  readonly name: string;
  search(q: ProviderQuery): Promise<ProviderResult>;
  /** One filter group's counts alone (the panel's full option list), cheaper than a search. */
  optionCounts(q: ProviderQuery, group: FilterGroup): Promise<CodeCounts>;
  /**
   * Applies every change of the feed after its cursor: indexes new products, re-reads changed ones
   * and companies, drops unpublished and removed ones. Resolves when caught up.
   */
  catchUp(): Promise<void>;
  /** Builds a fresh index beside the live one and swaps it in; searches go on meanwhile. */
  rebuild(): Promise<void>;
  health(): Promise<ProviderHealth>;
}

function byCode(counts: Uint32Array, codes: string[]): CodeCounts {
  const out: CodeCounts = {};
  counts.forEach((n, ordinal) => {
    if (ordinal > 0 && n > 0) out[codes[ordinal]!] = n;
  });
  return out;
}

/** The in-memory engine of this process as a provider. */
export function builtInProvider(db: Db, engine: SearchEngine): SearchProvider {
  return {
    name: "built-in",
    async search(q) {
      const index = await engine.ready();
      const result = engine.run(index, q);
      const counts = Object.fromEntries(
        FILTER_GROUPS.map((group) => [
          group,
          byCode(result.counts[group], groupDictionary(index, group).codes),
        ]),
      ) as Record<FilterGroup, CodeCounts>;
      return {
        total: result.total,
        productIds: result.productIds,
        counts,
        variations: byCode(result.counts.variations, index.variationOptions.codes),
      };
    },
    async optionCounts(q, group) {
      const index = await engine.ready();
      const result = engine.run(index, { ...q, sort: undefined, offset: 0, limit: 0 }, group);
      return byCode(result.counts[group], groupDictionary(index, group).codes);
    },
    async catchUp() {
      await engine.ready();
      await engine.refresh();
    },
    async rebuild() {
      // A rebuild row in the feed: every server's engine rebuilds beside its live index when its
      // cursor reaches it (as `npm run reindex` does).
      await recordIndexRebuild(db);
      await this.catchUp();
    },
    async health() {
      return {
        ready: engine.loaded,
        documents: engine.size()?.documents ?? 0,
        cursor: engine.followedChangeId,
      };
    },
  };
}
