/**
 * "Additional filters" of the product listing: for every second-level (6-digit) category, the
 * variation groups buyers filter by (material, fit, power source, grade…) and their options.
 */

import type { VariationGroupSeed } from "./variation-groups/group-builder.ts";
import { APPAREL_GROUPS } from "./variation-groups/r002.ts";
import { CONSTRUCTION_GROUPS } from "./variation-groups/r007.ts";
import { ELECTRONICS_GROUPS } from "./variation-groups/r008.ts";
import { FOOD_AND_BEVERAGE_GROUPS } from "./variation-groups/r015.ts";
import { FURNITURE_GROUPS } from "./variation-groups/r016.ts";
import { HOME_GROUPS } from "./variation-groups/r020.ts";
import { MACHINERY_GROUPS } from "./variation-groups/r024.ts";
import { SPORTS_GROUPS } from "./variation-groups/r034.ts";

export type { VariationGroupSeed } from "./variation-groups/group-builder.ts";

/** Every root's groups, root by root in their fixed order. */
export const VARIATION_GROUPS: VariationGroupSeed[] = [
  ...HOME_GROUPS,
  ...APPAREL_GROUPS,
  ...FURNITURE_GROUPS,
  ...FOOD_AND_BEVERAGE_GROUPS,
  ...MACHINERY_GROUPS,
  ...ELECTRONICS_GROUPS,
  ...SPORTS_GROUPS,
  ...CONSTRUCTION_GROUPS,
];
