import { SearchIndex } from "./search-index.ts";

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
  for (const [i, text] of texts.entries()) {
    index.putProduct({
      id: i + 1,
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
    });
  }
  return index;
}
