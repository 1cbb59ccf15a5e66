import pino from "pino";
import { afterEach, expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { plainQuery } from "./index-fixtures.ts";
import { parallelScan, scanHelperReady } from "./parallel-scan.ts";
import { type EngineQuery, type EngineResult, NO_SELECTION } from "./query-plan.ts";
import { isShared, scanColumnsOf } from "./scan-columns.ts";
import { runQuery, variationGroupOnly } from "./search-query.ts";
import { searchEngine } from "./serving-engine.ts";

const defaults = { ...parallelScan };
afterEach(() => Object.assign(parallelScan, defaults));

/** A query scanned on two threads answers exactly what the same query scanned on one answers. */
describeEachDatabase("the scan of a large query on two threads", (deps) => {
  it("gives the same page, total and counts as one thread", { timeout: 60_000 }, async () => {
    const { db, dialect, search } = deps();
    await seedDemoCatalogue(db, dialect, { products: 900, seed: 5 });
    const index = await search.ready();
    expect(isShared(scanColumnsOf(index))).toBe(true);
    const common = index.text.tokens.codes
      .map((token, ordinal) => ({ token, n: index.text.bodySlots[ordinal]?.length ?? 0 }))
      .filter((t) => /^[a-z]{3,}$/.test(t.token))
      .sort((a, b) => b.n - a.n)[0]!.token;
    const some = (codes: readonly string[], k: number) => codes.filter((c) => c).slice(0, k);
    const cases: [Partial<EngineQuery>, number?][] = [
      [{}],
      [{ categoryCode: "002", offset: 20 }],
      // Deep enough that the page lies in the helper's half of the candidates.
      [{ offset: 700, limit: 50 }],
      [{ offset: 430, limit: 40 }],
      [{ minPrice: 5, maxPrice: 400, minOrderQuantity: 1000 }],
      [{ selected: { ...NO_SELECTION, placeOfOrigins: some(index.countries.codes, 3) } }],
      [
        {
          selected: {
            ...NO_SELECTION,
            brands: some(index.brands.codes, 4),
            companyCertifications: some(index.companyCerts.codes, 2),
            businessTypes: some(index.businessTypes.codes, 1),
          },
          variationOptions: some(index.variationOptions.codes, 3),
        },
      ],
      [{ selected: { ...NO_SELECTION, companies: some(index.companies.codes, 5) } }, undefined],
      [{ selected: { ...NO_SELECTION, packagings: some(index.packagings.codes, 2) } }],
      [{ terms: [common] }],
      [{ terms: [common], offset: 40, limit: 50 }],
      [{ terms: [common], sort: "price_asc" }],
      [{ categoryCode: "002", sort: "moq_asc", offset: 20 }],
      [{ sort: "newest", offset: 300 }],
      [
        { variationOptions: some(index.variationOptions.codes, 2) },
        variationGroupOnly(index.groupOfOption[1]!),
      ],
    ];
    const run = (q: Partial<EngineQuery>, only?: number) =>
      runQuery(index, plainQuery(q), only, q.terms ? search.matchOf(index, q.terms) : undefined);

    parallelScan.enabled = false;
    const oneThread = cases.map(([q, only]) => run(q, only));
    expect(oneThread.filter((r) => r.total > 0).length).toBeGreaterThanOrEqual(10);

    Object.assign(parallelScan, { enabled: true, minCandidates: 0 });
    await scanHelperReady();
    const splitBefore = parallelScan.split;
    const twoThreads = cases.map(([q, only]) => run(q, only));
    expect(parallelScan.split - splitBefore).toBe(cases.length);
    for (const [i, [q]] of cases.entries()) same(twoThreads[i]!, oneThread[i]!, JSON.stringify(q));
  });
});

describeEachDatabase("SEARCH_SCAN_THREADS", (deps) => {
  it("keeps every scan on one thread when set to 1", async () => {
    const { db } = deps();
    const log = pino({ level: "silent" });
    parallelScan.enabled = true;
    searchEngine(db, log, { searchSnapshots: undefined, searchScanThreads: 2 }).close();
    expect(parallelScan.enabled).toBe(true);
    searchEngine(db, log, { searchSnapshots: undefined, searchScanThreads: 1 }).close();
    expect(parallelScan.enabled).toBe(false);
  });
});

function same(a: EngineResult, b: EngineResult, label: string) {
  expect(a.total, label).toBe(b.total);
  expect(a.productIds, label).toEqual(b.productIds);
  for (const key of Object.keys(a.counts) as (keyof EngineResult["counts"])[])
    expect([...a.counts[key]], `${label} ${key}`).toEqual([...b.counts[key]]);
}
