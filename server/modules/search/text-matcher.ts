import type { Lang } from "#core/i18n/languages.ts";
import { expandTerms } from "./query-expansion.ts";
import type { SearchIndex } from "./search-index.ts";
import { type SynonymGroup, Synonyms } from "./synonyms.ts";
import { MAX_TERMS, matchText, type TextMatchSet } from "./text-match.ts";
import type { TextPostings } from "./text-postings.ts";
import { Vocabulary } from "./vocabulary.ts";

/**
 * Corrections are tried only when the words as typed (with their stems, synonyms and the last
 * word's completions) find fewer products than this, as Typesense's typo threshold does (its
 * default, 1): a word that is in the catalogue is not also read as a typo of another ("shirt" is
 * not "short").
 */
const TYPO_THRESHOLD = 1;
/** The last few answers, per version of the index: a page asks for the same text several times. */
const RECENT = 16;

/**
 * Matches a query's words to the products, growing the match step by step like the established
 * engines: the words as typed with stems, synonyms and completions; then with corrections; then,
 * when nothing holds every word, without the last words (products with some of the words).
 */
export class TextMatcher {
  private vocabulary: Vocabulary | null = null;
  private postings: TextPostings | null = null;
  private synonyms = new Synonyms();
  private readonly recent = new Map<string, TextMatchSet>();

  /** Replaces the operator's synonyms (the engine loads them, and again when they change). */
  setSynonyms(groups: readonly SynonymGroup[]): void {
    this.synonyms = new Synonyms(groups);
    this.recent.clear();
  }

  /** The index's words with their lookups, rebuilt when the index's text postings are replaced. */
  vocabularyOf(index: SearchIndex): Vocabulary {
    if (this.postings !== index.text || !this.vocabulary) {
      this.postings = index.text;
      this.vocabulary = new Vocabulary(index.text);
    }
    return this.vocabulary;
  }

  /** Takes a vocabulary warmed beforehand for an index about to be served (a compacted one). */
  adoptVocabulary(index: SearchIndex, vocabulary: Vocabulary): void {
    this.postings = index.text;
    this.vocabulary = vocabulary;
  }

  match(index: SearchIndex, terms: string[], lang: Lang, version: number): TextMatchSet {
    const key = `${version}\u0000${lang}\u0000${terms.join("\u0000")}`;
    const known = this.recent.get(key);
    if (known) return known;
    const match = this.matchUncached(index, terms.slice(0, MAX_TERMS), lang);
    if (this.recent.size >= RECENT) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, match);
    return match;
  }

  private matchUncached(index: SearchIndex, terms: string[], lang: Lang): TextMatchSet {
    const vocabulary = this.vocabularyOf(index);
    const expand = (words: string[], typos: boolean, prefixLast: boolean) =>
      expandTerms(vocabulary, this.synonyms, words, { lang, prefixLast, typos });
    let match = matchText(index, expand(terms, false, true));
    if (match.slots.length >= TYPO_THRESHOLD) return match;
    const groups = expand(terms, true, true);
    const corrected = matchText(index, groups);
    if (corrected.slots.length > match.slots.length) match = corrected;
    if (match.slots.length > 0 || terms.length < 2) return match;
    // Some of the words: first without the words the catalogue has nothing for, then without the
    // last words (the first words typed are usually the thing itself); no completions then, which
    // would read a kept word as the start of an unrelated one.
    const known = terms.filter((_, i) => groups[i]!.length > 0);
    if (known.length > 0 && known.length < terms.length) {
      match = matchText(index, expand(known, true, false));
      if (match.slots.length > 0) return { ...match, keptTerms: known.length };
    }
    for (let kept = terms.length - 1; match.slots.length === 0 && kept >= 1; kept--) {
      match = matchText(index, expand(terms.slice(0, kept), true, false));
    }
    return match;
  }

  /**
   * "Did you mean": the query with each word the catalogue does not hold (nor a word of its stem
   * or a synonym) replaced by the likeliest word it does hold, when that finds products.
   */
  suggest(index: SearchIndex, terms: string[], lang: Lang): string | undefined {
    const vocabulary = this.vocabularyOf(index);
    let changed = false;
    const words = terms.slice(0, MAX_TERMS).map((term) => {
      const [group] = expandTerms(vocabulary, this.synonyms, [term], {
        lang,
        prefixLast: false,
        typos: false,
      });
      if (group!.length > 0) return term;
      const nearest = vocabulary.nearest(term);
      if (nearest === undefined) return term;
      changed = true;
      return nearest;
    });
    if (!changed) return undefined;
    const groups = expandTerms(vocabulary, this.synonyms, words, { lang, prefixLast: false, typos: false });
    return matchText(index, groups).slots.length > 0 ? words.join(" ") : undefined;
  }
}
