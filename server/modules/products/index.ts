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
export { decideChangeRequest, setTrustedSupplier, withdrawChangeRequest } from "./change-request.service.ts";
export {
  type EditableProduct,
  loadEditableProduct,
  parseProductInput,
  saveProduct,
} from "./product-editor.service.ts";
export { readProductInput } from "./product-input.read.ts";
export { PRODUCT_TRANSITIONS, type ProductTransition, isReviewedStatus } from "./product-status.ts";
export {
  changeOwnProductStatus,
  changeProductStatus,
  deleteProducts,
  PRODUCT_REASON_MAX,
} from "./product-status.service.ts";
export { findProductIdsBySku } from "./product-checks.repo.ts";
export { findOwnProduct } from "./product-write.repo.ts";
export { type WriteContext, type WriteOutcome, writeProductIn } from "./product-writer.ts";
export {
  PRODUCT_TRANSLATE_QUEUE,
  productTextHandlers,
  queueProductTranslations,
  translateProductTexts,
} from "./product-translation.ts";
export { expireLapsedProductCertificates } from "./product-certificates.ts";
export {
  isTrustedSupplier,
  listWorkspaceProducts,
  runProductBulkAction,
  type WorkspaceProductRow,
} from "./product-list.service.ts";
export { diffProductFields, type FieldChange } from "./product-diff.ts";
export {
  countReviewQueue,
  decideReviewItems,
  listReviewQueue,
  REVIEW_QUEUE_PAGE,
  type ReviewQueueItem,
} from "./review-queue.service.ts";
export {
  PRODUCT_PICTURE_RULES,
  storeProductCertificateFile,
  storeProductPictures,
} from "./product-uploads.ts";
export { findVariationChoices, type VariationChoiceGroup } from "./variation-choices.repo.ts";
export { type BatchRowResult, createProductsIn } from "./product-batch-writer.ts";
export { findCompanyPriceList, PRICE_LIST_MAX, type PriceListProduct } from "./price-list.repo.ts";
