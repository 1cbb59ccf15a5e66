/**
 * The categories a supplier company sells in. A category's code is its parent's code followed by
 * three characters of its own, so a code is an ancestor of another exactly when it is a prefix of
 * it at a level boundary. A company is shown the buyers' requests for quotation whose category is
 * one of its own or lies under one, so choosing a category means choosing all of its descendants.
 */

/** Characters of a category code per level of the tree. */
export const CATEGORY_CODE_WIDTH = 3;
/** The deepest level a company may choose (the tree's levels 1 to 3). */
export const COMPANY_CATEGORY_LEVEL_MAX = 3;
/**
 * How many categories a company may choose (after a parent has absorbed its children): enough for
 * a trading house, few enough that a supplier does not receive every request on the site.
 */
export const COMPANY_CATEGORIES_MAX = 20;
/** The level whose categories the suggestion from a company's products adds. */
export const SUGGESTED_LEVEL = 2;

/** The form field that carries the chosen codes (one value per checked box). */
export const CATEGORY_FIELD = "categories";

/** A category's level from its code (1 for the roots). */
export const categoryLevel = (code: string) => code.length / CATEGORY_CODE_WIDTH;

/** Whether `ancestor` is `code` itself or one of its ancestors. */
export function covers(ancestor: string, code: string): boolean {
  return code.length >= ancestor.length && code.startsWith(ancestor);
}

/** Whether the text has the shape of a category code of a level a company may choose. */
export function isChoosableCode(code: string): boolean {
  return (
    /^[0-9A-Za-z]+$/.test(code) &&
    code.length % CATEGORY_CODE_WIDTH === 0 &&
    categoryLevel(code) <= COMPANY_CATEGORY_LEVEL_MAX
  );
}

/**
 * The chosen codes as they are stored: each once, none under another chosen one (choosing a
 * parent already brings all its children), in code order.
 */
export function normaliseCategoryCodes(codes: Iterable<string>): string[] {
  const unique = [...new Set(codes)].sort();
  // Sorted, an ancestor comes before its descendants; a code is kept unless a kept one covers it.
  const kept: string[] = [];
  for (const code of unique) if (!kept.some((k) => covers(k, code))) kept.push(code);
  return kept;
}

/**
 * The categories of `SUGGESTED_LEVEL` that the given product categories lie in (a product filed
 * directly under a root suggests the root).
 */
export function suggestedCodes(productCategories: Iterable<string>): string[] {
  const width = SUGGESTED_LEVEL * CATEGORY_CODE_WIDTH;
  return normaliseCategoryCodes([...productCategories].filter(Boolean).map((code) => code.slice(0, width)));
}
