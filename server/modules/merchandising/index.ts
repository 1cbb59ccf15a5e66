export {
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  moveBanner,
  setBannerActive,
  updateBanner,
} from "./banners.service.ts";
export { getHomePage } from "./home.service.ts";
export {
  clearCategoryRow,
  listCategorySlots,
  setCategoryRow,
  setCategoryTile,
} from "./home-categories.service.ts";
export { countActiveBanners } from "./merch.repo.ts";
export {
  addMerchProduct,
  addSponsor,
  listMerchProducts,
  listSponsors,
  moveMerchProduct,
  moveSponsor,
  removeMerchProduct,
  removeSponsor,
} from "./merch-lists.service.ts";
export { findProductCandidates, findSponsorCandidates } from "./merch-search.ts";
export { getSponsorProducts } from "./sponsor-products.ts";
