import { expect, it } from "vitest";
import { createApi } from "#server/api/api.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getProductDetail, productDescriptionHtml } from "./product-detail.ts";

describeEachDatabase("product detail", (deps) => {
  it("gives a product in the page language with everything the page shows", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 1 });
    const withTiers = await d.db
      .selectFrom("product_price_tiers")
      .select("product_id")
      .limit(1)
      .executeTakeFirstOrThrow();
    // A language the product has no texts in falls back to English.
    await d.db
      .deleteFrom("product_texts")
      .where("product_id", "=", withTiers.product_id)
      .where("lang", "=", "de")
      .execute();
    const en = (await getProductDetail(d.db, withTiers.product_id, "en"))!;
    const tr = (await getProductDetail(d.db, withTiers.product_id, "tr"))!;
    const ja = (await getProductDetail(d.db, withTiers.product_id, "ja"))!;
    const de = (await getProductDetail(d.db, withTiers.product_id, "de"))!;
    expect(en.name.length).toBeGreaterThan(3);
    expect(tr.name).not.toBe(en.name);
    expect(ja).toMatchObject({ textLang: "ja" });
    expect(ja.name).not.toBe(en.name);
    expect(de).toMatchObject({ name: en.name, textLang: "en" });
    expect(en.pictures.length).toBeGreaterThan(0);
    expect(en.categories.at(-1)!.id).toBe(
      (
        await d.db
          .selectFrom("products")
          .select("category_code")
          .where("id", "=", en._id)
          .executeTakeFirstOrThrow()
      ).category_code,
    );
    expect(en.company._id).toBeGreaterThan(0);
    const tiers = en.pricePerQuantity.map((t) => t.minimumQuantity);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(en.variationSerials[0]).toBe(`poo.${en.placeOfOrigin}`);
  });

  it("answers nothing for unpublished or unknown products, and the API answers an empty object", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", 2).execute();
    expect(await getProductDetail(d.db, 2, "en")).toBeUndefined();
    expect(await getProductDetail(d.db, 999_999, "en")).toBeUndefined();
    const api = createApi(d);
    const get = async (path: string) => {
      const response = await api.request(path, { headers: { host: "localhost:3000" } });
      return { status: response.status, body: await response.json() };
    };
    expect(await get("/products/getById/2/en")).toEqual({ status: 200, body: {} });
    expect(await get("/products/getById/abc/en")).toEqual({ status: 200, body: {} });
    expect(await get("/products/getById/1/xx")).toEqual({ status: 200, body: {} });
    const one = await get("/products/getById/1/tr");
    expect(one.body).toMatchObject({ _id: 1, textLang: "tr" });
  });
});

it("strips h1/h2 from descriptions and sanitises them", () => {
  expect(
    productDescriptionHtml('<h1 class="x">Big</h1><h2>Title</h2><p onclick="x()">Text<script>1</script></p>'),
  ).toBe("<p>Big</p><p>Title</p><p>Text</p>");
  expect(productDescriptionHtml(null)).toBeNull();
  expect(productDescriptionHtml("<script>x</script>")).toBeNull();
});
