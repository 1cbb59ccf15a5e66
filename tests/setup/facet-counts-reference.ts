import { type RawBuilder, sql } from "kysely";
import { FILTER_GROUPS, type FilterGroup } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import type { ProviderQuery } from "#server/modules/search/index.ts";

/**
 * What a search provider must answer, as plain SQL GROUP BY over the catalogue's tables: the
 * total, the page (newest listed first), and each group's disjunctive counts (products passing
 * the base conditions and every other group's selection). The facet-count property test holds
 * every provider to it; `npm run bench:peers` runs it on other databases to time them against
 * the built-in engine. The SQL is portable (SQLite, PostgreSQL, DuckDB).
 */

export type Predicate = RawBuilder<unknown>;

/** Runs one query on some database and returns its rows. */
export type RunSql = <T>(query: RawBuilder<T>) => Promise<T[]>;

export const kyselyRunner =
  (db: Db): RunSql =>
  async (query) =>
    (await query.execute(db)).rows;

/**
 * How a database matches a query's words, as it does so itself: a join adding the matching
 * products as `t` (column `id`; with `ranked`, also what `order` sorts the page by, its own
 * relevance, which only the page needs). The property test asks no text; the benchmark's peers
 * bring theirs (full-text tables of their own).
 */
export interface TextMatching {
  join: (terms: string[], ranked: boolean) => Predicate;
  order: Predicate;
}

export interface ReferenceAnswer {
  total: number;
  page: number[];
  groups: Record<FilterGroup, Record<string, number>>;
  variations: Record<string, number>;
}

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

function basePredicates(q: ProviderQuery): Predicate[] {
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
function selectionPredicates(q: ProviderQuery, groupOf: Map<string, string>): Map<string, Predicate> {
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

/** The answer to `q`, one query at a time: total, page, each group, each variation group. */
export async function referenceAnswer(
  run: RunSql,
  q: ProviderQuery,
  groupOf: Map<string, string>,
  text?: TextMatching,
): Promise<ReferenceAnswer> {
  if (q.terms?.length && !text) throw new Error("a text query needs the database's text matching");
  const matching = q.terms?.length && text ? text : undefined;
  const base = basePredicates(q);
  const selections = selectionPredicates(q, groupOf);
  const whereExcept = (key?: string) =>
    sql.join([...base, ...[...selections].filter(([k]) => k !== key).map(([, p]) => p)], sql` and `);
  const fromRanked = (ranked: boolean) =>
    sql`products p join companies co on co.id = p.company_id ${matching ? matching.join(q.terms!, ranked) : sql``}`;
  const from = fromRanked(false);
  const order = matching ? sql`${matching.order}, p.id desc` : sql`p.id desc`;

  const total = await run(sql<{ n: number }>`select count(*) as n from ${from} where ${whereExcept()}`);
  const page = await run(
    sql<{
      id: number;
    }>`select p.id from ${fromRanked(true)} where ${whereExcept()} order by ${order} limit ${q.limit} offset ${q.offset}`,
  );
  const groups = {} as ReferenceAnswer["groups"];
  for (const group of FILTER_GROUPS) {
    const { join, value } = GROUP_VALUE[group];
    const rows = await run(
      sql<{
        value: string;
        n: number;
      }>`select ${value} as value, count(distinct p.id) as n from ${from} ${join} where ${whereExcept(group)} and ${value} is not null group by ${value}`,
    );
    groups[group] = Object.fromEntries(rows.map((r) => [String(r.value), Number(r.n)]));
  }
  // Variation options: each group's counts leave out that group's own selection; groups
  // without a selection are counted in one query with every selection applied.
  const selectedGroups = [...selections.keys()]
    .filter((k) => k.startsWith("variation:"))
    .map((k) => k.slice(10));
  const variations: Record<string, number> = {};
  const countOptions = (where: RawBuilder<unknown>) =>
    run(
      sql<{
        value: string;
        group_code: string;
        n: number;
      }>`select x.option_code as value, o.group_code, count(distinct p.id) as n from ${from} join product_variation_options x on x.product_id = p.id join variation_options o on o.code = x.option_code where ${where} group by x.option_code, o.group_code`,
    );
  for (const r of await countOptions(whereExcept())) {
    if (!selectedGroups.includes(r.group_code)) variations[r.value] = Number(r.n);
  }
  for (const group of selectedGroups) {
    for (const r of await countOptions(whereExcept(`variation:${group}`))) {
      if (r.group_code === group) variations[r.value] = Number(r.n);
    }
  }
  return { total: Number(total[0]!.n), page: page.map((r) => Number(r.id)), groups, variations };
}
