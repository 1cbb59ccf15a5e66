/**
 * The comment rules' numbers, without Zod: the product page's own code reads them on every
 * visit, while the Zod schema (core/schemas/comments.ts) loads only once the form is shown.
 */
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/**
 * Comment text: the code requires more than 3 characters, the form template
 * minlength 10 and maxlength 600. Both readings apply, so 10–600 after trimming decides.
 */
export const COMMENT_TEXT = { moreThan: 3, min: 10, max: 600 } as const;
