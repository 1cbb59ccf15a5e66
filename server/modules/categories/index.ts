export {
  type CategoryTrailItem,
  categoryExists,
  findCategories,
  findCategoryByKey,
  findCategoryNames,
  getCategoryTrail,
  getCategoryTree,
} from "./categories.service.ts";
export { categoryOptions } from "./category-options.ts";
