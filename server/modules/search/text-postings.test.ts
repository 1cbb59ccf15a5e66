import { describe, expect, it } from "vitest";
import { indexOfTexts, productOfTexts } from "./index-fixtures.ts";
import { exactGroups, matchText } from "./text-match.ts";
import { TextPostings } from "./text-postings.ts";
import { queryTerms } from "./text-tokens.ts";

describe("text postings handed over by the indexing worker", () => {
  it("are taken over for an empty or a tiny catalogue too (a new site)", () => {
    for (const texts of [
      [],
      [{ names: ["Steel pipe"] }],
      [{ names: ["Copper wire"] }, { names: ["Steel wire"] }],
    ]) {
      const index = indexOfTexts(texts);
      index.text = TextPostings.fromTransfer(index.text.toTransfer());
      expect(
        [...matchText(index, exactGroups(index, queryTerms("wire"))).slots],
        JSON.stringify(texts),
      ).toEqual(texts.flatMap((t, slot) => (t.names[0]!.includes("wire") ? [slot] : [])));
      // And it goes on indexing after the hand-over.
      index.putProduct(productOfTexts(99, { names: ["Wire brush"] }));
      expect(matchText(index, exactGroups(index, queryTerms("brush"))).slots.length).toBe(1);
    }
  });
});
