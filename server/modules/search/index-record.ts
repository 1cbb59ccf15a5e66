/**
 * A slot's record: company, brand, packaging and origin ordinals, the starts of its category,
 * certification and variation lists in their pools, and a meta word packing the three list
 * lengths (8 bits each), the alive flag and the listing's completeness (listing-quality.ts).
 */
export const RECORD_SIZE = 8;
export const R_COMPANY = 0;
export const R_BRAND = 1;
export const R_PACKAGING = 2;
export const R_ORIGIN = 3;
export const R_CATEGORIES = 4;
export const R_CERTS = 5;
export const R_VARIATIONS = 6;
export const R_META = 7;
export const ALIVE = 1 << 24;
