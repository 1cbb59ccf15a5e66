import { describe, expect, it } from "vitest";
import { ProductInputSchema, splitProductInput } from "#core/schemas/product-editor.ts";
import { productDraft } from "#tests/setup/product-fixtures.ts";
import { diffProductFields } from "./product-diff.ts";

const reviewed = (overrides: Parameters<typeof productDraft>[2] = {}) =>
  splitProductInput(ProductInputSchema.parse(productDraft("001001001", "opt", overrides))).reviewed;

describe("diffProductFields", () => {
  it("lists nothing when nothing reviewed changed", () => {
    expect(diffProductFields(reviewed(), reviewed())).toEqual([]);
    // Live fields (prices) are not the review's business.
    expect(diffProductFields(reviewed(), reviewed({ priceMin: "1", priceMax: "9" }))).toEqual([]);
  });

  it("names each changed field once, and each changed text by language", () => {
    const before = reviewed();
    const after = reviewed({
      brand: "Bosphorus",
      pictures: ["/media/uploads/products/b.jpg", "/media/uploads/products/a.jpg"],
      texts: {
        en: {
          name: "Organic cotton towel",
          description: "<p>Softer towel</p>",
          packagingDetails: "10 per carton",
        },
        tr: {
          name: "Organik pamuk havlu",
          description: "<p>Yumuşak havlu</p>",
          packagingDetails: "Kolide 10 adet",
        },
        de: { name: "Bio-Baumwollhandtuch" },
      },
    });
    const changes = diffProductFields(before, after);
    expect(changes).toEqual([
      {
        field: "pictures",
        lang: null,
        before: ["/media/uploads/products/a.jpg", "/media/uploads/products/b.jpg"],
        after: ["/media/uploads/products/b.jpg", "/media/uploads/products/a.jpg"],
      },
      { field: "brand", lang: null, before: "Anatolia", after: "Bosphorus" },
      {
        field: "description",
        lang: "en",
        before: before.texts.en?.description,
        after: "<p>Softer towel</p>",
      },
      { field: "name", lang: "de", before: null, after: "Bio-Baumwollhandtuch" },
    ]);
  });

  it("shows a removed language's texts as gone", () => {
    const before = reviewed();
    const after = reviewed({ texts: { en: before.texts.en! } });
    const changes = diffProductFields(before, after);
    expect(changes.map((c) => [c.field, c.lang, c.after])).toEqual([
      ["name", "tr", null],
      ["description", "tr", null],
      ["packagingDetails", "tr", null],
    ]);
  });

  it("compares certificates by content, not by their row id", () => {
    const before = reviewed();
    const withId = reviewed({
      certifications: [{ ...productDraft("001", "o").certifications![0]!, id: 7 }],
    });
    expect(diffProductFields(before, withId)).toEqual([]);
    const renewed = reviewed({
      certifications: [{ ...productDraft("001", "o").certifications![0]!, id: 7, endDate: "2030-01-01" }],
    });
    const [change] = diffProductFields(before, renewed);
    expect(change).toMatchObject({ field: "certifications", lang: null });
    expect(change?.after).toMatchObject([{ endDate: "2030-01-01" }]);
  });

  it("shows a new product's every field that says something, against nothing", () => {
    const after = reviewed({ brand: null, keywords: [] });
    const changes = diffProductFields(null, after);
    const fields = changes.map((c) => (c.lang ? `${c.field}:${c.lang}` : c.field));
    expect(fields).toEqual([
      "categoryCode",
      "pictures",
      "modelNumber",
      "placeOfOrigin",
      "packaging",
      "variationOptions",
      "customVariations",
      "certifications",
      "manufactureLocation",
      "name:en",
      "description:en",
      "packagingDetails:en",
      "name:tr",
      "description:tr",
      "packagingDetails:tr",
    ]);
    expect(changes.every((c) => c.before === null)).toBe(true);
  });
});
