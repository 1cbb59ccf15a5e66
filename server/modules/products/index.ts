export { getCatalogueStats, getProductCards, keepVisibleCards } from "./product-cards.ts";
export { getProductDetail } from "./product-detail.ts";
export {
  countCompanyProductNames,
  countCompanyProductsByState,
  countPublishedProducts,
  findDealProduct,
  findProductCompanies,
  findProductNamePage,
  findProductNames,
  findProductState,
} from "./products.repo.ts";
export { createProduct, removeProduct, updateProduct } from "./products.service.ts";
