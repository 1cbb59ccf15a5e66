import type { Db } from "#server/db/connect.ts";
import { findCategoryCodes } from "#server/modules/categories/index.ts";
import * as repo from "./views.repo.ts";

/** Views of the last 30 days count, as for GET /api/products/most-viewed. */
export const MOST_VIEWED_WINDOW_DAYS = 30;
/**
 * How many products are kept per category. The recommendations show five without the product
 * itself (six from the category), and the parent's ranking may begin with those same six.
 */
export const MOST_VIEWED_KEPT = 12;
/** How often the counts are refreshed: a recommendation row may be this much behind the views. */
export const MOST_VIEWED_REFRESH_MS = 5 * 60_000;

/**
 * Counts the views of the last 30 days once for the whole catalogue and stores every category's
 * most viewed published products, its subcategories included (table category_most_viewed).
 *
 * Why a stored ranking: every product page shows its category's and parent category's most
 * viewed products. Counting them at request time was one GROUP BY over the category's view
 * events per cache miss, 2.5–9 ms of blocking SQLite work at 100,000 products, repeated by every
 * worker for every category each minute (docs/benchmarks.md, product page). One pass here takes
 * about 100 ms for 300,000 events and runs in the primary process, which serves no pages.
 *
 * The ranking is the one findMostViewedProductIds gives for a category (views, then id); a
 * product counts for every category whose code begins its own, as the subtree query's
 * `code like 'X%'` does.
 */
export async function refreshCategoryMostViewed(db: Db, now = Date.now()): Promise<void> {
  const since = new Date(now - MOST_VIEWED_WINDOW_DAYS * 86_400_000).toISOString();
  const [viewed, categories] = await Promise.all([
    repo.countRecentViewsByProduct(db, since),
    findCategoryCodes(db),
  ]);
  const codes = new Set(categories);
  const byCategory = new Map<string, { id: number; views: number }[]>();
  for (const product of viewed) {
    for (let length = 1; length <= product.categoryCode.length; length++) {
      const code = product.categoryCode.slice(0, length);
      if (!codes.has(code)) continue;
      const list = byCategory.get(code) ?? [];
      list.push(product);
      byCategory.set(code, list);
    }
  }
  const rows: repo.RankedView[] = [];
  for (const [categoryCode, products] of byCategory) {
    products.sort((a, b) => b.views - a.views || a.id - b.id);
    products.slice(0, MOST_VIEWED_KEPT).forEach((p, position) => {
      rows.push({ categoryCode, position, productId: p.id, views: p.views });
    });
  }
  await repo.replaceCategoryMostViewed(db, rows);
}

/** The category's most viewed product ids (subtree included) as last counted, most viewed first. */
export function categoryMostViewedIds(db: Db, categoryCode: string): Promise<number[]> {
  return repo.findCategoryMostViewedIds(db, categoryCode);
}
