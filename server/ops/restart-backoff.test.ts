import { describe, expect, it } from "vitest";
import { RestartBackoff } from "./restart-backoff.ts";

describe("the pause before a dead process is started again", () => {
  it("is a second after a process that ran for a while", () => {
    const backoff = new RestartBackoff();
    expect(backoff.afterDeath(1_000_000)).toBe(1_000);
    // Dies again two minutes later: calm meanwhile, a second again.
    expect(backoff.afterDeath(1_120_000)).toBe(1_000);
  });

  it("doubles while the process keeps dying within a minute, up to 30 s", () => {
    const backoff = new RestartBackoff();
    const pauses = [];
    let now = 0;
    for (let i = 0; i < 8; i++) {
      const pause = backoff.afterDeath(now);
      pauses.push(pause);
      now += pause + 500; // dies half a second after each start
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    // A minute without a death: back to a second.
    expect(backoff.afterDeath(now + 61_000)).toBe(1_000);
  });
});
