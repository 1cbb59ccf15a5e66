import type { Db } from "./db/connect.ts";
import { sweepUnusedUploads } from "./modules/media/upload-sweep.ts";

const DAY = 86_400_000;

/** Removes what only grows: expired sessions, spent or expired e-mail tokens, old rate-limit windows. */
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
}

/**
 * Runs purgeExpired and the sweep of unused console uploads now and every hour, without keeping
 * the process alive.
 */
export function scheduleMaintenance(db: Db, dataDir: string, onError: (error: unknown) => void): void {
  const run = () => Promise.all([purgeExpired(db), sweepUnusedUploads(db, dataDir)]).catch(onError);
  void run();
  setInterval(run, 3_600_000).unref();
}
