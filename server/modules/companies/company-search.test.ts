import { expect, it } from "vitest";
import { COMPANY_PAGE } from "#core/schemas/search-constants.ts";
import { referenceData, seedReferenceData } from "#server/demo/reference.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { searchCompanies } from "./company-search.ts";

describeEachDatabase("company search", (deps) => {
  it("finds suppliers by every word of the name, folding case and diacritics; names first, verified first", async () => {
    const { db } = deps();
    await seedReferenceData(db, referenceData());
    const company = (name: string, is_verified: boolean, country = "TR") => ({
      name,
      is_verified,
      country,
      main_markets: "[]",
      customers: "[]",
      payment_types: "[]",
      delivery_terms: "[]",
      currencies: "[]",
      ports: "[]",
      spoken_languages: "[]",
    });
    const ids = await db
      .insertInto("companies")
      .values([
        company("Ege Tekstil Sanayi A.Ş.", false),
        company("İSTANBUL TEKSTİL Ltd.", true),
        company("Anatolia Foods", true),
        company("Tekstil Makine Şirketi", true),
      ])
      .returning("id")
      .execute();
    await db
      .insertInto("company_texts")
      .values({
        company_id: ids[2]!.id,
        lang: "en",
        introduction_html: null,
        main_products: "Organic tekstil dyes",
      })
      .execute();
    const names = async (text: string, lang = "en") =>
      (await searchCompanies(db, lang, text, 0)).companies.map((c) => c.name);
    expect(await names("tekstil")).toEqual([
      "İSTANBUL TEKSTİL Ltd.",
      "Tekstil Makine Şirketi",
      "Ege Tekstil Sanayi A.Ş.",
      "Anatolia Foods", // main products only, so last
    ]);
    expect(await names("istanbul TEKSTIL")).toEqual(["İSTANBUL TEKSTİL Ltd."]);
    expect(await names("sirketi")).toEqual(["Tekstil Makine Şirketi"]);
    expect(await names("tekstil nowhere")).toEqual([]);
    expect(await names("  %_ ")).toEqual([]);
    // Main products in the page language, English as fallback.
    expect(await names("dyes", "de")).toEqual(["Anatolia Foods"]);
  });

  it("pages by twenty", async () => {
    const { db } = deps();
    await seedReferenceData(db, referenceData());
    await db
      .insertInto("companies")
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          name: `Supplier ${String(i).padStart(2, "0")}`,
          is_verified: false,
          country: "DE",
          main_markets: "[]",
          customers: "[]",
          payment_types: "[]",
          delivery_terms: "[]",
          currencies: "[]",
          ports: "[]",
          spoken_languages: "[]",
        })),
      )
      .execute();
    const last = await searchCompanies(db, "en", "supplier", 2);
    expect(last.total).toBe(45);
    expect(last.companies.map((c) => c.name)).toEqual([
      "Supplier 40",
      "Supplier 41",
      "Supplier 42",
      "Supplier 43",
      "Supplier 44",
    ]);
    expect(COMPANY_PAGE).toBe(20);
  });
});
