/**
 * What the header's search box suggests as the buyer types (GET /api/search/suggest), shared by
 * the server and the page script. No Zod here: the page script imports it.
 */

/** At most this many of each kind. */
export const SUGGESTION_LIMITS = { searches: 6, categories: 4, suppliers: 4 } as const;

export interface SuggestedSearch {
  text: string;
  url: string;
}

export interface SuggestedCategory {
  code: string;
  name: string;
  /** The parent category's name, which tells apart categories of the same name. */
  parentName: string | null;
  url: string;
}

export interface SuggestedSupplier {
  id: number;
  name: string;
  url: string;
}

export interface SearchSuggestions {
  searches: SuggestedSearch[];
  categories: SuggestedCategory[];
  suppliers: SuggestedSupplier[];
}

/** The address the box asks, with the typed text. */
export const suggestionsUrl = (text: string) => `/api/search/suggest?q=${encodeURIComponent(text)}`;
