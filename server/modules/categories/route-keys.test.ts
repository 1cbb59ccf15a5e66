import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findCompanyIdByWebsiteKey } from "#server/modules/companies/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { findCategoryByKey } from "./categories.service.ts";

describeEachDatabase("route parser lookups", (deps) => {
  it("finds a category by the slug of its name in the language, or by its code", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 3 });
    expect(await findCategoryByKey(db, "en", "apparel-textile")).toBe("002");
    expect(await findCategoryByKey(db, "en", "Apparel & Textile")).toBe("002");
    expect(await findCategoryByKey(db, "tr", "giyim-ve-tekstil")).toBe("002");
    expect(await findCategoryByKey(db, "ar", "الملابس-والمنسوجات")).toBe("002");
    expect(await findCategoryByKey(db, "en", "016")).toBe("016");
    expect(await findCategoryByKey(db, "en", "no-such-category")).toBeUndefined();
  });

  it("finds a company by its website name key", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 3 });
    const site = await db
      .selectFrom("company_websites")
      .select(["company_id", "name_key"])
      .executeTakeFirstOrThrow();
    expect(await findCompanyIdByWebsiteKey(db, site.name_key)).toBe(site.company_id);
    expect(await findCompanyIdByWebsiteKey(db, site.name_key.toUpperCase())).toBe(site.company_id);
    expect(await findCompanyIdByWebsiteKey(db, "nobody-here")).toBeUndefined();
  });
});
