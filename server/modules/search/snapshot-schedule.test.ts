import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { recordSearchChanges } from "./search-changes.repo.ts";
import { engineWithSnapshots, snapshotSettings } from "./snapshot-fixtures.ts";
import type { SnapshotSettings } from "./snapshot-store.ts";

async function engine(d: TestDeps, settings: Partial<SnapshotSettings>) {
  const { engine } = engineWithSnapshots(d.db, { ...snapshotSettings(d.config.dataDir), ...settings });
  await engine.ready();
  return engine;
}

/** Feed rows for products that exist, as writes through the services leave them. */
async function changes(d: TestDeps, n: number) {
  const rows = await d.db.selectFrom("products").select("id").orderBy("id").limit(n).execute();
  await recordSearchChanges(
    d.db,
    "product",
    rows.map((r) => r.id),
  );
}

describeEachDatabase("search index snapshots are written", (deps) => {
  it("after a build from the database, and not again while nothing changed", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 2 });
    const first = await engine(d, {});
    expect(await first.snapshots!.check()).toMatchObject({ bytes: expect.any(Number) });
    expect(await first.snapshots!.check()).toBeUndefined();
    // Another process of the same data folder finds it and writes none of its own.
    const second = await engine(d, {});
    expect(second.loadedFrom).toBe("snapshot");
    expect(await second.snapshots!.check()).toBeUndefined();
  });

  it("by one of the processes that built their index together", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 2 });
    const processes = [await engine(d, {}), await engine(d, {})];
    const written = await Promise.all(processes.map((search) => search.snapshots!.check()));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all(processes.map((search) => search.snapshots!.check()))).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("once enough changes came after the last one", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 2 });
    const search = await engine(d, { afterChanges: 5 });
    await search.snapshots!.check();
    await changes(d, 4);
    await search.refresh();
    expect(await search.snapshots!.check()).toBeUndefined();
    await changes(d, 1);
    expect(await search.snapshots!.check()).toMatchObject({ bytes: expect.any(Number) });
  });

  it("once the last one is old enough and anything changed since", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 2 });
    const search = await engine(d, { afterMs: 1 });
    await search.snapshots!.check();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await search.snapshots!.check()).toBeUndefined();
    await changes(d, 1);
    expect(await search.snapshots!.check()).toMatchObject({ bytes: expect.any(Number) });
  });
});
