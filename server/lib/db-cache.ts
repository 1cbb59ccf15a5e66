import type { Db } from "../db/connect.ts";
import { type ChangeKind, contentGeneration } from "./content-generation.ts";

/**
 * Remembers what `load` answers for a database (and a key, such as a language) for `ttlMs`, for
 * data that changes rarely and is read on every page. Concurrent callers share one load; a failed
 * load is forgotten, so the next call tries again. With `maxEntries`, the least recently used key
 * of a database is dropped to make room. `now` is a parameter for tests. An answer made before this
 * process last applied the change feed is not used (server/lib/content-generation.ts): what a page
 * shows is then never older than the change, whatever `ttlMs` says. With `changesWith`, only the
 * applied changes of those kinds (the feed's entities: "product", "company", …) drop the answer:
 * for what a product save cannot change (the category tree), `[]` leaves it to `ttlMs` alone.
 */
export function cachedPerDb<V>(
  ttlMs: number,
  load: (db: Db, key: string) => Promise<V>,
  {
    maxEntries = Number.POSITIVE_INFINITY,
    changesWith,
  }: { maxEntries?: number; changesWith?: readonly ChangeKind[] } = {},
) {
  const caches = new WeakMap<Db, Map<string, { at: number; generation: number; value: Promise<V> }>>();
  const bounded = Number.isFinite(maxEntries);
  return (db: Db, key = "", now = Date.now()): Promise<V> => {
    const byKey = caches.get(db) ?? new Map<string, { at: number; generation: number; value: Promise<V> }>();
    caches.set(db, byKey);
    const cached = byKey.get(key);
    const generation = contentGeneration(db, changesWith);
    if (cached && now - cached.at < ttlMs && cached.generation === generation) {
      // A Map keeps insertion order: set again, a hit becomes the most recently used.
      if (bounded) {
        byKey.delete(key);
        byKey.set(key, cached);
      }
      return cached.value;
    }
    byKey.delete(key); // an expired entry is set again below as the newest
    if (byKey.size >= maxEntries) byKey.delete(byKey.keys().next().value!);
    const entry = { at: now, generation, value: load(db, key) };
    byKey.set(key, entry);
    entry.value.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    return entry.value;
  };
}
