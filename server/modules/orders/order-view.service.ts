import type { Readable } from "node:stream";
import { percentOfE4 } from "#core/rules/money.ts";
import {
  availableSteps,
  FINISHED_STATUSES,
  ORDER_STEPS,
  type OrderSide,
  type OrderStep,
  type SupplierPermission,
  turnOf,
} from "#core/rules/order-flow.ts";
import { productPath } from "#core/rules/slug.ts";
import type { OrderDetail, OrderListView, OrderSummary } from "#core/schemas/order-view.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan, roleMay, type TeamRole } from "#server/modules/companies/index.ts";
import type { PrivateFileStore } from "#server/modules/files/index.ts";
import { type OrderViewer, requireOrder } from "./order-access.ts";
import { orderState } from "./order-state.ts";
import type { OrderDeps } from "./order-steps.service.ts";
import * as repo from "./orders.repo.ts";
import * as views from "./order-view.repo.ts";

/** The most orders one list shows (a side with more searches in the console or the API). */
export const ORDER_LIST_MAX = 200;

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();
const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function summary(row: views.OrderListRow, side: OrderSide): OrderSummary {
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    turn: turnOf({ status: row.status, refundRequested: row.refund_requested_at !== null }),
    deadlineAt: row.deadline_at,
    counterpart:
      side === "buyer"
        ? row.company_name
        : row.buyer_company || fullName(row.first_name, row.last_name) || "—",
    firstProductName: row.first_product_name ?? "",
    lineCount: Number(row.line_count ?? 0),
    currency: row.currency,
    totalE4: row.goods_total_e4 + (row.shipment_cost_e4 ?? 0),
    updatedAt: row.updated_at,
  };
}

/**
 * A side's orders grouped by whose turn it is: waiting for the reader's side, waiting for the other
 * side (or the operator), finished; the most recently changed first.
 */
export async function listOrders(deps: OrderDeps, actor: Actor, viewer: OrderViewer): Promise<OrderListView> {
  if (viewer.side === "supplier") await requireCan(deps.db, actor, "orders.view", viewer.companyId);
  const rows =
    viewer.side === "buyer"
      ? await views.findBuyerOrders(deps.db, actor.id, ORDER_LIST_MAX)
      : await views.findCompanyOrders(deps.db, viewer.companyId, ORDER_LIST_MAX);
  const list: OrderListView = { waitingForYou: [], waitingForOther: [], finished: [] };
  for (const row of rows) {
    const order = summary(row, viewer.side);
    if (FINISHED_STATUSES.includes(order.status)) list.finished.push(order);
    else if (order.turn === viewer.side) list.waitingForYou.push(order);
    else list.waitingForOther.push(order);
  }
  return list;
}

/** What the buyer is to pay now: the whole, the deposit, or what is left after it. */
export function amountDue(order: repo.OrderRow): number {
  const total = order.goods_total_e4 + (order.shipment_cost_e4 ?? 0);
  if (!order.deposit_percent || order.milestone === "full") return total;
  const deposit = percentOfE4(total, order.deposit_percent, order.currency);
  return order.milestone === "deposit" ? deposit : total - deposit;
}

function permittedSteps(steps: OrderStep[], side: OrderSide, role: TeamRole | undefined): OrderStep[] {
  if (side === "buyer") return steps;
  return steps.filter((step) => {
    const permission = (ORDER_STEPS[step] as { permission?: SupplierPermission }).permission;
    return !permission || (role !== undefined && roleMay(role, permission));
  });
}

/** One order as its buyer or a member of its supplier company sees it, with the steps they may take now. */
export async function getOrderDetail(
  deps: OrderDeps,
  actor: Actor,
  viewer: OrderViewer,
  orderId: number,
): Promise<OrderDetail> {
  const { order, side, role } = await requireOrder(deps.db, actor, viewer, orderId);
  const [lines, payments, documents, events, parties] = await Promise.all([
    repo.findLines(deps.db, order.id),
    repo.findPayments(deps.db, order.id),
    repo.findDocuments(deps.db, order.id),
    repo.findEvents(deps.db, order.id),
    views.findOrderParties(deps.db, order.id),
  ]);
  if (!parties) throw new AppError("not_found");
  const names = new Map(
    (
      await views.findUserNames(deps.db, [
        ...new Set(events.flatMap((e) => (e.actor_user_id ? [e.actor_user_id] : []))),
      ])
    ).map((u) => [u.id, fullName(u.first_name, u.last_name)]),
  );
  const paymentApproved = payments.some((p) => p.status === "approved");
  const steps = permittedSteps(
    availableSteps(side, orderState(order, paymentApproved), deps.clock.now()),
    side,
    role,
  );
  const buyerName = fullName(parties.first_name, parties.last_name);
  return {
    ...summary(
      {
        ...order,
        company_name: parties.company_name,
        first_name: parties.first_name,
        last_name: parties.last_name,
        buyer_company: parties.buyer_company,
        first_product_name: lines[0]?.product_name ?? "",
        line_count: lines.length,
      },
      side,
    ),
    side,
    origin: order.origin,
    createdAt: order.created_at,
    buyer: {
      name: buyerName || "—",
      email: parties.email ?? null,
      companyName: parties.buyer_company ?? null,
    },
    supplier: {
      id: parties.company_id,
      name: parties.company_name,
      url: companyHomePath(parties.company_name, parties.company_id),
      isVerified: Boolean(parties.is_verified),
      country: parties.country,
      city: parties.city,
      address: parties.address,
    },
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      productName: l.product_name,
      productUrl: l.product_id === null ? null : productPath(l.product_name, l.product_id),
      variations: parseJson(l.variations, []),
      unit: l.unit,
      quantity: l.quantity,
      unitPriceE4: l.unit_price_e4,
      lineTotalE4: l.line_total_e4,
    })),
    goodsTotalE4: order.goods_total_e4,
    shipmentCostE4: order.shipment_cost_e4,
    shippingIncluded: Boolean(order.is_shipping_included),
    incoterm: order.incoterm,
    namedPlace: order.named_place,
    shipTo: parseJson(order.ship_to, {}),
    buyerNote: order.buyer_note,
    supplierNote: order.supplier_note,
    shippingMethod: order.shipping_method,
    shippingEstimateDays: order.shipping_estimate_days,
    leadTimeDays: order.lead_time_days,
    depositPercent: order.deposit_percent,
    milestone: order.milestone,
    amountDueE4: amountDue(order),
    paymentReference: order.payment_reference,
    bankDetails: order.bank_details,
    totalsFrozen: order.totals_frozen_at !== null,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    shippedOn: order.shipped_on,
    isShipmentExtended: Boolean(order.is_shipment_extended),
    isReceiptExtendedByBuyer: Boolean(order.is_receipt_extended_by_buyer),
    isReceiptExtendedBySupplier: Boolean(order.is_receipt_extended_by_supplier),
    refundRequestedAt: order.refund_requested_at,
    closedReason: order.closed_reason,
    closedNote: order.closed_note,
    refundNote: order.refund_note,
    payments: payments.map((p) => ({
      id: p.id,
      milestone: p.milestone,
      amountE4: p.amount_e4,
      paidOn: p.paid_on,
      bankReference: p.bank_reference,
      proofDocumentId: p.proof_document_id,
      status: p.status,
      decisionReason: p.decision_reason,
      declaredAt: p.declared_at,
      decidedAt: p.decided_at,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      side: d.side,
      name: d.original_name,
      mediaType: d.media_type,
      byteSize: d.byte_size,
      createdAt: d.created_at,
    })),
    events: events.map((e) => ({
      id: e.id,
      party: e.party,
      actorName: e.actor_user_id ? (names.get(e.actor_user_id) ?? null) : null,
      action: e.action,
      from: e.from_status,
      to: e.to_status,
      reason: e.reason,
      data: parseJson(e.data, {}),
      at: e.created_at,
    })),
    steps,
    conversationId: order.conversation_id,
  };
}

/** A document of the order, for its two parties only (not found for anyone else). */
export async function openOrderDocument(
  deps: OrderDeps,
  store: PrivateFileStore,
  actor: Actor,
  viewer: OrderViewer,
  orderId: number,
  documentId: number,
): Promise<{ name: string; mediaType: string; byteSize: number; body: Readable }> {
  await requireOrder(deps.db, actor, viewer, orderId);
  const doc = await repo.findDocument(deps.db, orderId, documentId);
  const body = doc ? await store.read(doc.storage_key) : undefined;
  if (!doc || !body) throw new AppError("not_found");
  return { name: doc.original_name, mediaType: doc.media_type, byteSize: doc.byte_size, body };
}
