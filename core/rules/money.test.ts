import { describe, expect, it } from "vitest";
import { formatMoneyE4, lineTotalE4, moneyText, parseMoneyE4, percentOfE4, roundToMinor } from "./money.ts";

describe("exact money", () => {
  it("parses decimal text without floating point and refuses anything else", () => {
    expect(parseMoneyE4("8.10")).toBe(81000);
    expect(parseMoneyE4("0.0125")).toBe(125);
    expect(parseMoneyE4("12,5")).toBe(125000);
    expect(parseMoneyE4("99999999999.9999")).toBe(999999999999999);
    for (const bad of ["", "-1", "1.23456", "1e3", "abc", "1.2.3"]) expect(parseMoneyE4(bad)).toBeUndefined();
  });

  it("adds up where floats would not: 0.1 + 0.2 is 0.30", () => {
    expect(moneyText(parseMoneyE4("0.1")! + parseMoneyE4("0.2")!)).toBe("0.30");
  });

  it("rounds totals to the currency's minor unit", () => {
    expect(lineTotalE4(125, 3, "USD")).toBe(400); // 0.0375 → 0.04
    expect(roundToMinor(15000, "JPY")).toBe(20000); // 1.5 yen → 2
    expect(percentOfE4(1000000, 30, "USD")).toBe(300000);
    expect(percentOfE4(333300, 30, "USD")).toBe(100000); // 9.999 → 10.00
  });

  it("formats in the reader's language", () => {
    expect(formatMoneyE4(12345000, "USD", "en")).toBe("$1,234.50");
    expect(formatMoneyE4(125, "USD", "en")).toBe("$0.0125");
    expect(formatMoneyE4(20000, "JPY", "en")).toBe("¥2");
  });
});
