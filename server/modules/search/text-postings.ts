import { AsciiWordTable } from "./ascii-word-table.ts";
import { Dictionary, GrowableInt32 } from "./growable.ts";
import { indexTokens } from "./text-tokens.ts";

/** ASCII letters and digits: the characters of plain ASCII words. */
const ASCII_WORD = new Uint8Array(128).map((_, ch) =>
  (ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 122) || (ch >= 65 && ch <= 90) ? 1 : 0,
);
/** Longer ASCII "words" (hashes, serial numbers) are not worth indexing; same limit as the tokenizer. */
const MAX_ASCII_WORD = 40;
const HYPHEN = 45;
const MAX_CACHED_RUN = 24;
const APOSTROPHE = 39;
const isHebrew = (ch: number) => ch >= 0x5d0 && ch <= 0x5ea;
/** An apostrophe between Hebrew letters is a geresh, part of the word (the tokenizer drops it). */
const isHebrewGeresh = (text: string, i: number) =>
  i > 0 && isHebrew(text.charCodeAt(i - 1)) && isHebrew(text.charCodeAt(i + 1));
/** Indexing modes: post tokens, or only note which tokens a product's labels hold. */
const POST = 0;
const MARK_LABELS = 1;

/** The postings of a bulk load, flat, so a worker thread can hand them over without copying. */
export interface TransferredPostings {
  tokens: string[];
  nameOffsets: Int32Array;
  nameData: Int32Array;
  bodyOffsets: Int32Array;
  bodyData: Int32Array;
}

/**
 * Slots by text token: those whose name holds the token, and those whose description (but not
 * name) holds it, both sorted because slots only grow. Built in a worker thread during the bulk
 * load (the main thread reads the database meanwhile) and by the main thread for later changes.
 */
export class TextPostings {
  readonly tokens = new Dictionary();
  /** By token ordinal; none for a word no product text holds (a category name's, say). */
  readonly nameSlots: (GrowableInt32 | undefined)[] = [new GrowableInt32(1)];
  readonly bodySlots: (GrowableInt32 | undefined)[] = [new GrowableInt32(1)];
  private readonly asciiWords = new AsciiWordTable();

  /**
   * Indexes a product's texts. `labels` are its brand and its company's name: fields of their own,
   * matched like the description and never as the product's name, so a brand written in the name
   * ("Kahve Dünyası Coffee Beans") does not rank a product as if it were the thing searched for.
   */
  add(
    slot: number,
    names: readonly string[],
    descriptions: readonly string[],
    labels: readonly string[] = [],
  ): void {
    this.mode = MARK_LABELS;
    for (const label of labels) this.indexText(slot, label, false);
    this.mode = POST;
    for (const name of names) this.indexText(slot, name, true);
    for (const description of descriptions) this.indexText(slot, description, false);
    for (const label of labels) this.indexText(slot, label, false);
  }

  trim(): void {
    for (const list of this.nameSlots) list?.trim();
    for (const list of this.bodySlots) list?.trim();
  }

  toTransfer(): TransferredPostings {
    const flat = (lists: (GrowableInt32 | undefined)[]) => {
      const offsets = new Int32Array(this.tokens.size + 1);
      let total = 0;
      for (let t = 0; t < this.tokens.size; t++) {
        offsets[t] = total;
        total += lists[t]?.length ?? 0;
      }
      offsets[this.tokens.size] = total;
      const data = new Int32Array(total);
      for (let t = 0; t < this.tokens.size; t++) if (lists[t]) data.set(lists[t]!.view(), offsets[t]);
      return { offsets, data };
    };
    const name = flat(this.nameSlots);
    const body = flat(this.bodySlots);
    return {
      tokens: [...this.tokens.codes],
      nameOffsets: name.offsets,
      nameData: name.data,
      bodyOffsets: body.offsets,
      bodyData: body.data,
    };
  }

  /**
   * Adds the next word with the slots that list it, the arrays kept as they are (they may be views
   * of one shared buffer, like a bulk load's): how a compacted copy is filled (index-compaction.ts).
   * A word of no text (a category name's) gets no lists, as after a bulk load.
   */
  appendWord(word: string, name: Int32Array, body: Int32Array): void {
    const ordinal = this.tokens.ordinal(word);
    if (/^[a-z0-9]+$/.test(word)) this.asciiWords.add(word, ordinal);
    if (name.length === 0 && body.length === 0) return;
    this.nameSlots[ordinal] = listOver(name);
    this.bodySlots[ordinal] = listOver(body);
  }

  /** The typed arrays of its lookups, and how many raw words it has cached (for indexFootprint). */
  ownArrays(): Int32Array[] {
    return [this.nameMark, this.bodyMark, this.labelMark, ...this.asciiWords.arrays()];
  }

  cachedRuns(): number {
    return this.wordTokens.size;
  }

  static fromTransfer(t: TransferredPostings): TextPostings {
    const postings = new TextPostings();
    for (const token of t.tokens.slice(1)) {
      const ordinal = postings.tokens.ordinal(token);
      if (/^[a-z0-9]+$/.test(token)) postings.asciiWords.add(token, ordinal);
    }
    const lists = (offsets: Int32Array, data: Int32Array) =>
      Array.from({ length: t.tokens.length }, (_, ordinal) => {
        const list = new GrowableInt32(1);
        // A view of the shared buffer; the first push beyond it copies into a list of its own.
        list.data = data.subarray(offsets[ordinal]!, offsets[ordinal + 1]!);
        list.length = list.data.length;
        return list;
      });
    postings.nameSlots.splice(0, postings.nameSlots.length, ...lists(t.nameOffsets, t.nameData));
    postings.bodySlots.splice(0, postings.bodySlots.length, ...lists(t.bodyOffsets, t.bodyData));
    postings.growMarks();
    return postings;
  }

  // Raw lower-case word → its token ordinals. Words repeat across a catalogue, so each distinct
  // word is folded once; this is what keeps loading a million products within a minute.
  private readonly wordTokens = new Map<string, number | number[]>();
  /** Per token ordinal, the last slot whose name / description listed it (dedupes cheaply). */
  private nameMark = new Int32Array(1024).fill(-1);
  private bodyMark = new Int32Array(1024).fill(-1);
  /** Per token ordinal, the last slot whose labels (brand, company) hold it. */
  private labelMark = new Int32Array(1024).fill(-1);
  private mode = POST;

  /**
   * Splits the lower-cased text at ASCII separators. Plain ASCII words go through the ASCII
   * table; a run holding any other character goes through the full tokenizer (which splits it
   * further, folds it, and handles CJK), cached by the run.
   */
  private indexText(slot: number, text: string, isName: boolean): void {
    const lower = text.toLowerCase();
    let start = -1;
    let ascii = true;
    // The previous word, when only a hyphen separates it from this one: "t-shirt" is also
    // indexed as "tshirt", so the compound is found however a buyer writes it.
    let previousStart = -1;
    let previousEnd = -1;
    for (let i = 0; i <= lower.length; i++) {
      const ch = i < lower.length ? lower.charCodeAt(i) : 32;
      if (ch >= 128 || ASCII_WORD[ch] === 1 || (ch === APOSTROPHE && isHebrewGeresh(lower, i))) {
        if (start < 0) {
          start = i;
          ascii = true;
        }
        if (ch >= 128) ascii = false;
        continue;
      }
      if (start < 0) continue;
      if (ascii) this.indexAsciiWord(slot, lower, start, i, isName);
      else this.indexRun(slot, lower.slice(start, i), isName);
      if (previousEnd === start - 1 && lower.charCodeAt(previousEnd) === HYPHEN) {
        this.indexRun(slot, lower.slice(previousStart, previousEnd) + lower.slice(start, i), isName);
      }
      previousStart = start;
      previousEnd = i;
      start = -1;
    }
  }

  private indexAsciiWord(slot: number, text: string, start: number, end: number, isName: boolean): void {
    if (end - start > MAX_ASCII_WORD) return;
    let ordinal = this.asciiWords.find(text, start, end);
    if (ordinal < 0) {
      const word = text.slice(start, end);
      ordinal = this.tokens.ordinal(word);
      this.asciiWords.add(word, ordinal);
      if (this.tokens.size > this.nameMark.length) this.growMarks();
    }
    this.post(slot, ordinal, isName);
  }

  private indexRun(slot: number, run: string, isName: boolean): void {
    let tokens = this.wordTokens.get(run);
    if (tokens === undefined) {
      const ordinals = indexTokens(run).map((t) => this.tokens.ordinal(t));
      tokens = ordinals.length === 1 ? ordinals[0]! : ordinals;
      // Only word-sized runs repeat; a sentence of Chinese or Japanese (no spaces) is one long
      // run, unique to its product, and caching those would hold every description twice.
      if (run.length <= MAX_CACHED_RUN) {
        if (this.wordTokens.size > 2_000_000) this.wordTokens.clear();
        this.wordTokens.set(run, tokens);
      }
      if (this.tokens.size > this.nameMark.length) this.growMarks();
    }
    if (typeof tokens === "number") this.post(slot, tokens, isName);
    else for (const token of tokens) this.post(slot, token, isName);
  }

  /** Adds the slot to the token's name list, or to its description list unless the name has it. */
  private post(slot: number, token: number, isName: boolean): void {
    if (this.mode === MARK_LABELS) {
      this.labelMark[token] = slot;
      return;
    }
    if (isName && this.labelMark[token] !== slot) {
      if (this.nameMark[token] === slot) return;
      this.nameMark[token] = slot;
      slotsAt(this.nameSlots, token).push(slot);
    } else {
      if (this.nameMark[token] === slot || this.bodyMark[token] === slot) return;
      this.bodyMark[token] = slot;
      slotsAt(this.bodySlots, token).push(slot);
    }
  }

  growMarks(): void {
    // Never smaller than now: a catalogue of few words (a new site) has fewer tokens than the first marks.
    const size = Math.max(this.nameMark.length, this.tokens.size * 2);
    const name = new Int32Array(size).fill(-1);
    const body = new Int32Array(size).fill(-1);
    const label = new Int32Array(size).fill(-1);
    name.set(this.nameMark);
    body.set(this.bodyMark);
    label.set(this.labelMark);
    this.nameMark = name;
    this.bodyMark = body;
    this.labelMark = label;
  }
}

/** A list over `data`; its first push beyond them copies it into a buffer of its own. */
function listOver(data: Int32Array): GrowableInt32 {
  const list = new GrowableInt32(1);
  list.data = data;
  list.length = data.length;
  return list;
}

function slotsAt(lists: (GrowableInt32 | undefined)[], ordinal: number): GrowableInt32 {
  while (lists.length <= ordinal) lists.push(undefined);
  lists[ordinal] ??= new GrowableInt32(4);
  return lists[ordinal];
}
