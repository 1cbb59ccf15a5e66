import { describe, expect, it } from "vitest";
import { LIVE_FIELDS, ProductInputSchema, productFieldErrors, splitProductInput } from "./product-editor.ts";

const base = {
  categoryCode: "002001001",
  texts: { en: { name: "Steel bolt" } },
  placeOfOrigin: "tr",
  priceMin: "0.10",
};

const errorsOf = (input: unknown) => {
  const result = ProductInputSchema.safeParse(input);
  return result.success ? {} : productFieldErrors(result.error);
};

describe("the product input schema", () => {
  it("reads form and spreadsheet values: money as exact text, lists from text, flags from words", () => {
    const parsed = ProductInputSchema.parse({
      ...base,
      priceMin: 2.5,
      priceMax: "4.2500",
      keywords: "bolt, steel\nbolt",
      paymentTerms: "tt;lc",
      isCartAvailable: "yes",
      texts: { en: { name: "  Steel bolt " }, tr: { name: "", description: "" } },
    });
    expect(parsed).toMatchObject({
      priceMin: "2.5",
      priceMax: "4.25",
      keywords: ["bolt", "steel"],
      paymentTerms: ["tt", "lc"],
      isCartAvailable: true,
      placeOfOrigin: "TR",
      fobCurrency: "USD",
      texts: { en: { name: "Steel bolt" } },
    });
    // A language left empty is not written at all.
    expect(Object.keys(parsed.texts)).toEqual(["en"]);
  });

  it("needs a name, a price or Ask Price, and no price with Ask Price", () => {
    expect(errorsOf({ ...base, texts: { en: { name: "" } } })).toMatchObject({
      texts: "errors.product.nameNeeded",
    });
    expect(errorsOf({ ...base, priceMin: "" })).toMatchObject({ priceMin: "errors.product.priceNeeded" });
    expect(errorsOf({ ...base, priceMin: "", priceOnRequest: "on" })).toEqual({});
    expect(errorsOf({ ...base, priceOnRequest: true })).toMatchObject({
      priceOnRequest: "errors.product.askPriceWithPrice",
    });
    expect(errorsOf({ ...base, priceMin: "1e3" })).toMatchObject({ priceMin: "errors.product.money" });
    expect(errorsOf({ ...base, priceMin: "-1" })).toMatchObject({ priceMin: "errors.product.money" });
  });

  it("wants tier quantities strictly rising and prices not rising", () => {
    const tiers = (...t: [number, string][]) => ({
      ...base,
      priceTiers: t.map(([minQuantity, price]) => ({ minQuantity, price })),
    });
    expect(errorsOf(tiers([10, "5"], [100, "5"], [1000, "4.5"]))).toEqual({});
    expect(errorsOf(tiers([10, "5"], [10, "4"]))).toMatchObject({
      "priceTiers.1.minQuantity": "errors.product.tierQuantities",
    });
    expect(errorsOf(tiers([10, "5"], [20, "6"]))).toMatchObject({
      "priceTiers.1.price": "errors.product.tierPrices",
    });
  });

  it("refuses hostile or malformed values field by field", () => {
    expect(
      errorsOf({
        ...base,
        supplierSku: "<script>",
        placeOfOrigin: "XX",
        pictures: ["javascript:alert(1)"],
        customVariations: Array.from({ length: 5 }, (_, i) => ({ name: `V${i}`, values: [{ name: "a" }] })),
        certifications: [{ name: "ISO", startDate: "2026-05-01", endDate: "2026-01-01" }],
        manufactureLocation: { lat: 200, lon: 0 },
      }),
    ).toMatchObject({
      supplierSku: "errors.product.sku",
      placeOfOrigin: "errors.product.country",
      "pictures.0": "errors.invalid_data",
      customVariations: "errors.product.tooMany",
      "certifications.0.endDate": "errors.product.datesOrder",
      "manufactureLocation.lat": "errors.invalid_data",
    });
  });

  it("splits what goes live at once from what waits for review", () => {
    const { live, reviewed } = splitProductInput(ProductInputSchema.parse(base));
    expect(Object.keys(live).sort()).toEqual([...LIVE_FIELDS].sort());
    expect(reviewed).toHaveProperty("texts");
    expect(reviewed).toHaveProperty("categoryCode");
    expect(reviewed).not.toHaveProperty("priceMin");
  });
});
