import { foldText, queryTerms } from "./text-tokens.ts";

/** A synonym group as the operator keeps it: words that mean the same, in one language or all. */
export interface SynonymGroup {
  lang: string | null;
  terms: string[];
}

/**
 * The operator's synonyms as query matching uses them: each word of a group stands for the others.
 * A member is one index word: a hyphenated compound counts as its joined form ("t-shirt" is also
 * indexed as "tshirt"); a member of several separate words cannot stand for a single query word
 * and is left out of the lookup.
 */
export class Synonyms {
  private readonly byWord = new Map<string, { lang: string | null; words: string[] }[]>();

  constructor(groups: readonly SynonymGroup[] = []) {
    for (const group of groups) {
      const words = [...new Set(group.terms.map(asWord).filter((w): w is string => w !== undefined))];
      if (words.length < 2) continue;
      for (const word of words) {
        const entries = this.byWord.get(word) ?? [];
        entries.push({ lang: group.lang, words: words.filter((w) => w !== word) });
        this.byWord.set(word, entries);
      }
    }
  }

  /** The words that stand for `word` on the `lang` site. */
  of(word: string, lang: string): string[] {
    const entries = this.byWord.get(word);
    if (!entries) return [];
    return entries.filter((e) => e.lang === null || e.lang === lang).flatMap((e) => e.words);
  }
}

function asWord(term: string): string | undefined {
  const words = queryTerms(term);
  if (words.length === 1) return words[0];
  if (words.length > 1 && !/\s/.test(term.trim())) return foldText(words.join(""));
  return undefined;
}
