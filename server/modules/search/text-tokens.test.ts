import { describe, expect, it } from "vitest";
import { indexOfTexts } from "./index-fixtures.ts";
import { exactGroups, matchText } from "./text-match.ts";
import { foldText, indexTokens, queryTerms } from "./text-tokens.ts";

describe("search text tokens", () => {
  it("folds case and Latin diacritics, Turkish dotted and dotless i, ß, ø", () => {
    expect(foldText("ÇELİK Şişe ıspanak Größe Øre Café")).toBe("celik sise ispanak grosse ore cafe");
    expect(indexTokens("Wi-Fi kids' 3,5 mm")).toEqual(["wi", "fi", "kids", "3", "5", "mm"]);
  });

  it("drops Arabic and Hebrew vowel marks but keeps Devanagari vowel signs", () => {
    expect(indexTokens("العَرَبِيَّة")).toEqual(["العربية"]);
    expect(indexTokens("שָׁלוֹם")).toEqual(["שלום"]);
    expect(indexTokens("हिन्दी")).toEqual(["हिन्दी"]);
  });

  it("indexes CJK as characters and pairs; queries look for pairs, or the single character", () => {
    expect(indexTokens("水杯")).toEqual(["水", "水杯", "杯"]);
    expect(queryTerms("不锈钢")).toEqual(["不锈", "锈钢"]);
    expect(queryTerms("杯")).toEqual(["杯"]);
    expect(queryTerms("ノートPC")).toEqual(["ノー", "ート", "pc"]);
  });

  it("finds what the index holds, however the query is typed", () => {
    const index = indexOfTexts(
      [
        "İstanbul’da ÇELİK şişe",
        "Größe XL Wi-Fi router",
        "不锈钢水杯",
        "ノートPC スタンド",
        "مصباح العَرَبِيّ",
      ].map((name) => ({ names: [name] })),
    );
    const find = (q: string) =>
      [...matchText(index, exactGroups(index, queryTerms(q))).slots].map((s) => index.productId.data[s]);
    expect(find("istanbul celik")).toEqual([1]);
    expect(find("ŞİŞE")).toEqual([1]);
    // A hyphenated compound is also indexed joined.
    expect(find("grosse wifi")).toEqual([2]);
    expect(find("grosse wi fi")).toEqual([2]);
    expect(find("水杯")).toEqual([3]);
    expect(find("ノートpc")).toEqual([4]);
    expect(find("العربي")).toEqual([5]);
  });
});
