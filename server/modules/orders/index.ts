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
export { orderState } from "./order-state.ts";
export type { OrderChanges, OrderRow } from "./orders.repo.ts";
export { type OrderDeps, STEP_ERRORS, takeOrderStep } from "./order-steps.service.ts";
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
export {
  type PaymentDetailsView,
  readPaymentDetails,
  savePaymentDetails,
} from "./payment-details.service.ts";
