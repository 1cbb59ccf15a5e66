import { describe, expect, it } from "vitest";
import { averageOf, starDistribution } from "./star-distribution.ts";

const info = (counts: [number, number, number, number, number]) => ({
  commentNumber: counts.reduce((a, b) => a + b, 0),
  averageStar: 0,
  counts: { 1: counts[0], 2: counts[1], 3: counts[2], 4: counts[3], 5: counts[4] },
});

describe("star distribution", () => {
  it("gives each star its rounded share, five stars first", () => {
    expect(starDistribution(info([0, 0, 1, 0, 2]))).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 33 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it("is all zeros without comments, never NaN", () => {
    expect(starDistribution(info([0, 0, 0, 0, 0])).map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
    expect(averageOf(info([0, 0, 0, 0, 0]).counts)).toBe(0);
  });

  it("averages to one decimal", () => {
    expect(averageOf(info([0, 0, 0, 2, 1]).counts)).toBe(4.3);
    expect(averageOf(info([1, 0, 0, 0, 1]).counts)).toBe(3);
    expect(averageOf(info([0, 0, 0, 1, 1]).counts)).toBe(4.5);
  });
});
