export {
  type CategoryTrailItem,
  categoryExists,
  findCategories,
  findCategoryByKey,
  findCategoryCodes,
  findCategoryNames,
  getCategoryTrail,
  getCategoryTree,
} from "./categories.service.ts";
export { categoryOptions } from "./category-options.ts";
