import { describe, expect, it } from "vitest";
import { indexOfTexts, productOfTexts } from "./index-fixtures.ts";
import { IndexQueries } from "./index-queries.ts";
import { TextMatcher } from "./text-matcher.ts";

/**
 * A text asked again after the catalogue changed is extended with the products added since rather
 * than matched anew; the answer must be exactly the one a fresh match gives (slots and scores),
 * whatever the change: products added, renamed, removed, or bringing a new completion of the last
 * word.
 */
const product = (id: number, name: string, description = "") =>
  productOfTexts(id, { names: [name], descriptions: description ? [description] : [] });

describe("a text's match after the catalogue changed", () => {
  it("equals a fresh match after products are added, renamed and removed", () => {
    const index = indexOfTexts([
      { names: ["Cotton shirt"] },
      { names: ["Linen shirts"], descriptions: ["Soft cotton blend"] },
      { names: ["Steel pipe"] },
      { names: ["Cotton towel"] },
    ]);
    const kept = new TextMatcher();
    let version = 1;
    const asked = [["cotton"], ["shirt"], ["cotton", "shirt"], ["cot"], ["steel"]];
    for (const terms of asked) kept.match(index, terms, "en", version);

    const changes: (() => void)[] = [
      () => index.putProduct(product(5, "Cotton socks", "Shirt friendly")),
      () => index.putProduct(product(3, "Cotton steel cable")), // renamed: a new slot, the old one dead
      () => index.removeProduct(1),
      // A new word that completes "cot": the last word now expands to more words.
      () => index.putProduct(product(6, "Cottage cushion")),
      () => {}, // a change that touched no text
    ];
    for (const change of changes) {
      change();
      version++;
      for (const terms of asked) {
        const extended = kept.match(index, terms, "en", version);
        const fresh = new TextMatcher().match(index, terms, "en", version);
        expect([...extended.slots], terms.join(" ")).toEqual([...fresh.slots]);
        expect([...extended.scores], terms.join(" ")).toEqual([...fresh.scores]);
        expect(extended.keptTerms).toBe(fresh.keptTerms);
      }
    }
    // The renamed product is found by its new words, and its old slot is still listed (dead; the
    // scan skips it) exactly as a fresh match lists it.
    const steel = kept.match(index, ["cable"], "en", version);
    expect(steel.slots).toHaveLength(1);
  });

  it("extends the kept match rather than making it again", () => {
    const index = indexOfTexts(Array.from({ length: 50 }, (_, i) => ({ names: [`Cotton shirt ${i}`] })));
    const matcher = new TextMatcher();
    const before = matcher.match(index, ["cotton"], "en", 1);
    index.putProduct(product(51, "Cotton cap"));
    const after = matcher.match(index, ["cotton"], "en", 2);
    expect(after.slots).toHaveLength(before.slots.length + 1);
    expect([...after.slots.subarray(0, before.slots.length)]).toEqual([...before.slots]);
    // Same version, same answer object: asked twice by one page.
    expect(matcher.match(index, ["cotton"], "en", 2)).toBe(after);
  });

  it("matches anew what was corrected or widened, as a change may make the words as typed match", () => {
    const index = indexOfTexts([{ names: ["Cotton shirt"] }]);
    const matcher = new TextMatcher();
    const corrected = matcher.match(index, ["cottn"], "en", 1);
    expect(corrected.slots).toHaveLength(1); // read as "cotton"
    index.putProduct(product(2, "Cottn bag")); // now the word as typed is in the catalogue
    const after = matcher.match(index, ["cottn"], "en", 2);
    expect([...after.slots]).toEqual([...new TextMatcher().match(index, ["cottn"], "en", 2).slots]);
    expect(after.slots).toHaveLength(1);
    expect(index.productId.data[after.slots[0]!]).toBe(2);
  });

  it("matches anew when the words a prefix completes to are no longer the same", () => {
    // Thirty words of "cozk…" in two products each, and one in a single product: completing "cozk"
    // takes the thirty most frequent, without the rare one.
    const word = (i: number) =>
      `cozk${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}k`;
    const texts = [...Array.from({ length: 30 }, (_, i) => [word(i), word(i)]).flat(), word(30)];
    const index = indexOfTexts(texts.map((name) => ({ names: [name] })));
    const matcher = new TextMatcher();
    expect(matcher.match(index, ["cozk"], "en", 1).slots).toHaveLength(60);
    // The rare word becomes the most frequent: it is completed to now, in its old product too.
    index.putProduct(product(100, word(30)));
    index.putProduct(product(101, word(30)));
    const after = matcher.match(index, ["cozk"], "en", 2);
    const fresh = new TextMatcher().match(index, ["cozk"], "en", 2);
    expect([...after.slots]).toEqual([...fresh.slots]);
    expect([...after.slots]).toContain(60); // the rare word's first product
  });

  it("matches anew a text that held fewer words than asked, once a product holds them all", () => {
    const index = indexOfTexts([{ names: ["Cotton shirt"] }, { names: ["Steel pipe"] }]);
    const matcher = new TextMatcher();
    expect(matcher.match(index, ["cotton", "steel"], "en", 1).keptTerms).toBe(1);
    index.putProduct(product(3, "Cotton steel cable"));
    const after = matcher.match(index, ["cotton", "steel"], "en", 2);
    expect(after.keptTerms).toBe(2);
    expect([...after.slots]).toEqual([2]);
  });

  it("is made anew, as in a process just started, once every cache is forgotten", () => {
    const index = indexOfTexts([{ names: ["Cotton shirt"] }]);
    const queries = new IndexQueries();
    const first = queries.matchOf(index, ["cotton"]);
    expect(queries.matchOf(index, ["cotton"])).toBe(first);
    queries.forgetCaches();
    const again = queries.matchOf(index, ["cotton"]);
    expect(again).not.toBe(first);
    expect([...again.slots]).toEqual([...first.slots]);
  });
});
