import { type EngineQuery, NO_SELECTION } from "./query-plan.ts";
import { type IndexedProduct, SearchIndex } from "./search-index.ts";

/** For engine tests: a query with no selection, the first 20 results, and `q`. */
export function plainQuery(q: Partial<EngineQuery>): EngineQuery {
  return { selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 20, ...q };
}

/** For engine tests: an index with one company and products that differ only in their texts. */
export function indexOfTexts(texts: { names: string[]; descriptions?: string[] }[]): SearchIndex {
  const index = new SearchIndex();
  index.putCompany({
    id: 1,
    name: "A",
    country: "TR",
    isVerified: false,
    certifications: [],
    businessTypes: [],
  });
  for (const [i, text] of texts.entries()) index.putProduct(productOfTexts(i + 1, text));
  return index;
}

/** For engine tests: a product of company 1 in category 002 with nothing but its texts. */
export function productOfTexts(
  id: number,
  text: { names: string[]; descriptions?: string[] },
): IndexedProduct {
  return {
    id,
    companyId: 1,
    categoryCodes: ["002"],
    brand: null,
    packaging: null,
    placeOfOrigin: "TR",
    priceMin: null,
    priceMax: null,
    minOrderQuantity: null,
    certifications: [],
    variationOptions: [],
    names: text.names,
    descriptions: text.descriptions ?? [],
  };
}
