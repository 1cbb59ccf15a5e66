import type { Db } from "#server/db/connect.ts";
import { readMerchandisingRevision } from "./home.repo.ts";

export { bumpMerchandisingRevision, readMerchandisingRevision } from "./home.repo.ts";

/**
 * Like cachedPerDb, but the cached answer is used only while the merchandising revision in the
 * database is unchanged, so a console change shows at once in every worker process. `ttlMs` still
 * bounds how long an answer lives when nothing changes (e.g. products edited by suppliers).
 */
export function cachedUntilMerchandisingChange<V>(ttlMs: number, load: (db: Db, key: string) => Promise<V>) {
  const caches = new WeakMap<Db, Map<string, { at: number; revision: number; value: Promise<V> }>>();
  return async (db: Db, key = "", now = Date.now()): Promise<V> => {
    const revision = await readMerchandisingRevision(db);
    const byKey = caches.get(db) ?? new Map();
    caches.set(db, byKey);
    const cached = byKey.get(key);
    if (cached && cached.revision === revision && now - cached.at < ttlMs) return cached.value;
    const value = load(db, key);
    const entry = { at: now, revision, value };
    byKey.set(key, entry);
    value.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    return value;
  };
}
