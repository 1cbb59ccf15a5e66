export { type BuyerInquiry, listBuyerInquiries } from "./buyer-inquiry.service.ts";
export { countCompanyDeals, type DealValues, insertDeal } from "./deal.repo.ts";
export { countDealAttempt, createStorefrontDeal } from "./deal.service.ts";
export { dealCardTitles } from "./deal-cards.ts";
export { changeInquiry, getInquiry, listInquiries, runInquiryBulk } from "./inquiry.service.ts";
export { moveDealStage, recordSellerReply } from "./inquiry-change.repo.ts";
export { createProductDeal } from "./product-deal.service.ts";
export {
  getPublicResponseFigures,
  getPublicResponseFiguresOf,
  getResponseFigures,
  PUBLIC_FIGURES_MIN_INQUIRIES,
  RESPONSE_WINDOW_DAYS,
  withResponseRates,
} from "./response-figures.ts";
export { type DealForOrder, findDealForOrder } from "./deal-for-order.ts";
