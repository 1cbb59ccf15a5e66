/**
 * The search model's constants, apart from its Zod schemas (search.ts) so pages can use them
 * without bringing Zod into the browser bundle.
 */

/** The filter groups of the panel, in the order it shows them. */
export const FILTER_GROUPS = [
  "placeOfOrigins",
  "companies",
  "brands",
  "companyCertifications",
  "productCertifications",
  "packagings",
  "businessTypes",
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Fields of the product query that carry the selections of each fixed group. */
export const GROUP_QUERY_FIELD = {
  placeOfOrigins: "pooCodes",
  companies: "companyName",
  brands: "brand",
  companyCertifications: "companyCertifications",
  productCertifications: "productCertifications",
  packagings: "packaging",
  businessTypes: "companyBusinessTypes",
} as const satisfies Record<FilterGroup, string>;

/**
 * The orders a listing can show besides best match (which is no sort at all): the `sort` URL and
 * API parameter. Sorting changes only the order of the products, never the total or the counts.
 */
export const PRODUCT_SORTS = ["price_asc", "price_desc", "newest", "moq_asc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const isProductSort = (value: unknown): value is ProductSort =>
  (PRODUCT_SORTS as readonly unknown[]).includes(value);

export const PAGE_LIMITS = [20, 50] as const;
export const MAX_SEARCH_TEXT = 200;
export const MAX_SELECTIONS = 100;
export const FULL_TEXT_MATCH_LIMIT = 999;
export const FILTER_OPTION_PAGE = 20;

/** Companies on one page of the company search. */
export const COMPANY_PAGE = 20;
