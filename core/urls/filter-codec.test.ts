import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeAmount,
  decodeFilterList,
  decodeFilterValue,
  decodeRange,
  encodeFilterList,
  encodeFilterValue,
  encodeRange,
} from "./filter-codec.ts";

describe("filter values", () => {
  it("turns spaces into dashes and escapes the separators", () => {
    expect(encodeFilterValue("Acme Tools")).toBe("Acme-Tools");
    expect(encodeFilterValue("Wi-Fi")).toBe("Wi~dFi");
    expect(encodeFilterValue("a,b")).toBe("a~cb");
    expect(encodeFilterValue("a_b")).toBe("a~ub");
    expect(encodeFilterValue("a~b")).toBe("a~tb");
    expect(encodeFilterValue("~d")).toBe("~td");
    expect(encodeFilterValue("")).toBe("");
  });

  it("decodes back", () => {
    expect(decodeFilterValue("Acme-Tools")).toBe("Acme Tools");
    expect(decodeFilterValue("Wi~dFi")).toBe("Wi-Fi");
    expect(decodeFilterValue("a~cb~ub~tc")).toBe("a,b_b~c");
    expect(decodeFilterValue("~td")).toBe("~d");
  });

  it("keeps unknown placeholders literally", () => {
    expect(decodeFilterValue("a~xb")).toBe("a~xb");
    expect(decodeFilterValue("~")).toBe("~");
    expect(decodeFilterValue("end~")).toBe("end~");
    expect(decodeFilterValue("~~d")).toBe("~-");
  });

  it.each([
    "Acme Tools",
    "Wi-Fi",
    "a,b",
    "snake_case",
    "~",
    "~~",
    "~t",
    "~d~c~u",
    "--",
    "- -",
    " leading",
    "trailing ",
    "  ",
    "",
    "شركة الأدوات",
    "绿茶 有限公司",
    "İSTANBUL ışık",
    "ISO 9001:2015",
    "100% cotton, 50_50",
    "😀 emoji-test",
  ])("round-trips %j", (value) => {
    const encoded = encodeFilterValue(value);
    expect(encoded).not.toMatch(/[ ,_]/);
    expect(decodeFilterValue(encoded)).toBe(value);
  });

  it("round-trips any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        expect(decodeFilterValue(encodeFilterValue(value))).toBe(value);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("~", "-", ",", "_", " ", "t", "d", "c", "u", "x") }),
        (value) => {
          expect(decodeFilterValue(encodeFilterValue(value))).toBe(value);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("filter lists", () => {
  it("joins encoded values with commas", () => {
    expect(encodeFilterList(["Acme Tools", "a,b", "Wi-Fi"])).toBe("Acme-Tools,a~cb,Wi~dFi");
    expect(encodeFilterList([])).toBe("");
  });

  it("splits, decodes, and drops empty items and repeats", () => {
    expect(decodeFilterList("Acme-Tools,a~cb,Wi~dFi")).toEqual(["Acme Tools", "a,b", "Wi-Fi"]);
    expect(decodeFilterList(",CN,,TR,CN,")).toEqual(["CN", "TR"]);
    expect(decodeFilterList("")).toEqual([]);
  });

  it("round-trips any list of distinct non-empty values", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 })), (values) => {
        expect(decodeFilterList(encodeFilterList(values))).toEqual(values);
      }),
    );
  });
});

describe("ranges", () => {
  it("writes min_max with either side empty", () => {
    expect(encodeRange(10, 200)).toBe("10_200");
    expect(encodeRange(10)).toBe("10_");
    expect(encodeRange(undefined, 200)).toBe("_200");
    expect(encodeRange(0, 0.5)).toBe("0_0.5");
    expect(encodeRange()).toBe("");
    expect(encodeRange(Number.NaN, -1)).toBe("");
  });

  it("reads each side on its own", () => {
    expect(decodeRange("10_200")).toEqual({ min: 10, max: 200 });
    expect(decodeRange("10_")).toEqual({ min: 10 });
    expect(decodeRange("_200")).toEqual({ max: 200 });
    expect(decodeRange("_")).toEqual({});
    expect(decodeRange("")).toEqual({});
    expect(decodeRange("10")).toEqual({});
  });

  it("accepts only finite numbers ≥ 0", () => {
    expect(decodeRange("-5_abc")).toEqual({});
    expect(decodeRange("Infinity_1e999")).toEqual({});
    expect(decodeRange("0x10_ 5")).toEqual({});
    expect(decodeRange("abc_20")).toEqual({ max: 20 });
    expect(decodeRange("1.5_20_30")).toEqual({ min: 1.5 });
    expect(decodeAmount("")).toBeUndefined();
    expect(decodeAmount(".5")).toBe(0.5);
    expect(decodeAmount("1e-7")).toBe(1e-7);
  });

  it("round-trips any amounts", () => {
    const amount = fc.option(fc.double({ min: 0, max: 1e15, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(amount, amount, (min, max) => {
        const range = decodeRange(encodeRange(min, max));
        // -0 is written as "0" and comes back as 0.
        expect(range.min).toBe(min === undefined ? undefined : Math.abs(min));
        expect(range.max).toBe(max === undefined ? undefined : Math.abs(max));
      }),
    );
  });
});
