import { expect, it } from "vitest";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { createProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { searchProducts } from "./search.service.ts";

describeEachDatabase("a search that finds too little", (deps) => {
  it("says when the products hold only some of the words, and suggests a spelling when none match", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 5 });
    const company = await d.db.selectFrom("companies").select("id").orderBy("id").executeTakeFirstOrThrow();
    const product = { companyId: company.id, categoryCode: "002", placeOfOrigin: "TR" };
    const kettle = await createProduct(d.db, { ...product, texts: { en: { name: "Quokka kettle" } } });
    const search = (searchStr: string) =>
      searchProducts(d, ProductQuerySchema.parse({ searchStr, language: "en" }));

    const all = await search("quokka kettle");
    expect(all).toMatchObject({ totalCount: 1, products: [{ id: kettle }] });
    expect(all.someWords).toBeUndefined();
    expect(all.suggestion).toBeUndefined();

    const some = await search("quokka xqzvbnw");
    expect(some).toMatchObject({ totalCount: 1, someWords: true });
    expect(some.suggestion).toBeUndefined();

    // Two letters swapped is two edits: beyond a 6-letter word's typo budget, within "did you mean".
    const none = await search("qoukka");
    expect(none.totalCount).toBe(0);
    expect(none.suggestion).toBe("quokka");
  });
});
