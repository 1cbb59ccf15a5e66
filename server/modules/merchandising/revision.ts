import type { Db } from "#server/db/connect.ts";
import { contentGeneration } from "#server/lib/content-generation.ts";
import { readMerchandisingRevision } from "./home.repo.ts";

export { bumpMerchandisingRevision, readMerchandisingRevision } from "./home.repo.ts";

/**
 * Like cachedPerDb, but the cached answer is used only while the merchandising revision in the
 * database is unchanged, so a console change shows at once in every worker process. `ttlMs` still
 * bounds how long an answer lives when nothing changes; a product or company change this process
 * has applied from the change feed drops it too (server/lib/content-generation.ts), since the
 * answers show product cards.
 */
export function cachedUntilMerchandisingChange<V>(ttlMs: number, load: (db: Db, key: string) => Promise<V>) {
  const caches = new WeakMap<
    Db,
    Map<string, { at: number; revision: number; generation: number; value: Promise<V> }>
  >();
  return async (db: Db, key = "", now = Date.now()): Promise<V> => {
    const revision = await readMerchandisingRevision(db);
    const byKey = caches.get(db) ?? new Map();
    caches.set(db, byKey);
    const cached = byKey.get(key);
    const generation = contentGeneration(db);
    if (cached && cached.revision === revision && cached.generation === generation && now - cached.at < ttlMs)
      return cached.value;
    const value = load(db, key);
    const entry = { at: now, revision, generation, value };
    byKey.set(key, entry);
    value.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    return value;
  };
}
