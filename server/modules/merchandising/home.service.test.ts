import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getHomePage } from "./home.service.ts";

describeEachDatabase("home page merchandising", (deps) => {
  it("shows what the merchandising tables say, in the page language", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 300, seed: 3 });
    const home = await getHomePage(d, "tr");
    expect(home.categories).toHaveLength(8);
    expect(
      home.categories.every((c) => c.children.length > 0 && c.children.every((s) => !s.children.length)),
    ).toBe(true);
    expect(home.banners.length).toBeGreaterThan(0);
    // The three fixed tiles, then the merchandised fourth, named in Turkish.
    expect(home.tiles.map((tile) => tile.code)).toEqual(["015", "002", "016", "008"]);
    expect(home.tiles.find((tile) => tile.code === "002")!.name).toBe("Giyim ve Tekstil");
    // Three category rows, each with products of that category only.
    expect(home.rows).toHaveLength(3);
    for (const row of home.rows) {
      const inCategory = await d.db
        .selectFrom("products")
        .select("id")
        .where("category_code", "like", `${row.categoryId}%`)
        .execute();
      const ids = new Set(inCategory.map((p) => p.id));
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.every((p) => ids.has(p.id))).toBe(true);
    }
    // Recommended products in the admins' order.
    const order = await d.db
      .selectFrom("home_products")
      .select("product_id")
      .where("kind", "=", "recommended")
      .orderBy("position")
      .execute();
    expect(home.recommended.map((p) => p.id)).toEqual(order.map((o) => o.product_id));
    expect(home.sponsors.length).toBeGreaterThan(0);
    expect(home.stats.products).toBe(300);
  });

  it("shows an admin's change at once: banner language, the fourth tile, row order", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 100, seed: 3 });
    await d.db.deleteFrom("home_banners").execute();
    await d.db
      .insertInto("home_banners")
      .values([
        {
          lang: "de",
          image_url: "/media/demo/banner/1.jpg",
          description: "Nur Deutsch",
          target_url: "/",
          position: 0,
          is_active: true,
        },
        {
          lang: null,
          image_url: "/media/demo/banner/2.jpg",
          description: "Everyone",
          target_url: "/",
          position: 1,
          is_active: true,
        },
        {
          lang: null,
          image_url: "/media/demo/banner/3.jpg",
          description: "Switched off",
          target_url: "/",
          position: 2,
          is_active: false,
        },
      ])
      .execute();
    await d.db
      .updateTable("home_categories")
      .set({ category_code: "034" })
      .where("slot", "=", "tile")
      .where("position", "=", 4)
      .execute();
    expect((await getHomePage(d, "de")).banners.map((b) => b.description)).toEqual([
      "Nur Deutsch",
      "Everyone",
    ]);
    const en = await getHomePage(d, "en");
    expect(en.banners.map((b) => b.description)).toEqual(["Everyone"]);
    expect(en.tiles.map((tile) => tile.code)).toEqual(["015", "002", "016", "034"]);
  });

  it("keeps working with empty merchandising tables", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 0, seed: 3 });
    for (const table of [
      "home_banners",
      "home_categories",
      "home_products",
      "home_sponsor_companies",
    ] as const)
      await d.db.deleteFrom(table).execute();
    const home = await getHomePage(d, "en");
    expect(home).toMatchObject({ banners: [], recommended: [], opportunity: [], rows: [], sponsors: [] });
    expect(home.tiles.map((tile) => tile.code)).toEqual(["015", "002", "016"]);
  });
});
