import { currencyDigits, moneyText } from "#core/rules/money.ts";
import { availableSteps, type OrderSide, turnOf } from "#core/rules/order-flow.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { type OrderViewer, requireOrder } from "./order-access.ts";
import { loadOrderRecord, orderTotals } from "./order-record.service.ts";
import * as searchRepo from "./order-search.repo.ts";
import { orderState } from "./order-state.ts";
import type { OrderDeps } from "./order-steps.service.ts";

export const PARTY_ORDERS_PAGE_SIZE = 50;

/**
 * An exact amount as decimal text for the API: the currency's minor unit ("149.30", "1500" for
 * JPY), or all four decimals when the amount has more (a unit price of 0.0125). Never a float.
 */
export function amountText(e4: number, currency: string): string {
  const digits = currencyDigits(currency);
  return moneyText(e4, e4 % 10 ** (4 - digits) === 0 ? digits : 4);
}
const amountOrNull = (e4: number | null, currency: string) => (e4 === null ? null : amountText(e4, currency));

/**
 * One order as its buyer or a supplier member reads it through the API: status, whose turn it
 * is and until when, the steps the reader's side may take now, lines, totals, payments and the
 * timeline, every amount as decimal text with the order's currency. Not found for anyone else.
 */
export async function orderForParty(deps: OrderDeps, actor: Actor, viewer: OrderViewer, orderId: number) {
  const { order, side } = await requireOrder(deps.db, actor, viewer, orderId);
  const r = await loadOrderRecord(deps.db, order);
  const c = order.currency;
  const state = orderState(order, r.paymentApproved);
  return {
    id: order.id,
    number: r.number,
    status: order.status,
    turn: r.turn,
    deadlineAt: order.deadline_at,
    steps: availableSteps(side, state, deps.clock.now()),
    currency: c,
    supplier: { id: order.supplier_company_id, name: r.supplier?.name ?? "" },
    buyer: r.buyer ? { name: r.buyer.name } : null,
    incoterm: order.incoterm,
    namedPlace: order.named_place,
    shipTo: r.shipTo,
    leadTimeDays: order.lead_time_days,
    shippingMethod: order.shipping_method,
    paymentReference: order.payment_reference,
    bankDetails: order.bank_details,
    lines: r.lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      productName: l.product_name,
      variations: l.variations,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: amountText(l.unit_price_e4, c),
      lineTotal: amountText(l.line_total_e4, c),
    })),
    totals: {
      goods: amountText(r.totals.goodsE4, c),
      shipping: amountOrNull(r.totals.shipmentE4, c),
      shippingIncluded: Boolean(order.is_shipping_included),
      total: amountText(r.totals.totalE4, c),
      depositPercent: order.deposit_percent,
      deposit: amountOrNull(r.totals.depositE4, c),
      balance: amountOrNull(r.totals.balanceE4, c),
    },
    payments: r.payments.map((p) => ({
      id: p.id,
      milestone: p.milestone,
      amount: amountText(p.amount_e4, c),
      paidOn: p.paid_on,
      bankReference: p.bank_reference,
      status: p.status,
      decisionReason: p.decision_reason,
      declaredAt: p.declared_at,
      decidedAt: p.decided_at,
    })),
    shipment: order.carrier
      ? { carrier: order.carrier, trackingNumber: order.tracking_number, shippedOn: order.shipped_on }
      : null,
    refundRequestedAt: order.refund_requested_at,
    closedReason: order.closed_reason,
    closedNote: order.closed_note,
    refundNote: order.refund_note,
    events: r.events.map((e) => ({
      id: e.id,
      party: e.party,
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      reason: e.reason,
      createdAt: e.created_at,
    })),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

/**
 * The signed-in buyer's orders, or a supplier company's for its members whose role sees orders
 * (not found for anyone else), the most recently changed first, a page at a time.
 */
export async function listPartyOrders(deps: OrderDeps, actor: Actor, viewer: OrderViewer, page: number) {
  if (viewer.side === "supplier") await requireCan(deps.db, actor, "orders.view", viewer.companyId);
  const filter =
    viewer.side === "buyer" ? { buyerUserId: actor.id } : { supplierCompanyId: viewer.companyId };
  const [rows, total] = await Promise.all([
    searchRepo.listOrderSummaries(deps.db, filter, {
      offset: (page - 1) * PARTY_ORDERS_PAGE_SIZE,
      limit: PARTY_ORDERS_PAGE_SIZE,
    }),
    searchRepo.countOrders(deps.db, filter),
  ]);
  const orders = rows.map((o) => ({
    id: o.id,
    number: orderNumber(o.id),
    status: o.status,
    turn: turnOf({ status: o.status, refundRequested: o.refund_requested_at !== null }) as
      | OrderSide
      | "operator"
      | null,
    deadlineAt: o.deadline_at,
    currency: o.currency,
    total: amountText(orderTotals({ ...o, deposit_percent: null }).totalE4, o.currency),
    supplier: { id: o.supplier_company_id, name: o.supplier_name },
    createdAt: o.created_at,
    updatedAt: o.updated_at,
  }));
  return { orders, total, page, pageSize: PARTY_ORDERS_PAGE_SIZE };
}
