import type { Aggregations, FilterOptionsQuery, OptionPage, ProductQuery } from "#core/schemas/search.ts";
import type { AppliedNews } from "./applied-changes.ts";
import type { ProviderQuery } from "./search-provider.ts";

/**
 * What the rest of the server asks of the machine's search index, wherever it lives: in this
 * process (`localIndexAccess`: `npm run dev`, SERVER_WORKERS=1, the tests, and the search process
 * itself) or in the search process that the HTTP workers of a cluster share (`RemoteIndexAccess`
 * over a Unix socket; docs/decisions/037-one-search-index-per-machine.md). Every question and
 * answer is plain JSON data: no index, typed array or Map crosses it, so both sides run the same
 * code and the answers are the same. The answers are what a page shows (the first page of each
 * filter group), not the full counts: the companies group alone has 25,000 options at a million
 * products.
 */
export interface SearchIndexAccess {
  /** The listing's part from the index: the page's ids, the total, "did you mean" and the filters. */
  listing(q: ProductQuery): Promise<ListingHits>;
  /** One page of one group's options, optionally searched by name (the panel's lists). */
  optionPage(q: FilterOptionsQuery): Promise<OptionPage>;
  /** Products a text matches, by category code (every level). */
  textMatchCounts(text: string, language: string): Promise<Record<string, number>>;
  /** Places of origin products have, code → name in the language, by name. */
  originNames(language: string): Promise<Record<string, string>>;
  /** Every place of origin with its number of products, by name in the language. */
  originCounts(language: string): Promise<{ code: string; name: string; count: number }[]>;
  /** A page of product ids and the total for an engine query (home rows, merchandising). */
  page(q: ProviderQuery): Promise<{ total: number; productIds: number[] }>;
  /** Whether the index is loaded and serving, its size and feed position, and who holds it. */
  status(): Promise<IndexStatus>;
  /** Resolves once the index serves (loading it here, or waiting for the search process). */
  ready(): Promise<void>;
  /** Applies the change feed now (tests and scripts that must see a write at once). */
  refresh(): Promise<void>;
  /**
   * The batches of the change feed the index applied after batch `seq` of its life `instance`
   * (applied-changes.ts): how the HTTP processes' page caches learn what changed.
   */
  appliedSince(instance: string, seq: number): Promise<AppliedNews>;
}

export interface ListingHits {
  total: number;
  productIds: number[];
  /** The likeliest spelling the catalogue knows, when nothing or not every word was found. */
  suggestion?: string;
  /** Not every word of the text matched (the products found match fewer words). */
  partial?: boolean;
  aggregations: Aggregations;
}

export interface IndexStatus {
  /** Loaded and caught up with the change feed: searches are answered. */
  ready: boolean;
  /** Live products and used slots (changed products leave dead slots). */
  documents: number;
  slots: number;
  /** The last change-feed row applied. */
  cursor: number;
  loadedFrom?: "snapshot" | "database";
  /** The process holding the index. */
  pid: number;
}

/** The methods a remote index answers (and nothing else: the socket refuses other names). */
export const INDEX_METHODS = [
  "listing",
  "optionPage",
  "textMatchCounts",
  "originNames",
  "originCounts",
  "page",
  "status",
  "refresh",
  "appliedSince",
] as const satisfies readonly (keyof SearchIndexAccess)[];
export type IndexMethod = (typeof INDEX_METHODS)[number];
