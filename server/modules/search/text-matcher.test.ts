import { describe, expect, it } from "vitest";
import type { Lang } from "#core/i18n/languages.ts";
import { NO_SELECTION } from "./query-plan.ts";
import { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { TextMatcher } from "./text-matcher.ts";
import { queryTerms } from "./text-tokens.ts";

const CATALOGUE: {
  name: string;
  brand?: string;
  description?: string;
  verified?: boolean;
  price?: number;
}[] = [
  { name: "Cotton Shirt" }, // 1
  { name: "Linen Shirts for men" }, // 2
  { name: "Galvanized Steel Pipe" }, // 3
  { name: "Stainless Steel Sheet" }, // 4
  { name: "Oak Interior Door" }, // 5
  { name: "Kitchen Knife Set" }, // 6
  { name: "Crew Neck T-Shirt" }, // 7
  { name: "Pamuklu Gömlek" }, // 8
  { name: "Baumwoll Hemd" }, // 9
  { name: "Хлопковая рубашка" }, // 10
  { name: "پیراهن نخی" }, // 11
  { name: "חולצה כותנה" }, // 12
  { name: "Kahve Dünyası Porcelain Mug", brand: "Kahve Dünyası" }, // 13
  { name: "Türk Kahve Fincanı" }, // 14
  { name: "Steel Cup", description: "Keeps coffee warm" }, // 15
  { name: "Coffee Cup" }, // 16
  { name: "Copper Wire 2000 m" }, // 17
  { name: "Garden Hose", description: "Pairs with a shirt hanger" }, // 18
  { name: "ג'ינס כותנה" }, // 19
  { name: "ممسحة أرضيات" }, // 20
  { name: "בד פופלין" }, // 21
  { name: "מחרטת בדיוק גבוה" }, // 22
];

function setup() {
  const index = new SearchIndex();
  index.putCompany({
    id: 1,
    name: "Anatolia Trading",
    country: "TR",
    isVerified: false,
    certifications: [],
    businessTypes: [],
  });
  index.putCompany({
    id: 2,
    name: "Verified Mills",
    country: "TR",
    isVerified: true,
    certifications: [],
    businessTypes: [],
  });
  for (const [i, p] of CATALOGUE.entries()) {
    index.putProduct({
      ...index_product(i + 1),
      companyId: p.verified ? 2 : 1,
      brand: p.brand ?? null,
      priceMin: p.price ?? null,
      priceMax: p.price ?? null,
      names: [p.name],
      descriptions: p.description ? [p.description] : [],
    });
  }
  const matcher = new TextMatcher();
  /** Product ids in rank order. */
  const search = (text: string, lang: Lang = "en") => {
    const terms = queryTerms(text);
    const match = matcher.match(index, terms, lang, 0);
    const result = runQuery(
      index,
      { terms, lang, selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 50 },
      undefined,
      match,
    );
    return result.productIds;
  };
  return { index, matcher, search };
}

describe("matching what buyers type", () => {
  it("matches plurals and inflections through each language's stemmer, exact forms first", () => {
    const { search } = setup();
    expect(search("shirts")).toEqual([2, 7, 1, 18]);
    expect(search("shirt")).toEqual([7, 1, 2, 18]);
    expect(search("pipes")).toEqual([3]);
    expect(search("doors")).toEqual([5]);
    expect(search("knives")).toEqual([6]);
    expect(search("gömlekler", "tr")).toEqual([8]);
    expect(search("gomlekler", "tr")).toEqual([8]);
    expect(search("Hemden", "de")).toEqual([9]);
    expect(search("рубашки", "ru")).toEqual([10]);
    // A Russian word on the English site still goes through the Russian stemmer.
    expect(search("рубашки", "en")).toEqual([10]);
    expect(search("پیراهن‌ها", "fa")).toEqual([11]);
    expect(search("חולצות", "iw")).toEqual([12]);
    // A geresh is part of a Hebrew word, typed with an apostrophe or without.
    expect(search("ג'ינס", "iw")).toEqual([19]);
    // Arabic light stemming: the feminine plural and the article.
    expect(search("ممسحات", "ar")).toEqual([20]);
    expect(search("الممسحة", "ar")).toEqual([20]);
    // Hebrew construct plural ("fabrics of poplin").
    expect(search("בדי פופלין", "iw")).toEqual([21]);
    expect(search("גינס", "iw")).toEqual([19]);
  });

  it("forgives one typo from 4 letters and two from 8, never in numbers or short words, exact first", () => {
    const { search } = setup();
    expect(search("stainles steel")).toEqual([4]);
    expect(search("stanless steel")).toEqual([4]);
    expect(search("staimles stel")).toEqual([4]);
    expect(search("dooor")).toEqual([5]);
    expect(search("cap")).toEqual([]);
    expect(search("2001")).toEqual([]);
    expect(search("2000")).toEqual([17]);
    // "steel" exists: it is not also read as a typo of "sheet" or anything else.
    expect(search("steel")).toEqual([15, 4, 3]);
  });

  it("keeps to the typo budget at its edges: 3 letters none, 7 letters one, 8 letters two", () => {
    const { index, matcher } = setup();
    const vocabulary = matcher.vocabularyOf(index);
    const corrections = (word: string) => vocabulary.typos(word).map((m) => vocabulary.words[m.ordinal]);
    expect(corrections("cup")).toEqual([]);
    expect(corrections("cupz")).toContain("cup");
    // Eight letters allow two edits: "galvanzd" is two from "galvanized".
    expect(corrections("galvanzd")).toContain("galvanized");
    expect(corrections("kitchn")).toContain("kitchen");
    // Seven letters allow one edit: "kitchxx" is two from "kitchen".
    expect(corrections("kitchxx")).toEqual([]);
    expect(corrections("2001")).toEqual([]);
  });

  it("ranks an exact word above its stem, and that above a correction, among the same products", () => {
    const { index, search } = setup();
    index.putProduct({ ...index_product(300), names: ["Linen Short"] });
    index.putProduct({ ...index_product(301), names: ["Linen Shirt"] });
    // "lnen" finds nothing as typed, so corrections are tried: "linen" for it, and "short" for
    // "shirt" besides the word itself and its plural.
    expect(search("lnen shirt")).toEqual([301, 2, 300]);
  });

  it("completes the last word as the buyer types", () => {
    const { search } = setup();
    expect(search("stainl")).toEqual([4]);
    expect(search("galvanized ste")).toEqual([3]);
    expect(search("k")).toEqual([]);
  });

  it("finds a hyphenated compound written as one word, and the operator's synonyms", () => {
    const { search, matcher } = setup();
    expect(search("tshirt")).toEqual([7]);
    expect(search("t-shirt")).toEqual([7]);
    expect(search("tee")).toEqual([]);
    matcher.setSynonyms([
      { lang: null, terms: ["t-shirt", "tee"] },
      { lang: "tr", terms: ["gömlek", "shirt"] },
    ]);
    expect(search("tee")).toEqual([7]);
    expect(search("tees")).toEqual([7]);
    // A synonym group of one language applies on that language's site only.
    expect(search("gömlek", "en")).toEqual([8]);
    expect(search("gömlek", "tr")).toEqual([8, 7, 2, 1, 18]);
  });

  it("ranks the product named by the words above a brand or company that holds them", () => {
    const { search } = setup();
    expect(search("kahve")).toEqual([14, 13]);
    expect(search("anatolia").length).toBe(CATALOGUE.length);
  });

  it("shows products with some of the words when none has all, and suggests a spelling", () => {
    const { search, matcher, index } = setup();
    expect(search("steel xqzvbn")).toEqual([15, 4, 3]);
    expect(matcher.match(index, ["steel", "xqzvbn"], "en", 0).keptTerms).toBe(1);
    expect(search("xqzvbn")).toEqual([]);
    // A word the catalogue has nothing for is dropped first, whatever its place.
    expect(search("xqzvbn steel")).toEqual([15, 4, 3]);
    expect(matcher.suggest(index, ["xqzvbn"], "en")).toBeUndefined();
    expect(matcher.suggest(index, ["cofee", "cuo"], "en")).toBe("coffee cup");
    expect(matcher.suggest(index, ["coffee", "cup"], "en")).toBeUndefined();
  });

  it("finds the products of a leaf category whose name holds the words, the kind searched for first", () => {
    const { index, search } = setup();
    index.putProduct({ ...index_product(200), categoryCodes: ["034001"], names: ["Teddy Bear"] });
    index.putProduct({ ...index_product(201), categoryCodes: ["034001"], names: ["Plush Toy Rabbit"] });
    index.setCategoryNames([
      { code: "034001", name: "Plush Toys" },
      { code: "034001", name: "Peluş Oyuncaklar" },
    ]);
    expect(search("plush toys")).toEqual([201, 200]);
    // A product of the kind searched for ranks above one whose name shares the word elsewhere.
    index.putProduct({
      ...index_product(202),
      categoryCodes: ["016004"],
      names: ["Plush Rabbit Cushion"],
    });
    expect(search("plush rabbit")).toEqual([201, 202]);
    expect(search("peluş oyuncaklar", "tr")).toEqual([201, 200]);
  });

  it("ranks a verified supplier's product above an equal match from an unverified one", () => {
    const { index, search } = setup();
    index.putProduct({ ...index_product(100), companyId: 2, names: ["Oak Door Handle"] });
    index.putProduct({ ...index_product(101), names: ["Oak Door Stop"] });
    expect(search("oak door")).toEqual([100, 101, 5]);
  });
});

/** A product of company 1 in category 002 with no texts: a test sets what it needs. */
function index_product(id: number) {
  return {
    id,
    companyId: 1,
    categoryCodes: ["002"],
    brand: null as string | null,
    packaging: null,
    placeOfOrigin: "TR",
    priceMin: null as number | null,
    priceMax: null as number | null,
    minOrderQuantity: null,
    certifications: [],
    variationOptions: [],
    names: [] as string[],
    descriptions: [] as string[],
  };
}
