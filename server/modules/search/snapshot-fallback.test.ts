import { spawnSync } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { createProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { captureIndex } from "./index-snapshot.ts";
import { findLatestChangeId } from "./search-changes.repo.ts";
import { engineWithSnapshots, expectSameAnswers, snapshotSettings } from "./snapshot-fixtures.ts";

async function snapshotted(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 200, seed: 5 });
  const settings = snapshotSettings(d.config.dataDir);
  const built = engineWithSnapshots(d.db, settings).engine;
  await built.ready();
  await built.snapshots!.check();
  const file = join(settings.dir, "index-v1.snap");
  return { settings, built, file, restart: () => engineWithSnapshots(d.db, settings) };
}

const damages: [string, (bytes: Buffer) => Buffer][] = [
  [
    "with one byte changed",
    (bytes) => {
      bytes[bytes.length >> 1]! ^= 0x10;
      return bytes;
    },
  ],
  ["cut off half-way", (bytes) => bytes.subarray(0, bytes.length >> 1)],
  ["without its last byte", (bytes) => bytes.subarray(0, bytes.length - 1)],
  [
    "of another format",
    (bytes) => {
      bytes.writeUInt32LE(0, 12);
      return bytes;
    },
  ],
  ["empty", () => Buffer.alloc(0)],
];

describeEachDatabase("a search index snapshot that cannot be used", (deps) => {
  it.each(damages)("%s, leaves the start to the database build, with a log line", async (_, damage) => {
    const d = deps();
    const { built, file, restart } = await snapshotted(d);
    await writeFile(file, damage(await readFile(file)));
    const restarted = restart();
    await restarted.engine.ready();
    expect(restarted.engine.loadedFrom).toBe("database");
    expect(restarted.messages).toContain("search index snapshot broken; building from the database");
    expect(await expectSameAnswers(built, restarted.engine)).toBeGreaterThan(10);
    // The broken one is replaced by a good one.
    await restarted.engine.snapshots!.check();
    const next = restart();
    await next.engine.ready();
    expect(next.engine.loadedFrom).toBe("snapshot");
  });

  it("interrupted while written, leaves the previous snapshot whole and no temporary file", async () => {
    const d = deps();
    const { settings, built, file, restart } = await snapshotted(d);
    const before = await readFile(file);
    const { company_id } = await d.db.selectFrom("products").select("company_id").executeTakeFirstOrThrow();
    await createProduct(d.db, {
      companyId: company_id,
      categoryCode: "002",
      placeOfOrigin: "TR",
      texts: { en: { name: "Quokka kettle" } },
    });
    await built.refresh();
    const stopped = new AbortController();
    stopped.abort();
    const store = built.snapshots!.store;
    await expect(
      store.save(captureIndex(await built.ready()), await findLatestChangeId(d.db), stopped.signal),
    ).rejects.toThrow();
    expect(await readFile(file)).toEqual(before);
    expect(await readdir(settings.dir)).toEqual(["index-v1.snap"]);
    const restarted = restart();
    await restarted.engine.ready();
    expect(restarted.engine.loadedFrom).toBe("snapshot");
    expect(await expectSameAnswers(built, restarted.engine)).toBeGreaterThan(10);
  });

  it("left half-written by a process that died is ignored, then cleared by the next write", async () => {
    const d = deps();
    const { settings, built, file, restart } = await snapshotted(d);
    const leftover = join(settings.dir, "index-v1.snap.4242.dead.tmp");
    await writeFile(leftover, (await readFile(file)).subarray(0, 1000));
    const restarted = restart();
    await restarted.engine.ready();
    expect(restarted.engine.loadedFrom).toBe("snapshot");
    await built.snapshots!.store.save(captureIndex(await built.ready()), await findLatestChangeId(d.db));
    expect(await readdir(settings.dir)).toEqual(["index-v1.snap"]);
  });

  it("is written by one process at a time; a lock of a process that died is taken over", async () => {
    const d = deps();
    const { settings, built } = await snapshotted(d);
    const store = built.snapshots!.store;
    const write = async () => store.save(captureIndex(await built.ready()), await findLatestChangeId(d.db));
    const lock = join(settings.dir, "index-v1.snap.lock");
    await writeFile(lock, String(process.pid));
    expect(await write()).toBeUndefined();
    await writeFile(lock, String(spawnSync(process.execPath, ["-e", ""]).pid));
    expect(await write()).toMatchObject({ bytes: expect.any(Number) });
    expect(await readdir(settings.dir)).toEqual(["index-v1.snap"]);
  });
});
