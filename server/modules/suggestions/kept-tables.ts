import type { Db } from "#server/db/connect.ts";

/**
 * Like `cachedPerDb`, for tables that take a while to build and may be a little old: the first
 * call for a key waits for the build; later, once `ttlMs` has passed, the next call starts one
 * new build and is answered from the table it replaces, so no buyer waits for a rebuild as they
 * type. A failed rebuild keeps the old table and is tried again on a later call.
 */
export function keptPerDb<V>(ttlMs: number, build: (db: Db, key: string) => Promise<V>) {
  type Entry = { at: number; value: Promise<V>; next?: Promise<void> };
  const tables = new WeakMap<Db, Map<string, Entry>>();
  return (db: Db, key: string, now = Date.now()): Promise<V> => {
    const byKey = tables.get(db) ?? new Map<string, Entry>();
    tables.set(db, byKey);
    const entry = byKey.get(key);
    if (!entry) {
      const value = build(db, key);
      const fresh: Entry = { at: now, value };
      byKey.set(key, fresh);
      value.catch(() => byKey.get(key) === fresh && byKey.delete(key));
      return value;
    }
    if (now - entry.at >= ttlMs && !entry.next)
      entry.next = build(db, key).then(
        (value) => {
          byKey.set(key, { at: Date.now(), value: Promise.resolve(value) });
        },
        () => {
          entry.next = undefined;
        },
      );
    return entry.value;
  };
}
