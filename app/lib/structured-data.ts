/** schema.org objects for JSON-LD (rendered by components/json-ld.tsx). */

/** The marketplace itself, and its product search as a SearchAction (the sitelinks search box). */
export function organizationData(origin: string, name: string, description: string) {
  return {
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}/#organization`,
        name,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        description,
      },
      {
        "@type": "WebSite",
        name,
        url: `${origin}/`,
        publisher: { "@id": `${origin}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search-product/{search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

export interface ProductStructuredInput {
  url: string;
  name: string;
  description?: string | null;
  images: string[];
  brand?: string | null;
  sku?: string | number;
  seller: { name: string; url: string };
  currency: string;
  /** Price tiers, lowest quantity first; empty when the price is on request. */
  tiers: { minQuantity: number; price: number }[];
  unit: string;
  rating?: { average: number; count: number };
}

/**
 * A Product with its offers: one Offer per price tier (eligible from the tier's quantity) under
 * an AggregateOffer, or, when no price is published, an Offer whose price specification says
 * "price on request" (`priceOnRequest` is the translated text).
 */
export function productData(p: ProductStructuredInput, priceOnRequest: string) {
  const prices = p.tiers.map((tier) => tier.price).filter((price) => price > 0);
  const seller = { "@type": "Organization", name: p.seller.name, url: p.seller.url };
  const offers = prices.length
    ? {
        "@type": "AggregateOffer",
        priceCurrency: p.currency,
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
        seller,
        offers: p.tiers
          .filter((tier) => tier.price > 0)
          .map((tier) => ({
            "@type": "Offer",
            price: tier.price,
            priceCurrency: p.currency,
            url: p.url,
            eligibleQuantity: { "@type": "QuantitativeValue", minValue: tier.minQuantity, unitText: p.unit },
          })),
      }
    : {
        "@type": "Offer",
        url: p.url,
        seller,
        priceSpecification: { "@type": "PriceSpecification", description: priceOnRequest },
      };
  return {
    "@type": "Product",
    name: p.name,
    url: p.url,
    ...(p.description ? { description: p.description } : {}),
    ...(p.images.length ? { image: p.images } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    ...(p.sku !== undefined ? { sku: String(p.sku) } : {}),
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.rating.average,
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers,
  };
}
