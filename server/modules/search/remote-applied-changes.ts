import {
  type AppliedChange,
  type AppliedChanges,
  type AppliedChangesListener,
  type AppliedNews,
  EVERYTHING,
} from "./applied-changes.ts";

/** How often an HTTP process asks the search process what its index applied (a local socket call). */
const POLL_MS = 100;

/**
 * In an HTTP process of a cluster: asks the search process, ten times a second, which batches of
 * the change feed its index has applied since the last answer, and tells the listeners. A change
 * reaches them only once the shared index has it, so a page rendered after they hear of it shows
 * it. A restarted search process, or batches no longer kept, count as "everything changed". While
 * the search process cannot be asked, nothing is confirmed, so the page cache stops serving.
 */
export class RemoteAppliedChanges implements AppliedChanges {
  private readonly listeners: AppliedChangesListener[] = [];
  private readonly ask: (instance: string, seq: number) => Promise<AppliedNews>;
  private readonly pollMs: number;
  private instance = "";
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(ask: (instance: string, seq: number) => Promise<AppliedNews>, pollMs = POLL_MS) {
    this.ask = ask;
    this.pollMs = pollMs;
  }

  subscribe(listener: AppliedChangesListener): void {
    this.listeners.push(listener);
    if (!this.timer && !this.closed) this.schedule(0);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One question and what it tells (exported for tests through `poll`). */
  async poll(): Promise<void> {
    const news = await this.ask(this.instance, this.seq);
    const reset = news.batches === "reset" || news.instance !== this.instance;
    const rows: readonly AppliedChange[] = reset ? EVERYTHING : (news.batches as AppliedChange[][]).flat();
    this.instance = news.instance;
    this.seq = news.seq;
    const confirmedAt = news.confirmedAt;
    for (const listener of this.listeners)
      listener(rows, confirmedAt ?? Number.NEGATIVE_INFINITY, confirmedAt !== null);
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.poll()
        // The search process is starting or gone: nothing is confirmed until it answers again.
        .catch(() => {})
        .finally(() => {
          if (!this.closed) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
