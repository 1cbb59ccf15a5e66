import { expect, it } from "vitest";
import { createProduct } from "#server/modules/products/index.ts";
import { NO_SELECTION, queryTerms, SearchEngine } from "#server/modules/search/index.ts";
import { categoryMostViewedIds } from "#server/modules/views/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { addViews } from "#tests/setup/view-fixtures.ts";
import { migrateDown, migrateToLatest } from "../db/migrate.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { reindex } from "./reindex.ts";

/** Product ids the engine finds for a text, as a listing would ask. */
async function find(engine: SearchEngine, text: string): Promise<number[]> {
  const index = await engine.ready();
  return engine.run(index, {
    terms: queryTerms(text),
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 50,
  }).productIds;
}

async function catalogue(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 5 });
  const [first, second] = await d.db.selectFrom("products").select("id").orderBy("id").limit(2).execute();
  return { first: first!.id, second: second!.id };
}

describeEachDatabase("npm run reindex", (deps) => {
  it("makes running servers rebuild their index, which then holds writes that bypassed the feed", async () => {
    const d = deps();
    const { first, second } = await catalogue(d);
    // Two server processes on the same database.
    const engines = [d.search, new SearchEngine(d.db)];
    for (const engine of engines) await engine.ready();
    const before = engines[0]!.size()!.documents;

    // Changes made with SQL by hand (or by restoring a backup) write no feed row.
    await d.db
      .updateTable("product_texts")
      .set({ name: "Zebracorn lantern" })
      .where("product_id", "=", first)
      .execute();
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", second).execute();
    for (const engine of engines) {
      await engine.refresh();
      expect(await find(engine, "zebracorn")).toEqual([]);
    }

    expect(await reindex(d.db)).toMatchObject({ products: before - 1 });
    for (const engine of engines) {
      await engine.refresh();
      expect(await find(engine, "zebracorn")).toEqual([first]);
      expect(engine.size()).toMatchObject({ documents: before - 1, slots: before - 1 });
    }
    engines[1]!.close();
  });

  it("keeps following the feed after the rebuild, and leaves only the rebuild row of the older feed", async () => {
    const d = deps();
    await catalogue(d);
    await d.search.ready();
    const company = await d.db.selectFrom("companies").select("id").orderBy("id").executeTakeFirstOrThrow();
    const product = { companyId: company.id, categoryCode: "002", placeOfOrigin: "TR" };
    await createProduct(d.db, { ...product, texts: { en: { name: "Quokka kettle" } } });
    const { prunedChanges } = await reindex(d.db);
    expect(prunedChanges).toBeGreaterThanOrEqual(1);
    const feed = await d.db.selectFrom("search_changes").select(["entity", "entity_id"]).execute();
    expect(feed).toEqual([{ entity: "all", entity_id: 0 }]);

    const later = await createProduct(d.db, { ...product, texts: { en: { name: "Wombat kettle" } } });
    await d.search.refresh();
    expect(await find(d.search, "wombat")).toEqual([later]);
    expect(await find(d.search, "quokka")).toHaveLength(1);
  });

  it("recounts the categories' most viewed products", async () => {
    const d = deps();
    const { second } = await catalogue(d);
    const row = await d.db
      .selectFrom("products")
      .select("category_code")
      .where("id", "=", second)
      .executeTakeFirstOrThrow();
    expect(await categoryMostViewedIds(d.db, row.category_code)).toEqual([]);
    await addViews(d, { [second]: 3 });
    await reindex(d.db);
    expect((await categoryMostViewedIds(d.db, row.category_code))[0]).toBe(second);
  });

  it("its migration keeps the feed's numbering, so no process skips a change", async () => {
    const d = deps();
    for (let i = 1; i <= 3; i++)
      await d.db.insertInto("search_changes").values({ entity: "product", entity_id: i }).execute();
    const newest = await d.db
      .selectFrom("search_changes")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await d.db.deleteFrom("search_changes").where("id", "=", newest.id).execute();
    // Down to before this migration (later ones first), then up again.
    for (let undone = await migrateDown(d.db); undone !== "20261126_1100_search_rebuild_marker"; )
      undone = await migrateDown(d.db);
    await expect(
      d.db.insertInto("search_changes").values({ entity: "all", entity_id: 0 }).execute(),
    ).rejects.toThrow();
    await migrateToLatest(d.db);
    const { id } = await d.db
      .insertInto("search_changes")
      .values({ entity: "all", entity_id: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(newest.id);
  });
});
