export { openRfqAttachment, type RfqFileContent, type RfqUpload } from "./rfq-attachments.ts";
export {
  type BuyerRfqItem,
  type BuyerRfqView,
  closeRfq,
  extendRfq,
  getBuyerRfq,
  listBuyerRfqs,
} from "./rfq-buyer.service.ts";
export {
  closeExpiredRfqs,
  nextCloseRun,
  nextDigestRun,
  RFQ_CLOSE_QUEUE,
  RFQ_DIGEST_QUEUE,
  type RfqCloseRun,
  type RfqDigestRun,
  rfqJobHandlers,
  scheduleRfqJobs,
  sendRfqDigests,
  tellBuyersOfClosedRfqs,
} from "./rfq-jobs.ts";
export { buyerRfqLink, RFQ_DIGEST_ROLES, supplierRfqLink } from "./rfq-mail.ts";
export { awardRfq, findQuotableRfq, isPostedByMember, takeRfqPlace } from "./rfq-places.repo.ts";
export {
  getRfqFormDefaults,
  parseRfqPost,
  postRfq,
  type RfqDeps,
  type RfqFormDefaults,
} from "./rfq-post.service.ts";
export {
  getPublicRfq,
  listPublicRfqs,
  openRfqCategoriesForSitemap,
  type PublicRfqItem,
} from "./rfq-public.service.ts";
export {
  getSupplierRfq,
  listSupplierRfqs,
  type RfqBuyerIdentity,
  type SupplierRfqItem,
  type SupplierRfqView,
} from "./rfq-supplier.service.ts";
export { RFQ_TRANSLATE_QUEUE, translateRfq } from "./rfq-translation.ts";
export type {
  RfqAttachmentView,
  RfqPage,
  RfqStanding,
  RfqTargetPrice,
  RfqTerms,
  RfqText,
} from "./rfq-view.ts";
