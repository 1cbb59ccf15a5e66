import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import type { EngineQuery, EngineResult } from "./query-plan.ts";
import { runQuery } from "./search-query.ts";
import { byCategoryCode, categoryCounts } from "./text-match-counts.ts";
import { plainQuery } from "./index-fixtures.ts";

/** The browse cache and the complement counting must answer exactly what a full scan answers. */
describeEachDatabase("search engine shortcuts", (deps) => {
  it("give the same page, total and counts as a full scan", { timeout: 60_000 }, async () => {
    const { db, dialect, search } = deps();
    await seedDemoCatalogue(db, dialect, { products: 1200, seed: 11 });
    const index = await search.ready();
    // The most common word (in most descriptions) and a word of middling frequency.
    const byFrequency = index.text.tokens.codes
      .map((token, ordinal) => ({
        token,
        n: (index.text.nameSlots[ordinal]?.length ?? 0) + (index.text.bodySlots[ordinal]?.length ?? 0),
      }))
      .filter((t) => /^[a-z]{3,}$/.test(t.token))
      .sort((a, b) => b.n - a.n);
    const common = byFrequency[0]!.token;
    const middling = byFrequency[Math.floor(byFrequency.length / 3)]!.token;
    expect(byFrequency[0]!.n * 2).toBeGreaterThan(index.slotCount);

    const plain = plainQuery;
    const same = (a: EngineResult, b: EngineResult, label: string) => {
      expect(a.total, label).toBe(b.total);
      expect(a.productIds, label).toEqual(b.productIds);
      for (const key of Object.keys(a.counts) as (keyof EngineResult["counts"])[]) {
        expect([...a.counts[key]].slice(1), `${label} ${key}`).toEqual([...b.counts[key]].slice(1));
      }
    };
    const cases: Partial<EngineQuery>[] = [
      { categoryCode: "002" },
      { categoryCode: "002001", offset: 20 },
      { terms: [common] },
      { terms: [common], offset: 40, limit: 50 },
      { terms: [common], categoryCode: "016" },
      { terms: [common, middling] },
      { terms: [middling], categoryCode: "002" },
      // A chosen order: the cache's and the complement's pages are sorted like a full scan's.
      { categoryCode: "002", sort: "price_asc" },
      { categoryCode: "002001", offset: 20, sort: "moq_asc" },
      { terms: [common], sort: "price_desc" },
      { terms: [common], categoryCode: "016", offset: 20, sort: "newest" },
    ];
    // The full scan of the same match set (the words with their stems and completions).
    const fullScan = (q: EngineQuery) =>
      runQuery(index, q, undefined, q.terms ? search.matchOf(index, q.terms) : undefined);
    for (const q of cases) same(search.run(index, plain(q)), fullScan(plain(q)), JSON.stringify(q));
    for (const terms of [[common], [middling], [common, middling]]) {
      const direct = byCategoryCode(index, categoryCounts(index, search.matchOf(index, terms).slots));
      expect(search.textMatchCounts(index, terms), terms.join(" ")).toEqual(direct);
    }
  });
});
