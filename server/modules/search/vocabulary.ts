import { distance } from "fastest-levenshtein";
import type { Lang } from "#core/i18n/languages.ts";
import { type Script, STEMMERS, scriptOf, stemLanguages } from "./stemming.ts";
import type { TextPostings } from "./text-postings.ts";

/** A word of the index that a query word may stand for, by token ordinal. */
export interface WordMatch {
  ordinal: number;
  /** Edits between the query word and this word (0 for a stem or a prefix). */
  edits: number;
}

const HAS_DIGIT = /\p{N}/u;
/** Words are re-sorted for prefix lookups once this many new ones have arrived. */
const UNSORTED_LIMIT = 4096;
/** Words a slice of `warmSteps` handles: well under a millisecond of stemming. */
const STEP = 256;

/**
 * The distinct words of the index, with what query matching needs of them: buckets by length and a
 * letter-set mask per word for typo lookups, stem maps per language (built on first use), and
 * words sorted for prefix lookups. The index only ever adds words, so each structure catches up
 * with the new ones when it is next used.
 */
export class Vocabulary {
  private readonly postings: TextPostings;
  private bucketed = 1;
  private readonly byLength: number[][] = [];
  private masks = new Int32Array(1024);
  private readonly stems = new Map<Lang, { upTo: number; map: Map<string, number[]> }>();
  private sorted: Int32Array = new Int32Array(0);
  private unsorted: number[] = [];
  private sortedUpTo = 1;

  constructor(postings: TextPostings) {
    this.postings = postings;
  }

  get words(): readonly string[] {
    return this.postings.tokens.codes;
  }

  ordinal(word: string): number | undefined {
    return this.postings.tokens.find(word);
  }

  /** How many products list the word (dead slots of changed products included). */
  frequency(ordinal: number): number {
    return (this.postings.nameSlots[ordinal]?.length ?? 0) + (this.postings.bodySlots[ordinal]?.length ?? 0);
  }

  /**
   * Words within the typo budget of `word`, as the established engines allow: one edit for words of
   * 4 to 7 characters, two from 8, none for shorter words or words with digits. The word itself is
   * not among them.
   */
  typos(word: string, maxEdits = typoBudget(word)): WordMatch[] {
    if (maxEdits === 0) return [];
    this.catchUpBuckets();
    const mask = letterMask(word);
    const found: WordMatch[] = [];
    const words = this.words;
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
      for (const ordinal of this.byLength[length] ?? []) {
        // Each edit changes at most two letters of the set: a cheap test before the distance.
        if (popcount(mask ^ this.masks[ordinal]!) > 2 * maxEdits) continue;
        const candidate = words[ordinal]!;
        if (candidate === word) continue;
        const edits = distance(word, candidate);
        if (edits <= maxEdits) found.push({ ordinal, edits });
      }
    }
    return found;
  }

  /** Words that share `word`'s stem in the languages that apply to it on the `lang` site. */
  stemMatches(word: string, lang: Lang): number[] {
    const found = new Set<number>();
    for (const language of stemLanguages(word, lang)) {
      const stemmer = STEMMERS[language]!;
      const map = this.stemMap(language, stemmer.script, stemmer.stem);
      const stem = stemmer.stem(word);
      for (const ordinal of map.get(stem) ?? []) found.add(ordinal);
      // Stemmers are not always idempotent (Turkish "borular" → "boru" but "boru" → "bor"):
      // the stem as a word, and words whose stem is the query word, count too.
      const asWord = this.ordinal(stem);
      if (asWord !== undefined) found.add(asWord);
      for (const ordinal of map.get(word) ?? []) found.add(ordinal);
    }
    const itself = this.ordinal(word);
    if (itself !== undefined) found.delete(itself);
    return [...found];
  }

  /** The most frequent words that begin with `prefix` (longer than it), at most `limit`. */
  completions(prefix: string, limit: number): number[] {
    this.catchUpSorted();
    const words = this.words;
    const found: number[] = [];
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[this.sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sorted.length; i++) {
      const candidate = words[this.sorted[i]!]!;
      if (!candidate.startsWith(prefix)) break;
      if (candidate.length > prefix.length) found.push(this.sorted[i]!);
    }
    for (const ordinal of this.unsorted) {
      const candidate = words[ordinal]!;
      if (candidate.length > prefix.length && candidate.startsWith(prefix)) found.push(ordinal);
    }
    if (found.length <= limit) return found;
    return found.sort((a, b) => this.frequency(b) - this.frequency(a)).slice(0, limit);
  }

  /** The likeliest word meant by `word` (fewest edits, then most frequent), for "did you mean". */
  nearest(word: string): string | undefined {
    if (word.length < 3 || HAS_DIGIT.test(word)) return undefined;
    const best = this.typos(word, word.length < 5 ? 1 : 2).sort(
      (a, b) => a.edits - b.edits || this.frequency(b.ordinal) - this.frequency(a.ordinal),
    )[0];
    return best && this.frequency(best.ordinal) > 0 ? this.words[best.ordinal] : undefined;
  }

  /** Builds every language's stem map now (after a load), so no buyer waits for it. */
  warm(): void {
    for (const _ of this.warmSteps()) {
      // Each step is a slice of the work; here they run back to back.
    }
  }

  /**
   * The work of `warm` in slices of a few hundred words, yielding between them (a compaction
   * warms the compacted index's vocabulary while the live one answers). With `previous`, the
   * vocabulary of the index this one's words were copied from, in the same order (`ordinalOf`
   * maps its ordinals to these, -1 for a word left out), the sorted order is taken from it
   * rather than sorted again.
   */
  *warmSteps(previous?: { vocabulary: Vocabulary; ordinalOf: Int32Array }): Generator<void> {
    if (previous) yield* this.adoptOrder(previous.vocabulary, previous.ordinalOf);
    while (this.bucketed < this.words.length) {
      this.catchUpBuckets(STEP);
      yield;
    }
    this.catchUpSorted();
    for (const [language, stemmer] of Object.entries(STEMMERS)) {
      do {
        this.stemMap(language as Lang, stemmer.script, stemmer.stem, STEP);
        yield;
      } while (this.stems.get(language as Lang)!.upTo < this.words.length);
    }
  }

  private *adoptOrder(previous: Vocabulary, ordinalOf: Int32Array): Generator<void> {
    const sorted: number[] = [];
    const placed = new Uint8Array(this.words.length);
    for (let i = 0; i < previous.sorted.length; i++) {
      const old = previous.sorted[i]!;
      const ordinal = old < ordinalOf.length ? ordinalOf[old]! : -1;
      if (ordinal > 0) {
        sorted.push(ordinal);
        placed[ordinal] = 1;
      }
      if (i % STEP === 0) yield;
    }
    this.sorted = Int32Array.from(sorted);
    for (let ordinal = 1; ordinal < placed.length; ordinal++)
      if (!placed[ordinal]) this.unsorted.push(ordinal);
    this.sortedUpTo = placed.length;
  }

  private stemMap(language: Lang, script: Script, stem: (word: string) => string, limit = Infinity) {
    let entry = this.stems.get(language);
    if (!entry) {
      entry = { upTo: 1, map: new Map() };
      this.stems.set(language, entry);
    }
    const words = this.words;
    const end = Math.min(words.length, entry.upTo + limit);
    for (; entry.upTo < end; entry.upTo++) {
      const word = words[entry.upTo]!;
      if (HAS_DIGIT.test(word) || scriptOf(word) !== script) continue;
      const key = stem(word);
      const list = entry.map.get(key);
      if (list) list.push(entry.upTo);
      else entry.map.set(key, [entry.upTo]);
    }
    return entry.map;
  }

  private catchUpBuckets(limit = Infinity): void {
    const words = this.words;
    if (this.masks.length < words.length) {
      const next = new Int32Array(Math.max(words.length, this.masks.length * 2));
      next.set(this.masks);
      this.masks = next;
    }
    const end = Math.min(words.length, this.bucketed + limit);
    for (; this.bucketed < end; this.bucketed++) {
      const word = words[this.bucketed]!;
      if (HAS_DIGIT.test(word)) continue;
      this.masks[this.bucketed] = letterMask(word);
      const bucket = this.byLength[word.length] ?? [];
      bucket.push(this.bucketed);
      this.byLength[word.length] = bucket;
    }
  }

  private catchUpSorted(): void {
    const words = this.words;
    for (; this.sortedUpTo < words.length; this.sortedUpTo++) this.unsorted.push(this.sortedUpTo);
    if (this.unsorted.length < UNSORTED_LIMIT && this.sorted.length > 0) return;
    if (this.unsorted.length === 0) return;
    const all = Int32Array.from([...this.sorted, ...this.unsorted]);
    const order = [...all].sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    this.sorted = Int32Array.from(order);
    this.unsorted = [];
  }
}

/** Edits a typo may have in `word`: 0 below 4 characters or with digits, 1 up to 7, then 2. */
export function typoBudget(word: string): number {
  if (word.length < 4 || HAS_DIGIT.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Which of 32 letter classes a word holds (a letter's code modulo 32). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
