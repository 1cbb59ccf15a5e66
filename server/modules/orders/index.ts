export { type OrderViewer, requireOrder } from "./order-access.ts";
export { commitOrderChange, NO_BANK_DETAILS, ORDER_CONFLICT, type OrderChange } from "./order-commit.ts";
export {
  createOrder,
  type NewOrderInput,
  type NewOrderLineInput,
  newPaymentReference,
} from "./order-create.ts";
export { ORDER_FILE_ERRORS, ORDER_FILE_MAX_BYTES, type OrderUpload } from "./order-documents.ts";
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
export { type OrderDeps, STEP_ERRORS, takeOrderStep } from "./order-steps.service.ts";
