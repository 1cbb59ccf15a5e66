import type { FilterGroup, ProductQueryInput } from "../schemas/search.ts";
import { FILTER_GROUPS, GROUP_QUERY_FIELD, type ProductSort } from "../schemas/search-constants.ts";

/**
 * The listing screen's state (what the address holds) and its transitions: every change of the
 * filters or of the page size starts again at the first page. Reading and writing the
 * address is listing-params.ts.
 */

export interface ListingSelections {
  placeOfOrigins: string[];
  companies: string[];
  brands: string[];
  companyCertifications: string[];
  productCertifications: string[];
  packagings: string[];
  businessTypes: string[];
  /** variation group code → selected option codes */
  variations: Record<string, string[]>;
}

export interface ListingState {
  page: number;
  limit: 20 | 50;
  listType: 0 | 1;
  text?: string;
  /** A category narrowing a text search (query `c`: the sub-category chosen in the hit-count accordion). */
  category?: string;
  selections: ListingSelections;
  minPrice?: number;
  maxPrice?: number;
  minOrderQuantity?: number;
  /** The order of the products; absent: best match. */
  sort?: ProductSort;
}

/** The query key of each fixed group, in the order addresses write them. */
export const GROUP_PARAM = {
  placeOfOrigins: "poo",
  companies: "co",
  brands: "br",
  companyCertifications: "cc",
  productCertifications: "pc",
  packagings: "pk",
  businessTypes: "bt",
} as const satisfies Record<FilterGroup, string>;

/** Prefix of a variation group's key: c_{groupCode}. */
export const VARIATION_PARAM_PREFIX = "c_";
export const VARIATION_GROUP_CODE = /^[A-Za-z0-9]{1,60}$/;
export const MAX_PAGE = 100_000;
export const CATEGORY_CODE = /^[0-9]{3}([0-9]{3}){0,2}$/;
export const MAX_VALUE_LENGTH = 120;
export function emptySelections(): ListingSelections {
  return {
    placeOfOrigins: [],
    companies: [],
    brands: [],
    companyCertifications: [],
    productCertifications: [],
    packagings: [],
    businessTypes: [],
    variations: {},
  };
}

const isSet = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;

// Any change of the filters or of the page size starts again at the first page.

export function withSelections(state: ListingState, selections: ListingSelections): ListingState {
  return { ...state, selections, page: 0 };
}

/** Selects the option when it is not selected, and unselects it when it is. */
export function withToggled(
  state: ListingState,
  group: FilterGroup | { variation: string },
  code: string,
): ListingState {
  const toggle = (values: string[]) =>
    values.includes(code) ? values.filter((v) => v !== code) : [...values, code];
  const { selections } = state;
  if (typeof group === "string")
    return withSelections(state, { ...selections, [group]: toggle(selections[group]) });
  const current = Object.hasOwn(selections.variations, group.variation)
    ? selections.variations[group.variation]!
    : [];
  const variations = Object.fromEntries(
    Object.entries({ ...selections.variations, [group.variation]: toggle(current) }).filter(
      ([, values]) => values.length > 0,
    ),
  );
  return withSelections(state, { ...selections, variations });
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(0, Math.min(Math.trunc(page) || 0, MAX_PAGE)) };
}

export function withLimit(state: ListingState, limit: ListingState["limit"]): ListingState {
  return { ...state, limit, page: 0 };
}

/** Grid or list shows the same products, so the page stays. */
export function withListType(state: ListingState, listType: ListingState["listType"]): ListingState {
  return { ...state, listType };
}

/** Another order shows other products on each page, so it starts again at the first. */
export function withSort(state: ListingState, sort: ProductSort | undefined): ListingState {
  const { sort: _old, ...rest } = state;
  return sort ? { ...rest, sort, page: 0 } : { ...rest, page: 0 };
}

/** Sets the numbers given (a key given as undefined clears that number); others stay. */
export function withRange(
  state: ListingState,
  range: Partial<Pick<ListingState, "minPrice" | "maxPrice" | "minOrderQuantity">>,
): ListingState {
  return { ...state, ...range, page: 0 };
}

/**
 * "Clear": every selection and number goes; the search text, category, page size, list type and
 * order stay (they are how the buyer looks at the list, not what narrows it).
 */
export function cleared(state: ListingState): ListingState {
  return {
    page: 0,
    limit: state.limit,
    listType: state.listType,
    ...(state.text && { text: state.text }),
    ...(state.category && { category: state.category }),
    selections: emptySelections(),
    ...(state.sort && { sort: state.sort }),
  };
}

/** Another sub-category of a text search: its own filters do not carry over, and paging restarts. */
export function withCategory(state: ListingState, category: string | undefined): ListingState {
  const { category: _old, ...rest } = cleared(state);
  return category ? { ...rest, category } : rest;
}

/**
 * How many filters are applied: each selected option, plus one for the price range and one for the
 * minimum order quantity when set (what a "Filters (n)" badge counts).
 */
export function selectionCount(state: ListingState): number {
  const { selections } = state;
  let count = FILTER_GROUPS.reduce((sum, group) => sum + selections[group].length, 0);
  for (const values of Object.values(selections.variations)) count += values.length;
  if (isSet(state.minPrice) || isSet(state.maxPrice)) count += 1;
  if (isSet(state.minOrderQuantity)) count += 1;
  return count;
}

/** Clear is enabled only when something is selected or a number is set. */
export function hasActiveFilters(state: ListingState): boolean {
  return selectionCount(state) > 0;
}

/**
 * The product query payload (core/schemas/search.ts) for a state; category, language and origin
 * come from the route.
 */
export function toProductQuery(state: ListingState): Partial<ProductQueryInput> {
  const { selections } = state;
  const query: Partial<ProductQueryInput> = { pageIndex: state.page, productCount: state.limit };
  if (state.text?.trim()) query.searchStr = state.text.trim();
  for (const group of FILTER_GROUPS) query[GROUP_QUERY_FIELD[group]] = [...selections[group]];
  query.diversity = [...new Set(Object.values(selections.variations).flat())];
  if (isSet(state.minPrice)) query.minPrice = state.minPrice;
  if (isSet(state.maxPrice)) query.maxPrice = state.maxPrice;
  if (isSet(state.minOrderQuantity)) query.minOrderQuantity = state.minOrderQuantity;
  if (state.sort) query.sort = state.sort;
  return query;
}
