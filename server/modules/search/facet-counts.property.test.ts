import fc from "fast-check";
import { type RawBuilder, sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { FILTER_GROUPS } from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { kyselyRunner, referenceAnswer } from "#tests/setup/facet-counts-reference.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { parallelScan, scanHelperReady } from "./parallel-scan.ts";
import type { EngineQuery } from "./query-plan.ts";
import { builtInProvider, type SearchProvider } from "./search-provider.ts";

/**
 * A search provider's disjunctive counts must equal a plain SQL GROUP BY over the same data: for
 * each group, count products that pass the base conditions and every other group's selection
 * (tests/setup/facet-counts-reference.ts, which `npm run bench:peers` runs on other databases).
 * Written against the provider contract (search-provider.ts): a provider added beside the
 * built-in engine is added to PROVIDERS and must pass the same.
 */
const PROVIDERS: { name: string; make: (deps: TestDeps) => SearchProvider }[] = [
  { name: "built-in", make: (d) => builtInProvider(d.db, d.search) },
];

const scanDefaults = { ...parallelScan };
afterEach(() => Object.assign(parallelScan, scanDefaults));

describeEachDatabase("facet counts equal SQL GROUP BY", (deps) => {
  it.each(PROVIDERS)("holds for random filter sets ($name)", { timeout: 120_000 }, async ({ make }) => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 1200, seed: 7 });
    const provider = make(deps());
    await provider.catchUp();
    const distinct = async (query: RawBuilder<{ v: string }>) =>
      (await query.execute(db)).rows.map((r) => String(r.v));
    const pools = {
      categories: await distinct(sql`select code as v from categories`),
      placeOfOrigins: await distinct(sql`select distinct place_of_origin as v from products`),
      companies: (await distinct(sql`select distinct company_id as v from products`)).slice(0, 40),
      brands: await distinct(sql`select distinct brand as v from products where brand is not null`),
      companyCertifications: await distinct(sql`select distinct name as v from company_certifications`),
      productCertifications: await distinct(sql`select distinct name as v from product_certifications`),
      packagings: await distinct(
        sql`select distinct packaging as v from products where packaging is not null`,
      ),
      businessTypes: await distinct(sql`select distinct business_type as v from company_business_types`),
      options: await distinct(sql`select distinct option_code as v from product_variation_options`),
      countries: await distinct(sql`select distinct country as v from companies`),
    };
    const groupOf = new Map(
      (
        await sql<{
          code: string;
          group_code: string;
        }>`select code, group_code from variation_options`.execute(db)
      ).rows.map((r) => [r.code, r.group_code]),
    );
    // Queries are built around an anchor product, so most of them match something: each
    // condition is taken from the anchor with some chance, plus random other values.
    const anchors = (
      await sql<{
        id: number;
        company_id: number;
        brand: string | null;
        packaging: string | null;
        place_of_origin: string;
        price: number | null;
        moq: number | null;
        country: string;
        category_code: string;
      }>`select p.id, p.company_id, p.brand, p.packaging, p.place_of_origin, p.fob_price_min as price, p.min_order_quantity as moq, co.country, p.category_code from products p join companies co on co.id = p.company_id where p.id % 10 = 0`.execute(
        db,
      )
    ).rows;
    const anchorLists = async (id: number, companyId: number) => ({
      companyCertifications: await distinct(
        sql`select name as v from company_certifications where status = 'approved' and company_id = ${companyId}`,
      ),
      productCertifications: await distinct(
        sql`select name as v from product_certifications where product_id = ${id}`,
      ),
      businessTypes: await distinct(
        sql`select business_type as v from company_business_types where company_id = ${companyId}`,
      ),
      options: await distinct(
        sql`select option_code as v from product_variation_options where product_id = ${id}`,
      ),
    });
    const some = (values: string[], max: number) => fc.subarray(values, { minLength: 0, maxLength: max });
    let nonEmptyRuns = 0;
    const runs: EngineQuery[] = [];
    const rolls = fc.sample(
      fc.record({
        anchor: fc.constantFrom(...anchors),
        level: fc.integer({ min: 0, max: 3 }),
        base: fc.integer({ min: 0, max: 7 }),
        offset: fc.constantFrom(0, 0, 20, 40),
        limit: fc.constantFrom(20, 50),
        extra: fc.record({
          placeOfOrigins: some(pools.placeOfOrigins, 2),
          companies: some(pools.companies, 2),
          brands: some(pools.brands, 2),
          companyCertifications: some(pools.companyCertifications, 2),
          productCertifications: some(pools.productCertifications, 2),
          packagings: some(pools.packagings, 2),
          businessTypes: some(pools.businessTypes, 2),
          options: some(pools.options, 3),
        }),
        picks: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
      }),
      { numRuns: 60, seed: 20261121 },
    );
    for (const r of rolls) {
      const a = r.anchor;
      const lists = await anchorLists(a.id, a.company_id);
      const choose = (k: number, own: (string | null | undefined)[], extra: string[]) => {
        const roll = r.picks[k]!;
        if (roll < 5) return [];
        const anchor = roll < 9 ? own.filter((v): v is string => !!v).slice(0, 1) : [];
        return [...new Set([...anchor, ...(roll % 2 ? extra : [])])];
      };
      runs.push({
        categoryCode: r.level ? a.category_code.slice(0, r.level * 3) : undefined,
        productOrigin: r.base === 1 ? a.place_of_origin : undefined,
        companyOrigin: r.base === 2 ? a.country : undefined,
        companyId: r.base === 3 ? a.company_id : undefined,
        minPrice: r.base === 4 && a.price !== null ? Math.floor(Number(a.price)) : undefined,
        maxPrice: r.base >= 4 && a.price !== null ? Math.ceil(Number(a.price)) + 5 : undefined,
        minOrderQuantity: r.base >= 6 && a.moq !== null ? a.moq : undefined,
        selected: {
          placeOfOrigins: choose(0, [a.place_of_origin], r.extra.placeOfOrigins),
          companies: choose(1, [String(a.company_id)], r.extra.companies),
          brands: choose(2, [a.brand], r.extra.brands),
          companyCertifications: choose(3, lists.companyCertifications, r.extra.companyCertifications),
          productCertifications: choose(4, lists.productCertifications, r.extra.productCertifications),
          packagings: choose(5, [a.packaging], r.extra.packagings),
          businessTypes: choose(6, lists.businessTypes, r.extra.businessTypes),
        },
        variationOptions: choose(7, lists.options, r.extra.options),
        offset: r.offset,
        limit: r.limit,
      });
    }

    const expectations: { q: EngineQuery; expected: Awaited<ReturnType<typeof referenceAnswer>> }[] = [];
    for (const q of runs)
      expectations.push({ q, expected: await referenceAnswer(kyselyRunner(db), q, groupOf) });
    const check = async () => {
      for (const { q, expected } of expectations) {
        const found = await provider.search(q);
        if (found.total > 0) nonEmptyRuns++;
        const context = JSON.stringify(q);
        expect(found.total, context).toBe(expected.total);
        expect(found.productIds, context).toEqual(expected.page);
        for (const group of FILTER_GROUPS)
          expect(found.counts[group], `${group} ${context}`).toEqual(expected.groups[group]);
        expect(found.variations, context).toEqual(expected.variations);
      }
    };
    await check();
    // The generator must not only produce empty results, or the comparison proves little.
    expect(nonEmptyRuns).toBeGreaterThanOrEqual(20);
    // The same with every scan shared with the helper thread, as large catalogues' queries are.
    Object.assign(parallelScan, { enabled: true, minCandidates: 0 });
    await scanHelperReady();
    const split = parallelScan.split;
    await check();
    expect(parallelScan.split).toBeGreaterThan(split);
  });
});
