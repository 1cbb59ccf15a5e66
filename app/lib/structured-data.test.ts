import { describe, expect, it } from "vitest";
import { organizationData, productData } from "./structured-data.ts";

const base = {
  url: "https://example.org/olive-oil/pr/7",
  name: "Olive oil",
  images: ["https://example.org/media/a.jpg"],
  seller: { name: "Ege Foods", url: "https://example.org/ege-foods/co/3" },
  currency: "USD",
  unit: "Piece",
};

describe("schema.org structured data", () => {
  it("gives a product with price tiers an AggregateOffer with one offer per tier", () => {
    const data = productData(
      {
        ...base,
        tiers: [
          { minQuantity: 100, price: 4.5 },
          { minQuantity: 1000, price: 3.9 },
        ],
      },
      "Price on request",
    );
    expect(data.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 3.9,
      highPrice: 4.5,
      offerCount: 2,
    });
    expect((data.offers as { offers: unknown[] }).offers[1]).toMatchObject({
      price: 3.9,
      eligibleQuantity: { minValue: 1000, unitText: "Piece" },
    });
  });

  it("says price on request, with no invented price, when none is published", () => {
    const data = productData({ ...base, tiers: [] }, "Price on request");
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: base.url,
      seller: { "@type": "Organization", ...base.seller },
      priceSpecification: { "@type": "PriceSpecification", description: "Price on request" },
    });
    expect(JSON.stringify(data)).not.toContain('"price"');
  });

  it("adds a rating only when there are reviews", () => {
    expect(productData({ ...base, tiers: [], rating: { average: 0, count: 0 } }, "x")).not.toHaveProperty(
      "aggregateRating",
    );
    expect(
      productData({ ...base, tiers: [], rating: { average: 4.5, count: 2 } }, "x").aggregateRating,
    ).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("describes the marketplace and its search box", () => {
    const data = organizationData("https://tr.example.org", "Caravan", "B2B");
    expect(data["@graph"][0]).toMatchObject({ "@type": "Organization", url: "https://tr.example.org/" });
    expect(data["@graph"][1]).toMatchObject({
      potentialAction: {
        target: { urlTemplate: "https://tr.example.org/search-product/{search_term_string}" },
      },
    });
  });
});
