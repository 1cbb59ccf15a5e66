import { describe, expect, it } from "vitest";
import { translator } from "#server/lib/i18n.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import { refusedRowsCsv } from "./report.ts";
import { checkRow } from "./row-check.ts";
import { proposeMapping } from "./sheet-records.ts";
import { isImportField } from "#core/schemas/product-import.ts";

const catalog: ImportCatalog = {
  leaf: (code) =>
    code === "001002003"
      ? {
          groups: new Map([
            [
              "color",
              new Map([
                ["red", "color-red"],
                ["kırmızı", "color-red"],
                ["color-red", "color-red"],
              ]),
            ],
          ]),
        }
      : undefined,
  groupOf: (o) => (o.startsWith("color-") ? "color" : undefined),
  optionName: (o) => ({ group: "color", name: o }),
  groups: () => [],
};
const row = (cells: Record<string, string>) => new Map(Object.entries(cells));
const noPictures = (entry: string) => ({ error: `missing ${entry}` });
const base = { category: "001002003", "name.en": "Mug", place_of_origin: "cn", price_min: "2.50" };

describe("a sheet row as a product", () => {
  it("becomes the editor's ProductInput: options by name in any language, tiers, flags and lists", () => {
    const { input, errors } = checkRow(
      row({
        ...base,
        "variation.color": "Kırmızı",
        price_tiers: "100:2.40; 500:2.10",
        is_cart_available: "yes",
        keywords: "mug; cup",
        price_min: "2.5",
      }),
      catalog,
      undefined,
      noPictures,
    );
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      placeOfOrigin: "CN",
      variationOptions: ["color-red"],
      priceTiers: [
        { minQuantity: 100, price: "2.4" },
        { minQuantity: 500, price: "2.1" },
      ],
      isCartAvailable: true,
      keywords: ["mug", "cup"],
    });
  });

  it("names each problem by the sheet column, as message keys", () => {
    const { input, errors } = checkRow(
      row({
        ...base,
        category: "001002",
        price_min: "abc",
        price_tiers: "lots",
        pictures: "https://example.com/a.jpg",
      }),
      catalog,
      undefined,
      (entry) =>
        entry.startsWith("https:")
          ? { error: "supplier.productImport.errors.pictureByUrl" }
          : { path: entry },
    );
    expect(input).toBeUndefined();
    expect(errors).toMatchObject({
      category: "supplier.productImport.errors.categoryNotLeaf",
      price_min: "errors.product.money",
      price_tiers: "supplier.productImport.errors.tiers",
      pictures: "supplier.productImport.errors.pictureByUrl",
    });
    const unknown = checkRow(
      row({ ...base, "variation.color": "plaid", "name.en": "" }),
      catalog,
      undefined,
      noPictures,
    );
    expect(unknown.errors["variation.color"]).toBe("supplier.productImport.errors.unknownOption");
    expect(unknown.errors["name.en"]).toBeDefined();
  });

  it("keeps what an update's sheet leaves out", () => {
    const first = checkRow(
      row({ ...base, brand: "Acme", "variation.color": "red" }),
      catalog,
      undefined,
      noPictures,
    ).input!;
    const { input } = checkRow(row({ sku: "A", price_min: "3" }), catalog, first, noPictures);
    expect(input).toMatchObject({
      brand: "Acme",
      priceMin: "3",
      variationOptions: ["color-red"],
      texts: { en: { name: "Mug" } },
    });
  });

  it("writes the refused rows' report in the member's language, with a byte-order mark for spreadsheets", () => {
    const bytes = refusedRowsCsv(
      "de",
      ["sku", "price_min"],
      [
        {
          raw: ["A-1", ""],
          result: {
            row: 2,
            sku: "A-1",
            name: null,
            outcome: "refuse",
            errors: { price_min: "errors.product.priceNeeded" },
          },
        },
      ],
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const de = translator("de");
    expect(csv).toContain(de("supplier.productImport.report.problems"));
    expect(csv).toContain(`price_min: ${de("errors.product.priceNeeded")}`);
    expect(de("errors.product.priceNeeded")).not.toBe(translator("en")("errors.product.priceNeeded"));
  });

  it("proposes a mapping: the remembered one first, then headers named like a column", () => {
    expect(
      proposeMapping(
        ["SKU", "Name EN", "Price", "junk"],
        { "Name EN": "name.en", Price: "price_min" },
        isImportField,
      ),
    ).toEqual({
      SKU: "sku",
      "Name EN": "name.en",
      Price: "price_min",
      junk: "",
    });
  });
});
