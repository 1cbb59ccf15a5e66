/** Storefront §3 comment info: how many approved comments a product has and how they rate it. */
export interface CommentInfo {
  commentNumber: number;
  /** Mean of the approved comments' stars, 0 when there are none. */
  averageStar: number;
  /** Approved comments per star, 1 to 5. */
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
}
