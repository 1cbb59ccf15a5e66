import type { Db } from "../db/connect.ts";

/**
 * A number per database that moves on each time this process applies rows of the change feed
 * (`search_changes`: products, companies, merchandising, SEO, …; server/modules/search). The
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
