import { foldedWords, hasCjk } from "#server/modules/search/index.ts";

/** Longer texts are cut: no name or search worth suggesting is longer. */
const MAX_KEY = 120;

/**
 * A text as suggestions compare it: folded like the search index (case, diacritics, Turkish ı/İ,
 * Arabic and Hebrew marks), its words joined by single spaces, punctuation gone ("Men's" is
 * "men s", as the index sees it).
 */
export function suggestionKey(text: string): string {
  return foldedWords(text.slice(0, MAX_KEY * 2))
    .join(" ")
    .slice(0, MAX_KEY);
}

/**
 * Whether a typed key is enough to suggest from: two characters, or one of Chinese, Japanese or
 * Korean (where one character is a word).
 */
export function isSuggestable(key: string): boolean {
  const chars = [...key];
  return chars.length >= 2 || (chars.length === 1 && hasCjk(key));
}
