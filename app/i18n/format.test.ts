import { describe, expect, it } from "vitest";
import { countryName, formatDate, formatMoney, formatNumber } from "./format.ts";

describe("formatting per language", () => {
  it("groups digits as each language does", () => {
    expect(formatNumber("en", 12500)).toBe("12,500");
    expect(formatNumber("de", 12500)).toBe("12.500");
    expect(formatNumber("fa", 12500)).toBe("۱۲٬۵۰۰");
  });
  it("formats prices in US dollars", () => {
    expect(formatMoney("en", 3.5)).toBe("$3.50");
    expect(formatMoney("tr", 3.5)).toMatch(/\$3,50/);
    expect(formatMoney("en", 0.125)).toBe("$0.125");
  });
  it("formats dates and ignores bad ones", () => {
    expect(formatDate("en", "2026-11-21")).toBe("Nov 21, 2026");
    expect(formatDate("de", "2026-11-21")).toBe("21.11.2026");
    expect(formatDate("en", "not a date")).toBe("");
  });
  it("names countries in the page language, Hebrew included", () => {
    expect(countryName("tr", "DE")).toBe("Almanya");
    expect(countryName("iw", "TR")).toBe("טורקיה");
    expect(countryName("en", "??")).toBe("??");
  });
});
