/** At most this many passed-over ids are looked for (the highest: in-flight ones are recent). */
const MAX_GAPS = 1000;

/**
 * Where a process has read a table written as a feed (the search index's `search_changes`, the
 * conversation events) up to, and the ids it passed over.
 *
 * Why passed over: PostgreSQL hands out ids when rows are inserted, not when their transactions
 * commit. A row inserted in a transaction that took id 10 may commit after one that took id 11;
 * a read between the two commits sees 11, and a plain `id > cursor` would never read 10 after it.
 * So every id the cursor skips is looked for again with the next reads, until it turns up or
 * `patienceMs` has passed (a rolled-back transaction leaves its id unused for good). SQLite
 * commits one writer at a time in id order and skips none.
 */
export class FeedCursor {
  /** The highest id read. */
  position = 0;
  private readonly gaps = new Map<number, number>();
  private readonly patienceMs: number;

  constructor(patienceMs = 30_000) {
    this.patienceMs = patienceMs;
  }

  /** Starts at `newest`; the ids below it in `recent` (those read from just below it) that are missing may still come. */
  startAt(newest: number, recent: readonly number[], windowSize: number, now: number): void {
    const present = new Set(recent);
    for (let id = Math.max(this.position, newest - windowSize) + 1; id < newest; id++)
      if (!present.has(id)) this.gaps.set(id, now);
    this.position = Math.max(this.position, newest);
  }

  /** The passed-over ids still worth reading (forgetting those waited for too long). */
  lookFor(now: number): number[] {
    for (const [id, since] of this.gaps) if (now - since > this.patienceMs) this.gaps.delete(id);
    return [...this.gaps.keys()];
  }

  /**
   * Takes rows read after the position or among the passed-over ids, in id order: moves the
   * position past them, remembers the ids skipped, and gives the rows not taken before.
   */
  take<Row extends { id: number }>(rows: readonly Row[], now: number): Row[] {
    const fresh: Row[] = [];
    for (const row of rows) {
      if (row.id <= this.position) {
        if (this.gaps.delete(row.id)) fresh.push(row);
        continue;
      }
      for (let id = Math.max(this.position + 1, row.id - MAX_GAPS); id < row.id; id++) this.gaps.set(id, now);
      this.position = row.id;
      fresh.push(row);
    }
    // The lowest ids go first: they have waited longest.
    for (const id of this.gaps.keys()) {
      if (this.gaps.size <= MAX_GAPS) break;
      this.gaps.delete(id);
    }
    return fresh;
  }
}
