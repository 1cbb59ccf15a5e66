import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { AppError } from "./errors.ts";

/**
 * Fixed-window counter in the database, so every server process shares it. Throws
 * AppError('rate_limited') once `limit` hits fall in the current window.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<void> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.hits + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits > limit) throw new AppError("rate_limited");
}

/** Forgets a key, e.g. the failed-login counter after a successful login. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
