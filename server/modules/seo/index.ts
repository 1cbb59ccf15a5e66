export {
  type CategorySeo,
  type CategorySeoEntry,
  clearCategorySeo,
  getCategorySeo,
  getCategorySeoEntry,
  saveCategorySeo,
} from "./category-seo.service.ts";
export { listingAddress, productAddress, rfqCategoryAddress } from "./page-addresses.ts";
export { findPageSeo } from "./page-seo.ts";
export { getSeoLanding, seoCategoryPath, seoLandingPath } from "./seo-landing.ts";
export { countSeoRecords } from "./seo-records.repo.ts";
export {
  createSeoRecord,
  deleteSeoRecord,
  getSeoRecord,
  listSeoRecords,
  SEO_MAX_PAGE_SIZE,
  type SeoRecord,
  updateSeoRecord,
} from "./seo-records.service.ts";
export { sitemapFile, sitemapIndex } from "./sitemap.service.ts";
