import { FILTER_GROUPS } from "#core/schemas/search.ts";
import type { ProviderQuery, SearchProvider } from "#server/modules/search/index.ts";
import type { ReferenceAnswer } from "#tests/setup/facet-counts-reference.ts";

/** One system under test: answers a listing's query with total, page and every count. */
export interface System {
  name: string;
  /** Seconds it took to get ready (load, index), for the report. */
  readySeconds: number;
  search(q: ProviderQuery): Promise<ReferenceAnswer>;
  close(): Promise<void>;
}

/** Caravan's answer in the reference's shape. */
export async function providerAnswer(provider: SearchProvider, q: ProviderQuery): Promise<ReferenceAnswer> {
  const found = await provider.search(q);
  return { total: found.total, page: found.productIds, groups: found.counts, variations: found.variations };
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Where a peer's answer differs from Caravan's: the total, the page (only when both order the
 * same way: text pages are ordered by each engine's own relevance), each group's counts.
 */
export function differences(expected: ReferenceAnswer, got: ReferenceAnswer, comparePage: boolean): string[] {
  const found: string[] = [];
  if (expected.total !== got.total) found.push(`total ${expected.total} ≠ ${got.total}`);
  if (comparePage && expected.page.join() !== got.page.join()) found.push("page");
  for (const group of FILTER_GROUPS)
    if (!sameCounts(expected.groups[group], got.groups[group])) found.push(group);
  if (!sameCounts(expected.variations, got.variations)) found.push("variations");
  return found;
}

/**
 * Whether Caravan's answer holds the peer's: no count of the peer above Caravan's. So it is when
 * Caravan matches more forms of a word (stems, completions) than the peer's exact word.
 */
export function caravanFindsMore(expected: ReferenceAnswer, got: ReferenceAnswer): boolean {
  const within = (a: Record<string, number>, b: Record<string, number>) =>
    Object.entries(b).every(([code, n]) => n <= (a[code] ?? 0));
  return (
    got.total <= expected.total &&
    FILTER_GROUPS.every((group) => within(expected.groups[group], got.groups[group])) &&
    within(expected.variations, got.variations)
  );
}
