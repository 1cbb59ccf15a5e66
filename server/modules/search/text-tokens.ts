/**
 * Words of product texts as the search index keeps them. Every script is handled the same way
 * in the index and in queries, so a query finds what the index holds:
 * - letters are lower-cased and Latin diacritics folded (ş→s, é→e, ü→u, ß→ss, ı/İ→i, ø→o…);
 *   Arabic and Hebrew vowel marks are dropped, other scripts keep their marks (Devanagari
 *   vowel signs are part of the word);
 * - Chinese, Japanese and Korean have no spaces: each run is indexed as single characters and
 *   as overlapping pairs, and a query of two or more characters looks for its pairs.
 */

const SPECIAL_FOLDS: Record<string, string> = {
  ı: "i",
  İ: "i",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
};
const SPECIAL = /[ıİßæœøđðłþ]/g;
// Combining marks of Latin, Greek and Cyrillic letters, Arabic harakat, Hebrew niqqud, and the
// zero-width non-joiner Persian writes inside words (مبل‌ها is one word, "sofas").
const FOLDED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0591-\u05c7\u200c]/g;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// The Katakana long-vowel mark and the iteration mark are "Common" script but belong to words.
const CJK_CLASS = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005";
const CJK = new RegExp(`[${CJK_CLASS}]`, "u");
const CJK_RUNS = new RegExp(`([${CJK_CLASS}]+)|([^${CJK_CLASS}]+)`, "gu");
const MAX_WORD = 40;

// An apostrophe or geresh between Hebrew letters belongs to the word (ג'ינס, "jeans").
const HEBREW_GERESH = /(?<=[\u05d0-\u05ea])['\u05f3](?=[\u05d0-\u05ea])/g;

export function foldText(text: string): string {
  return text
    .replace(HEBREW_GERESH, "")
    .toLowerCase()
    .replace(SPECIAL, (c) => SPECIAL_FOLDS[c] ?? c)
    .normalize("NFKD")
    .replace(FOLDED_MARKS, "")
    .normalize("NFC");
}

/** The words of `text` as the index sees them: folded, split at everything but letters and digits. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** Whether `text` holds Chinese, Japanese or Korean, which is matched within words, not at their starts. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Every token of `text` for the index (duplicates included; the caller dedupes). */
export function indexTokens(text: string, into: string[] = []): string[] {
  for (const word of foldText(text).match(WORD) ?? []) {
    if (!CJK.test(word)) {
      if (word.length <= MAX_WORD) into.push(word);
      continue;
    }
    for (const [, cjk, other] of word.matchAll(CJK_RUNS)) {
      if (other) {
        if (other.length <= MAX_WORD) into.push(other);
        continue;
      }
      const chars = [...cjk!];
      for (let i = 0; i < chars.length; i++) {
        into.push(chars[i]!);
        if (i + 1 < chars.length) into.push(chars[i]! + chars[i + 1]!);
      }
    }
  }
  return into;
}

/** The tokens a query must all match: words, and for CJK runs their pairs (or the one character). */
export function queryTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of foldText(text).match(WORD) ?? []) {
    if (!CJK.test(word)) {
      terms.push(word.slice(0, MAX_WORD));
      continue;
    }
    for (const [, cjk, other] of word.matchAll(CJK_RUNS)) {
      if (other) {
        terms.push(other.slice(0, MAX_WORD));
        continue;
      }
      const chars = [...cjk!];
      if (chars.length === 1) terms.push(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
    }
  }
  return [...new Set(terms)];
}
