import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../../demo/seed-catalogue.ts";
import { getCatalogueStats, getCategoryTree, getHomeOverview } from "./catalog.service.ts";

describeEachDatabase("catalogue for the home page", (deps) => {
  it("names categories in the page language and falls back to English", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 40, seed: 2 });
    await db
      .deleteFrom("category_names")
      .where("category_code", "=", "015")
      .where("lang", "=", "tr")
      .execute();
    const tr = await getCategoryTree(db, "tr", 2);
    expect(tr.map((c) => c.code)).toEqual(["020", "002", "016", "015", "024", "008", "034", "007"]);
    expect(tr.find((c) => c.code === "002")!.name).toBe("Giyim ve Tekstil");
    expect(tr.find((c) => c.code === "015")!.name).toBe("Food & Beverage");
    expect(tr.every((c) => c.hasChildren && c.children.length >= 5)).toBe(true);
  });

  it("shows the newest products as cards and counts the catalogue, refreshing the counts after a minute", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 40, seed: 2 });
    const home = await getHomeOverview(db, "en");
    expect(home.latest.map((p) => p.id)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29]);
    expect(home.latest.every((p) => p.name.length > 3 && p.companyName.length > 0)).toBe(true);
    expect(home.stats).toMatchObject({ products: 40, suppliers: 300 });
    await db.deleteFrom("products").where("id", "=", 40).execute();
    const now = Date.now();
    expect((await getCatalogueStats(db, now)).products).toBe(40);
    expect((await getCatalogueStats(db, now + 61_000)).products).toBe(39);
  });
});
