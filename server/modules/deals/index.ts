export { countCompanyDeals, type DealValues, insertDeal } from "./deal.repo.ts";
export { countDealAttempt, createStorefrontDeal } from "./deal.service.ts";
export { createProductDeal } from "./product-deal.service.ts";
