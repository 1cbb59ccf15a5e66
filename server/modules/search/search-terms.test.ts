import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { normalizeTerm, popularSearches, recordSearch, suggestableSearches } from "./search-terms.ts";

describeEachDatabase("popular searches", (deps) => {
  it("counts searches per language under one normal form, most searched first", async () => {
    const { db } = deps();
    for (const text of ["Cotton  shirt", "cotton shirt", " COTTON SHIRT ", "steel"])
      await recordSearch(db, "en", text);
    await recordSearch(db, "tr", "pamuklu gömlek");
    await recordSearch(db, "en", "   ");
    expect(await popularSearches(db, "en")).toEqual([
      { term: "cotton shirt", hits: 3 },
      { term: "steel", hits: 1 },
    ]);
    expect(await popularSearches(db, "tr")).toEqual([{ term: "pamuklu gömlek", hits: 1 }]);
    // A text searched once is one visitor's: the search box offers only those searched again.
    expect(await suggestableSearches(db, "en")).toEqual([{ term: "cotton shirt", hits: 3 }]);
    expect(await suggestableSearches(db, "tr")).toEqual([]);
    expect(normalizeTerm("x".repeat(300))).toHaveLength(100);
  });
});
