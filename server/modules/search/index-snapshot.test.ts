import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { resetDatabase } from "#server/db/reset.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { createProduct, removeProduct, updateProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { captureIndex } from "./index-snapshot.ts";
import { NO_SELECTION } from "./query-plan.ts";
import { isShared, scanColumnsOf } from "./scan-columns.ts";
import { findLatestChangeId, recordIndexRebuild, recordSearchChange } from "./search-changes.repo.ts";
import type { SearchEngine } from "./search-engine.ts";
import { engineWithSnapshots, expectSameAnswers, snapshotSettings } from "./snapshot-fixtures.ts";
import { SnapshotStore } from "./snapshot-store.ts";
import { queryTerms } from "./text-tokens.ts";

async function find(engine: SearchEngine, query: { text?: string; company?: number }): Promise<number[]> {
  const index = await engine.ready();
  return engine.run(index, {
    terms: query.text ? queryTerms(query.text) : undefined,
    selected: { ...NO_SELECTION, companies: query.company ? [String(query.company)] : [] },
    variationOptions: [],
    offset: 0,
    limit: 50,
  }).productIds;
}

/** A seeded catalogue, an engine that built its index from it, and that index's snapshot on disk. */
async function snapshotted(d: TestDeps, products = 400, seed = 7) {
  await seedDemoCatalogue(d.db, d.dialect, { products, seed });
  const settings = snapshotSettings(d.config.dataDir);
  const built = engineWithSnapshots(d.db, settings);
  await built.engine.ready();
  expect(built.engine.loadedFrom).toBe("database");
  expect(await built.engine.snapshots!.check()).toMatchObject({ bytes: expect.any(Number) });
  return { settings, built: built.engine, restart: () => engineWithSnapshots(d.db, settings) };
}

/** The snapshot file's bytes between its header and its checksum. */
async function body(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  return bytes.subarray(20 + bytes.readUInt32LE(16), bytes.length - 8);
}

describeEachDatabase("search index snapshots", (deps) => {
  it("answer every search as the index built from the database does", { timeout: 120_000 }, async () => {
    const d = deps();
    const { settings, built, restart } = await snapshotted(d, 800);
    const restored = restart();
    await restored.engine.ready();
    expect(restored.engine.loadedFrom).toBe("snapshot");
    expect(await expectSameAnswers(built, restored.engine)).toBeGreaterThan(40);
    // The columns a large query's scan reads are read into shared memory (parallel-scan.ts).
    expect(isShared(scanColumnsOf(await restored.engine.ready()))).toBe(true);

    // Everything was read back: the restored index written out again is the same file.
    const again = new SnapshotStore({ ...settings, dir: join(settings.dir, "again") }, d.db);
    const written = await again.save(
      captureIndex(await restored.engine.ready()),
      await findLatestChangeId(d.db),
    );
    expect(await body(written!.file)).toEqual(await body(join(settings.dir, "index-v1.snap")));
    for (const engine of [built, restored.engine]) engine.close();
  });

  it("catch up with the feed's changes written after them", { timeout: 60_000 }, async () => {
    const d = deps();
    const { built, restart } = await snapshotted(d);
    const rows = await d.db
      .selectFrom("products")
      .select(["id", "company_id", "category_code", "place_of_origin"])
      .where("is_published", "=", true)
      .orderBy("id")
      .execute();
    const [renamed, removed] = rows;
    const input = (row: (typeof rows)[number], name: string) => ({
      companyId: row.company_id,
      categoryCode: row.category_code,
      placeOfOrigin: row.place_of_origin,
      texts: { en: { name } },
    });
    await updateProduct(d.db, renamed!.id, input(renamed!, "Zebracorn lantern"));
    await removeProduct(d.db, removed!.id);
    const added = await createProduct(d.db, input(renamed!, "Quokka kettle"));
    // A company suspended as its service does it: the status and a feed row.
    const suspended = rows.at(-1)!.company_id;
    await d.db.updateTable("companies").set({ status: "suspended" }).where("id", "=", suspended).execute();
    await recordSearchChange(d.db, "company", suspended);
    expect(await find(built, { company: suspended })).not.toEqual([]);
    await built.refresh();

    const restored = restart();
    await restored.engine.ready();
    expect(restored.engine.loadedFrom).toBe("snapshot");
    expect(await find(restored.engine, { text: "zebracorn" })).toEqual([renamed!.id]);
    expect(await find(restored.engine, { text: "quokka" })).toEqual([added]);
    expect(await find(restored.engine, { company: suspended })).toEqual([]);
    expect(await expectSameAnswers(built, restored.engine)).toBeGreaterThan(20);
    expect((await find(restored.engine, {})).includes(removed!.id)).toBe(false);
  });

  it("are not trusted when the catalogue changed behind the feed's back", { timeout: 60_000 }, async () => {
    const d = deps();
    const { built, restart } = await snapshotted(d);
    const { id } = await d.db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow();
    // SQL by hand: no feed row.
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", id).execute();
    const restored = restart();
    await restored.engine.ready();
    expect(restored.engine.loadedFrom).toBe("database");
    expect(restored.messages).toContain(
      "search index snapshot disagrees with the database after catching up; building from the database",
    );
    expect(restored.engine.size()!.documents).toBe(built.size()!.documents - 1);
  });

  it("are not taken for another catalogue in the same database, or after a rebuild or a migration", {
    timeout: 90_000,
  }, async () => {
    const d = deps();
    const { restart } = await snapshotted(d, 200, 3);
    // The same number of products with the same ids, and a feed numbered anew.
    await resetDatabase(d.db, d.dialect);
    await seedDemoCatalogue(d.db, d.dialect, { products: 200, seed: 4 });
    const reseeded = restart();
    await reseeded.engine.ready();
    expect(reseeded.engine.loadedFrom).toBe("database");
    expect(reseeded.messages).toContain("search index snapshot not used; building from the database");
    await reseeded.engine.snapshots!.check();

    await recordIndexRebuild(d.db);
    const rebuilt = restart();
    await rebuilt.engine.ready();
    expect(rebuilt.engine.loadedFrom).toBe("database");
    await rebuilt.engine.snapshots!.check();
    const restored = restart();
    await restored.engine.ready();
    expect(restored.engine.loadedFrom).toBe("snapshot");

    await sql`insert into kysely_migration (name, timestamp) values (${"29991231_0000_later"}, ${new Date().toISOString()})`.execute(
      d.db,
    );
    const migrated = restart();
    await migrated.engine.ready();
    expect(migrated.engine.loadedFrom).toBe("database");
  });
});
