import { purgeForgottenDevices, purgeOldSignInFailures } from "#server/modules/accounts/index.ts";
import { purgeFinishedJobs } from "#server/modules/jobs/index.ts";
import { sweepUnusedUploads } from "#server/modules/media/index.ts";
import { MOST_VIEWED_REFRESH_MS, refreshCategoryMostViewed } from "#server/modules/views/index.ts";
import type { Db } from "./db/connect.ts";

const DAY = 86_400_000;

/**
 * Removes what only grows: expired sessions, spent or expired e-mail tokens, old rate-limit
 * windows and sign-in failures, devices not seen for a year, finished jobs.
 */
export async function purgeExpired(db: Db, now = Date.now()): Promise<void> {
  const iso = new Date(now).toISOString();
  await db.deleteFrom("sessions").where("expires_at", "<=", iso).execute();
  await db
    .deleteFrom("user_tokens")
    .where("expires_at", "<=", new Date(now - 7 * DAY).toISOString())
    .execute();
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", Math.floor((now - DAY) / 1000))
    .execute();
  await purgeOldSignInFailures(db, now);
  await purgeForgottenDevices(db, now);
  await purgeFinishedJobs(db, now);
}

export interface Maintenance {
  /** Settles once the first ranking is stored (or failed, which `onError` heard of). */
  firstRanking: Promise<void>;
  stop(): void;
}

/**
 * Runs purgeExpired and the sweep of unused console uploads now and every hour, and refreshes the
 * categories' most viewed products now and every few minutes, without keeping the process alive,
 * until `stop()`. One process of the whole site runs it: the leader (server/leader-tasks.ts).
 */
export function startMaintenance(db: Db, dataDir: string, onError: (error: unknown) => void): Maintenance {
  const hourly = () => Promise.all([purgeExpired(db), sweepUnusedUploads(db, dataDir)]).catch(onError);
  const ranking = () => refreshCategoryMostViewed(db).catch(onError);
  void hourly();
  const timers = [setInterval(hourly, 3_600_000), setInterval(ranking, MOST_VIEWED_REFRESH_MS)];
  for (const timer of timers) timer.unref();
  return {
    firstRanking: ranking(),
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
