/**
 * Where the time comes from. Code with deadlines (sessions, sign-in throttles, job back-off)
 * reads `clock.now()` instead of `Date.now()`, so a test can move time past a deadline instead
 * of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock for tests: real time until it is set, then frozen where it was set or advanced to.
 */
export class ManualClock implements Clock {
  private fixed: number | undefined;
  now(): number {
    return this.fixed ?? Date.now();
  }
  set(ms: number | string | Date): void {
    this.fixed = typeof ms === "number" ? ms : new Date(ms).getTime();
  }
  advance(ms: number): void {
    this.fixed = this.now() + ms;
  }
}
