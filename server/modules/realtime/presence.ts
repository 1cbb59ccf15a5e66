import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import type { Logger } from "#server/lib/logger.ts";
import {
  deletePresence,
  deleteProcessPresence,
  deleteStalePresence,
  findFreshPresence,
  touchProcessPresence,
  upsertPresence,
} from "./presence.repo.ts";

/** How often a process moves its rows on while their streams stay open. */
export const PRESENCE_REFRESH_MS = 30_000;
/**
 * A row older than this counts for nothing: its process has missed two refreshes in a row, so it
 * has stopped (or cannot reach the database, and then its streams get no events either).
 */
export const PRESENCE_STALE_MS = 90_000;

/**
 * Whether any server process holds an open event stream of the user at `now`: a process's row for
 * the user, refreshed within the last minute and a half.
 */
export async function hasOpenStream(db: Db, userId: number, now: number | Date): Promise<boolean> {
  const since = new Date(new Date(now).getTime() - PRESENCE_STALE_MS).toISOString();
  return findFreshPresence(db, userId, since);
}

/**
 * This process's part of the presence table: a row per user with open streams here, written when
 * their first stream opens and deleted when their last one closes, and all of them refreshed every
 * `PRESENCE_REFRESH_MS`. Writes go one after the other in the order of the changes, and a burst of
 * changes of one user makes one write with the count as it is by then.
 */
export class PresenceReporter {
  readonly processId = randomUUID();
  private readonly streams = new Map<number, number>();
  private readonly changed = new Set<number>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  private readonly db: Db;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly refreshMs: number;

  constructor(db: Db, clock: Clock, log: Logger, refreshMs = PRESENCE_REFRESH_MS) {
    this.db = db;
    this.clock = clock;
    this.log = log;
    this.refreshMs = refreshMs;
  }

  streamOpened(userId: number): Promise<void> {
    this.streams.set(userId, (this.streams.get(userId) ?? 0) + 1);
    this.timer ??= setInterval(() => void this.refresh(), this.refreshMs).unref();
    return this.change(userId);
  }

  streamClosed(userId: number): Promise<void> {
    const left = (this.streams.get(userId) ?? 1) - 1;
    if (left > 0) this.streams.set(userId, left);
    else this.streams.delete(userId);
    return this.change(userId);
  }

  /** Moves this process's rows on to now and deletes the rows of processes that stopped. */
  refresh(): Promise<void> {
    return this.enqueue(async () => {
      const now = this.clock.now();
      if (this.streams.size) await touchProcessPresence(this.db, this.processId, iso(now));
      await deleteStalePresence(this.db, iso(now - PRESENCE_STALE_MS));
    });
  }

  /** Resolves once every change made so far is written. */
  settled(): Promise<void> {
    return this.writing;
  }

  /** Deletes this process's rows (at shutdown); later changes are not written. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.enqueue(() => deleteProcessPresence(this.db, this.processId));
    this.stopped = true;
  }

  private change(userId: number): Promise<void> {
    if (this.changed.has(userId)) return this.writing;
    this.changed.add(userId);
    return this.enqueue(async () => {
      this.changed.delete(userId);
      const streams = this.streams.get(userId) ?? 0;
      if (streams === 0) await deletePresence(this.db, this.processId, userId);
      else
        await upsertPresence(this.db, {
          processId: this.processId,
          userId,
          streams,
          seenAt: iso(this.clock.now()),
        });
    });
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.stopped) return;
      await write().catch((error: unknown) =>
        this.log.warn({ err: error }, "realtime: presence write failed"),
      );
    });
    return this.writing;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
