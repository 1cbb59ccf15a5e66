import { STAR_VALUES, type StarValue } from "../schemas/comment-limits.ts";
import type { CommentInfo } from "../schemas/comments.ts";

/**
 * The share of each star value among the approved comments, in whole percent
 * (each rounded on its own, so the five need not add up to exactly 100).
 * Highest star first, as rating breakdowns read.
 */
export function starDistribution(info: CommentInfo): { stars: StarValue; count: number; percent: number }[] {
  const total = STAR_VALUES.reduce((sum, s) => sum + info.counts[s], 0);
  return [...STAR_VALUES].reverse().map((stars) => ({
    stars,
    count: info.counts[stars],
    percent: total ? Math.round((info.counts[stars] / total) * 100) : 0,
  }));
}

/** Mean of the star counts to one decimal (4.333… → 4.3), 0 without any. */
export function averageOf(counts: CommentInfo["counts"]): number {
  let total = 0;
  let sum = 0;
  for (const s of STAR_VALUES) {
    total += counts[s];
    sum += s * counts[s];
  }
  return total ? Math.round((sum / total) * 10) / 10 : 0;
}
