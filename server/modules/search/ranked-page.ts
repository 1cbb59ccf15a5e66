import type { SearchIndex } from "./search-index.ts";

/**
 * One page of text results in rank order: text score (text-match.ts) first, then the product's
 * quality (a verified supplier, a complete listing), then newest. Only the page is sorted: a
 * histogram of scores, then of qualities within the last score the page reaches, finds the few
 * hundred candidates it can hold, whatever the number of matches.
 *
 * `slots` and `scores` are the match set; `matched[i]` says whether slot i is a result (it passed
 * the filters). Returns the page's slots.
 */
export function rankedPage(
  index: SearchIndex,
  slots: Int32Array,
  scores: Uint16Array,
  maxScore: number,
  matched: Uint8Array,
  offset: number,
  limit: number,
): number[] {
  const end = offset + limit;
  if (end === 0) return [];
  const n = slots.length;
  const byScore = new Uint32Array(maxScore + 1);
  for (let i = 0; i < n; i++) if (matched[i] === 1) byScore[scores[i]!]!++;
  // The lowest score the page reaches, and how many rank above it.
  let lastScore = maxScore;
  let above = 0;
  while (lastScore > 0 && above + byScore[lastScore]! < end) above += byScore[lastScore--]!;

  const byQuality = new Uint32Array(128);
  for (let i = 0; i < n; i++) {
    if (matched[i] === 1 && scores[i] === lastScore) byQuality[index.quality(slots[i]!)]!++;
  }
  let lastQuality = 127;
  let aboveQuality = above;
  while (lastQuality > 0 && aboveQuality + byQuality[lastQuality]! < end)
    aboveQuality += byQuality[lastQuality--]!;
  // Of the candidates tied on the last score and quality, the newest fill the page.
  let tiedRoom = end - aboveQuality;

  const picked: { slot: number; score: number; quality: number }[] = [];
  for (let i = n - 1; i >= 0; i--) {
    if (matched[i] !== 1) continue;
    const score = scores[i]!;
    if (score < lastScore) continue;
    const slot = slots[i]!;
    const quality = score === lastScore ? index.quality(slot) : 0;
    if (score === lastScore) {
      if (quality < lastQuality) continue;
      if (quality === lastQuality) {
        if (tiedRoom <= 0) continue;
        tiedRoom--;
      }
    }
    picked.push({ slot, score, quality: score === lastScore ? quality : index.quality(slot) });
  }
  picked.sort((a, b) => b.score - a.score || b.quality - a.quality || b.slot - a.slot);
  return picked.slice(offset, end).map((p) => p.slot);
}
