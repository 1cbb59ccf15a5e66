import type { IndexedProduct } from "./search-index.ts";

/** The top bits of a slot's meta word (search-index.ts): the listing's completeness, a ranking signal. */
export const COMPLETENESS_SHIFT = 25;

/**
 * A listing's completeness, 0–63, kept in its slot's record when it is indexed: a price,
 * certificates, options to choose, a description. With its supplier's verification it makes the
 * listing's quality (`SearchIndex.quality`), the last ranking key among equally good text matches.
 */
export function completeness(p: IndexedProduct): number {
  let score = 0;
  if (p.priceMin !== null) score += 24;
  score += Math.min(2, p.certifications.length) * 8;
  if (p.variationOptions.length > 0) score += 8;
  if (p.descriptions.length > 0) score += 8;
  if (p.minOrderQuantity !== null) score += 7;
  return Math.min(63, score);
}
