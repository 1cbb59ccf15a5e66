import type { FilterGroup } from "#core/schemas/search.ts";
import { type ListingSelections, VARIATION_PARAM_PREFIX } from "#core/urls/listing-state.ts";

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
