import { z } from "zod";
import { COMMENT_TEXT } from "./comment-limits.ts";

/** Comment info: how many approved comments a product has and how they rate it. */
export interface CommentInfo {
  commentNumber: number;
  /** Mean of the approved comments' stars to one decimal, 0 when there are none. */
  averageStar: number;
  /** Approved comments per star, 1 to 5. */
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
}

export { COMMENT_TEXT, STAR_VALUES, type StarValue } from "./comment-limits.ts";

/** The comment's text: required, trimmed, both length rules (see comment-limits.ts). */
export const CommentTextSchema = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .min(COMMENT_TEXT.moreThan + 1, "comments.textTooShort")
  .min(COMMENT_TEXT.min, "comments.textTooShort")
  .max(COMMENT_TEXT.max, "comments.textTooLong");

/** A whole number of stars from 1 (Very Bad) to 5 (Very Good). */
export const CommentStarsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "errors.required" : "comments.starsInvalid") })
  .int("comments.starsInvalid")
  .min(1, "comments.starsInvalid")
  .max(5, "comments.starsInvalid");

/** The service's and the API's shape: stars as a number. */
export const CommentContentSchema = z.object({ stars: CommentStarsSchema, text: CommentTextSchema });
export type CommentContent = z.infer<typeof CommentContentSchema>;

// A form posts text: no choice arrives as nothing (or ""), a choice as "1"…"5".
const formStars = (value: unknown) =>
  value === undefined || value === null || value === ""
    ? undefined
    : typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : Number.NaN;

/** The comment form of the product page (browser and action): the same rules, from form fields. */
export const CommentFormSchema = z.object({
  stars: z.preprocess(formStars, CommentStarsSchema),
  text: CommentTextSchema,
});

/** One comment as the list shows it. */
export interface ProductComment {
  _id: number;
  productID: number;
  userID: number;
  /** First name and the initial of the last name, e.g. "Bora Y." */
  name: string;
  createdOn: string;
  stars: number;
  text: string;
  /** False only for the reader's own comments that still wait for a moderator. */
  approved: boolean;
}

/** List response: null when there are none; the average of approved comments. */
export interface CommentList {
  comments: ProductComment[] | null;
  averageStars: number;
}

/** A comment as moderators list it: with its product and its author. */
export interface ModerationComment extends ProductComment {
  productName: string | null;
  author: { name: string; email: string };
  approvedBy: number | null;
}
