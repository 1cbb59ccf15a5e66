/**
 * How long the main process waits before starting again a process that died: a second, doubled
 * for each death within a minute of the one before, at most 30 s. A process that dies as it
 * starts (a cut snapshot, too little memory for the index) is then not restarted in a tight loop
 * that takes the CPU the HTTP workers need, while one that ran for a while is back after a second.
 */
export class RestartBackoff {
  private delayMs = 0;
  private lastDeath = Number.NEGATIVE_INFINITY;
  private readonly firstMs: number;
  private readonly maxMs: number;
  private readonly calmMs: number;

  constructor({ firstMs = 1_000, maxMs = 30_000, calmMs = 60_000 } = {}) {
    this.firstMs = firstMs;
    this.maxMs = maxMs;
    this.calmMs = calmMs;
  }

  /** The pause before the next start, for a death at `now` (ms). */
  afterDeath(now = Date.now()): number {
    this.delayMs = now - this.lastDeath > this.calmMs ? this.firstMs : Math.min(this.maxMs, this.delayMs * 2);
    this.lastDeath = now;
    return this.delayMs;
  }
}
