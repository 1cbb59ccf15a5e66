import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getCompanyCategories, getCompanyInfo } from "./company.service.ts";

describeEachDatabase("company storefront data", (deps) => {
  it("gives a company's info in the page language with English as fallback, sanitised", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 30, seed: 1 });
    await db
      .updateTable("company_texts")
      .set({ introduction_html: '<p>Hello<script>alert(1)</script><img src=x onerror="x()"></p>' })
      .where("company_id", "=", 1)
      .where("lang", "=", "en")
      .execute();
    // A language the company has no texts in falls back to English.
    await db.deleteFrom("company_texts").where("company_id", "=", 1).where("lang", "=", "de").execute();
    const en = (await getCompanyInfo(db, 1, "en"))!;
    const tr = (await getCompanyInfo(db, 1, "tr"))!;
    const ja = (await getCompanyInfo(db, 1, "ja"))!;
    const de = (await getCompanyInfo(db, 1, "de"))!;
    expect(en).toMatchObject({ _id: 1, name: "Ruifeng Plastic Import & Export Co., Ltd." });
    expect(en.detailedCompanyIntroduction).not.toMatch(/script|onerror/);
    expect(tr.mainProducts).not.toBe(en.mainProducts);
    expect(ja.mainProducts).not.toBe(en.mainProducts);
    expect(de.mainProducts).toBe(en.mainProducts);
    expect(en.businessTypes.length).toBeGreaterThan(0);
    expect(en.contactInfo.country).toMatch(/^[A-Z]{2}$/);
    expect(Array.isArray(en.mainMarkets)).toBe(true);
    expect(await getCompanyInfo(db, 999_999, "en")).toBeUndefined();
    expect(await getCompanyInfo(db, Number.NaN, "en")).toBeUndefined();
  });

  it("keeps a storefront readable when stored lists are malformed or the theme colour is not a colour", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 5, seed: 1 });
    await db
      .updateTable("companies")
      .set({ main_markets: "{oops", customers: '"text"' })
      .where("id", "=", 2)
      .execute();
    await db
      .updateTable("company_websites")
      .set({ theme_color: "red;background:url(javascript:x)" })
      .where("company_id", "=", 2)
      .execute();
    const info = (await getCompanyInfo(db, 2, "en"))!;
    expect(info.mainMarkets).toEqual([]);
    expect(info.customers).toEqual([]);
    expect(info.website.themeColor).toBeNull();
  });

  it("lists the company's categories named in the language, and null where no name exists", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 30, seed: 1 });
    const categories = await getCompanyCategories(db, 1, "tr");
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.code.length === c.level * 3)).toBe(true);
    const code = categories[0]!.code;
    await db.deleteFrom("category_names").where("category_code", "=", code).execute();
    expect((await getCompanyCategories(db, 1, "tr")).find((c) => c.code === code)?.name).toBeNull();
  });
});
