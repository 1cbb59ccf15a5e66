import { describe, expect, it } from "vitest";
import { Random } from "./random.ts";

describe("Random", () => {
  it("repeats the same sequence for the same seeds", () => {
    const a = new Random(7, 42);
    const b = new Random(7, 42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });
  it("gives different sequences for different seeds", () => {
    expect(new Random(1, 1).next()).not.toBe(new Random(1, 2).next());
  });
  it("stays within bounds and covers them", () => {
    const r = new Random(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = r.int(1, 6);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect(seen.size).toBe(6);
  });
  it("samples distinct items", () => {
    const picked = new Random(9).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
  });
});
