import type { ListingSelections, ListingState } from "~/lib/listing-params.ts";
import type { FilterGroup } from "~/schemas/search.ts";

/** Groups whose options come a page at a time and can be searched (spec §2.8, §4). */
export const DYNAMIC_GROUPS: ReadonlySet<FilterGroup> = new Set([
  "placeOfOrigins",
  "companies",
  "brands",
  "companyCertifications",
  "productCertifications",
]);

/** The query key a plain HTML form sends for each group (the listing URL parser reads these). */
export const GROUP_QUERY_KEY = {
  placeOfOrigins: "poo",
  companies: "co",
  brands: "br",
  companyCertifications: "cc",
  productCertifications: "pc",
  packagings: "pk",
  businessTypes: "bt",
} as const satisfies Record<FilterGroup, string>;

export const variationQueryKey = (groupCode: string) => `c_${groupCode}`;

/** A fixed group, or one variation (additional filter) group. */
export type GroupRef = FilterGroup | { variation: string };

export function selectedCodes(selections: ListingSelections, group: GroupRef): string[] {
  if (typeof group === "string") return selections[group];
  return Object.hasOwn(selections.variations, group.variation) ? selections.variations[group.variation]! : [];
}

const isSet = (n: number | undefined) => n !== undefined && Number.isFinite(n);

/** What the "Filters (n)" button counts: every ticked option and every number that is set. */
export function activeFilterCount(state: ListingState): number {
  const { variations, ...fixed } = state.selections;
  const options = [...Object.values(fixed), ...Object.values(variations)].reduce((n, c) => n + c.length, 0);
  return options + [state.minPrice, state.maxPrice, state.minOrderQuantity].filter(isSet).length;
}
