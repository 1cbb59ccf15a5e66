import { TIER_EXACT, type TermGroup } from "./query-expansion.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * Slots holding a variant of every query word (ascending), with each one's text score, summed
 * over the words: 32 when the word names the product (in its name, or in the name of its leaf
 * category), plus the word's match tier (exact 3, stem 2, completion 1, correction 0), plus 4 when
 * the leaf category's name holds it. So products named by the words rank above those whose
 * description holds them, exact above stemmed above corrected; and a product of the kind searched
 * for ("sofas": the Sofas leaf) above one whose name merely shares a word in another language.
 */
export interface TextMatchSet {
  slots: Int32Array;
  scores: Uint16Array;
  maxScore: number;
  /** How many of the query's words every match holds (fewer when the last words were dropped). */
  keptTerms: number;
}

const EMPTY = new Int32Array(0);
const EMPTY_FLAGS = new Uint8Array(0);
/** A posting's flags: in the name (bit 4), in the leaf category's name (bit 5), the tier (bits 0–3). */
const IN_NAME = 16;
const IN_CATEGORY = 32;
const TIER_BITS = 15;
/** The most one word adds to a score. */
const WORD_MAX = 32 + TIER_EXACT + 4;
/** Query words beyond this are ignored: the score keeps name count and tiers apart. */
export const MAX_TERMS = 10;

/** A sorted list of slots with a flags byte per slot. */
interface FlaggedList {
  slots: Int32Array;
  flags: Uint8Array;
}

/** First position in sorted `list` at or after `from` whose value is >= target (galloping). */
export function seek(list: Int32Array, from: number, target: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && list[high]! < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The part of a sorted list at or after `from`. */
const tail = (list: Int32Array, from: number) => (from === 0 ? list : list.subarray(seek(list, 0, from)));

function postingLists(index: SearchIndex, group: TermGroup, from: number): FlaggedList[] {
  const lists: FlaggedList[] = [];
  for (const { ordinal, tier } of group) {
    const name = tail(index.text.nameSlots[ordinal]?.view() ?? EMPTY, from);
    const body = tail(index.text.bodySlots[ordinal]?.view() ?? EMPTY, from);
    if (name.length) lists.push({ slots: name, flags: new Uint8Array(1).fill(IN_NAME | tier) });
    if (body.length) lists.push({ slots: body, flags: new Uint8Array(1).fill(tier) });
    // The products of a leaf category whose name holds the word match it, like a description does.
    for (const category of index.categoryWords.get(ordinal) ?? []) {
      const slots = tail(index.categorySlots[category]?.view() ?? EMPTY, from);
      if (slots.length) lists.push({ slots, flags: new Uint8Array(1).fill(IN_CATEGORY | tier) });
    }
  }
  return lists;
}

/** Merges two sorted lists; a slot in both keeps the better flags (in the name, then the tier). */
function merge(a: FlaggedList, b: FlaggedList): FlaggedList {
  const slots = new Int32Array(a.slots.length + b.slots.length);
  const flags = new Uint8Array(slots.length);
  const flagA = (i: number) => (a.flags.length === 1 ? a.flags[0]! : a.flags[i]!);
  const flagB = (i: number) => (b.flags.length === 1 ? b.flags[0]! : b.flags[i]!);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.slots.length || j < b.slots.length) {
    const x = i < a.slots.length ? a.slots[i]! : 0x7fffffff;
    const y = j < b.slots.length ? b.slots[j]! : 0x7fffffff;
    if (x < y) {
      slots[n] = x;
      flags[n++] = flagA(i++);
    } else if (y < x) {
      slots[n] = y;
      flags[n++] = flagB(j++);
    } else {
      slots[n] = x;
      flags[n++] = combine(flagA(i++), flagB(j++));
    }
  }
  return { slots: slots.subarray(0, n), flags: flags.subarray(0, n) };
}

/** Every slot holding a variant of the word, ascending, with its best flags. */
function union(lists: FlaggedList[]): FlaggedList {
  if (!lists.length) return { slots: EMPTY, flags: EMPTY_FLAGS };
  // Smallest first, pairwise: the large lists are copied few times.
  const queue = [...lists].sort((x, y) => x.slots.length - y.slots.length);
  while (queue.length > 1) {
    const merged = merge(queue.shift()!, queue.shift()!);
    const at = queue.findIndex((l) => l.slots.length >= merged.slots.length);
    queue.splice(at < 0 ? queue.length : at, 0, merged);
  }
  const only = queue[0]!;
  if (only.flags.length === only.slots.length) return only;
  return { slots: only.slots, flags: new Uint8Array(only.slots.length).fill(only.flags[0]!) };
}

const size = (lists: FlaggedList[]) => lists.reduce((sum, l) => sum + l.slots.length, 0);

/**
 * Every query word must be matched by one of its variants, in the name or the description (in
 * any language). Words are intersected rarest first, so a rare word keeps the work small even
 * when a common word is in the query; a word of one variant is probed in its own posting lists,
 * a word of several is merged into one list first. With `from`, only slots from that one on are
 * matched (those added since an earlier match: text-matcher.ts extends it).
 */
export function matchText(index: SearchIndex, groups: TermGroup[], from = 0): TextMatchSet {
  const words = groups
    .slice(0, MAX_TERMS)
    .map((group) => postingLists(index, group, from))
    .sort((a, b) => size(a) - size(b));
  if (!words.length || words.some((lists) => lists.length === 0)) {
    return { slots: EMPTY, scores: new Uint16Array(0), maxScore: 0, keptTerms: words.length };
  }
  const first = union(words[0]!);
  let slots = Int32Array.from(first.slots);
  let scores = Uint16Array.from(first.flags, scoreOf);
  for (const lists of words.slice(1)) {
    const probes = lists.length <= 2 ? lists : [union(lists)];
    const cursors = new Int32Array(probes.length);
    let kept = 0;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      let best = -1;
      for (let p = 0; p < probes.length; p++) {
        const probe = probes[p]!;
        const at = seek(probe.slots, cursors[p]!, slot);
        cursors[p] = at;
        if (at < probe.slots.length && probe.slots[at] === slot) {
          const flag = probe.flags.length === 1 ? probe.flags[0]! : probe.flags[at]!;
          best = best < 0 ? flag : combine(best, flag);
        }
      }
      if (best < 0) continue;
      slots[kept] = slot;
      scores[kept++] = scores[i]! + scoreOf(best);
    }
    slots = slots.subarray(0, kept);
    scores = scores.subarray(0, kept);
  }
  return { slots, scores, maxScore: words.length * WORD_MAX, keptTerms: words.length };
}

/** Both places a word was found, with the better tier. */
function combine(a: number, b: number): number {
  return ((a | b) & (IN_NAME | IN_CATEGORY)) | Math.max(a & TIER_BITS, b & TIER_BITS);
}

function scoreOf(flag: number): number {
  return (flag & (IN_NAME | IN_CATEGORY) ? 32 : 0) + (flag & TIER_BITS) + (flag & IN_CATEGORY ? 4 : 0);
}

/** Each word matched by itself only (no stems, completions or corrections). */
export function exactGroups(index: SearchIndex, terms: string[]): TermGroup[] {
  return terms.map((term) => {
    const ordinal = index.text.tokens.find(term);
    return ordinal === undefined ? [] : [{ ordinal, tier: TIER_EXACT }];
  });
}
