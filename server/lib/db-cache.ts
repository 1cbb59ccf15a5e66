import type { Db } from "../db/connect.ts";

/**
 * Remembers what `load` answers for a database (and a key, such as a language) for `ttlMs`, for
 * data that changes rarely and is read on every page. Concurrent callers share one load; a failed
 * load is forgotten, so the next call tries again. `now` is a parameter for tests.
 */
export function cachedPerDb<V>(ttlMs: number, load: (db: Db, key: string) => Promise<V>) {
  const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<V> }>>();
  return (db: Db, key = "", now = Date.now()): Promise<V> => {
    const byKey = caches.get(db) ?? new Map<string, { at: number; value: Promise<V> }>();
    caches.set(db, byKey);
    const cached = byKey.get(key);
    if (cached && now - cached.at < ttlMs) return cached.value;
    const value = load(db, key);
    byKey.set(key, { at: now, value });
    value.catch(() => byKey.delete(key));
    return value;
  };
}
