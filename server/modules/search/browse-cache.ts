import { type EngineQuery, type EngineResult, type FacetCounts, NO_SELECTION } from "./query-plan.ts";
import type { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { sortedLiveProductIds } from "./sorted-page.ts";
import { seek } from "./text-match.ts";

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

/** What a category's counts were made of: the slots they had seen, then. */
interface Basis {
  index: SearchIndex;
  companyRevision: number;
  slotCount: number;
  /** How long the category's posting list was (every slot, for the whole catalogue). */
  listed: number;
  deaths: number;
}

interface Entry {
  version: number;
  total: number;
  counts: FacetCounts;
  basis: Basis;
}

/**
 * Counts of plain category pages, kept so that browsing a category costs a scan once rather than
 * once per visit. After a change (the engine's version moves) they are brought up to date rather
 * than counted again: what the products added since add, less what the products removed since
 * had added (a changed product is both: its old slot dies and it takes a new one). A change to a
 * company (its certifications, types or country count for every product of it) or a new index
 * (compaction, a rebuild) counts again. The page itself is read from the category's posting list:
 * with no filter every live slot there is a result.
 */
export class BrowseCache {
  private readonly entries = new Map<string, Entry>();
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

  /** Forgets every count kept (as after a start; benchmarks of cold queries). */
  forget(): void {
    this.entries.clear();
  }

  /** Total and counts of every live product of a category, or of the whole catalogue. */
  counts(index: SearchIndex, version: number, categoryCode: string | undefined) {
    const key = categoryCode ?? "";
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      entry =
        (entry && updated(index, version, categoryCode, entry)) ?? counted(index, version, categoryCode);
      if (this.entries.size >= this.limit && !this.entries.has(key)) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** Counts of the given slots (the category's own, so no category condition), dead ones too if asked. */
function countsOf(index: SearchIndex, slots: Int32Array, removed: boolean) {
  return runQuery(index, {
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 0,
    slots,
    includeRemoved: removed,
  });
}

/** Whether sorted `list` holds `slot`. */
const holds = (list: Int32Array, slot: number) => list[seek(list, 0, slot)] === slot;

function basisOf(index: SearchIndex, categoryCode: string | undefined): Basis {
  return {
    index,
    companyRevision: index.companyRevision,
    slotCount: index.slotCount,
    listed: categoryCode === undefined ? index.slotCount : index.slotsOfCategory(categoryCode).length,
    deaths: index.deaths.length,
  };
}

function counted(index: SearchIndex, version: number, categoryCode: string | undefined): Entry {
  const scan = runQuery(index, {
    categoryCode,
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 0,
  });
  return { version, total: scan.total, counts: scan.counts, basis: basisOf(index, categoryCode) };
}

function updated(
  index: SearchIndex,
  version: number,
  categoryCode: string | undefined,
  entry: Entry,
): Entry | undefined {
  const { basis } = entry;
  if (basis.index !== index || basis.companyRevision !== index.companyRevision) return undefined;
  // Slots added since: the tail of the category's list, or of every slot.
  const list = categoryCode === undefined ? undefined : index.slotsOfCategory(categoryCode);
  const added = (list ?? index.allSlots()).subarray(basis.listed);
  const listed = list ? list.length : index.slotCount;
  // Slots of the category that died since and had been counted (those added since and gone
  // again never were).
  const removed = index.deaths
    .view()
    .subarray(basis.deaths)
    .filter((slot) => slot < basis.slotCount && (!list || holds(list, slot)));
  removed.sort();
  // Past a quarter of the list, one scan of it costs less than the two partial ones.
  if ((added.length + removed.length) * 4 > listed) return undefined;
  let { total, counts } = entry;
  if (added.length > 0 || removed.length > 0) {
    const plus = countsOf(index, added, false);
    const minus = countsOf(index, removed, true);
    total += plus.total - minus.total;
    counts = combined(counts, plus.counts, minus.counts);
  }
  return { version, total, counts, basis: basisOf(index, categoryCode) };
}

/** `base` + `plus` − `minus`, group by group, in new arrays (answers already given keep theirs). */
function combined(base: FacetCounts, plus: FacetCounts, minus: FacetCounts): FacetCounts {
  const result = {} as FacetCounts;
  for (const group of Object.keys(base) as (keyof FacetCounts)[]) {
    const sum = new Uint32Array(Math.max(base[group].length, plus[group].length));
    sum.set(base[group]);
    const p = plus[group];
    const m = minus[group];
    for (let k = 0; k < p.length; k++) sum[k]! += p[k]! - m[k]!;
    result[group] = sum;
  }
  return result;
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
