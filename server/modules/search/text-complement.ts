import {
  categoryMask,
  type EngineQuery,
  type EngineResult,
  type FacetCounts,
  NO_SELECTION,
} from "./query-plan.ts";
import type { SearchIndex } from "./search-index.ts";
import { rankedPage } from "./ranked-page.ts";
import { runQuery } from "./search-query.ts";
import { sortedLiveProductIds } from "./sorted-page.ts";
import type { TextMatchSet } from "./text-match.ts";

/**
 * A text that matches most of its base (a word in nearly every description) is counted by its
 * complement: counts of the base (kept by the browse cache) minus counts of the base's products
 * that do not match, which are few. Exact, because with no selection every count is a plain sum
 * over products. The page is picked from the match set by score, as the full scan would.
 */
export function runByComplement(
  index: SearchIndex,
  q: EngineQuery,
  match: TextMatchSet,
  baseSlots: Int32Array,
  base: { total: number; counts: FacetCounts },
): EngineResult {
  const complement = slotsNotIn(baseSlots, match.slots);
  const outside = runQuery(index, {
    categoryCode: q.categoryCode,
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 0,
    slots: complement,
  });
  const counts = {} as FacetCounts;
  for (const key of Object.keys(base.counts) as (keyof FacetCounts)[]) {
    counts[key] = subtract(base.counts[key], outside.counts[key]);
  }
  const productIds = q.sort
    ? sortedLiveProductIds(index, match.slots, { ...q, sort: q.sort })
    : pageOfMatches(index, q, match);
  return { productIds, total: base.total - outside.total, counts };
}

/** Slots of `base` (ascending) that are not in `matched` (ascending). */
export function slotsNotIn(base: Int32Array, matched: Int32Array): Int32Array {
  const out = new Int32Array(Math.max(0, base.length - matched.length) + 16);
  let count = 0;
  let m = 0;
  for (let i = 0; i < base.length; i++) {
    const slot = base[i]!;
    while (m < matched.length && matched[m]! < slot) m++;
    if (m < matched.length && matched[m] === slot) continue;
    if (count === out.length) return slotsNotInSlow(base, matched);
    out[count++] = slot;
  }
  return out.subarray(0, count);
}

function slotsNotInSlow(base: Int32Array, matched: Int32Array): Int32Array {
  const inMatch = new Set(matched);
  return base.filter((slot) => !inMatch.has(slot));
}

export function subtract(all: Uint32Array, outside: Uint32Array): Uint32Array {
  // A dictionary may have grown between the two counts; the longer length wins.
  const result = new Uint32Array(Math.max(all.length, outside.length));
  for (let i = 0; i < result.length; i++) result[i] = (all[i] ?? 0) - (outside[i] ?? 0);
  return result;
}

/** The page, ranked as the full scan ranks it, among live matches in the category. */
function pageOfMatches(index: SearchIndex, q: EngineQuery, match: TextMatchSet): number[] {
  const mask = q.categoryCode === undefined ? null : categoryMask(index, q.categoryCode);
  const matched = new Uint8Array(match.slots.length);
  for (let i = 0; i < match.slots.length; i++) {
    const slot = match.slots[i]!;
    if (!index.isAlive(slot)) continue;
    if (mask) {
      const { start, length } = index.categoriesOf(slot);
      let inCategory = false;
      for (let k = start; k < start + length && !inCategory; k++)
        inCategory = mask[index.categoryPool.data[k]!] === 1;
      if (!inCategory) continue;
    }
    matched[i] = 1;
  }
  return rankedPage(index, match.slots, match.scores, match.maxScore, matched, q.offset, q.limit).map(
    (slot) => index.productId.data[slot]!,
  );
}
