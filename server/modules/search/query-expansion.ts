import type { Lang } from "#core/i18n/languages.ts";
import { stemsOf } from "./stemming.ts";
import type { Synonyms } from "./synonyms.ts";
import type { Vocabulary } from "./vocabulary.ts";

/**
 * How closely an index word matches a query word; a product's exactness is the sum over the query's
 * words, so an exact match always ranks above a stemmed one, and that above a corrected one.
 */
export const TIER_EXACT = 3;
export const TIER_STEM = 2;
export const TIER_PREFIX = 1;
export const TIER_TYPO = 0;

/** An index word (token ordinal) a query word may be matched by, and how closely. */
export interface Variant {
  ordinal: number;
  tier: number;
}

/** The alternatives of one query word: a product must hold one of them. */
export type TermGroup = Variant[];

/** At most this many completions of the last word (the most frequent), as engines cap them. */
const MAX_COMPLETIONS = 30;
/** At most this many corrections of a word (the fewest edits, then the most frequent). */
const MAX_TYPOS = 20;
/** Completion starts at two characters: one would stand for half the vocabulary. */
const MIN_PREFIX = 2;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export interface ExpansionOptions {
  lang: Lang;
  /** Complete the last word (as-you-type search). */
  prefixLast: boolean;
  /** Also accept words within the typo budget. */
  typos: boolean;
}

/**
 * Each query word's alternatives in the index: the word itself, words of the same stem and the
 * operator's synonyms of it (and their stems), completions of the last word, and when asked,
 * corrections. A variant keeps the best tier it is reached by.
 */
export function expandTerms(
  vocabulary: Vocabulary,
  synonyms: Synonyms,
  terms: string[],
  options: ExpansionOptions,
): TermGroup[] {
  return terms.map((term, position) => {
    const best = new Map<number, number>();
    const add = (ordinal: number | undefined, tier: number) => {
      if (ordinal === undefined) return;
      if ((best.get(ordinal) ?? -1) < tier) best.set(ordinal, tier);
    };
    add(vocabulary.ordinal(term), TIER_EXACT);
    if (CJK.test(term)) return toGroup(best);
    for (const ordinal of vocabulary.stemMatches(term, options.lang)) add(ordinal, TIER_STEM);
    // A synonym of the word or of its stem ("tees" → "tee" → "t-shirt").
    const forms = new Set([term, ...stemsOf(term, options.lang)]);
    for (const synonym of [...forms].flatMap((form) => synonyms.of(form, options.lang))) {
      add(vocabulary.ordinal(synonym), TIER_STEM);
      for (const ordinal of vocabulary.stemMatches(synonym, options.lang)) add(ordinal, TIER_STEM);
    }
    if (options.prefixLast && position === terms.length - 1 && term.length >= MIN_PREFIX) {
      for (const ordinal of vocabulary.completions(term, MAX_COMPLETIONS)) add(ordinal, TIER_PREFIX);
    }
    if (options.typos) {
      const corrections = vocabulary
        .typos(term)
        .sort(
          (a, b) => a.edits - b.edits || vocabulary.frequency(b.ordinal) - vocabulary.frequency(a.ordinal),
        )
        .slice(0, MAX_TYPOS);
      for (const { ordinal } of corrections) add(ordinal, TIER_TYPO);
    }
    return toGroup(best);
  });
}

function toGroup(best: Map<number, number>): TermGroup {
  return [...best].map(([ordinal, tier]) => ({ ordinal, tier }));
}
