import { countPublishedProducts } from "#server/modules/products/index.ts";
import { recordIndexRebuild } from "#server/modules/search/index.ts";
import { refreshCategoryMostViewed } from "#server/modules/views/index.ts";
import type { Db } from "../db/connect.ts";

export interface ReindexReport {
  /** Published products, which every server's rebuilt index will hold. */
  products: number;
  /** Feed rows the rebuild made unnecessary, deleted. */
  prunedChanges: number;
}

/**
 * `npm run reindex`: rebuilds what search and recommendations derive from the catalogue.
 *
 * - Each server process keeps its search index in memory and follows the `search_changes` feed;
 *   a write that bypassed the feed (SQL by hand, a restored backup) is invisible to it. A rebuild
 *   row in the feed makes every running process (on this machine or another on the same
 *   database) build its index afresh within a second or so, while its old one keeps answering.
 *   It also compacts the feed and the indexes (a changed product leaves a dead slot behind).
 * - The categories' most viewed products (`category_most_viewed`), counted from the view events.
 *
 * Not rebuilt: `search_terms`, the record of what people searched, which no other data can give
 * back.
 */
export async function reindex(db: Db, now = Date.now()): Promise<ReindexReport> {
  await refreshCategoryMostViewed(db, now);
  const { pruned } = await recordIndexRebuild(db);
  return { products: await countPublishedProducts(db), prunedChanges: pruned };
}
