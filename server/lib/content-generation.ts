import type { Db } from "../db/connect.ts";

/**
 * A number per database that moves on each time the machine's search index has applied rows of the
 * change feed (`search_changes`: products, companies, merchandising, SEO, …; server/modules/search)
 * and this process hears of it (`followContentGeneration`, in the process holding the index and in
 * the HTTP workers that ask it alike). The
 * caches under the page renderer that keep answers for a while (`cachedPerDb`,
 * `cachedUntilMerchandisingChange`) drop an answer made before it moved, so a page rendered
 * after a change never shows the data from before it (docs/decisions/035-page-cache.md).
 */
const generations = new WeakMap<Db, number>();

export function contentGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

export function bumpContentGeneration(db: Db): void {
  generations.set(db, contentGeneration(db) + 1);
}

/**
 * Moves the generation of `db` on every batch of rows `changes` hands on (the search module's
 * `AppliedChanges`): subscribed before the page cache, so a page rendered once it drops its pages
 * reads no answer kept from before the change.
 */
export function followContentGeneration(
  db: Db,
  changes: { subscribe(listener: (rows: readonly unknown[]) => void): void },
): void {
  changes.subscribe((rows) => {
    if (rows.length) bumpContentGeneration(db);
  });
}
