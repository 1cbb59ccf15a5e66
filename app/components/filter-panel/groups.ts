import type { FilterGroup } from "#core/schemas/search.ts";
import { type ListingSelections, VARIATION_PARAM_PREFIX } from "#core/urls/listing-state.ts";

/**
 * The option groups in the panel's order, most used first. A buyer first narrows by where the
 * goods come from (place of origin; the categories sit above the panel), then by whether the
 * supplier can be trusted (its certificates, then the product's), then by the kind of supplier
 * (manufacturer or trader), and only then by brand, a particular supplier and packaging, which
 * matter once the list is short. Price and minimum order come before all of them (short fields
 * that every buyer sets), and the category's own variations (colour, size…) after.
 */
export const PANEL_GROUP_ORDER = [
  "placeOfOrigins",
  "companyCertifications",
  "productCertifications",
  "businessTypes",
  "brands",
  "companies",
  "packagings",
] as const satisfies readonly FilterGroup[];

/** Groups whose options come a page at a time and can be searched. */
export const DYNAMIC_GROUPS: ReadonlySet<FilterGroup> = new Set([
  "placeOfOrigins",
  "companies",
  "brands",
  "companyCertifications",
  "productCertifications",
]);

/** The query key a plain HTML form sends for a variation group (the listing URL parser reads these). */
export const variationQueryKey = (groupCode: string) => `${VARIATION_PARAM_PREFIX}${groupCode}`;

/** A fixed group, or one variation (additional filter) group. */
export type GroupRef = FilterGroup | { variation: string };

export function selectedCodes(selections: ListingSelections, group: GroupRef): string[] {
  if (typeof group === "string") return selections[group];
  return Object.hasOwn(selections.variations, group.variation) ? selections.variations[group.variation]! : [];
}
