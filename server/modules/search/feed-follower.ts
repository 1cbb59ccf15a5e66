import type { Db } from "#server/db/connect.ts";
import type { AppliedChange, AppliedChangesListener } from "./applied-changes.ts";
import { FeedCursor } from "#server/lib/feed-cursor.ts";
import * as feed from "./search-changes.repo.ts";

/** Rows read from the feed at once; a longer backlog is read in several batches. */
const BATCH = 5000;
/** At start, the ids missing among this many below the newest are looked for as passed over. */
const START_WINDOW = 256;

/**
 * Reads the change feed (`search_changes`) of one index: the rows after its cursor and those the
 * cursor passed over (server/lib/feed-cursor.ts), hands each batch to `apply`, and then tells its
 * listeners what was applied, when the read was sent and whether it reached the feed's end (the
 * page cache follows the feed through them: server/http/page-cache/page-marks.ts).
 */
export class FeedFollower {
  private readonly cursor = new FeedCursor();
  private reading: Promise<void> | null = null;
  readonly listeners: AppliedChangesListener[] = [];

  private readonly db: Db;
  private readonly apply: (rows: AppliedChange[]) => Promise<void>;

  constructor(db: Db, apply: (rows: AppliedChange[]) => Promise<void>) {
    this.db = db;
    this.apply = apply;
  }

  /** The last feed row applied. */
  get position(): number {
    return this.cursor.position;
  }

  /** The read under way, if any (a compaction's swap waits for it: a batch is applied across awaits). */
  get applying(): Promise<void> | null {
    return this.reading;
  }

  /**
   * Puts the cursor at `newest`; the ids just below it that are not in the feed yet (their
   * transactions had not committed) are looked for with the next reads.
   */
  async startAt(newest: number): Promise<void> {
    const recent = await feed.findChangesAfter(this.db, Math.max(0, newest - START_WINDOW), [], START_WINDOW);
    this.cursor.startAt(
      newest,
      recent.map((row) => row.id),
      START_WINDOW,
      Date.now(),
    );
  }

  /** Applies every row written since the last read (callers share a read under way). */
  read(): Promise<void> {
    this.reading ??= this.readToEnd().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readToEnd(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const rows = await feed.findChangesAfter(
        this.db,
        this.cursor.position,
        this.cursor.lookFor(now),
        BATCH,
      );
      // Taken only once applied: a failure leaves them to be read again.
      if (rows.length) await this.apply(rows);
      const fresh = rows.length ? this.cursor.take(rows, now) : [];
      for (const listener of this.listeners) listener(fresh, now, rows.length < BATCH);
      if (rows.length < BATCH) return;
    }
  }
}
