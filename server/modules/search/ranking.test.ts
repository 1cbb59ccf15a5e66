import { expect, it } from "vitest";
import { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { queryTerms } from "./text-tokens.ts";

const none = {
  placeOfOrigins: [],
  companies: [],
  brands: [],
  companyCertifications: [],
  productCertifications: [],
  packagings: [],
  businessTypes: [],
};

it("ranks products with the query words in the name first, then newest, across pages", () => {
  const index = new SearchIndex();
  index.putCompany({ id: 1, name: "A", country: "TR", certifications: [], businessTypes: [] });
  const texts: [string, string][] = [
    ["Linen towel", "Soft cotton blend"], // 1: one word in the name, one in the description
    ["Cotton towel", "Thick"], // 2: both words in the name
    ["Bath mat", "Cotton towel set"], // 3: both in the description only
    ["Cotton towel XL", ""], // 4: both in the name, newest of those
    ["Cotton sheet", ""], // 5: "towel" missing: not a match
  ];
  for (const [i, [name, description]] of texts.entries()) {
    index.putProduct({
      id: i + 1,
      companyId: 1,
      categoryCodes: ["002"],
      brand: null,
      packaging: null,
      placeOfOrigin: "TR",
      priceMin: null,
      priceMax: null,
      minOrderQuantity: null,
      certifications: [],
      variationOptions: [],
      names: [name],
      descriptions: [description],
    });
  }
  const page = (offset: number, limit: number) =>
    runQuery(index, {
      terms: queryTerms("towel cotton"),
      selected: none,
      variationOptions: [],
      offset,
      limit,
    });
  expect(page(0, 10).productIds).toEqual([4, 2, 1, 3]);
  expect(page(0, 10).total).toBe(4);
  expect(page(1, 2).productIds).toEqual([2, 1]);
  expect(page(3, 2).productIds).toEqual([3]);
});
