import { type EngineQuery, type EngineResult, type FacetCounts, NO_SELECTION } from "./query-plan.ts";
import type { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { sortedLiveProductIds } from "./sorted-page.ts";

/** A category page with nothing else set: the most common listing, and the same for everyone. */
export function isPlainBrowse(q: EngineQuery): q is EngineQuery & { categoryCode: string } {
  return q.categoryCode !== undefined && !q.terms?.length && hasNoFilter(q);
}

/** Nothing but a category and a text, if any: no origin, company, range or selection. */
export function hasNoFilter(q: EngineQuery): boolean {
  return (
    q.slots === undefined &&
    q.productOrigin === undefined &&
    q.companyOrigin === undefined &&
    q.companyId === undefined &&
    q.minPrice === undefined &&
    q.maxPrice === undefined &&
    q.minOrderQuantity === undefined &&
    q.variationOptions.length === 0 &&
    Object.values(q.selected).every((codes) => codes.length === 0)
  );
}

/**
 * Counts of plain category pages, kept until the catalogue changes (the engine's version), so
 * browsing a category costs a scan once per change rather than once per visit. The page itself
 * is read from the category's posting list: with no filter every live slot there is a result.
 */
export class BrowseCache {
  private readonly entries = new Map<string, { version: number; total: number; counts: FacetCounts }>();
  private readonly limit: number;

  constructor(limit = 1000) {
    this.limit = limit;
  }

  run(index: SearchIndex, version: number, q: EngineQuery & { categoryCode: string }): EngineResult {
    const entry = this.counts(index, version, q.categoryCode);
    return {
      // Every live slot of the category is a result, so a sorted page is picked among them.
      productIds: q.sort
        ? sortedLiveProductIds(index, index.slotsOfCategory(q.categoryCode), { ...q, sort: q.sort })
        : newestLive(index, q.categoryCode, q.offset, q.limit),
      total: entry.total,
      counts: entry.counts,
    };
  }

  /** Total and counts of every live product of a category, or of the whole catalogue. */
  counts(index: SearchIndex, version: number, categoryCode: string | undefined) {
    const key = categoryCode ?? "";
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const scan = runQuery(index, {
        categoryCode,
        selected: NO_SELECTION,
        variationOptions: [],
        offset: 0,
        limit: 0,
      });
      entry = { version, total: scan.total, counts: scan.counts };
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** Product ids of the live slots of a category, newest first, from `offset`. */
function newestLive(index: SearchIndex, categoryCode: string, offset: number, limit: number): number[] {
  const ordinal = index.categories.find(categoryCode);
  const slots = ordinal === undefined ? undefined : index.categorySlots[ordinal]?.view();
  const ids: number[] = [];
  if (!slots) return ids;
  let seen = 0;
  for (let i = slots.length - 1; i >= 0 && ids.length < limit; i--) {
    if (!index.isAlive(slots[i]!)) continue;
    if (seen++ >= offset) ids.push(index.productId.data[slots[i]!]!);
  }
  return ids;
}
