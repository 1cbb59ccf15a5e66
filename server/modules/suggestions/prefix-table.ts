import { hasCjk } from "#server/modules/search/index.ts";

/** Suffixes are kept this long; a longer query is looked up by its start and then checked whole. */
const INDEXED_LENGTH = 32;

/**
 * Finds, among keys (folded words joined by single spaces), those holding a query at the start of
 * one of their words, or anywhere in a run of Chinese, Japanese or Korean (which has no spaces).
 * Every such place is a suffix of a key; equal suffixes ("co ltd", "ltd" of thousands of company
 * names) are kept once with the items that have them, in item order, and the distinct ones sorted,
 * so a lookup is a binary search and a short walk: no scan of the whole list as the buyer types.
 */
export class PrefixTable {
  /** Distinct suffixes, sorted by code unit. */
  private readonly suffixes: string[];
  /** Where each suffix's places begin in `owner` and `offset` (one more entry: the end). */
  private readonly firstPlace: Int32Array;
  /** Per place: the item, and where in its key the suffix begins. */
  private readonly owner: Int32Array;
  private readonly offset: Int32Array;
  private readonly keys: readonly string[];

  /** `keys[i]` is item i's key; items come in the order they are preferred in. */
  constructor(keys: readonly string[]) {
    this.keys = keys;
    const places = new Map<string, number[]>();
    keys.forEach((key, item) => {
      for (const at of searchableStarts(key)) {
        const suffix = key.slice(at, at + INDEXED_LENGTH);
        const list = places.get(suffix);
        if (list) list.push(item, at);
        else places.set(suffix, [item, at]);
      }
    });
    // Code-unit order (the default sort), the order the binary search compares in.
    this.suffixes = [...places.keys()].sort();
    this.firstPlace = new Int32Array(this.suffixes.length + 1);
    let count = 0;
    for (const list of places.values()) count += list.length / 2;
    this.owner = new Int32Array(count);
    this.offset = new Int32Array(count);
    let next = 0;
    this.suffixes.forEach((suffix, i) => {
      this.firstPlace[i] = next;
      const list = places.get(suffix)!;
      for (let j = 0; j < list.length; j += 2) {
        this.owner[next] = list[j]!;
        this.offset[next++] = list[j + 1]!;
      }
    });
    this.firstPlace[this.suffixes.length] = next;
  }

  /**
   * The items holding `query`, each once: those whose key starts with it first, then the others,
   * each part in item order; at most `limit`, and only those `accept` keeps.
   */
  find(query: string, limit: number, accept: (item: number) => boolean = () => true): number[] {
    if (!query || limit <= 0) return [];
    const probe = query.slice(0, INDEXED_LENGTH);
    const checkWhole = query.length > probe.length;
    // Only the best few of each part are kept as the walk goes. An item may be in both parts:
    // the second keeps enough to fill up after those are taken out.
    const atStart: number[] = [];
    const inside: number[] = [];
    const insideSize = 2 * limit;
    // Keys hold letters, digits and spaces only, so every suffix starting with the probe sorts
    // below the probe followed by the highest code unit.
    const last = this.lowerBound(`${probe}\uffff`);
    for (let s = this.lowerBound(probe); s < last; s++) {
      // A suffix's items come in item order: once it has offered as many of a part as that part
      // keeps, its later items cannot be better than those.
      let startOffered = 0;
      let insideOffered = 0;
      for (let k = this.firstPlace[s]!; k < this.firstPlace[s + 1]!; k++) {
        const item = this.owner[k]!;
        const at = this.offset[k]!;
        if (checkWhole && !this.keys[item]!.startsWith(query, at)) continue;
        if (at === 0) {
          if (startOffered < limit && offer(atStart, item, limit, accept)) startOffered++;
        } else if (insideOffered < insideSize && offer(inside, item, insideSize, accept)) insideOffered++;
        if (startOffered === limit && insideOffered === insideSize) break;
      }
    }
    for (const item of inside) {
      if (atStart.length === limit) break;
      if (!atStart.includes(item)) atStart.push(item);
    }
    return atStart;
  }

  private lowerBound(probe: string): number {
    let lo = 0;
    let hi = this.suffixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.suffixes[mid]! < probe) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * Offers `item` to the ascending list `best` of at most `size` items; says whether it was a new
 * item `accept` keeps (whether or not it was good enough to stay).
 */
function offer(best: number[], item: number, size: number, accept: (item: number) => boolean): boolean {
  if (best.includes(item) || !accept(item)) return false;
  if (best.length === size && item > best[size - 1]!) return true;
  let i = best.length;
  while (i > 0 && best[i - 1]! > item) i--;
  best.splice(i, 0, item);
  if (best.length > size) best.pop();
  return true;
}

/** Where a match may begin: each word's start, and every character of a CJK run. */
function searchableStarts(key: string): number[] {
  const starts: number[] = [];
  // Most keys have no CJK at all: one test of the key spares one per character.
  const cjk = hasCjk(key);
  let at = 0;
  let previous = " ";
  for (const char of key) {
    if (char !== " " && (previous === " " || (cjk && hasCjk(char)))) starts.push(at);
    previous = char;
    at += char.length;
  }
  return starts;
}
