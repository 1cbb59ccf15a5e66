import { expect, it } from "vitest";
import { indexOfTexts } from "./index-fixtures.ts";
import { NO_SELECTION } from "./query-plan.ts";
import { runQuery } from "./search-query.ts";
import { queryTerms } from "./text-tokens.ts";

it("ranks products with the query words in the name first, then newest, across pages", () => {
  const texts: [string, string][] = [
    ["Linen towel", "Soft cotton blend"], // 1: one word in the name, one in the description
    ["Cotton towel", "Thick"], // 2: both words in the name
    ["Bath mat", "Cotton towel set"], // 3: both in the description only
    ["Cotton towel XL", ""], // 4: both in the name, newest of those
    ["Cotton sheet", ""], // 5: "towel" missing: not a match
  ];
  const index = indexOfTexts(
    texts.map(([name, description]) => ({ names: [name], descriptions: [description] })),
  );
  const page = (offset: number, limit: number) =>
    runQuery(index, {
      terms: queryTerms("towel cotton"),
      selected: NO_SELECTION,
      variationOptions: [],
      offset,
      limit,
    });
  expect(page(0, 10).productIds).toEqual([4, 2, 1, 3]);
  expect(page(0, 10).total).toBe(4);
  expect(page(1, 2).productIds).toEqual([2, 1]);
  expect(page(3, 2).productIds).toEqual([3]);
});
