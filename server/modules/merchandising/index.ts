export {
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  moveBanner,
  setBannerActive,
  updateBanner,
} from "./banners.service.ts";
export { findProductCandidates, findSponsorCandidates } from "./candidate-search.ts";
export { getHomePage } from "./home.service.ts";
export {
  clearCategoryRow,
  listCategorySlots,
  setCategoryRow,
  setCategoryTile,
} from "./home-categories.service.ts";
export {
  addMerchandisingProduct,
  addSponsor,
  listMerchandisingProducts,
  listSponsors,
  moveMerchandisingProduct,
  moveSponsor,
  removeMerchandisingProduct,
  removeSponsor,
} from "./lists.service.ts";
export { countActiveBanners } from "./merchandising.repo.ts";
export { cachedUntilMerchandisingChange } from "./revision.ts";
export { getSponsorProducts } from "./sponsor-products.ts";
