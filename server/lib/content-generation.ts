import type { Db } from "../db/connect.ts";

/** The kinds of rows of the change feed (its `entity` column; what each means: search-changes.repo.ts). */
export type ChangeKind = "product" | "company" | "synonyms" | "merchandising" | "seo";

/**
 * Numbers per database that move on each time the machine's search index has applied rows of the
 * change feed (`search_changes`: products, companies, merchandising, SEO, …; server/modules/search)
 * and this process hears of it (`followContentGeneration`, in the process holding the index and in
 * the HTTP workers that ask it alike). The caches under the page renderer that keep answers for a
 * while (`cachedPerDb`, `cachedUntilMerchandisingChange`) drop an answer made before the number
 * they follow moved, so a page rendered after a change never shows the data from before it
 * (docs/decisions/035-page-cache.md).
 *
 * One number moves with every batch; one per kind of row (the feed's `entity`) moves with the
 * batches that hold that kind, so a cache of what only companies change (a supplier's card) is not
 * read again after every product save. A row of kind "all" (everything changed) moves them all.
 */
interface Generations {
  any: number;
  byKind: Map<string, number>;
}
const generations = new WeakMap<Db, Generations>();
const EVERYTHING = "all";

/**
 * The generation of `db` for an answer that changes with the given kinds of feed rows, or with
 * any row when `kinds` is left out. The number only grows, and grows whenever one of those kinds
 * (or "all") is applied: a sum of counters is enough to compare.
 */
export function contentGeneration(db: Db, kinds?: readonly ChangeKind[]): number {
  const generation = generations.get(db);
  if (!generation) return 0;
  if (!kinds) return generation.any;
  let sum = generation.byKind.get(EVERYTHING) ?? 0;
  for (const kind of kinds) sum += generation.byKind.get(kind) ?? 0;
  return sum;
}

/** Moves the generations of `db` for a batch holding these kinds of rows (everything when left out). */
function bumpContentGeneration(db: Db, kinds: Iterable<string> = [EVERYTHING]): void {
  let generation = generations.get(db);
  if (!generation) {
    generation = { any: 0, byKind: new Map() };
    generations.set(db, generation);
  }
  generation.any += 1;
  for (const kind of new Set(kinds)) generation.byKind.set(kind, (generation.byKind.get(kind) ?? 0) + 1);
}

/**
 * Moves the generations of `db` on every batch of rows `changes` hands on (the search module's
 * `AppliedChanges`): subscribed before the page cache, so a page rendered once it drops its pages
 * reads no answer kept from before the change.
 */
export function followContentGeneration(
  db: Db,
  changes: { subscribe(listener: (rows: readonly { entity: string }[]) => void): void },
): void {
  changes.subscribe((rows) => {
    if (rows.length)
      bumpContentGeneration(
        db,
        rows.map((row) => row.entity),
      );
  });
}
