export {
  categoryMostViewedIds,
  MOST_VIEWED_REFRESH_MS,
  refreshCategoryMostViewed,
} from "./category-most-viewed.ts";
export { getProductRecommendations } from "./recommendations.ts";
export { type StorefrontVisit, ViewRecorder } from "./view-recorder.ts";
export { getMostViewedProducts, recordProductView, recordStorefrontVisit } from "./views.service.ts";
export { countCompanyViewsByDay, countCompanyVisitsByDay } from "./views.repo.ts";
