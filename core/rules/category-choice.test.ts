import { describe, expect, it } from "vitest";
import { covers, isChoosableCode, normaliseCategoryCodes, suggestedCodes } from "./category-choice.ts";

describe("a company's choice of categories", () => {
  it("keeps a parent and drops the children it already brings, each code once, in code order", () => {
    expect(normaliseCategoryCodes(["020001", "020", "030002003", "030002", "030002", "010"])).toEqual([
      "010",
      "020",
      "030002",
    ]);
    expect(normaliseCategoryCodes([])).toEqual([]);
  });

  it("does not take a code that merely starts like another for its child", () => {
    // 020 and 0200 are not parent and child: codes grow three characters a level.
    expect(covers("020", "020001")).toBe(true);
    expect(covers("020001", "020")).toBe(false);
    expect(normaliseCategoryCodes(["021", "020001"])).toEqual(["020001", "021"]);
  });

  it("accepts codes of levels one to three only", () => {
    expect(["020", "020001", "020001002"].map(isChoosableCode)).toEqual([true, true, true]);
    expect(["", "02", "0200", "020001002003", "02'; --", "020\u0000"].map(isChoosableCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("suggests the second level of the products' categories", () => {
    expect(suggestedCodes(["020001002", "020001003", "030002", "040", ""])).toEqual([
      "020001",
      "030002",
      "040",
    ]);
  });
});
