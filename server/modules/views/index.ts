export {
  categoryMostViewedIds,
  MOST_VIEWED_REFRESH_MS,
  refreshCategoryMostViewed,
} from "./category-most-viewed.ts";
export { getProductRecommendations } from "./recommendations.ts";
export { ViewRecorder } from "./view-recorder.ts";
export { getMostViewedProducts, recordProductView } from "./views.service.ts";
export { countCompanyViewsByDay } from "./views.repo.ts";
