import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { addViews, moveTo, someCategories } from "#tests/setup/view-fixtures.ts";
import { refreshCategoryMostViewed } from "./category-most-viewed.ts";
import { getProductRecommendations } from "./recommendations.ts";

async function setSponsors(d: TestDeps, ids: number[]) {
  await d.db.deleteFrom("home_products").where("kind", "=", "recommended").execute();
  if (ids.length)
    await d.db
      .insertInto("home_products")
      .values(ids.map((product_id, position) => ({ kind: "recommended" as const, product_id, position })))
      .execute();
}

async function recommendedFor(d: TestDeps, id: number, lang = "en") {
  const product = (await getProductDetail(d.db, id, lang))!;
  return (await getProductRecommendations(d.db, lang, product)).map((p) => p.id);
}

describeEachDatabase("product recommendations", (deps) => {
  it("takes the category's most viewed, then the parent's, then sponsors, to five", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 14, seed: 1 });
    const c = await someCategories(d);
    await moveTo(d, c.elsewhere, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    await moveTo(d, c.leaf, [1, 2, 3, 4]);
    await moveTo(d, c.sibling, [5, 6, 7]);
    await addViews(d, { 1: 10, 2: 5, 3: 3, 5: 4, 6: 1, 9: 20 });
    await addViews(d, { 7: 30 }, 45); // too long ago to count
    await refreshCategoryMostViewed(d.db);
    await setSponsors(d, [9, 2, 10, 11]);
    // Its own category first (2, 3; 4 was never viewed), then the parent's (5, 6), then a sponsor
    // (9; 2 is there already). The product itself (the most viewed) is left out.
    expect(await recommendedFor(d, 1)).toEqual([2, 3, 5, 6, 9]);
  });

  it("fills the row with sponsors when nothing was viewed, without the product itself", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 8, seed: 1 });
    await setSponsors(d, [3, 1, 4, 5, 6]);
    expect(await recommendedFor(d, 1)).toEqual([3, 4, 5, 6]);
    expect(await recommendedFor(d, 2, "tr")).toEqual([3, 1, 4, 5, 6]);
  });

  it("shows five at most and never the same product twice", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 12, seed: 1 });
    const c = await someCategories(d);
    await moveTo(d, c.leaf, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await addViews(d, { 1: 9, 2: 8, 3: 7, 4: 6, 5: 5, 6: 4, 7: 3 });
    await refreshCategoryMostViewed(d.db);
    await setSponsors(d, [2, 3, 12]);
    expect(await recommendedFor(d, 3)).toEqual([1, 2, 4, 5, 6]);
    expect(await recommendedFor(d, 12)).toEqual([1, 2, 3, 4, 5]);
  });
});
