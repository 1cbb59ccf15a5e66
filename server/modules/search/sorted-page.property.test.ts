import fc from "fast-check";
import { expect, it } from "vitest";
import { PRODUCT_SORTS, type ProductSort } from "#core/schemas/search.ts";
import { BrowseCache } from "./browse-cache.ts";
import { type EngineQuery, type EngineResult, NO_SELECTION } from "./query-plan.ts";
import { type IndexedProduct, SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { runByComplement } from "./text-complement.ts";
import { exactGroups, matchText } from "./text-match.ts";

/**
 * A sorted page must be exactly the page of a full sort of every match, in every order, on every
 * path the engine takes (full scan, text match, the browse cache, the text complement); and the
 * order must change neither the total nor any count.
 */

const CATEGORIES = ["001001", "001002", "002001"];
const WORDS = ["pump", "valve", "steel", "red"];

interface Generated {
  id: number;
  category: string;
  brand: string | null;
  priceMin: number | null;
  priceMax: number | null;
  moq: number | null;
  words: string[];
}

// Small value ranges, so ties (same price, same minimum order) are common.
const productArb = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  brand: fc.constantFrom(null, "Acme", "Bolt"),
  price: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  spread: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  moq: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  words: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
});

const catalogueArb = fc.record({
  products: fc.array(productArb, { minLength: 0, maxLength: 60 }),
  // Products are written in an order unlike their ids, some written again (a new slot) and some
  // removed (a dead slot): neither may show in a page, and newest goes by id, not by slot.
  shuffle: fc.array(fc.nat(), { maxLength: 60 }),
  rewritten: fc.array(fc.nat(), { maxLength: 10 }),
  removed: fc.array(fc.nat(), { maxLength: 10 }),
});

type Catalogue = typeof catalogueArb extends fc.Arbitrary<infer T> ? T : never;

const queryArb = fc.record({
  category: fc.option(fc.constantFrom("001", ...CATEGORIES), { nil: undefined }),
  terms: fc.option(fc.subarray(WORDS, { minLength: 1, maxLength: 2 }), { nil: undefined }),
  brands: fc.constantFrom<string[]>([], [], ["Acme"], ["Acme", "Bolt"]),
  minPrice: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  offset: fc.constantFrom(0, 0, 3, 10, 40),
  limit: fc.constantFrom(1, 5, 20),
});

function build(c: Catalogue) {
  const generated: Generated[] = c.products.map((p, i) => ({
    id: i * 3 + 1,
    category: p.category,
    brand: p.brand,
    priceMin: p.price,
    priceMax: p.price === null || p.spread === null ? null : p.price + p.spread,
    moq: p.moq,
    words: p.words,
  }));
  const index = new SearchIndex();
  index.putCompany({
    id: 1,
    name: "A",
    country: "TR",
    isVerified: false,
    certifications: [],
    businessTypes: [],
  });
  const put = (g: Generated) => index.putProduct(indexed(g));
  const order = [...generated];
  for (const [k, n] of c.shuffle.entries()) {
    if (!order.length) break;
    const j = n % order.length;
    const i = k % order.length;
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const g of order) put(g);
  for (const n of c.rewritten) if (generated.length) put(generated[n % generated.length]!);
  const removed = new Set<number>();
  for (const n of c.removed) {
    if (!generated.length) break;
    const g = generated[n % generated.length]!;
    index.removeProduct(g.id);
    removed.add(g.id);
  }
  const live = new Map(generated.filter((g) => !removed.has(g.id)).map((g) => [g.id, g]));
  return { index, live };
}

function indexed(g: Generated): IndexedProduct {
  return {
    id: g.id,
    companyId: 1,
    categoryCodes: [g.category],
    brand: g.brand,
    packaging: null,
    placeOfOrigin: "TR",
    priceMin: g.priceMin,
    priceMax: g.priceMax,
    minOrderQuantity: g.moq,
    certifications: [],
    variationOptions: [],
    names: [g.words.join(" ")],
    descriptions: [],
  };
}

/** The order written plainly: a key (smallest first, no value last), ties newest id first. */
function fullSort(ids: number[], live: Map<number, Generated>, sort: ProductSort): number[] {
  const key = (g: Generated) => {
    const priced = g.priceMin !== null && g.priceMin > 0;
    switch (sort) {
      case "price_asc":
        return priced ? g.priceMin! : Number.POSITIVE_INFINITY;
      case "price_desc":
        return priced ? -(g.priceMax ?? g.priceMin!) : Number.POSITIVE_INFINITY;
      case "moq_asc":
        return g.moq ?? Number.POSITIVE_INFINITY;
      case "newest":
        return 0;
    }
  };
  return [...ids].sort((a, b) => {
    const ka = key(live.get(a)!);
    const kb = key(live.get(b)!);
    return ka !== kb ? (ka < kb ? -1 : 1) : b - a;
  });
}

function sameCounts(a: EngineResult, b: EngineResult, label: string) {
  expect(a.total, label).toBe(b.total);
  for (const key of Object.keys(a.counts) as (keyof EngineResult["counts"])[]) {
    expect([...a.counts[key]].slice(1), `${label} ${key}`).toEqual([...b.counts[key]].slice(1));
  }
}

it("a sorted page is the page of a full sort of the matches, and sorting changes no count", () => {
  fc.assert(
    fc.property(catalogueArb, queryArb, (catalogue, roll) => {
      const { index, live } = build(catalogue);
      const q: EngineQuery = {
        categoryCode: roll.category,
        terms: roll.terms,
        selected: { ...NO_SELECTION, brands: roll.brands },
        variationOptions: [],
        minPrice: roll.minPrice,
        offset: roll.offset,
        limit: roll.limit,
      };
      const unsorted = runQuery(index, q);
      const everything = runQuery(index, { ...q, offset: 0, limit: 1_000_000 }).productIds;
      expect(everything.length).toBe(unsorted.total);
      for (const sort of PRODUCT_SORTS) {
        const label = `${sort} ${JSON.stringify(roll)}`;
        const sorted = runQuery(index, { ...q, sort });
        const expected = fullSort(everything, live, sort).slice(q.offset, q.offset + q.limit);
        expect(sorted.productIds, label).toEqual(expected);
        sameCounts(sorted, unsorted, label);
      }
    }),
    { numRuns: 300, seed: 20261203 },
  );
});

it("the browse cache and the text complement give the sorted page of a full scan", () => {
  fc.assert(
    fc.property(catalogueArb, queryArb, (catalogue, roll) => {
      const { index } = build(catalogue);
      const cache = new BrowseCache();
      for (const sort of PRODUCT_SORTS) {
        const plain = {
          selected: NO_SELECTION,
          variationOptions: [],
          offset: roll.offset,
          limit: roll.limit,
          sort,
        };
        const category = roll.category ?? "001";
        const browse = { ...plain, categoryCode: category };
        const cached = cache.run(index, 0, browse);
        const scanned = runQuery(index, browse);
        expect(cached.productIds, `browse ${sort}`).toEqual(scanned.productIds);
        sameCounts(cached, scanned, `browse ${sort}`);

        const text = { ...plain, categoryCode: roll.category, terms: roll.terms ?? ["pump"] };
        const base =
          text.categoryCode === undefined ? index.allSlots() : index.slotsOfCategory(text.categoryCode);
        const byComplement = runByComplement(
          index,
          text,
          matchText(index, exactGroups(index, text.terms)),
          base,
          cache.counts(index, 0, text.categoryCode),
        );
        const full = runQuery(index, text);
        expect(byComplement.productIds, `complement ${sort}`).toEqual(full.productIds);
        sameCounts(byComplement, full, `complement ${sort}`);
      }
    }),
    { numRuns: 200, seed: 20261204 },
  );
});
