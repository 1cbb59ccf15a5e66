import { describe, expect, it } from "vitest";
import { FILTER_GROUPS, GROUP_QUERY_FIELD, ProductQuerySchema } from "../schemas/search.ts";
import { listingSearch } from "./listing-params.ts";
import {
  cleared,
  emptySelections,
  hasActiveFilters,
  type ListingState,
  selectionCount,
  toProductQuery,
  withCategory,
  withLimit,
  withListType,
  withPage,
  withRange,
  withSelections,
  withSort,
  withToggled,
} from "./listing-state.ts";

const base: ListingState = { page: 0, limit: 20, listType: 0, selections: emptySelections() };
const state = (changes: Partial<ListingState> = {}): ListingState => ({ ...base, ...changes });

describe("state changes", () => {
  const filtered = state({
    page: 4,
    limit: 50,
    listType: 1,
    text: "tea",
    minPrice: 1,
    maxPrice: 9,
    minOrderQuantity: 10,
    selections: { ...emptySelections(), brands: ["Acme"], variations: { COLOR: ["red"] } },
  });

  it("starts again at the first page when filters change", () => {
    expect(withSelections(filtered, emptySelections()).page).toBe(0);
    expect(withToggled(filtered, "brands", "Other").page).toBe(0);
    expect(withRange(filtered, { minPrice: 2 }).page).toBe(0);
  });

  it("toggles an option of a group or of a variation", () => {
    expect(withToggled(filtered, "brands", "Other").selections.brands).toEqual(["Acme", "Other"]);
    expect(withToggled(filtered, "brands", "Acme").selections.brands).toEqual([]);
    expect(withToggled(filtered, { variation: "COLOR" }, "blue").selections.variations).toEqual({
      COLOR: ["red", "blue"],
    });
    expect(withToggled(filtered, { variation: "COLOR" }, "red").selections.variations).toEqual({});
    expect(withToggled(filtered, { variation: "constructor" }, "x").selections.variations).toEqual({
      COLOR: ["red"],
      constructor: ["x"],
    });
    expect(filtered.selections.brands).toEqual(["Acme"]);
  });

  it("changes the page, clamped", () => {
    expect(withPage(filtered, 7).page).toBe(7);
    expect(withPage(filtered, -1).page).toBe(0);
    expect(withPage(filtered, Number.NaN).page).toBe(0);
  });

  it("drops the page when the limit changes, keeps it when the list type changes", () => {
    expect(withLimit(filtered, 20)).toMatchObject({ limit: 20, page: 0 });
    expect(withListType(filtered, 0)).toMatchObject({ listType: 0, page: 4 });
  });

  it("sets only the numbers given", () => {
    expect(withRange(filtered, { minPrice: 2 })).toMatchObject({
      minPrice: 2,
      maxPrice: 9,
      minOrderQuantity: 10,
    });
    expect(withRange(filtered, { maxPrice: undefined }).maxPrice).toBeUndefined();
  });

  it("changes the order from the first page, and keeps it when filters are cleared", () => {
    expect(withSort(filtered, "price_asc")).toEqual({ ...filtered, sort: "price_asc", page: 0 });
    expect(withSort({ ...filtered, sort: "newest" }, undefined)).toEqual({ ...filtered, page: 0 });
    expect(cleared({ ...filtered, sort: "moq_asc" })).toEqual({
      ...base,
      text: "tea",
      limit: 50,
      listType: 1,
      sort: "moq_asc",
    });
    expect(toProductQuery({ ...base, sort: "newest" }).sort).toBe("newest");
    expect(toProductQuery(base)).not.toHaveProperty("sort");
  });

  it("clears selections and numbers, keeping text, limit and list type", () => {
    expect(cleared(filtered)).toEqual({ ...base, text: "tea", limit: 50, listType: 1 });
    expect(listingSearch(cleared(filtered))).toBe("?s=tea&lt=1&l=50");
  });

  it("changes the text search's sub-category from the first page, without the old filters", () => {
    const narrowed = withCategory({ ...filtered, page: 3 }, "002001");
    expect(narrowed).toEqual({ ...base, text: "tea", limit: 50, listType: 1, category: "002001" });
    expect(withCategory(narrowed, undefined).category).toBeUndefined();
  });

  it("counts selections and tells when anything is active", () => {
    expect(selectionCount(filtered)).toBe(4);
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(hasActiveFilters(cleared(filtered))).toBe(false);
    expect(hasActiveFilters(state({ text: "tea", page: 3 }))).toBe(false);
    expect(hasActiveFilters(state({ minOrderQuantity: 0 }))).toBe(true);
    expect(hasActiveFilters(state({ selections: { ...emptySelections(), variations: { A: ["x"] } } }))).toBe(
      true,
    );
  });
});

describe("toProductQuery", () => {
  it("maps the state to the API payload", () => {
    const query = toProductQuery(
      state({
        page: 2,
        limit: 50,
        text: "tea",
        minPrice: 1,
        maxPrice: 9,
        minOrderQuantity: 10,
        selections: {
          placeOfOrigins: ["CN"],
          companies: ["7"],
          brands: ["Acme"],
          companyCertifications: ["ISO"],
          productCertifications: ["CE"],
          packagings: ["Box"],
          businessTypes: ["Maker"],
          variations: { COLOR: ["red", "blue"], SIZE: ["XL", "red"] },
        },
      }),
    );
    expect(query).toEqual({
      pageIndex: 2,
      productCount: 50,
      searchStr: "tea",
      pooCodes: ["CN"],
      companyName: ["7"],
      brand: ["Acme"],
      companyCertifications: ["ISO"],
      productCertifications: ["CE"],
      packaging: ["Box"],
      companyBusinessTypes: ["Maker"],
      diversity: ["red", "blue", "XL"],
      minPrice: 1,
      maxPrice: 9,
      minOrderQuantity: 10,
    });
    expect(ProductQuerySchema.safeParse(query).success).toBe(true);
  });

  it("leaves out empty text and unset numbers", () => {
    const query = toProductQuery(state({ text: "  " }));
    expect(query).not.toHaveProperty("searchStr");
    expect(query).not.toHaveProperty("minPrice");
    for (const group of FILTER_GROUPS) expect(query[GROUP_QUERY_FIELD[group]]).toEqual([]);
    expect(query).toMatchObject({ pageIndex: 0, productCount: 20, diversity: [] });
  });
});
