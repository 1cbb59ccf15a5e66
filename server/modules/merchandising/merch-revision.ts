import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/** Raises the merchandising revision; call it inside the transaction of every change. */
export async function bumpMerchRevision(db: Db): Promise<void> {
  await db.updateTable("merch_revision").set({ revision: sql`revision + 1` }).where("id", "=", 1).execute();
}

/** The current revision: one primary-key read, far cheaper than the data it guards. */
export async function readMerchRevision(db: Db): Promise<number> {
  const row = await db.selectFrom("merch_revision").select("revision").where("id", "=", 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * Like cachedPerDb, but the cached answer is used only while the merchandising revision in the
 * database is unchanged, so a console change shows at once in every worker process. `ttlMs` still
 * bounds how long an answer lives when nothing changes (e.g. products edited by suppliers).
 */
export function cachedUntilMerchChange<V>(ttlMs: number, load: (db: Db, key: string) => Promise<V>) {
  const caches = new WeakMap<Db, Map<string, { at: number; revision: number; value: Promise<V> }>>();
  return async (db: Db, key = "", now = Date.now()): Promise<V> => {
    const revision = await readMerchRevision(db);
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
