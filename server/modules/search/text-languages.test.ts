import { expect, it } from "vitest";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { createProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { recordSearchChange } from "./search-changes.repo.ts";
import { searchProducts } from "./search.service.ts";

describeEachDatabase("the languages a product is found in", (deps) => {
  it("finds it by its name in every language, and by its description where a person wrote it", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 5 });
    const company = await d.db.selectFrom("companies").select("id").orderBy("id").executeTakeFirstOrThrow();
    const id = await createProduct(d.db, {
      companyId: company.id,
      categoryCode: "002",
      placeOfOrigin: "TR",
      texts: {
        en: { name: "Quokka kettle", description: "Boils zumbrat water" },
        tr: { name: "Quokka çaydanlığı", description: "Vombatik su kaynatır" },
        de: { name: "Quokka Wasserkocher", description: "Kocht Gruffelwasser" },
      },
    });
    // The German text becomes a machine translation (as the translation job writes them).
    await d.db
      .updateTable("product_texts")
      .set({ origin: "machine" })
      .where("product_id", "=", id)
      .where("lang", "=", "de")
      .execute();
    await recordSearchChange(d.db, "product", id);
    await d.search.refresh();
    const found = async (text: string, language = "en") =>
      (await searchProducts(d, ProductQuerySchema.parse({ searchStr: text, language }))).products.map(
        (p) => p.id,
      );
    expect(await found("çaydanlığı", "tr")).toEqual([id]);
    expect(await found("wasserkocher", "de")).toEqual([id]);
    expect(await found("zumbrat")).toEqual([id]);
    expect(await found("vombatik", "tr")).toEqual([id]);
    expect(await found("gruffelwasser", "de")).toEqual([]);
  });
});
