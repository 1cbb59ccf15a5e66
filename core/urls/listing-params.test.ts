import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasSearchableText } from "../rules/search-text.ts";
import { PRODUCT_SORTS, ProductQuerySchema } from "../schemas/search.ts";
import { encodeFilterValue } from "./filter-codec.ts";
import { listingSearch, parseListingParams } from "./listing-params.ts";
import { emptySelections, type ListingState, toProductQuery } from "./listing-state.ts";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
const base: ListingState = { page: 0, limit: 20, listType: 0, selections: emptySelections() };
const state = (changes: Partial<ListingState> = {}): ListingState => ({ ...base, ...changes });

describe("parseListingParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(base);
  });

  it("accepts only the page limits 20 and 50", () => {
    expect(parse("l=50").limit).toBe(50);
    expect(parse("l=20").limit).toBe(20);
    expect(parse("l=30").limit).toBe(20);
    expect(parse("l=abc").limit).toBe(20);
  });

  it("accepts only list types 0 and 1", () => {
    expect(parse("lt=1").listType).toBe(1);
    expect(parse("lt=7").listType).toBe(0);
    expect(parse("lt=").listType).toBe(0);
  });

  it("reads the sub-category of a text search only when it is a category code", () => {
    expect(parse("c=002001").category).toBe("002001");
    expect(parse("c=abc").category).toBeUndefined();
    expect(listingSearch({ ...parse("s=tea&c=002"), page: 2 })).toBe("?s=tea&c=002&p=2");
  });

  it("reads a zero-based page, 0 when negative or malformed, capped at 100000", () => {
    expect(parse("p=4").page).toBe(4);
    expect(parse("p=-3").page).toBe(0);
    expect(parse("p=abc").page).toBe(0);
    expect(parse("p=2.5").page).toBe(0);
    expect(parse("p=").page).toBe(0);
    expect(parse("p=99999999999999999999").page).toBe(100_000);
  });

  it("unions repeated keys and comma lists in first-seen order without repeats", () => {
    expect(parse("poo=CN&poo=TR,CN&poo=DE").selections.placeOfOrigins).toEqual(["CN", "TR", "DE"]);
    expect(parse("co=12,,13&co=&co=12").selections.companies).toEqual(["12", "13"]);
  });

  it("reads every group from its key", () => {
    const { selections } = parse("poo=CN&co=7&br=Acme-Tools&cc=ISO&pc=CE&pk=Box&bt=Maker");
    expect(selections).toEqual({
      ...emptySelections(),
      placeOfOrigins: ["CN"],
      companies: ["7"],
      brands: ["Acme Tools"],
      companyCertifications: ["ISO"],
      productCertifications: ["CE"],
      packagings: ["Box"],
      businessTypes: ["Maker"],
    });
  });

  it("caps a group at 100 values and drops values over 120 characters", () => {
    const many = Array.from({ length: 150 }, (_, i) => `v${i}`);
    const values = parse(`br=${many.join(",")}`).selections.brands;
    expect(values).toHaveLength(100);
    expect(values.at(-1)).toBe("v99");
    expect(parse(`br=${"x".repeat(121)},ok,${"y".repeat(120)}`).selections.brands).toEqual([
      "ok",
      "y".repeat(120),
    ]);
  });

  it("trims the search text and cuts it at 200 characters", () => {
    expect(parse("s=++green+tea++").text).toBe("green tea");
    expect(parse(`s=${"a".repeat(250)}`).text).toBe("a".repeat(200));
    expect(parse("s=").text).toBeUndefined();
    expect(parse("s=+++").text).toBeUndefined();
    // Punctuation only is no text either: it must not narrow (or widen) anything.
    expect(parse("s=%21%21%21").text).toBeUndefined();
    expect(parse("s=+-+.+").text).toBeUndefined();
    expect(parse("s=C%2B%2B").text).toBe("C++");
    expect(parse("s=%D8%B4%D8%A7%D9%8A").text).toBe("شاي");
    const emoji = parse(`s=${encodeURIComponent(`${"a".repeat(199)}😀`)}`).text!;
    expect(emoji).toBe("a".repeat(199));
  });

  it("reads variation groups from c_{groupCode}, ignoring malformed group codes", () => {
    const { variations } = parse(
      "c_COLOR=red,blue&c_SIZE=XL&c_=x&c_bad-code=y&c_COLOR=red&c_constructor=a",
    ).selections;
    expect(variations).toEqual({ COLOR: ["red", "blue"], SIZE: ["XL"], constructor: ["a"] });
    expect(parse(`c_${"A".repeat(61)}=x`).selections.variations).toEqual({});
  });

  it("reads the legacy f JSON as an object or as an array", () => {
    const object = encodeURIComponent(JSON.stringify({ COLOR: ["red", "blue"], SIZE: ["XL"] }));
    expect(parse(`f=${object}`).selections.variations).toEqual({ COLOR: ["red", "blue"], SIZE: ["XL"] });
    const array = encodeURIComponent(JSON.stringify([{ code: "COLOR", diversities: ["red"] }]));
    expect(parse(`f=${array}&c_COLOR=green`).selections.variations).toEqual({ COLOR: ["red", "green"] });
  });

  it.each([
    "{not json",
    "null",
    "42",
    '"COLOR"',
    '{"COLOR":"red"}',
    '{"COLOR":["red"],"SIZE":[1]}',
    '{"bad code":["x"]}',
    '[{"code":"COLOR"}]',
    '[{"code":"COLOR","diversities":["red"]},null]',
    '[["COLOR",["red"]]]',
  ])("takes no variations from an invalid f: %s", (f) => {
    expect(parse(`f=${encodeURIComponent(f)}`).selections.variations).toEqual({});
    expect(parse(`f=${encodeURIComponent(f)}&c_SIZE=XL`).selections.variations).toEqual({ SIZE: ["XL"] });
  });

  it("caps the variation options at 100 in all", () => {
    const a = Array.from({ length: 60 }, (_, i) => `a${i}`).join(",");
    const b = Array.from({ length: 60 }, (_, i) => `b${i}`).join(",");
    const { variations } = parse(`c_A=${a}&c_B=${b}`).selections;
    expect(variations.A).toHaveLength(60);
    expect(variations.B).toHaveLength(40);
  });

  it("reads the price range, or the separate fields of a form", () => {
    expect(parse("price=10_200")).toMatchObject({ minPrice: 10, maxPrice: 200 });
    expect(parse("price=_200")).toEqual({ ...base, maxPrice: 200 });
    expect(parse("minp=5&maxp=")).toEqual({ ...base, minPrice: 5 });
    expect(parse("minp=-5&maxp=abc")).toEqual(base);
    expect(parse("price=1e13_5")).toEqual({ ...base, maxPrice: 5 });
  });

  it("reads the minimum order quantity as a whole number ≥ 0", () => {
    expect(parse("moq=100").minOrderQuantity).toBe(100);
    expect(parse("moq=0").minOrderQuantity).toBe(0);
    expect(parse("moq=-1").minOrderQuantity).toBeUndefined();
    expect(parse("moq=1.5").minOrderQuantity).toBeUndefined();
    expect(parse("moq=").minOrderQuantity).toBeUndefined();
  });

  it("reads an order the site knows, and takes any other as best match", () => {
    for (const sort of PRODUCT_SORTS) expect(parse(`sort=${sort}`).sort).toBe(sort);
    for (const other of [
      "sort=",
      "sort=cheapest",
      "sort=PRICE_ASC",
      "sort=price_ascending",
      "sort=constructor",
    ])
      expect(parse(other), other).toEqual(base);
    // The sort form's "Best match" sends an empty value next to the kept parameters.
    expect(parse("s=tea&sort=&lt=1")).toEqual({ ...base, text: "tea", listType: 1 });
  });

  it("reads what a plain HTML GET form sends", () => {
    const form = new URLSearchParams();
    form.append("s", " green tea ");
    form.append("poo", "CN");
    form.append("poo", "TR");
    form.append("co", encodeFilterValue("Acme Tools, Ltd."));
    form.append("minp", "");
    form.append("maxp", "50.5");
    form.append("moq", "");
    form.append("l", "50");
    expect(parseListingParams(new URLSearchParams(form.toString()))).toEqual({
      ...base,
      text: "green tea",
      limit: 50,
      selections: { ...emptySelections(), placeOfOrigins: ["CN", "TR"], companies: ["Acme Tools, Ltd."] },
      maxPrice: 50.5,
    });
  });

  it("never throws, whatever the query", () => {
    const key = fc.constantFrom(
      "p",
      "l",
      "lt",
      "s",
      "f",
      "poo",
      "co",
      "c_X",
      "c_",
      "price",
      "minp",
      "moq",
      "sort",
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ unit: "binary" }))), (pairs) => {
        const result = parseListingParams(new URLSearchParams(pairs));
        expect(ProductQuerySchema.safeParse(toProductQuery(result)).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (query) => {
        expect(() => parse(query)).not.toThrow();
      }),
    );
  });
});

describe("listingSearch", () => {
  it("is empty when everything is default", () => {
    expect(listingSearch(base)).toBe("");
  });

  it("writes keys in a fixed order, leaving defaults out", () => {
    const search = listingSearch(
      state({
        page: 2,
        limit: 50,
        listType: 1,
        text: "green tea",
        minPrice: 10,
        minOrderQuantity: 5,
        sort: "price_desc",
        selections: {
          ...emptySelections(),
          businessTypes: ["Maker"],
          placeOfOrigins: ["CN", "TR"],
          variations: { SIZE: ["XL"], COLOR: ["dark red"] },
        },
      }),
    );
    expect(search).toBe(
      "?s=green+tea&poo=CN,TR&bt=Maker&c_COLOR=dark-red&c_SIZE=XL&price=10_&moq=5&sort=price_desc&lt=1&l=50&p=2",
    );
  });

  it("escapes separators inside values", () => {
    const search = listingSearch(
      state({ selections: { ...emptySelections(), brands: ["a,b", "Wi-Fi", "x_y&z"] } }),
    );
    expect(search).toBe("?br=a~cb,Wi~dFi,x~uy%26z");
  });

  it("applies changes on top of the state", () => {
    expect(listingSearch(state({ page: 3 }), { page: 0 })).toBe("");
    expect(listingSearch(base, { text: "tea" })).toBe("?s=tea");
  });

  it("round-trips through parseListingParams", () => {
    const value = fc.oneof(
      fc.constantFrom(
        "Acme Tools",
        "a,b",
        "Wi-Fi",
        "x_y",
        "~d",
        "a--b",
        "شركة الأدوات",
        "绿茶 有限公司",
        "İzmir",
      ),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
    );
    const code = value.map((v) => v.trim()).filter((v) => v !== "" && v.length <= 120);
    const codes = fc.uniqueArray(code, { maxLength: 8 });
    const groupCode = fc.stringMatching(/^[A-Za-z0-9]{1,60}$/);
    const amount = fc.option(fc.double({ min: 0, max: 1e12, noNaN: true }).map(Math.abs), {
      nil: undefined,
    });
    const arbitraryState = fc.record({
      page: fc.integer({ min: 0, max: 100_000 }),
      limit: fc.constantFrom(20 as const, 50 as const),
      listType: fc.constantFrom(0 as const, 1 as const),
      text: fc.option(
        fc
          .string({ unit: "grapheme", minLength: 1, maxLength: 100 })
          .map((t) => t.trim())
          // A state's text always has a word in it: the parser reads other texts as no text.
          .filter((t) => t !== "" && t.length <= 200 && hasSearchableText(t)),
        { nil: undefined },
      ),
      selections: fc.record({
        placeOfOrigins: codes,
        companies: codes,
        brands: codes,
        companyCertifications: codes,
        productCertifications: codes,
        packagings: codes,
        businessTypes: codes,
        variations: fc.dictionary(
          groupCode,
          codes.filter((c) => c.length > 0),
          { maxKeys: 4 },
        ),
      }),
      minPrice: amount,
      maxPrice: amount,
      minOrderQuantity: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      sort: fc.option(fc.constantFrom(...PRODUCT_SORTS), { nil: undefined }),
    });
    fc.assert(
      fc.property(arbitraryState, (s) => {
        expect(parse(listingSearch(s).slice(1))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });
});
