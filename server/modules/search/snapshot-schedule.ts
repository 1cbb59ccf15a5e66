import type { Logger } from "#server/lib/logger.ts";
import { captureIndex } from "./index-snapshot.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SnapshotStore, SnapshotWritten } from "./snapshot-store.ts";

/** How often a process looks whether a snapshot is due (at most; sooner when `afterMs` is shorter). */
const CHECK_MS = 60_000;

/** A snapshot written, and how long taking the index's copy kept requests waiting. */
export type ScheduledWrite = SnapshotWritten & { captureMs: number };

/** What the schedule needs of the engine: its index with the feed position, and a way to catch up. */
export interface SnapshotSource {
  current(): { index: SearchIndex; position: number } | undefined;
  refresh(): Promise<void>;
}

/**
 * Writes snapshots of an engine's index in the background: after a build from the database, then
 * whenever the one on disk is behind by `afterChanges` feed rows, or is `afterMs` old and behind at
 * all. Each process of a cluster takes the store's lock and then looks at the file on disk, so one
 * written by another process counts and processes started together write it once.
 */
export class SnapshotSchedule {
  /**
   * When this process last began building its index from the database (0: it loaded a snapshot
   * and has not since). A snapshot on disk written before that is the one it could not use, or
   * older: a new one is due.
   */
  builtAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<ScheduledWrite | undefined> | null = null;
  private readonly abort = new AbortController();

  readonly store: SnapshotStore;
  private readonly source: SnapshotSource;
  private readonly log: Logger | undefined;

  constructor(store: SnapshotStore, source: SnapshotSource, log?: Logger) {
    this.store = store;
    this.source = source;
    this.log = log;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), Math.min(CHECK_MS, this.store.settings.afterMs));
    this.timer.unref();
    void this.check();
  }

  /** Stops the checks and abandons a write in progress (its temporary file is removed). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
  }

  /** Writes a snapshot if one is due; resolves to what was written, if anything. */
  check(): Promise<ScheduledWrite | undefined> {
    this.writing ??= this.writeIfDue()
      .catch((error) => {
        if (!this.abort.signal.aborted) this.log?.error({ err: error }, "search index snapshot failed");
        return undefined;
      })
      .finally(() => {
        this.writing = null;
      });
    return this.writing;
  }

  private async writeIfDue(): Promise<ScheduledWrite | undefined> {
    if (!this.source.current() || this.abort.signal.aborted) return undefined;
    // Under the lock, so that of processes started together only the first writes.
    const release = await this.store.lock();
    if (!release) return undefined;
    try {
      // The feed rows already written count: the position is this process's after applying them.
      await this.source.refresh();
      const ours = this.source.current()!;
      if (ours.position === 0) return undefined;
      const disk = await this.store.onDisk();
      const settings = this.store.settings;
      const due =
        !disk ||
        disk.writtenAt < this.builtAt ||
        ours.position - disk.position >= settings.afterChanges ||
        (ours.position > disk.position && Date.now() - disk.writtenAt >= settings.afterMs);
      if (!due) return undefined;
      // Caught up again, and captured in the same turn: the capture is of that position exactly.
      await this.source.refresh();
      const captureStarted = performance.now();
      const now = this.source.current()!;
      const capture = captureIndex(now.index);
      const captureMs = Math.round((performance.now() - captureStarted) * 10) / 10;
      const written = await this.store.write(capture, now.position, this.abort.signal);
      if (!written) return undefined;
      this.log?.info({ ...written, captureMs, position: now.position }, "search index snapshot written");
      return { ...written, captureMs };
    } finally {
      await release();
    }
  }
}
