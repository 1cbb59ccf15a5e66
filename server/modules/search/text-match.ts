import type { SearchIndex } from "./search-index.ts";

/** Slots holding every query term (ascending), with how many of the terms are in the name. */
export interface TextMatchSet {
  slots: Int32Array;
  scores: Uint8Array;
  maxScore: number;
}

const EMPTY = new Int32Array(0);

function postings(index: SearchIndex, term: string) {
  const ordinal = index.text.tokens.find(term);
  if (ordinal === undefined) return { name: EMPTY, body: EMPTY };
  return {
    name: index.text.nameSlots[ordinal]?.view() ?? EMPTY,
    body: index.text.bodySlots[ordinal]?.view() ?? EMPTY,
  };
}

/** First position in sorted `list` at or after `from` whose value is >= target (galloping). */
function seek(list: Int32Array, from: number, target: number): number {
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

/**
 * Every term must be in the name or the description (in any language). Terms are intersected
 * rarest first, so a rare word keeps the work small even when a common word is in the query.
 */
export function matchText(index: SearchIndex, terms: string[]): TextMatchSet {
  const lists = terms
    .map((term) => postings(index, term))
    .sort((a, b) => a.name.length + a.body.length - (b.name.length + b.body.length));
  const first = lists[0];
  if (!first) return { slots: EMPTY, scores: new Uint8Array(0), maxScore: 0 };

  // The rarest term: merge its two sorted, disjoint lists.
  let slots = new Int32Array(first.name.length + first.body.length);
  let scores = new Uint8Array(slots.length);
  for (let i = 0, a = 0, b = 0; i < slots.length; i++) {
    if (b >= first.body.length || (a < first.name.length && first.name[a]! < first.body[b]!)) {
      slots[i] = first.name[a++]!;
      scores[i] = 1;
    } else slots[i] = first.body[b++]!;
  }

  for (const list of lists.slice(1)) {
    let kept = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      a = seek(list.name, a, slot);
      if (a < list.name.length && list.name[a] === slot) {
        slots[kept] = slot;
        scores[kept++] = scores[i]! + 1;
        continue;
      }
      b = seek(list.body, b, slot);
      if (b < list.body.length && list.body[b] === slot) {
        slots[kept] = slot;
        scores[kept++] = scores[i]!;
      }
    }
    slots = slots.subarray(0, kept);
    scores = scores.subarray(0, kept);
  }
  return { slots, scores, maxScore: lists.length };
}
