// Kept apart from cart.ts so the product page's buy box names its fields without loading Zod.

/** The add-to-cart form's radio group of one custom variation. */
export const variationField = (variationId: number) => `variation-${variationId}`;
