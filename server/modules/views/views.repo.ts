import { SqliteAdapter, sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

export interface ViewEventRow {
  product_id: number;
  company_id: number;
  user_id: number | null;
  viewed_at: string;
}

/** One multi-row insert. */
export async function insertViewEvents(db: Db, rows: ViewEventRow[]) {
  if (rows.length) await db.insertInto("product_view_events").values(rows).execute();
}

/**
 * Published products by their number of views since `since`, most viewed first (ties by id), in
 * the subtree of `categoryCode` when given.
 *
 * With a category, the plan starts from the category's published products in the covering index
 * products_category_published_idx and counts each one's views in the covering index
 * product_view_events_product_idx (product_id, viewed_at): no table rows are read, and the cost
 * follows the category's size, not the event table's. The subtree is taken from the small
 * categories table rather than a prefix range on products, because a range such as
 * '029' ≤ code < '02:' is only right under a byte-order collation.
 */
export async function findMostViewedProductIds(
  db: Db,
  options: MostViewedQuery,
): Promise<{ id: number; views: number }[]> {
  const query = mostViewedQuery(db, options);
  if (!query) return [];
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, views: Number(r.views) }));
}

export interface MostViewedQuery {
  categoryCode?: string;
  since: string;
  limit: number;
}

/** The query of findMostViewedProductIds (exported so a test can check its plan). */
export function mostViewedQuery(db: Db, options: MostViewedQuery) {
  let query = db
    .selectFrom("products as p")
    .innerJoin("product_view_events as v", "v.product_id", "p.id")
    .select(["p.id", (eb) => eb.fn.countAll<number>().as("views")])
    .where("p.is_published", "=", true)
    .where("v.viewed_at", ">=", options.since);
  const code = options.categoryCode;
  if (code !== undefined) {
    // Category codes are letters and digits; anything else (LIKE wildcards included) matches nothing.
    if (!CATEGORY_CODE.test(code)) return undefined;
    query = query.where("p.category_code", "in", (eb) =>
      eb.selectFrom("categories").select("code").where("code", "like", `${code}%`),
    );
  }
  return query.groupBy("p.id").orderBy("views", "desc").orderBy("p.id").limit(options.limit);
}

const CATEGORY_CODE = /^[0-9A-Za-z]{1,60}$/;

/** Views since `since` of every published product that has any, with the product's category. */
export async function countRecentViewsByProduct(db: Db, since: string) {
  const rows = await db
    .selectFrom("product_view_events as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["p.id", "p.category_code", (eb) => eb.fn.countAll<number>().as("views")])
    .where("p.is_published", "=", true)
    .where("v.viewed_at", ">=", since)
    .groupBy(["p.id", "p.category_code"])
    .execute();
  return rows.map((r) => ({ id: r.id, categoryCode: r.category_code, views: Number(r.views) }));
}

export interface RankedView {
  categoryCode: string;
  position: number;
  productId: number;
  views: number;
}

/** Replaces the whole category_most_viewed table in one transaction (readers see old or new). */
export async function replaceCategoryMostViewed(db: Db, rows: RankedView[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("category_most_viewed").execute();
    // 4 parameters a row: 500 rows stay well under SQLite's and PostgreSQL's parameter limits.
    for (let at = 0; at < rows.length; at += 500)
      await trx
        .insertInto("category_most_viewed")
        .values(
          rows.slice(at, at + 500).map((r) => ({
            category_code: r.categoryCode,
            position: r.position,
            product_id: r.productId,
            views: r.views,
          })),
        )
        .execute();
  });
}

/** A category's ranked product ids as last counted (its subtree included). */
export async function findCategoryMostViewedIds(db: Db, categoryCode: string): Promise<number[]> {
  const rows = await db
    .selectFrom("category_most_viewed")
    .select("product_id")
    .where("category_code", "=", categoryCode)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.product_id);
}

/** The UTC day ('YYYY-MM-DD') of a timestamp column, on either database. */
function utcDay(db: Db, column: "viewed_at" | "visited_at") {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<string>`substr(${sql.ref(column)}, 1, 10)`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/**
 * A company's product views per UTC day since `since` (days without views are left out). The
 * index product_view_events_company_idx (company_id, viewed_at) serves it.
 */
export async function countCompanyViewsByDay(
  db: Db,
  companyId: number,
  since: string,
): Promise<{ day: string; views: number }[]> {
  const day = utcDay(db, "viewed_at");
  const rows = await db
    .selectFrom("product_view_events")
    .select([day.as("day"), (eb) => eb.fn.countAll<string | number>().as("views")])
    .where("company_id", "=", companyId)
    .where("viewed_at", ">=", since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

export interface VisitEventRow {
  company_id: number;
  visited_at: string;
}

/** One multi-row insert. */
export async function insertVisitEvents(db: Db, rows: VisitEventRow[]) {
  if (rows.length) await db.insertInto("storefront_visit_events").values(rows).execute();
}

/**
 * A company's storefront visits per UTC day since `since` (days without visits are left out).
 * The index storefront_visit_events_company_idx (company_id, visited_at) serves it.
 */
export async function countCompanyVisitsByDay(
  db: Db,
  companyId: number,
  since: string,
): Promise<{ day: string; visits: number }[]> {
  const day = utcDay(db, "visited_at");
  const rows = await db
    .selectFrom("storefront_visit_events")
    .select([day.as("day"), (eb) => eb.fn.countAll<string | number>().as("visits")])
    .where("company_id", "=", companyId)
    .where("visited_at", ">=", since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, visits: Number(r.visits) }));
}
