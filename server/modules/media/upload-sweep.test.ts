import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { sweepUnusedUploads } from "./upload-sweep.ts";

const name = (n: number) =>
  String(n)
    .repeat(32)
    .slice(0, 32)
    .replace(/\d/g, (d) => "abcdef0123"[Number(d)]!);

describeEachDatabase("sweep of unused console uploads", (deps) => {
  it("removes day-old uploads nothing refers to, with their resized copies, and keeps the rest", async () => {
    const { db, config } = deps();
    const dataDir = config.dataDir;
    mkdirSync(join(dataDir, "uploads"));
    mkdirSync(join(dataDir, "media-cache"));
    const [banner, pasted, orphan, fresh] = [1, 2, 3, 4].map(name) as [string, string, string, string];
    const now = Date.parse("2026-11-23T12:00:00Z");
    for (const file of [banner, pasted, orphan, fresh]) {
      const path = join(dataDir, "uploads", `${file}.jpg`);
      writeFileSync(path, "jpeg");
      const age = file === fresh ? 60_000 : 2 * 86_400_000;
      utimesSync(path, (now - age) / 1000, (now - age) / 1000);
      writeFileSync(join(dataDir, "media-cache", `uploads-${file}_800x200.jpg`), "jpeg");
    }
    writeFileSync(join(dataDir, "uploads", "notes.txt"), "not an upload");
    await db
      .insertInto("home_banners")
      .values({
        lang: "en",
        image_url: `/media/uploads/${banner}.jpg`,
        description: "Banner",
        target_url: "/",
        position: 1,
        is_active: true,
      })
      .execute();
    // An address pasted into HTML that staff wrote counts as a use too.
    await db
      .insertInto("seo_records")
      .values({
        lang: "en",
        seo_url: "/about-us",
        page_title: "About",
        content_html: `<p><img src="/media/uploads/${pasted}_800x200.jpg"></p>`,
        search_query: "{}",
      })
      .execute();

    expect(await sweepUnusedUploads(db, dataDir, now)).toBe(1);
    const exists = (dir: string, file: string) => existsSync(join(dataDir, dir, file));
    expect(exists("uploads", `${orphan}.jpg`)).toBe(false);
    expect(exists("media-cache", `uploads-${orphan}_800x200.jpg`)).toBe(false);
    for (const kept of [banner, pasted, fresh]) {
      expect(exists("uploads", `${kept}.jpg`)).toBe(true);
      expect(exists("media-cache", `uploads-${kept}_800x200.jpg`)).toBe(true);
    }
    expect(exists("uploads", "notes.txt")).toBe(true);
    // Nothing uploaded yet is not an error.
    const emptySite = join(dataDir, "empty-site");
    mkdirSync(emptySite);
    expect(await sweepUnusedUploads(db, emptySite, now)).toBe(0);
  });

  it("keeps the pictures of products, of their variation values and of changes waiting for review", async () => {
    const { db, dialect, config } = deps();
    await seedDemoCatalogue(db, dialect, { products: 2, seed: 1 });
    const product = await db.selectFrom("products").select(["id", "company_id"]).executeTakeFirstOrThrow();
    mkdirSync(join(config.dataDir, "uploads"));
    const [picture, swatch, requested, orphan] = [5, 6, 7, 8].map(name) as [string, string, string, string];
    const now = Date.parse("2026-11-23T12:00:00Z");
    for (const file of [picture, swatch, requested, orphan]) {
      const path = join(config.dataDir, "uploads", `${file}.jpg`);
      writeFileSync(path, "jpeg");
      utimesSync(path, (now - 2 * 86_400_000) / 1000, (now - 2 * 86_400_000) / 1000);
    }
    await db
      .insertInto("product_pictures")
      .values({ product_id: product.id, position: 99, url: `/media/uploads/${picture}.jpg` })
      .execute();
    const variation = await db
      .insertInto("product_custom_variations")
      .values({ product_id: product.id, position: 9, name: "Colour" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("product_custom_variation_values")
      .values({
        variation_id: variation.id,
        position: 0,
        name: "Red",
        image_url: `/media/uploads/${swatch}.jpg`,
      })
      .execute();
    await db
      .insertInto("product_change_requests")
      .values({
        product_id: product.id,
        company_id: product.company_id,
        payload: JSON.stringify({ pictures: [`/media/uploads/${requested}.jpg`] }),
        requested_at: "2026-11-22T12:00:00Z",
      })
      .execute();

    expect(await sweepUnusedUploads(db, config.dataDir, now)).toBe(1);
    expect(existsSync(join(config.dataDir, "uploads", `${orphan}.jpg`))).toBe(false);
    for (const kept of [picture, swatch, requested])
      expect(existsSync(join(config.dataDir, "uploads", `${kept}.jpg`))).toBe(true);
  });
});
