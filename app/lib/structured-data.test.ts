import { describe, expect, it } from "vitest";
import {
  breadcrumbData,
  companyData,
  IN_STOCK,
  organizationData,
  plainText,
  productData,
} from "./structured-data.ts";

const base = {
  url: "https://example.org/olive-oil/pr/7",
  name: "Olive oil",
  description: "Cold pressed.",
  images: ["https://example.org/media/a.jpg"],
  seller: { name: "Ege Foods", url: "https://example.org/ege-foods/co/3" },
  currency: "USD",
  unit: "Piece",
  availability: IN_STOCK,
};

describe("schema.org structured data", () => {
  it("gives a product with price tiers an AggregateOffer with one available offer per tier", () => {
    const data = productData({
      ...base,
      tiers: [
        { minQuantity: 100, price: 4.5 },
        { minQuantity: 1000, price: 3.9 },
      ],
    });
    expect(data.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 3.9,
      highPrice: 4.5,
      offerCount: 2,
      availability: "https://schema.org/InStock",
    });
    const offers = (data.offers as { offers: Record<string, unknown>[] }).offers;
    expect(offers[1]).toMatchObject({
      price: 3.9,
      availability: "https://schema.org/InStock",
      eligibleQuantity: { minValue: 1000, unitText: "Piece" },
    });
    // Every offer has a price: an offer without one is invalid for search engines.
    for (const offer of offers) expect(offer.price).toBeGreaterThan(0);
  });

  it("has no offer at all when the price is on request, and stays a product by name, pictures and text", () => {
    const data = productData({ ...base, tiers: [] });
    expect(data).not.toHaveProperty("offers");
    expect(JSON.stringify(data)).not.toMatch(/"(offers|price|priceSpecification)"/);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Olive oil",
      image: base.images,
      description: "Cold pressed.",
    });
    // Tiers without a price are no offers either.
    expect(productData({ ...base, tiers: [{ minQuantity: 1, price: 0 }] })).not.toHaveProperty("offers");
  });

  it("adds a rating only when there are reviews", () => {
    expect(productData({ ...base, tiers: [], rating: { average: 0, count: 0 } })).not.toHaveProperty(
      "aggregateRating",
    );
    expect(
      productData({ ...base, tiers: [], rating: { average: 4.5, count: 2 } }).aggregateRating,
    ).toMatchObject({
      ratingValue: 4.5,
      reviewCount: 2,
    });
  });

  it("lists a breadcrumb trail in order with absolute URLs", () => {
    expect(
      breadcrumbData([
        { name: "Home", url: "https://example.org/" },
        { name: "Food", url: "https://example.org/food/ca/015" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.org/" },
        { "@type": "ListItem", position: 2, name: "Food", item: "https://example.org/food/ca/015" },
      ],
    });
  });

  it("describes a supplier as an Organization with its address, leaving out what it lacks", () => {
    const full = companyData({
      url: "https://example.org/ege-foods/co/3",
      name: "Ege Foods",
      logo: "https://example.org/media/logo.png",
      telephone: "+90 232 000 00 00",
      address: { street: "Kordon 1", city: "İzmir", postalCode: "35000", country: "TR" },
      sameAs: ["https://ege.example"],
    });
    expect(full).toEqual({
      "@type": "Organization",
      "@id": "https://example.org/ege-foods/co/3#organization",
      name: "Ege Foods",
      url: "https://example.org/ege-foods/co/3",
      logo: "https://example.org/media/logo.png",
      telephone: "+90 232 000 00 00",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Kordon 1",
        addressLocality: "İzmir",
        postalCode: "35000",
        addressCountry: "TR",
      },
      sameAs: ["https://ege.example"],
    });
    const bare = companyData({ url: "https://example.org/x/co/4", name: "X", address: { country: "CN" } });
    expect(bare).not.toHaveProperty("logo");
    expect(bare).not.toHaveProperty("sameAs");
    expect(bare.address).toEqual({ "@type": "PostalAddress", addressCountry: "CN" });
  });

  it("turns a sanitised description into plain text", () => {
    expect(
      plainText("<p>Cold &amp; <strong>pressed</strong></p><ul><li>1&nbsp;L</li><li>5 L</li></ul>"),
    ).toBe("Cold & pressed 1 L 5 L");
    expect(plainText("&lt;b&gt; &#8220;x&#x201D; &unknown;")).toBe("<b> “x” &unknown;");
    expect(plainText("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
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
