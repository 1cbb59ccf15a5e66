import { ALIVE, R_CATEGORIES, R_META, RECORD_SIZE } from "./index-record.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * Live products among `slots` per category ordinal, at every level (a product in two leaves of
 * one parent counts once for the parent).
 */
export function categoryCounts(index: SearchIndex, slots: Int32Array): Uint32Array {
  const codes = index.categories.codes;
  // Ordinals of each category's ancestors (itself included), computed once per call.
  const lineage: number[][] = codes.map((code, ordinal) => {
    if (ordinal === 0) return [];
    const chain: number[] = [];
    for (let end = 3; end <= code.length; end += 3) {
      const ancestor = index.categories.find(code.slice(0, end));
      if (ancestor !== undefined) chain.push(ancestor);
    }
    return chain;
  });
  const counts = new Uint32Array(codes.length);
  const lastCounted = new Int32Array(codes.length).fill(-1);
  const records = index.records.data;
  const pool = index.categoryPool.data;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    const meta = records[s * RECORD_SIZE + R_META]!;
    if ((meta & ALIVE) === 0) continue;
    const start = records[s * RECORD_SIZE + R_CATEGORIES]!;
    for (let k = start; k < start + (meta & 255); k++) {
      for (const ancestor of lineage[pool[k]!]!) {
        if (lastCounted[ancestor] === s) continue;
        lastCounted[ancestor] = s;
        counts[ancestor]!++;
      }
    }
  }
  return counts;
}

/** Category code → count, for the categories with any. */
export function byCategoryCode(index: SearchIndex, counts: Uint32Array): Map<string, number> {
  const result = new Map<string, number>();
  counts.forEach((n, ordinal) => {
    if (n > 0) result.set(index.categories.codes[ordinal]!, n);
  });
  return result;
}
