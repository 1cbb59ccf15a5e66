import fc from "fast-check";
import { type RawBuilder, sql } from "kysely";
import { expect, it } from "vitest";
import { FILTER_GROUPS, type FilterGroup } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { type EngineQuery, groupDictionary } from "./query-plan.ts";
import { runQuery } from "./search-query.ts";

/**
 * The engine's disjunctive counts must equal a plain SQL GROUP BY over the same data: for each
 * group, count products that pass the base conditions and every other group's selection.
 */

type Predicate = RawBuilder<unknown>;
const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`));

function groupPredicate(group: FilterGroup, codes: string[]): Predicate {
  switch (group) {
    case "placeOfOrigins":
      return sql`p.place_of_origin in (${list(codes)})`;
    case "companies":
      return sql`cast(p.company_id as text) in (${list(codes)})`;
    case "brands":
      return sql`p.brand in (${list(codes)})`;
    case "packagings":
      return sql`p.packaging in (${list(codes)})`;
    // Only certificates the operator approved count, as in the index (search.repo.ts).
    case "companyCertifications":
      return sql`exists (select 1 from company_certifications x where x.status = 'approved' and x.company_id = p.company_id and x.name in (${list(codes)}))`;
    case "productCertifications":
      return sql`exists (select 1 from product_certifications x where x.product_id = p.id and x.name in (${list(codes)}))`;
    case "businessTypes":
      return sql`exists (select 1 from company_business_types x where x.company_id = p.company_id and x.business_type in (${list(codes)}))`;
  }
}

const GROUP_VALUE: Record<FilterGroup, { join: Predicate; value: Predicate }> = {
  placeOfOrigins: { join: sql``, value: sql`p.place_of_origin` },
  companies: { join: sql``, value: sql`cast(p.company_id as text)` },
  brands: { join: sql``, value: sql`p.brand` },
  packagings: { join: sql``, value: sql`p.packaging` },
  companyCertifications: {
    join: sql`join (select distinct company_id, name from company_certifications where status = 'approved') v on v.company_id = p.company_id`,
    value: sql`v.name`,
  },
  productCertifications: {
    join: sql`join (select distinct product_id, name from product_certifications) v on v.product_id = p.id`,
    value: sql`v.name`,
  },
  businessTypes: {
    join: sql`join company_business_types v on v.company_id = p.company_id`,
    value: sql`v.business_type`,
  },
};

function basePredicates(q: EngineQuery): Predicate[] {
  const where: Predicate[] = [sql`p.is_published = ${true}`];
  if (q.categoryCode)
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_code like ${`${q.categoryCode}%`})`,
    );
  if (q.productOrigin) where.push(sql`p.place_of_origin = ${q.productOrigin}`);
  if (q.companyOrigin) where.push(sql`co.country = ${q.companyOrigin}`);
  if (q.companyId !== undefined) where.push(sql`p.company_id = ${q.companyId}`);
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    where.push(sql`p.fob_price_min is not null`);
    if (q.minPrice !== undefined)
      where.push(sql`coalesce(p.fob_price_max, p.fob_price_min) >= ${q.minPrice}`);
    if (q.maxPrice !== undefined) where.push(sql`p.fob_price_min <= ${q.maxPrice}`);
  }
  if (q.minOrderQuantity !== undefined)
    where.push(sql`(p.min_order_quantity is null or p.min_order_quantity <= ${q.minOrderQuantity})`);
  return where;
}

function variationPredicate(codes: string[]): Predicate {
  return sql`exists (select 1 from product_variation_options x where x.product_id = p.id and x.option_code in (${list(codes)}))`;
}

/** The selection predicates of every group, keyed so one can be left out. */
function selectionPredicates(q: EngineQuery, groupOf: Map<string, string>): Map<string, Predicate> {
  const map = new Map<string, Predicate>();
  for (const group of FILTER_GROUPS) {
    if (q.selected[group].length) map.set(group, groupPredicate(group, q.selected[group]));
  }
  const byVariationGroup = new Map<string, string[]>();
  for (const code of q.variationOptions) {
    const group = groupOf.get(code)!;
    byVariationGroup.set(group, [...(byVariationGroup.get(group) ?? []), code]);
  }
  for (const [group, codes] of byVariationGroup) map.set(`variation:${group}`, variationPredicate(codes));
  return map;
}

async function sqlCounts(db: Db, q: EngineQuery, groupOf: Map<string, string>) {
  const base = basePredicates(q);
  const selections = selectionPredicates(q, groupOf);
  const whereExcept = (key?: string) =>
    sql.join([...base, ...[...selections].filter(([k]) => k !== key).map(([, p]) => p)], sql` and `);
  const from = sql`products p join companies co on co.id = p.company_id`;

  const total = await sql<{ n: number }>`select count(*) as n from ${from} where ${whereExcept()}`.execute(
    db,
  );
  const page = await sql<{
    id: number;
  }>`select p.id from ${from} where ${whereExcept()} order by p.id desc limit ${q.limit} offset ${q.offset}`.execute(
    db,
  );
  const groups: Record<string, Record<string, number>> = {};
  for (const group of FILTER_GROUPS) {
    const { join, value } = GROUP_VALUE[group];
    const rows = await sql<{
      value: string;
      n: number;
    }>`select ${value} as value, count(distinct p.id) as n from ${from} ${join} where ${whereExcept(group)} and ${value} is not null group by ${value}`.execute(
      db,
    );
    groups[group] = Object.fromEntries(rows.rows.map((r) => [String(r.value), Number(r.n)]));
  }
  // Variation options: each group's counts leave out that group's own selection; groups
  // without a selection are counted in one query with every selection applied.
  const selectedGroups = [...selections.keys()]
    .filter((k) => k.startsWith("variation:"))
    .map((k) => k.slice(10));
  const variations: Record<string, number> = {};
  const countOptions = async (where: RawBuilder<unknown>) => {
    const rows = await sql<{
      value: string;
      group_code: string;
      n: number;
    }>`select x.option_code as value, o.group_code, count(distinct p.id) as n from ${from} join product_variation_options x on x.product_id = p.id join variation_options o on o.code = x.option_code where ${where} group by x.option_code, o.group_code`.execute(
      db,
    );
    return rows.rows;
  };
  for (const r of await countOptions(whereExcept())) {
    if (!selectedGroups.includes(r.group_code)) variations[r.value] = Number(r.n);
  }
  for (const group of selectedGroups) {
    for (const r of await countOptions(whereExcept(`variation:${group}`))) {
      if (r.group_code === group) variations[r.value] = Number(r.n);
    }
  }
  return { total: Number(total.rows[0]!.n), page: page.rows.map((r) => Number(r.id)), groups, variations };
}

function nonZero(counts: Uint32Array, codes: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  counts.forEach((n, ordinal) => {
    if (ordinal > 0 && n > 0) out[codes[ordinal]!] = n;
  });
  return out;
}

describeEachDatabase("facet counts equal SQL GROUP BY", (deps) => {
  it("holds for random filter sets", { timeout: 120_000 }, async () => {
    const { db, dialect, search } = deps();
    await seedDemoCatalogue(db, dialect, { products: 1200, seed: 7 });
    const index = await search.ready();
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

    for (const q of runs) {
      const engine = runQuery(index, q);
      if (engine.total > 0) nonEmptyRuns++;
      const expected = await sqlCounts(db, q, groupOf);
      const context = JSON.stringify(q);
      expect(engine.total, context).toBe(expected.total);
      expect(engine.productIds, context).toEqual(expected.page);
      for (const group of FILTER_GROUPS) {
        expect(
          nonZero(engine.counts[group], groupDictionary(index, group).codes),
          `${group} ${context}`,
        ).toEqual(expected.groups[group]);
      }
      expect(nonZero(engine.counts.variations, index.variationOptions.codes), context).toEqual(
        expected.variations,
      );
    }
    // The generator must not only produce empty results, or the comparison proves little.
    expect(nonEmptyRuns).toBeGreaterThanOrEqual(20);
  });
});
