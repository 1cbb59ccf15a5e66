import { describe, expect, it } from "vitest";
import type { Lang } from "#core/i18n/languages.ts";
import { FILTER_GROUPS } from "#core/schemas/search.ts";
import { Random } from "#server/demo/random.ts";
import { CompactionRunner } from "./compaction-runner.ts";
import { IndexCompaction } from "./index-compaction.ts";
import { indexFootprint } from "./index-footprint.ts";
import { isShared, scanColumnsOf } from "./scan-columns.ts";
import { type EngineQuery, type EngineResult, groupDictionary, NO_SELECTION } from "./query-plan.ts";
import { type IndexedCompany, type IndexedProduct, SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { TextMatcher } from "./text-matcher.ts";
import { queryTerms } from "./text-tokens.ts";

const WORDS = ["steel", "cotton", "shirt", "pipe", "valve", "wooden", "door", "chair", "lamp", "glass"];
const CATEGORIES = ["001", "001002", "001003", "004", "004005", "004005006"];

/** A random catalogue and random changes to it, each made on every index given. */
class Catalogue {
  readonly r: Random;
  readonly products = new Map<number, IndexedProduct>();
  readonly companies = new Map<number, IndexedCompany>();
  private nextId = 1;
  private edition = 0;

  constructor(seed: number) {
    this.r = new Random(seed, 3);
  }

  company(id: number): IndexedCompany {
    return {
      id,
      // Products keep the company name they were indexed with (as the engine does): a fresh index
      // answers the same only if names stay.
      name: `Supplier ${id}`,
      country: this.r.pick(["TR", "DE", "CN"]),
      isVerified: this.r.chance(0.5),
      certifications: this.r.sample(["ISO 9001", "CE", "BSCI"], this.r.int(0, 2)),
      businessTypes: this.r.sample(["maker", "trader"], this.r.int(1, 2)),
    };
  }

  product(id: number): IndexedProduct {
    const r = this.r;
    const price = r.chance(0.8) ? r.int(1, 500) : null;
    this.edition++;
    return {
      id,
      companyId: r.int(1, 6),
      categoryCodes: r.sample(CATEGORIES, r.int(1, 2)),
      brand: r.chance(0.7) ? `Brand${r.int(1, 9)}` : null,
      packaging: r.chance(0.5) ? r.pick(["box", "bag", "pallet"]) : null,
      placeOfOrigin: r.pick(["TR", "DE", "CN", "IT"]),
      priceMin: price,
      priceMax: price === null ? null : price + r.int(0, 50),
      minOrderQuantity: r.chance(0.6) ? r.int(1, 1000) : null,
      certifications: r.sample(["CE", "RoHS", "FDA"], r.int(0, 2)),
      variationOptions: r.sample(
        [
          { code: "red", group: "color" },
          { code: "blue", group: "color" },
          { code: "xl", group: "size" },
        ],
        r.int(0, 2),
      ),
      // A word of its own each time (a model number), which a compaction must forget again.
      names: [`${r.pick(WORDS)} ${r.pick(WORDS)} model${this.edition}`],
      descriptions: r.chance(0.7) ? [`${r.pick(WORDS)} for ${r.pick(WORDS)}`] : [],
    };
  }

  /** One random change: a new product, a changed one, a removed one, or a changed company. */
  change(indexes: SearchIndex[]): void {
    const r = this.r;
    const roll = r.next();
    const ids = [...this.products.keys()];
    if (roll < 0.1 || ids.length === 0) {
      const p = this.product(this.nextId++);
      this.products.set(p.id, p);
      for (const index of indexes) index.putProduct(p);
    } else if (roll < 0.75) {
      const p = { ...this.product(r.pick(ids)) };
      this.products.set(p.id, p);
      for (const index of indexes) index.putProduct(p);
    } else if (roll < 0.95) {
      const id = r.pick(ids);
      this.products.delete(id);
      for (const index of indexes) index.removeProduct(id);
    } else {
      const c = this.company(r.int(1, 6));
      this.companies.set(c.id, c);
      for (const index of indexes) index.putCompany(c);
    }
  }

  seed(indexes: SearchIndex[], products: number): void {
    for (let id = 1; id <= 6; id++) {
      const c = this.company(id);
      this.companies.set(id, c);
      for (const index of indexes) index.putCompany(c);
    }
    for (let i = 0; i < products; i++) {
      const p = this.product(this.nextId++);
      this.products.set(p.id, p);
      for (const index of indexes) index.putProduct(p);
    }
  }
}

function queries(r: Random): { query: EngineQuery; lang: Lang }[] {
  const plain = (q: Partial<EngineQuery>): EngineQuery => ({
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 30,
    ...q,
  });
  const list: EngineQuery[] = [
    plain({}),
    plain({ offset: 20, limit: 50 }),
    ...CATEGORIES.map((categoryCode) => plain({ categoryCode })),
    plain({ selected: { ...NO_SELECTION, brands: ["Brand3", "Brand5"], packagings: ["box"] } }),
    plain({ selected: { ...NO_SELECTION, companies: ["2"], productCertifications: ["CE"] } }),
    plain({ selected: { ...NO_SELECTION, companyCertifications: ["ISO 9001"], businessTypes: ["maker"] } }),
    plain({ companyOrigin: "TR", productOrigin: "DE", variationOptions: ["red", "xl"] }),
    plain({ minPrice: 20, maxPrice: 300, minOrderQuantity: 400, sort: "price_asc" }),
    plain({ categoryCode: "004", sort: "newest", offset: 5 }),
  ];
  // No model numbers: a prefix's completions are its most frequent words, and the dead slots an
  // index holds (the copy too, of changes made while it was made) count in their frequency.
  const texts = [...WORDS, "steel pipe", "cottn", "chai", "supplier", "wooden door"];
  return [
    ...list.map((query) => ({ query, lang: "en" as Lang })),
    ...texts.map((text) => ({
      query: plain({ terms: queryTerms(text), categoryCode: r.pick([undefined, "001"]) }),
      lang: "en" as Lang,
    })),
  ];
}

function answer(index: SearchIndex, q: EngineQuery, lang: Lang, matcher = new TextMatcher()): EngineResult {
  const match = q.terms ? matcher.match(index, q.terms, lang, 0) : undefined;
  return runQuery(index, q, undefined, match);
}

/** An answer with counts by code, so indexes whose dictionaries differ compare. */
function byCode(index: SearchIndex, result: EngineResult) {
  const counts = (values: Uint32Array, codes: readonly string[]) =>
    Object.fromEntries([...values].flatMap((n, i) => (i > 0 && n > 0 ? [[codes[i], n]] : [])));
  return {
    total: result.total,
    productIds: result.productIds,
    ...Object.fromEntries(
      FILTER_GROUPS.map((g) => [g, counts(result.counts[g], groupDictionary(index, g).codes)]),
    ),
    variations: counts(result.counts.variations, index.variationOptions.codes),
  };
}

/** Runs a generator to its end, making changes to the live index every few steps. */
function drive<T>(steps: Generator<void, T>, between: () => void, every: number): T {
  for (let i = 0; ; i++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (i % every === 0) between();
  }
}

describe("index compaction", () => {
  for (const seed of [1, 2, 3]) {
    it(`answers as the same index uncompacted and as a fresh one, while changes go on (seed ${seed})`, () => {
      const catalogue = new Catalogue(seed);
      const live = new SearchIndex();
      // The same changes without compaction: every answer, pages included, must be the same.
      const twin = new SearchIndex();
      catalogue.seed([live, twin], 300);
      for (let i = 0; i < 1500; i++) catalogue.change([live, twin]);
      const before = indexFootprint(live);
      expect(before.deadSlots).toBeGreaterThan(1000);

      // Lists of more than a few slots in buffers of their own, as common words' are.
      const job = new IndexCompaction(live, seed === 3 ? 256 : 8);
      drive(job.steps(), () => catalogue.change([live, twin]), 1);
      const vocabulary = drive(job.warmSteps(new TextMatcher().vocabularyOf(live)), () => {}, 1);
      drive(job.catchUp(), () => catalogue.change([live, twin]), 3);
      for (let i = 0; i < 20; i++) catalogue.change([live, twin]);
      expect(job.pending).toBeGreaterThan(0);
      const compacted = job.finish();
      expect(live.changeLog).toBeUndefined();
      // The copy's columns are in shared memory, as the live index's: large scans can be split.
      expect(isShared(scanColumnsOf(compacted))).toBe(true);
      expect(vocabulary.words).toBe(compacted.text.tokens.codes);

      // A fresh index of the live products in the compacted order (oldest change first).
      const fresh = new SearchIndex();
      for (const c of catalogue.companies.values()) fresh.putCompany(c);
      const order = [...catalogue.products.values()].sort(
        (a, b) => compacted.slotOf(a.id) - compacted.slotOf(b.id),
      );
      for (const p of order) fresh.putProduct(p);
      // The vocabulary warmed beside the live one (its words' order taken over, not sorted again).
      const matcher = new TextMatcher();
      matcher.adoptVocabulary(compacted, vocabulary);
      for (const { query, lang } of queries(catalogue.r)) {
        const label = JSON.stringify(query);
        const got = answer(compacted, query, lang, matcher);
        expect(got, label).toEqual(answer(twin, query, lang));
        expect(byCode(compacted, got), label).toEqual(byCode(fresh, answer(fresh, query, lang)));
      }

      const after = indexFootprint(compacted);
      expect(after.slots - after.deadSlots).toBe(catalogue.products.size);
      expect(after.deadSlots).toBeLessThan(120);
      // Words of no live product are gone (each product holds a model number of its own).
      expect(after.words).toBeLessThan(catalogue.products.size + 150);
      expect(before.words).toBeGreaterThan(1000);
      // As small as a fresh index of the same products, give or take the changes made meanwhile.
      expect(after.total).toBeLessThan(indexFootprint(fresh).total * 1.1);
      expect(after.total).toBeLessThan(before.total * 0.8);
    });
  }

  it("leaves the live index as it was, and a compaction of the compacted index changes nothing", () => {
    const catalogue = new Catalogue(9);
    const live = new SearchIndex();
    catalogue.seed([live], 200);
    for (let i = 0; i < 600; i++) catalogue.change([live]);
    const records = live.records.view().slice();
    const job = new IndexCompaction(live);
    drive(job.steps(), () => {}, 1);
    const once = job.finish();
    expect(live.records.view()).toEqual(records);
    const again = new IndexCompaction(once);
    drive(again.steps(), () => {}, 1);
    const twice = again.finish();
    expect(twice.records.view()).toEqual(once.records.view());
    expect(twice.productId.view()).toEqual(once.productId.view());
    expect(twice.text.tokens.codes).toEqual(once.text.tokens.codes);
    expect(indexFootprint(twice).typedArrays).toBeLessThanOrEqual(indexFootprint(once).typedArrays);
  });

  it("swaps the copy in only once no batch of changes is half applied, and gives up if the index was replaced", async () => {
    const catalogue = new Catalogue(5);
    let served = new SearchIndex();
    catalogue.seed([served], 100);
    for (let i = 0; i < 300; i++) catalogue.change([served]);
    const batch = Promise.withResolvers<void>();
    let applying: Promise<void> | null = batch.promise;
    const matcher = new TextMatcher();
    const runner = new CompactionRunner(
      {
        current: () => served,
        applying: () => applying,
        vocabularyOf: (index) => matcher.vocabularyOf(index),
        swap: (next, vocabulary) => {
          served = next;
          matcher.adoptVocabulary(next, vocabulary);
        },
      },
      { minDeadSlots: 10, sliceMs: 0.5 },
    );
    const live = served;
    const slotsBefore = live.slotCount;
    runner.consider();
    expect(runner.active).toBe(true);
    // The batch goes on changing the live index while the copy waits for it to end.
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      catalogue.change([live]);
    }
    expect(served).toBe(live);
    applying = null;
    batch.resolve();
    await runner.whenIdle();
    expect(served).not.toBe(live);
    expect(runner.last).toMatchObject({ slotsBefore, changesMeanwhile: 40 });
    expect(runner.last!.slices).toBeGreaterThan(1);
    expect(served.slotCount - served.deadSlots).toBe(catalogue.products.size);
    expect(live.changeLog).toBeUndefined();

    // A rebuild that replaced the index meanwhile: the copy is dropped.
    for (let i = 0; i < 300; i++) catalogue.change([served]);
    const compacting = runner.run();
    const rebuilt = new SearchIndex();
    const before = served;
    served = rebuilt;
    expect(await compacting).toBeUndefined();
    expect(served).toBe(rebuilt);
    expect(before.changeLog).toBeUndefined();
  });
});
