import type { OrderState } from "#core/rules/order-flow.ts";
import type { OrderRow } from "./orders.repo.ts";

/** What the flow's rules need of an order row (order-flow.ts); `paymentApproved` comes from its payments. */
export function orderState(order: OrderRow, paymentApproved: boolean): OrderState {
  return {
    status: order.status,
    milestone: order.milestone,
    paymentApproved,
    shipmentCostE4: order.shipment_cost_e4,
    shippingIncluded: Boolean(order.is_shipping_included),
    incoterm: order.incoterm,
    isShipmentExtended: Boolean(order.is_shipment_extended),
    isReceiptExtendedByBuyer: Boolean(order.is_receipt_extended_by_buyer),
    isReceiptExtendedBySupplier: Boolean(order.is_receipt_extended_by_supplier),
    refundRequested: order.refund_requested_at !== null,
    deadlineAt: order.deadline_at === null ? null : Date.parse(order.deadline_at),
  };
}
