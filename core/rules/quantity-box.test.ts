import { describe, expect, it } from "vitest";
import {
  decrement,
  increment,
  initialQuantity,
  isOrderableQuantity,
  normalizeTyped,
  QUANTITY_MAX,
  QUANTITY_MIN,
  toQuantity,
} from "./quantity-box.ts";

describe("quantity box", () => {
  it("keeps the limits 1 and 99999", () => {
    expect(QUANTITY_MIN).toBe(1);
    expect(QUANTITY_MAX).toBe(99999);
  });

  it("starts from the minimum order when it is orderable, else from 1", () => {
    expect(initialQuantity(250)).toBe(250);
    expect(initialQuantity(1)).toBe(1);
    expect(initialQuantity(99999)).toBe(99999);
    expect(initialQuantity(100000)).toBe(1);
    expect(initialQuantity(0)).toBe(1);
    expect(initialQuantity(null)).toBe(1);
    expect(initialQuantity(undefined)).toBe(1);
  });

  it("plus increments, and above 99999 wraps to 0 and then increments", () => {
    expect(increment(1)).toBe(2);
    expect(increment("41")).toBe(42);
    expect(increment(99998)).toBe(99999);
    expect(increment(99999)).toBe(1);
    expect(increment(123456)).toBe(1);
    expect(increment("99999")).toBe(1);
  });

  it("plus on a non-number starts again from 0", () => {
    expect(increment("abc")).toBe(1);
    expect(increment("")).toBe(1);
    expect(increment(0)).toBe(1);
  });

  it("minus decrements and floors at 1", () => {
    expect(decrement(42)).toBe(41);
    expect(decrement("2")).toBe(1);
    expect(decrement(1)).toBe(1);
    expect(decrement(0)).toBe(1);
    expect(decrement("abc")).toBe(1);
    expect(decrement(99999)).toBe(99998);
  });

  it("minus brings a value above the maximum back into range", () => {
    expect(decrement(100000)).toBe(99999);
    expect(decrement(5_000_000)).toBe(99999);
  });

  it("turns non-numbers into 0", () => {
    expect(toQuantity("abc")).toBe(0);
    expect(toQuantity("12a")).toBe(0);
    expect(toQuantity("1.5")).toBe(0);
    expect(toQuantity("-3")).toBe(0);
    expect(toQuantity("1e3")).toBe(0);
    expect(toQuantity("")).toBe(0);
    expect(toQuantity("   ")).toBe(0);
    expect(toQuantity(null)).toBe(0);
    expect(toQuantity(undefined)).toBe(0);
    expect(toQuantity(Number.NaN)).toBe(0);
    expect(toQuantity(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toQuantity(2.5)).toBe(0);
    expect(toQuantity(-1)).toBe(0);
    expect(toQuantity({})).toBe(0);
  });

  it("reads whole numbers, with spaces around, leading zeros and Arabic or Persian digits", () => {
    expect(toQuantity("12")).toBe(12);
    expect(toQuantity(" 12 ")).toBe(12);
    expect(toQuantity("007")).toBe(7);
    expect(toQuantity(300)).toBe(300);
    expect(toQuantity("٣٤٥")).toBe(345);
    expect(toQuantity("۱۲")).toBe(12);
    expect(increment("٩")).toBe(10);
  });

  it("keeps typed digits as they are, an empty box while editing, and anything else as 0", () => {
    expect(normalizeTyped("120")).toBe("120");
    expect(normalizeTyped("")).toBe("");
    expect(normalizeTyped("12x")).toBe("0");
    expect(normalizeTyped("abc")).toBe("0");
    expect(normalizeTyped("-1")).toBe("0");
    expect(normalizeTyped("٥٠")).toBe("50");
  });

  it("orders only 1–99999", () => {
    expect(isOrderableQuantity(0)).toBe(false);
    expect(isOrderableQuantity("abc")).toBe(false);
    expect(isOrderableQuantity(1)).toBe(true);
    expect(isOrderableQuantity("99999")).toBe(true);
    expect(isOrderableQuantity(100000)).toBe(false);
  });
});
