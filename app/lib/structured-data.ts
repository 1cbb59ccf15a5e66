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

/** A trail of pages, home first, each with its absolute URL. */
export function breadcrumbData(items: { name: string; url: string }[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** schema.org availability of a product the marketplace lists (unlisted products have no page). */
export const IN_STOCK = "https://schema.org/InStock";

export interface ProductStructuredInput {
  url: string;
  name: string;
  description?: string | null;
  images: string[];
  brand?: string | null;
  sku?: string | number;
  seller: { name: string; url: string };
  currency: string;
  /** Price tiers, lowest quantity first; empty when the price is on request (Ask Price). */
  tiers: { minQuantity: number; price: number }[];
  unit: string;
  availability: string;
  rating?: { average: number; count: number };
}

/**
 * A Product. With published prices, one Offer per price tier (eligible from the tier's quantity)
 * under an AggregateOffer. On request (Ask Price) there is no offer at all: an Offer must carry a
 * price, and search engines refuse one without; the product stays valid by its name, pictures,
 * description and, when it has reviews, its rating.
 */
export function productData(p: ProductStructuredInput) {
  const priced = p.tiers.filter((tier) => tier.price > 0);
  const prices = priced.map((tier) => tier.price);
  const offers = priced.length
    ? {
        "@type": "AggregateOffer",
        priceCurrency: p.currency,
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: priced.length,
        availability: p.availability,
        seller: { "@type": "Organization", name: p.seller.name, url: p.seller.url },
        offers: priced.map((tier) => ({
          "@type": "Offer",
          price: tier.price,
          priceCurrency: p.currency,
          availability: p.availability,
          url: p.url,
          eligibleQuantity: { "@type": "QuantitativeValue", minValue: tier.minQuantity, unitText: p.unit },
        })),
      }
    : undefined;
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
    ...(offers ? { offers } : {}),
  };
}

export interface CompanyStructuredInput {
  url: string;
  name: string;
  logo?: string | null;
  telephone?: string | null;
  address: { street?: string | null; city?: string | null; postalCode?: string | null; country: string };
  /** The company's other pages on the web (its own site, social profiles), when it has any. */
  sameAs?: string[];
}

/** A supplier's storefront as an Organization, with its postal address. */
export function companyData(c: CompanyStructuredInput) {
  const { street, city, postalCode, country } = c.address;
  return {
    "@type": "Organization",
    "@id": `${c.url}#organization`,
    name: c.name,
    url: c.url,
    ...(c.logo ? { logo: c.logo } : {}),
    ...(c.telephone ? { telephone: c.telephone } : {}),
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(city ? { addressLocality: city } : {}),
      ...(postalCode ? { postalCode } : {}),
      addressCountry: country,
    },
    ...(c.sameAs?.length ? { sameAs: c.sameAs } : {}),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Sanitised rich text (server/lib/sanitize.ts) as the plain text a description field holds:
 * blocks become spaces, tags go, the few entities the sanitiser writes are read back.
 */
export function plainText(html: string, maxLength = 5000): string {
  const text = html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/td|\/th|\/tr|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...text];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join("")}…` : text;
}
