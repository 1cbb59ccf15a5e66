import { z } from "zod";
import { hasSearchableText } from "../rules/search-text.ts";
import type { ProductCardData } from "./catalog.ts";
import { IdSchema } from "./id.ts";

/**
 * The search model shared by the listing screen, the REST API and the engine (browser-safe).
 * Field names are those of the product query payload the API has always taken.
 */

export {
  FILTER_GROUPS,
  FILTER_OPTION_PAGE,
  type FilterGroup,
  FULL_TEXT_MATCH_LIMIT,
  GROUP_QUERY_FIELD,
  isProductSort,
  MAX_SEARCH_TEXT,
  MAX_SELECTIONS,
  PAGE_LIMITS,
  PRODUCT_SORTS,
  type ProductSort,
} from "./search-constants.ts";

import {
  FILTER_GROUPS,
  FILTER_OPTION_PAGE,
  type FilterGroup,
  MAX_SEARCH_TEXT,
  MAX_SELECTIONS,
  PAGE_LIMITS,
  PRODUCT_SORTS,
} from "./search-constants.ts";

const code = z.string().trim().min(1).max(120);
const codes = z.array(code).max(MAX_SELECTIONS).default([]);
const amount = z.number().finite().min(0).max(1e12);

/** The product query payload. Selected options are given by the `code` of their option. */
export const ProductQuerySchema = z.object({
  language: z.string().min(2).max(5).default("en"),
  categoryCode: z
    .string()
    .regex(/^[0-9]{3}([0-9]{3}){0,2}$/, "search.errors.category")
    .optional(),
  /**
   * "" (or leaving it out) is no text: the list of the other criteria. A text of spaces or
   * punctuation only has no word to search for and is refused, rather than read as "everything".
   */
  searchStr: z
    .string()
    .refine((text) => text === "" || hasSearchableText(text), "search.errors.textEmpty")
    .trim()
    .max(MAX_SEARCH_TEXT, "search.errors.textTooLong")
    .describe(
      "Words to search for. Empty or absent: no text. Only spaces or punctuation: 400 invalid_data (never the whole catalogue).",
    )
    .optional(),
  /** Search type pp: products made in this country. */
  productOrigin: z
    .string()
    .regex(/^[A-Z]{2}$/, "search.errors.origin")
    .optional(),
  /** Search type cp: products of companies in this country. */
  companyOrigin: z
    .string()
    .regex(/^[A-Z]{2}$/, "search.errors.origin")
    .optional(),
  companyID: IdSchema.optional(),
  pooCodes: codes,
  /** Selected companies: the option codes, which are company ids. */
  companyName: codes,
  brand: codes,
  companyCertifications: codes,
  productCertifications: codes,
  packaging: codes,
  companyBusinessTypes: codes,
  /** Codes of additional-filter sub-options (variation options). */
  diversity: codes,
  minPrice: amount.optional(),
  maxPrice: amount.optional(),
  minOrderQuantity: amount.optional(),
  pageIndex: z.number().int().min(0).max(100_000).default(0),
  productCount: z
    .number()
    .int()
    .refine((n) => (PAGE_LIMITS as readonly number[]).includes(n), "search.errors.limit")
    .default(20),
  /** Absent: best match. An unknown order is refused (400), like every other bad parameter. */
  sort: z
    .enum(PRODUCT_SORTS, "search.errors.sort")
    .describe(
      "Order of the products: price_asc (lowest price first, unpriced last), price_desc (highest price first, unpriced last), newest (most recently listed first), moq_asc (lowest minimum order first, unknown last). Absent: best match. Totals and counts do not depend on it.",
    )
    .optional(),
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;
export type ProductQueryInput = z.input<typeof ProductQuerySchema>;

export interface FilterOption {
  code: string;
  name: string;
  count: number;
}

/** An additional filter: a variation group with its sub-options. */
export interface VariationFilter {
  code: string;
  name: string;
  subOptions: FilterOption[];
}

export interface OptionPage {
  /** The selected options of the group with their counts, whatever page they would be on. */
  selected: FilterOption[];
  /** Unselected options, most products first, one page (20) at a time. */
  options: FilterOption[];
  /** False once the list has ended (fewer than a page came back). */
  hasMore: boolean;
}

export type Aggregations = Record<FilterGroup, OptionPage> & { additionalFilters: VariationFilter[] };

/** Product summary, positional: id, pictures, name, currency, min, max, unit, moq, company, origin, company id. */
export type ProductSummaryRow = [
  number,
  string[],
  string,
  string,
  number | null,
  number | null,
  string,
  number | null,
  string,
  string,
  number,
];

/** A quantity price step of a product: from `minQuantity` units on, `price` per unit (USD). */
export interface PriceTier {
  minQuantity: number;
  price: number;
}

/** A product of a listing: its card, and what the supplier and the list view add to it. */
export interface ProductSummary extends ProductCardData {
  pictures: string[];
  placeOfOrigin: string;
  /** The supplier's country (ISO code). */
  companyCountry: string;
  /** Whole years since the supplier joined Caravan (0 in its first year). */
  companyYears: number;
  /**
   * Share (percent) of the supplier's inquiries of the last 30 days answered within 24 hours;
   * null until it has enough inquiries for the figure to mean something.
   */
  responseRate: number | null;
  /** Quantity price steps, smallest quantity first (the list view shows them). */
  priceTiers: PriceTier[];
  /** Days to ship an order, as the supplier states it. */
  leadTimeDays: number | null;
  /** Product certificates the operator approved, by name. */
  certifications: string[];
}

export interface ProductSearchResult {
  products: ProductSummary[];
  totalCount: number;
  /** When a text found nothing: the likeliest query the catalogue has products for ("did you mean"). */
  suggestion?: string;
  /** No product holds every word of the text: these hold some of them. */
  someWords?: boolean;
  isChildCategory: boolean;
  aggregations: Aggregations;
}

export const FilterOptionsQuerySchema = ProductQuerySchema.extend({
  aggregationField: z.union([z.enum(FILTER_GROUPS), z.string().regex(/^variation:[A-Za-z0-9_-]{1,60}$/)]),
  aggregationSearchStr: z.string().trim().max(100).optional(),
  optionPage: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).nullable().default(FILTER_OPTION_PAGE),
});
export type FilterOptionsQuery = z.infer<typeof FilterOptionsQuerySchema>;

/** Text-search match: a category with its hit count and sub-categories. */
export interface TextMatch {
  categoryID: string;
  categoryName: string;
  hitCount: number;
  subCategories: TextMatch[];
}
