import { useMatches } from "react-router";
import { LANG_CODES, type Lang } from "../i18n/languages.ts";

/**
 * Where a page lives, for search engines (canonical, hreflang) and the language menu. A loader
 * that knows its page's real address returns it as `address` in its data; names in paths differ
 * by language (a product's Turkish name on tr.…), so each language has its own path.
 */
export interface PageAddress {
  /** The page's path on its own language host, with `?p=` past the first page. */
  canonical: string;
  /** The same page's path on every language host; null when the page exists in one language only. */
  languages: Record<Lang, string> | null;
}

/** The page number belongs to the address (page 2 is another page); filters and views do not. */
export const withPageNumber = (path: string, page: number) => (page > 0 ? `${path}?p=${page}` : path);

/** An address whose path is the same in every language (searches, storefronts). */
export function sameInEveryLanguage(path: string): PageAddress {
  return {
    canonical: path,
    languages: Object.fromEntries(LANG_CODES.map((lang) => [lang, path])) as Record<Lang, string>,
  };
}

/** The address given by the deepest route that knows it (a storefront page over its shell). */
export function usePageAddress(): PageAddress | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const address = (matches[i]!.loaderData as { address?: PageAddress } | undefined)?.address;
    if (address) return address;
  }
  return undefined;
}
