import { MAX_SEARCH_TEXT } from "../schemas/search-constants.ts";
import { cutText } from "./cut-text.ts";

// The search index keeps words made of letters and digits (with their marks); spaces and
// punctuation separate words and are never searched themselves.
const SEARCHABLE = /[\p{L}\p{N}]/u;

/**
 * Whether a search text has anything to look for. A text of spaces or punctuation only (" ",
 * "!!!", "-") has no word, and searching for it must not list the whole catalogue.
 */
export function hasSearchableText(text: string): boolean {
  return SEARCHABLE.test(text);
}

const SEARCH_PATH = /^\/search-product\/([^/]+)\/?$/;

/**
 * The text a page's products were searched for, to show in the header's search box: the
 * {text} of search-product/{text}, else the `s` of a listing's query; "" elsewhere.
 */
export function searchedText(pathname: string, search: string): string {
  const inPath = SEARCH_PATH.exec(pathname)?.[1];
  let text = new URLSearchParams(search).get("s") ?? "";
  if (inPath !== undefined) {
    try {
      text = decodeURIComponent(inPath);
    } catch {
      text = inPath; // a malformed escape: the page itself answers it
    }
  }
  return cutText(text.trim(), MAX_SEARCH_TEXT).trimEnd();
}
