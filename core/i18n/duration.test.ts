import { describe, expect, it } from "vitest";
import { formatDuration, formatPercent } from "./duration.ts";

describe("a span of time as people say it", () => {
  it("says minutes under an hour, hours under two days, days after that", () => {
    expect(formatDuration("en", 0)).toBe("1 minute");
    expect(formatDuration("en", 45)).toBe("45 minutes");
    expect(formatDuration("en", 180)).toBe("3 hours");
    expect(formatDuration("en", 47 * 60)).toBe("47 hours");
    expect(formatDuration("en", 4 * 24 * 60)).toBe("4 days");
  });

  it("speaks the page language", () => {
    expect(formatDuration("de", 180)).toBe("3 Stunden");
    expect(formatDuration("ar", 180)).toContain("ساعات");
    expect(formatPercent("en", 92)).toBe("92%");
    expect(formatPercent("tr", 92)).toBe("%92");
  });
});
