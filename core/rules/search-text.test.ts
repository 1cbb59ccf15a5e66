import { describe, expect, it } from "vitest";
import { cutText } from "./cut-text.ts";
import { hasSearchableText, searchedText } from "./search-text.ts";

describe("search texts", () => {
  it("has something to search for only with a letter or a digit, in any script", () => {
    for (const text of ["tea", "C++", "7", "شاي", "茶", "чай", "चाय", " x "])
      expect(hasSearchableText(text)).toBe(true);
    for (const text of ["", " ", "\t\n", "!!!", "-", "...", "+ +", "¿?", "«»", "\u064b"])
      expect(hasSearchableText(text)).toBe(false);
  });

  it("reads the searched text of a results page for the header's box", () => {
    expect(searchedText("/search-product/green%20tea", "")).toBe("green tea");
    expect(searchedText("/search-product/%D8%B4%D8%A7%D9%8A", "?co=4")).toBe("شاي");
    expect(searchedText("/apparel/ca/002", "?s=linen+shirt&p=2")).toBe("linen shirt");
    expect(searchedText("/search-product/CN/pp", "")).toBe("");
    expect(searchedText("/", "")).toBe("");
    // A malformed escape is shown as it was typed, never thrown.
    expect(searchedText("/search-product/100%", "")).toBe("100%");
    expect(searchedText("/search-product/x", "")).toBe("x");
    expect(searchedText(`/search-product/${"a".repeat(300)}`, "")).toHaveLength(200);
  });

  it("cuts at a character boundary", () => {
    expect(cutText("abc", 5)).toBe("abc");
    expect(cutText(`${"a".repeat(29)}😀`, 30)).toBe("a".repeat(29));
    expect(cutText("Teguh Gloves Sdn. Bhd. Kuala Lumpur Branch", 30)).toBe("Teguh Gloves Sdn. Bhd. Kuala L");
  });
});
