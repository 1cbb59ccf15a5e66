export {
  addBuyerAddress,
  getBuyerAddress,
  listBuyerAddresses,
  removeBuyerAddress,
  updateBuyerAddress,
} from "./buyer-addresses.service.ts";
export { getCheckout, placeOrders } from "./checkout.service.ts";
export { type OrderViewer, requireOrder } from "./order-access.ts";
export { commitOrderChange, NO_BANK_DETAILS, ORDER_CONFLICT, type OrderChange } from "./order-commit.ts";
export {
  createOrder,
  type NewOrderInput,
  type NewOrderLineInput,
  newPaymentReference,
} from "./order-create.ts";
export { ORDER_FILE_ERRORS, ORDER_FILE_MAX_BYTES, type OrderUpload } from "./order-documents.ts";
export { countOrdersWaitingForCompany } from "./order-counts.repo.ts";
export { FORCE_ERRORS, forceOrderStatus } from "./order-force.service.ts";
export { loadOrderRecord, type OrderRecord, type OrderTotals, orderTotals } from "./order-record.service.ts";
export {
  OPERATOR_ORDERS_PAGE_SIZE,
  openOperatorOrderDocument,
  operatorOrder,
  searchOperatorOrders,
} from "./order-search.service.ts";
export { amountText, listPartyOrders, orderForParty, PARTY_ORDERS_PAGE_SIZE } from "./order-api.service.ts";
export { printableOrder } from "./order-print.service.ts";
export { orderState } from "./order-state.ts";
export type { OrderChanges, OrderRow } from "./orders.repo.ts";
export { STEP_ERRORS } from "./order-step-plans.ts";
export { type OrderDeps, takeOrderStep } from "./order-steps.service.ts";
export {
  amountDue,
  getOrderDetail,
  listOrders,
  ORDER_LIST_MAX,
  openOrderDocument,
} from "./order-view.service.ts";
export {
  DEADLINE_QUEUE,
  enforceOrderDeadlines,
  orderDeadlineHandlers,
  REMINDER_QUEUE,
  remindOfComingDeadlines,
  scheduleOrderDeadlines,
} from "./order-deadlines.ts";
export { ORDER_MAIL_ROLES, type OrderSite, orderLink } from "./order-mail.ts";
export {
  draftOrderFromDeal,
  fillFromProducts,
  loadOrderDraft,
  NO_BUYER_ACCOUNT,
  type OrderDraftContext,
} from "./order-draft.service.ts";
export { hasPaymentDetails } from "./payment-details.repo.ts";
export {
  type PaymentDetailsView,
  readPaymentDetails,
  savePaymentDetails,
} from "./payment-details.service.ts";
