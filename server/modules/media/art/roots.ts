/** The demo catalogue's root categories: their codes, slugs and menu icons. */

/** Root category code → the slug of its icon. */
export const ROOT_SLUGS: Record<string, string> = {
  "020": "home",
  "002": "apparel",
  "016": "furniture",
  "015": "foodandbeverage",
  "024": "machinery",
  "008": "electronic",
  "034": "sports",
  "007": "construction",
};

/** The root category codes, in their fixed order. */
export const DEMO_ROOTS: readonly string[] = Object.keys(ROOT_SLUGS);

/** Root category code → lucide icon name used in menus. */
export const ROOT_ICON_NAMES: Record<string, string> = {
  "020": "house",
  "002": "shirt",
  "016": "sofa",
  "015": "coffee",
  "024": "factory",
  "008": "smartphone",
  "034": "dumbbell",
  "007": "hard-hat",
};
