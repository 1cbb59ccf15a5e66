import { describe, expect, it } from "vitest";
import { ProductInputSchema } from "#core/schemas/product-editor.ts";
import { emptyValues, toDraft, valuesFromForm, valuesFromInput } from "./editor-values.ts";

const entries = (pairs: [string, string][]) => pairs as [string, FormDataEntryValue][];

describe("the product editor's form values", () => {
  it("read a posted form back, dropping rows left blank and keeping lists in order", () => {
    const values = valuesFromForm(
      entries([
        ["categoryCode", "002001"],
        ["texts.en.name", "Mug"],
        ["texts.tr.name", ""],
        ["texts.tr.description", ""],
        ["pictures", "/media/uploads/b.jpg"],
        ["pictures", "/media/uploads/a.jpg"],
        ["priceTiers.0.minQuantity", "10"],
        ["priceTiers.0.price", "2"],
        ["priceTiers.1.minQuantity", ""],
        ["priceTiers.1.price", ""],
        ["customVariations.0.name", "Colour"],
        ["customVariations.0.values.0.name", "Red"],
        ["customVariations.0.values.1.name", ""],
        ["customVariations.1.name", ""],
        ["certifications.0.id", "7"],
        ["certifications.0.fileId", "3"],
        ["certifications.0.name", ""],
        ["isCartAvailable", "on"],
        ["manufactureLocation.lat", "41"],
        ["manufactureLocation.lon", "29"],
      ]),
    );
    expect(Object.keys(values.texts)).toEqual(["en"]);
    expect(values.pictures).toEqual(["/media/uploads/b.jpg", "/media/uploads/a.jpg"]);
    expect(values.priceTiers).toEqual([{ minQuantity: "10", price: "2" }]);
    expect(values.customVariations).toEqual([{ name: "Colour", values: [{ name: "Red", image: "" }] }]);
    // A certificate whose fields were cleared is removed, its file with it.
    expect(values.certifications).toEqual([]);
    expect(values.isCartAvailable).toBe(true);
    expect(values.priceOnRequest).toBe(false);
    expect(toDraft(values).manufactureLocation).toEqual({ lat: "41", lon: "29" });
  });

  it("turn a stored product into the form and back into the same product", () => {
    const input = ProductInputSchema.parse({
      categoryCode: "002001",
      texts: { en: { name: "Mug", description: "<p>Mug</p>" } },
      placeOfOrigin: "TR",
      keywords: ["mug", "enamel"],
      pictures: ["/media/uploads/a.jpg"],
      customVariations: [{ name: "Colour", values: [{ name: "Red", image: "/media/uploads/r.jpg" }] }],
      priceMin: "2.5",
      priceTiers: [
        { minQuantity: 10, price: "3" },
        { minQuantity: 100, price: "2.5" },
      ],
      productionCapacity: 500,
      productionCapTime: "month",
      certifications: [{ id: 4, name: "ISO 9001", startDate: "2026-01-01", fileId: 9 }],
      manufactureLocation: { lat: 41.01, lon: 28.97 },
    });
    const again = ProductInputSchema.parse(toDraft(valuesFromInput(input)));
    expect(again).toEqual(input);
  });

  it("start a new product in US dollars with nothing else chosen", () => {
    const values = emptyValues();
    expect(values.fobCurrency).toBe("USD");
    expect(ProductInputSchema.safeParse(toDraft(values)).success).toBe(false);
  });
});
