import { sql } from "kysely";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { indexFootprint } from "./index-footprint.ts";
import { recordSearchChanges } from "./search-changes.repo.ts";
import { SearchEngine } from "./search-engine.ts";
import { engineWithSnapshots, expectSameAnswers, snapshotSettings } from "./snapshot-fixtures.ts";

const PRODUCTS = 500;
const ROUNDS = 4;

/**
 * One rewrite of the whole catalogue, as the product editor and the feed see it: every price moves,
 * every name gets a word of its own for this round (a model number), a tenth of the products are
 * taken down and last round's tenth put back. The last round puts the names and every product back
 * as they were, so the catalogue is the first one again, prices aside.
 */
async function rewrite(d: TestDeps, round: number, ids: number[]): Promise<void> {
  const last = round === ROUNDS;
  await d.db.transaction().execute(async (trx) => {
    await sql`update products set fob_price_min = fob_price_min + 1, fob_price_max = fob_price_max + 1`.execute(
      trx,
    );
    const previous = round === 1 ? "" : ` mk${round - 1}x`;
    const name = (suffix: string) =>
      previous
        ? sql`replace(name, ${previous} || cast(product_id as varchar(12)), ${suffix === "" ? "" : sql`${suffix} || cast(product_id as varchar(12))`})`
        : sql`name || ${suffix} || cast(product_id as varchar(12))`;
    await sql`update product_texts set name = ${name(last ? "" : ` mk${round}x`)}`.execute(trx);
    await sql`update products set is_published = ${sql.lit(true)}`.execute(trx);
    if (!last)
      await sql`update products set is_published = ${sql.lit(false)} where mod(id, 10) = ${round}`.execute(
        trx,
      );
    await recordSearchChanges(trx, "product", ids);
  });
}

describeEachDatabase("search index compaction", (deps) => {
  it("keeps the index's memory flat while the catalogue is rewritten, answering as a fresh build", {
    timeout: 180_000,
  }, async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: PRODUCTS, seed: 3 });
    const ids = (await d.db.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
    const settings = snapshotSettings(d.config.dataDir);
    const engine = new SearchEngine(d.db, undefined, {
      snapshots: settings,
      compaction: { minDeadSlots: 1, deadShare: 0.2, sliceMs: 1 },
    });
    // The same feed followed without compaction: what the index cost before.
    const uncompacted = new SearchEngine(d.db, undefined, { compaction: false });
    try {
      const first = indexFootprint(await engine.ready());
      await uncompacted.ready();
      expect(first.deadSlots).toBe(0);
      for (let round = 1; round <= ROUNDS; round++) {
        await rewrite(d, round, ids);
        await Promise.all([engine.refresh(), uncompacted.refresh()]);
        // The feed goes on while the copy is made: a second change of some products meanwhile
        // (not in the last round, whose copy is then as a build would leave it).
        if (engine.compaction!.active && round < ROUNDS) {
          await recordSearchChanges(d.db, "product", ids.slice(0, 50));
          await engine.refresh();
        }
        await engine.compaction!.whenIdle();
        await engine.refresh();
        await engine.compaction!.whenIdle();
        const now = indexFootprint(await engine.ready());
        expect(now.deadSlots, `round ${round}`).toBeLessThanOrEqual(0.2 * now.slots);
        expect(now.total, `round ${round}`).toBeLessThan(first.total * 1.35);
      }
      expect(engine.compaction!.last).toMatchObject({ slotsAfter: PRODUCTS });

      const final = indexFootprint(await engine.ready());
      const without = indexFootprint(await uncompacted.ready());
      expect(final.slots).toBe(PRODUCTS);
      expect(final.deadSlots).toBe(0);
      // Back to the first build's size, within 5 %, where the index that never compacts has grown.
      expect(Math.abs(final.total - first.total)).toBeLessThan(first.total * 0.05);
      expect(Math.abs(final.words - first.words)).toBeLessThanOrEqual(first.words * 0.01);
      expect(without.typedArrays).toBeGreaterThan(first.typedArrays * 2);
      expect(without.total).toBeGreaterThan(first.total * 1.25);
      expect(without.slots).toBeGreaterThan(PRODUCTS * ROUNDS);

      // Every answer (pages, totals, counts, text matches per category, "did you mean") equals
      // a build from the database of the same catalogue.
      const fresh = new SearchEngine(d.db, undefined, { compaction: false });
      expect(await expectSameAnswers(fresh, engine)).toBeGreaterThan(30);

      // And the compacted index goes through a snapshot and back unchanged.
      expect(await engine.snapshots!.check()).toMatchObject({ bytes: expect.any(Number) });
      const restored = engineWithSnapshots(d.db, settings).engine;
      await restored.ready();
      expect(restored.loadedFrom).toBe("snapshot");
      expect(await expectSameAnswers(engine, restored)).toBeGreaterThan(30);
      restored.close();
      fresh.close();
    } finally {
      engine.close();
      uncompacted.close();
    }
  });
});
