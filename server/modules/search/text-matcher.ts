import type { Lang } from "#core/i18n/languages.ts";
import { expandTerms, type TermGroup } from "./query-expansion.ts";
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
/** The last few texts asked: a page asks for the same text several times, and buyers the same words. */
const RECENT = 16;

/** A text's match as last made, and what it was made of. */
interface KnownMatch {
  match: TextMatchSet;
  version: number;
  /**
   * Set when the words as typed matched (no correction, no word dropped): then a slot matches by
   * its own texts alone, slots are only ever added, and so the match of a later version of the same
   * index is this one plus the matches among the slots added since (while the words expand alike).
   */
  growable?: {
    index: SearchIndex;
    text: TextPostings;
    categoryWords: SearchIndex["categoryWords"];
    synonyms: Synonyms;
    groups: string;
    slotCount: number;
  };
}

const signature = (groups: TermGroup[]) =>
  groups.map((group) => group.map((v) => `${v.ordinal}.${v.tier}`).join(",")).join("|");

function concat(a: TextMatchSet, b: TextMatchSet): TextMatchSet {
  if (b.slots.length === 0) return a;
  const slots = new Int32Array(a.slots.length + b.slots.length);
  slots.set(a.slots);
  slots.set(b.slots, a.slots.length);
  const scores = new Uint16Array(slots.length);
  scores.set(a.scores);
  scores.set(b.scores, a.scores.length);
  return { ...a, slots, scores };
}

/**
 * Matches a query's words to the products, growing the match step by step like the established
 * engines: the words as typed with stems, synonyms and completions; then with corrections; then,
 * when nothing holds every word, without the last words (products with some of the words).
 */
export class TextMatcher {
  private vocabulary: Vocabulary | null = null;
  private postings: TextPostings | null = null;
  private synonyms = new Synonyms();
  private readonly recent = new Map<string, KnownMatch>();

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

  /**
   * The products holding the words, for the index at `version`. After a change to the catalogue a
   * text asked before is extended by the products added since, not matched again: a common word's
   * match (a third of a million products) would otherwise be made anew after every change.
   */
  match(index: SearchIndex, terms: string[], lang: Lang, version: number): TextMatchSet {
    const key = `${lang}\u0000${terms.join("\u0000")}`;
    const known = this.recent.get(key);
    this.recent.delete(key); // kept last: the least recently asked goes first
    const next =
      known?.version === version
        ? known
        : ((known && this.extended(known, index, terms, lang, version)) ??
          this.matchAnew(index, terms.slice(0, MAX_TERMS), lang, version));
    if (this.recent.size >= RECENT) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, next);
    return next.match;
  }

  /** Forgets every match kept (as after a start; benchmarks of cold queries). */
  forget(): void {
    this.recent.clear();
  }

  private extended(
    known: KnownMatch,
    index: SearchIndex,
    terms: string[],
    lang: Lang,
    version: number,
  ): KnownMatch | undefined {
    const basis = known.growable;
    if (
      !basis ||
      basis.index !== index ||
      basis.text !== index.text ||
      basis.categoryWords !== index.categoryWords ||
      basis.synonyms !== this.synonyms
    )
      return undefined;
    // New products may have brought new words: a completion or a stem more means matching anew.
    const groups = this.asTyped(index, terms.slice(0, MAX_TERMS), lang);
    if (signature(groups) !== basis.groups) return undefined;
    const added = matchText(index, groups, basis.slotCount);
    return {
      match: concat(known.match, added),
      version,
      growable: { ...basis, slotCount: index.slotCount },
    };
  }

  /** The words as typed, with their stems, synonyms and the last word's completions. */
  private asTyped(index: SearchIndex, terms: string[], lang: Lang): TermGroup[] {
    return expandTerms(this.vocabularyOf(index), this.synonyms, terms, {
      lang,
      prefixLast: true,
      typos: false,
    });
  }

  private matchAnew(index: SearchIndex, terms: string[], lang: Lang, version: number): KnownMatch {
    const asTyped = this.asTyped(index, terms, lang);
    const match = matchText(index, asTyped);
    if (match.slots.length < TYPO_THRESHOLD)
      return { match: this.widened(index, terms, lang, match), version };
    const growable = {
      index,
      text: index.text,
      categoryWords: index.categoryWords,
      synonyms: this.synonyms,
      groups: signature(asTyped),
      slotCount: index.slotCount,
    };
    return { match, version, growable };
  }

  /** When the words as typed find (almost) nothing: corrections, then fewer words. */
  private widened(index: SearchIndex, terms: string[], lang: Lang, asTyped: TextMatchSet): TextMatchSet {
    const vocabulary = this.vocabularyOf(index);
    const expand = (words: string[], typos: boolean, prefixLast: boolean) =>
      expandTerms(vocabulary, this.synonyms, words, { lang, prefixLast, typos });
    let match = asTyped;
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
