import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { NO_SELECTION } from "./query-plan.ts";
import { findLatestChangeId, recordSearchChange } from "./search-changes.repo.ts";
import { builtInProvider, type ProviderQuery, type SearchProvider } from "./search-provider.ts";

/**
 * The provider contract beyond counting (which facet-counts.property.test.ts checks): following
 * the change feed, rebuilding beside the live index, option counts, health. Every provider in
 * PROVIDERS must pass.
 */
const PROVIDERS: { name: string; make: (deps: TestDeps) => SearchProvider }[] = [
  { name: "built-in", make: (d) => builtInProvider(d.db, d.search) },
];

const everything: ProviderQuery = { selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 100 };

async function publishedIds(d: TestDeps): Promise<number[]> {
  const rows = await d.db.selectFrom("products").select("id").where("is_published", "=", true).execute();
  return rows.map((r) => r.id);
}

describeEachDatabase("search provider contract", (deps) => {
  it.each(PROVIDERS)("follows the change feed with a cursor of its own ($name)", async ({ make }) => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 3 });
    const provider = make(d);
    await provider.catchUp();
    const ids = await publishedIds(d);
    expect((await provider.search(everything)).total).toBe(ids.length);
    expect(await provider.health()).toEqual({
      ready: true,
      documents: ids.length,
      cursor: await findLatestChangeId(d.db),
    });

    // An unpublished product leaves the results once the provider has caught up with its change.
    const gone = ids[0]!;
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", gone).execute();
    await recordSearchChange(d.db, "product", gone);
    await provider.catchUp();
    const after = await provider.search(everything);
    expect(after.total).toBe(ids.length - 1);
    expect(after.productIds).not.toContain(gone);
    expect((await provider.health()).cursor).toBe(await findLatestChangeId(d.db));
  });

  it.each(PROVIDERS)("rebuilds beside the live index and goes on answering ($name)", async ({ make }) => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 3 });
    const provider = make(d);
    await provider.catchUp();
    const before = await provider.search(everything);
    await provider.rebuild();
    const after = await provider.search(everything);
    expect(after).toEqual(before);
    expect(await provider.health()).toMatchObject({ ready: true, cursor: await findLatestChangeId(d.db) });
  });

  it.each(PROVIDERS)("gives a group's option counts as the search counts it ($name)", async ({ make }) => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 3 });
    const provider = make(d);
    const origin = Object.keys((await provider.search(everything)).counts.placeOfOrigins)[0]!;
    // A selection in the group itself does not narrow its own counts; one in another group does.
    const query = { ...everything, selected: { ...NO_SELECTION, placeOfOrigins: [origin] } };
    const searched = await provider.search(query);
    expect(await provider.optionCounts(query, "placeOfOrigins")).toEqual(searched.counts.placeOfOrigins);
    expect(await provider.optionCounts(query, "brands")).toEqual(searched.counts.brands);
    expect(Object.keys(searched.counts.placeOfOrigins).length).toBeGreaterThan(1);
  });
});
