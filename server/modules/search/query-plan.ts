import type { Lang } from "#core/i18n/languages.ts";
import type { FilterGroup, ProductSort } from "#core/schemas/search.ts";
import type { Dictionary } from "./growable.ts";
import type { SearchIndex } from "./search-index.ts";
import { exactGroups, matchText, type TextMatchSet } from "./text-match.ts";

/** The query model of the engine and how a query is prepared: selection masks and candidates. */

/** A search as the engine runs it: codes as stored, text already split into query terms. */
export interface EngineQuery {
  categoryCode?: string;
  terms?: string[];
  /** The site's language: which stemmers apply to the query words (English when absent). */
  lang?: Lang;
  productOrigin?: string;
  companyOrigin?: string;
  companyId?: number;
  selected: Record<FilterGroup, string[]>;
  /** Variation option codes: any of a group's codes, and every group. */
  variationOptions: string[];
  minPrice?: number;
  maxPrice?: number;
  /** The buyer's order quantity: products whose minimum order is at most this. */
  minOrderQuantity?: number;
  offset: number;
  limit: number;
  /** The page's order (sorted-page.ts); absent: best match (text score, else newest listed). */
  sort?: ProductSort;
  /** Explicit candidate slots (ascending) instead of the text or posting lists. */
  slots?: Int32Array;
  /**
   * Count the `slots` given even when their products have left the index (the browse cache takes
   * away what products removed since it counted had added).
   */
  includeRemoved?: boolean;
}

/** No option selected in any fixed group. */
export const NO_SELECTION: Record<FilterGroup, string[]> = {
  placeOfOrigins: [],
  companies: [],
  brands: [],
  companyCertifications: [],
  productCertifications: [],
  packagings: [],
  businessTypes: [],
};

/** Product counts by ordinal of each group's dictionary (index 0 is "none" and unused). */
export interface FacetCounts {
  placeOfOrigins: Uint32Array;
  companies: Uint32Array;
  brands: Uint32Array;
  companyCertifications: Uint32Array;
  productCertifications: Uint32Array;
  packagings: Uint32Array;
  businessTypes: Uint32Array;
  /** By variation option ordinal. */
  variations: Uint32Array;
}

export interface EngineResult {
  productIds: number[];
  total: number;
  counts: FacetCounts;
}

/** The dictionary each fixed group's codes belong to. */
export function groupDictionary(index: SearchIndex, group: FilterGroup): Dictionary {
  switch (group) {
    case "placeOfOrigins":
      return index.countries;
    case "companies":
      return index.companies;
    case "brands":
      return index.brands;
    case "companyCertifications":
      return index.companyCerts;
    case "productCertifications":
      return index.productCerts;
    case "packagings":
      return index.packagings;
    case "businessTypes":
      return index.businessTypes;
  }
}

/** Selection masks by ordinal, null where the group has no selection. */
export interface Masks {
  origin: Uint8Array | null;
  company: Uint8Array | null;
  brand: Uint8Array | null;
  companyCert: Uint8Array | null;
  productCert: Uint8Array | null;
  packaging: Uint8Array | null;
  businessType: Uint8Array | null;
  /** One mask per variation group with a selection, with the group's ordinal. */
  variations: { group: number; mask: Uint8Array }[];
}

function maskOf(dictionary: Dictionary, codes: string[]): Uint8Array | null {
  if (!codes.length) return null;
  const mask = new Uint8Array(dictionary.size);
  for (const code of codes) {
    const ordinal = dictionary.find(code);
    if (ordinal !== undefined) mask[ordinal] = 1;
  }
  return mask;
}

export function compileMasks(index: SearchIndex, q: EngineQuery): Masks {
  const byGroup = new Map<number, Uint8Array>();
  for (const code of q.variationOptions) {
    const option = index.variationOptions.find(code);
    // An unknown option is a group of its own that no product has.
    const group = option === undefined ? -1 - byGroup.size : index.groupOfOption[option]!;
    const mask = byGroup.get(group) ?? new Uint8Array(index.variationOptions.size);
    byGroup.set(group, mask);
    if (option !== undefined) mask[option] = 1;
  }
  return {
    origin: maskOf(index.countries, q.selected.placeOfOrigins),
    company: maskOf(index.companies, q.selected.companies),
    brand: maskOf(index.brands, q.selected.brands),
    companyCert: maskOf(index.companyCerts, q.selected.companyCertifications),
    productCert: maskOf(index.productCerts, q.selected.productCertifications),
    packaging: maskOf(index.packagings, q.selected.packagings),
    businessType: maskOf(index.businessTypes, q.selected.businessTypes),
    variations: [...byGroup].map(([group, mask]) => ({ group, mask })),
  };
}

/** Mask over category ordinals: the category and everything below it. */
export function categoryMask(index: SearchIndex, code: string): Uint8Array {
  const mask = new Uint8Array(index.categories.size);
  index.categories.codes.forEach((c, ordinal) => {
    if (ordinal > 0 && c.startsWith(code)) mask[ordinal] = 1;
  });
  return mask;
}

/**
 * The candidate slots: the text match, else the smallest posting list of the category or the
 * company, else every slot. Other base conditions are checked per slot.
 */
export function candidates(
  index: SearchIndex,
  q: EngineQuery,
  text?: TextMatchSet,
): { slots: Int32Array | null; text: TextMatchSet | null } {
  if (q.slots) return { slots: q.slots, text: null };
  if (q.terms?.length) return { slots: null, text: text ?? matchText(index, exactGroups(index, q.terms)) };
  let best: Int32Array | null = null;
  if (q.categoryCode !== undefined) {
    const ordinal = index.categories.find(q.categoryCode);
    best =
      ordinal === undefined ? new Int32Array(0) : (index.categorySlots[ordinal]?.view() ?? new Int32Array(0));
  }
  if (q.companyId !== undefined) {
    const ordinal = index.companyOrdinal(q.companyId);
    const slots = ordinal === undefined ? new Int32Array(0) : index.companySlots[ordinal]!.view();
    if (!best || slots.length < best.length) best = slots;
  }
  return { slots: best, text: null };
}
