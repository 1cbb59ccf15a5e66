import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { addViews, moveTo, someCategories } from "#tests/setup/view-fixtures.ts";
import {
  categoryMostViewedIds,
  MOST_VIEWED_KEPT,
  refreshCategoryMostViewed,
} from "./category-most-viewed.ts";
import { findMostViewedProductIds } from "./views.repo.ts";

describeEachDatabase("categories' most viewed products", (deps) => {
  it("ranks every category as the live count of its subtree does, views of 30 days only", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 3 });
    const c = await someCategories(d);
    await moveTo(d, c.leaf, [1, 2, 3, 4, 5]);
    await moveTo(d, c.sibling, [6, 7, 8]);
    // The other viewed products sit in another root, whatever the demo gave them.
    await moveTo(d, c.elsewhere, [9, 12, 20]);
    // Ties (2 and 3, 6 and 8) go by id; 9 is counted only in its own subtree.
    await addViews(d, { 1: 4, 2: 7, 3: 7, 4: 1, 6: 2, 7: 9, 8: 2, 9: 5, 12: 3, 20: 1 });
    await addViews(d, { 4: 50 }, 31);
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", 5).execute();
    await addViews(d, { 5: 40 });
    await refreshCategoryMostViewed(d.db);

    expect(await categoryMostViewedIds(d.db, c.leaf)).toEqual([2, 3, 1, 4]);
    expect(await categoryMostViewedIds(d.db, c.parent)).toEqual([7, 2, 3, 1, 6, 8, 4]);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const categories = await d.db.selectFrom("categories").select("code").execute();
    for (const { code } of categories) {
      const live = await findMostViewedProductIds(d.db, {
        categoryCode: code,
        since,
        limit: MOST_VIEWED_KEPT,
      });
      expect(await categoryMostViewedIds(d.db, code), code).toEqual(live.map((r) => r.id));
    }
  });

  it("keeps a dozen per category, and a refresh replaces the last ranking", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 20, seed: 3 });
    const c = await someCategories(d);
    const ids = Array.from({ length: 15 }, (_, i) => i + 1);
    await moveTo(d, c.leaf, ids);
    await addViews(d, Object.fromEntries(ids.map((id) => [id, id])));
    await refreshCategoryMostViewed(d.db);
    expect(await categoryMostViewedIds(d.db, c.leaf)).toEqual(ids.slice(3).reverse());

    await addViews(d, { 1: 100 });
    await d.db.deleteFrom("products").where("id", "=", 15).execute();
    expect(await categoryMostViewedIds(d.db, c.leaf)).toEqual(ids.slice(3, 14).reverse());
    await refreshCategoryMostViewed(d.db);
    expect(await categoryMostViewedIds(d.db, c.leaf)).toEqual([1, ...ids.slice(3, 14).reverse()]);
  });

  it("stores nothing when nothing was viewed", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 3 });
    await refreshCategoryMostViewed(d.db);
    expect(await d.db.selectFrom("category_most_viewed").selectAll().execute()).toEqual([]);
  });
});
