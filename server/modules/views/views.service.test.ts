import { CompiledQuery } from "kysely";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { openSession } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { addViews, moveTo, someCategories } from "#tests/setup/view-fixtures.ts";
import { mostViewedQuery } from "./views.repo.ts";
import { getMostViewedProducts, recordProductView } from "./views.service.ts";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describeEachDatabase("most viewed products", (deps) => {
  it("orders a category's products (with its subcategories) by views in the window", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 12, seed: 1 });
    const c = await someCategories(d);
    await moveTo(d, c.elsewhere, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await moveTo(d, c.leaf, [1, 2, 3]);
    await moveTo(d, c.sibling, [4, 5]);
    await addViews(d, { 1: 2, 2: 5, 3: 1, 4: 3, 5: 1, 9: 50 }, 1, NOW);
    await addViews(d, { 3: 20 }, 40, NOW); // outside the 30 days
    await addViews(d, { 5: 4 }, 10, NOW);

    const ids = async (options: Parameters<typeof getMostViewedProducts>[2]) =>
      (await getMostViewedProducts(d.db, "en", options, NOW)).map((p) => p.id);
    expect(await ids({ categoryCode: c.leaf, limit: 10 })).toEqual([2, 1, 3]);
    expect(await ids({ categoryCode: c.parent, limit: 10 })).toEqual([2, 5, 4, 1, 3]);
    expect(await ids({ categoryCode: c.parent, limit: 2 })).toEqual([2, 5]);
    expect(await ids({ categoryCode: c.parent, days: 7, limit: 10 })).toEqual([2, 4, 1, 3, 5]);
    expect(await ids({ categoryCode: c.parent, days: 60, limit: 2 })).toEqual([3, 2]);
    expect(await ids({ limit: 2 })).toEqual([9, 2]);
    // Products never viewed are not "most viewed"; an unknown or malformed code has none.
    expect(await ids({ categoryCode: "999", limit: 5 })).toEqual([]);
    expect(await ids({ categoryCode: "0%", limit: 5 })).toEqual([]);
  });

  it("answers product cards in the language, and leaves out unpublished products", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 4, seed: 1 });
    await addViews(d, { 1: 3, 2: 2, 3: 1 }, 1, NOW);
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", 2).execute();
    const cards = await getMostViewedProducts(d.db, "tr", { limit: 5 }, NOW);
    expect(cards.map((p) => p.id)).toEqual([1, 3]);
    const name = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", 1)
      .where("lang", "=", "tr")
      .executeTakeFirstOrThrow();
    expect(cards[0]).toMatchObject({ id: 1, name: name.name, companyId: expect.any(Number) });
  });
});

describeEachDatabase("recording a product view", (deps) => {
  async function written(d: TestDeps) {
    await d.views.flush();
    return d.db.selectFrom("product_view_events").select(["product_id", "user_id"]).orderBy("id").execute();
  }

  it("attaches the signed-in user from the session, and none without one", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const user = await d.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const { token } = await openSession(d, user.id, { ip: null, userAgent: BROWSER });
    await recordProductView(d, { productId: 1, sessionToken: token, userAgent: BROWSER });
    await recordProductView(d, { productId: 2, sessionToken: undefined, userAgent: BROWSER });
    await recordProductView(d, { productId: 3, sessionToken: "not-a-session", userAgent: BROWSER });
    expect(await written(d)).toEqual([
      { product_id: 1, user_id: user.id },
      { product_id: 2, user_id: null },
      { product_id: 3, user_id: null },
    ]);
  });

  it("does not count crawlers, requests without a user agent, or unknown products", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    await recordProductView(d, { productId: 1, sessionToken: undefined, userAgent: googlebot });
    await recordProductView(d, { productId: 1, sessionToken: undefined, userAgent: null });
    await recordProductView(d, { productId: 404_404, sessionToken: undefined, userAgent: BROWSER });
    await recordProductView(d, { productId: 2, sessionToken: undefined, userAgent: BROWSER });
    expect(await written(d)).toEqual([{ product_id: 2, user_id: null }]);
  });
});

describeEachDatabase("the most viewed query", (deps) => {
  it("reads only indexes on SQLite, whatever the size of the catalogue", async ({ skip }) => {
    const d = deps();
    // SQLite plans without statistics (no ANALYZE), so the plan of an empty database is the plan
    // of a big one; PostgreSQL plans by table size, which a test database cannot show.
    if (d.dialect !== "sqlite") skip();
    const query = mostViewedQuery(d.db, {
      categoryCode: "020",
      since: "2026-01-01T00:00:00.000Z",
      limit: 6,
    })!;
    const compiled = query.compile();
    const plan = await d.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const steps = plan.rows.map((r) => r.detail);
    expect(steps).toContainEqual(
      expect.stringMatching(/^SEARCH p USING COVERING INDEX products_category_published_idx/),
    );
    expect(steps).toContainEqual(
      expect.stringMatching(/^SEARCH v USING COVERING INDEX product_view_events_product_idx/),
    );
    expect(steps.filter((s) => /^SCAN (p|v)\b/.test(s))).toEqual([]);
  });
});
