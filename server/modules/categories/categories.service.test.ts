import { expect, it } from "vitest";
import { companyCountFor, seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { getCatalogueStats } from "#server/modules/products/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getCategoryTree } from "./categories.service.ts";

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

  it("counts the catalogue, refreshing the counts after a minute", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 40, seed: 2 });
    expect(await getCatalogueStats(db)).toMatchObject({ products: 40, suppliers: companyCountFor(40) });
    await db.deleteFrom("products").where("id", "=", 40).execute();
    const now = Date.now();
    expect((await getCatalogueStats(db, now)).products).toBe(40);
    expect((await getCatalogueStats(db, now + 61_000)).products).toBe(39);
  });
});
