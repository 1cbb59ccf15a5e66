import { percentOfE4 } from "#core/rules/money.ts";
import { type OrderSide, turnOf } from "#core/rules/order-flow.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import type { Db } from "#server/db/connect.ts";
import { orderState } from "./order-state.ts";
import * as searchRepo from "./order-search.repo.ts";
import * as repo from "./orders.repo.ts";

/** What an order comes to, in e4 of its currency: the goods, the freight when charged apart, and the split of a deposit. */
export interface OrderTotals {
  goodsE4: number;
  /** Null while the freight is not priced, or when it is included in the prices. */
  shipmentE4: number | null;
  totalE4: number;
  depositE4: number | null;
  balanceE4: number | null;
}

export function orderTotals(
  order: Pick<
    repo.OrderRow,
    "goods_total_e4" | "shipment_cost_e4" | "is_shipping_included" | "deposit_percent" | "currency"
  >,
): OrderTotals {
  const shipmentE4 = order.is_shipping_included ? null : order.shipment_cost_e4;
  const totalE4 = order.goods_total_e4 + (shipmentE4 ?? 0);
  const depositE4 = order.deposit_percent
    ? percentOfE4(totalE4, order.deposit_percent, order.currency)
    : null;
  return {
    goodsE4: order.goods_total_e4,
    shipmentE4,
    totalE4,
    depositE4,
    balanceE4: depositE4 === null ? null : totalE4 - depositE4,
  };
}

const parsed = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ") || null;

/**
 * Everything on one order, as its parties' pages, the printed order and the operator read it:
 * the order, its lines, payments, documents (without where their bytes are kept), the timeline
 * with who made each change, both parties, the totals and whose turn it is. Access is the
 * caller's to check first.
 */
export async function loadOrderRecord(db: Db, order: repo.OrderRow) {
  const [lines, payments, documents, events, buyer, supplier] = await Promise.all([
    repo.findLines(db, order.id),
    repo.findPayments(db, order.id),
    repo.findDocuments(db, order.id),
    searchRepo.findEventsWithActors(db, order.id),
    order.buyer_user_id === null ? undefined : searchRepo.findBuyer(db, order.buyer_user_id),
    searchRepo.findSupplier(db, order.supplier_company_id),
  ]);
  const paymentApproved = payments.some((p) => p.status === "approved");
  return {
    order,
    number: orderNumber(order.id),
    shipTo: parsed<Record<string, string | null>>(order.ship_to, {}),
    lines: lines.map((line) => ({
      ...line,
      variations: parsed<{ name: string; value: string }[]>(line.variations, []),
    })),
    payments,
    documents,
    events: events.map(({ actor_first_name, actor_last_name, data, ...event }) => ({
      ...event,
      actorName: fullName(actor_first_name, actor_last_name),
      data: parsed<Record<string, unknown>>(data, {}),
    })),
    buyer: buyer
      ? {
          id: buyer.id,
          name: fullName(buyer.first_name, buyer.last_name) ?? "",
          email: buyer.email,
          phone: buyer.phone,
          companyName: buyer.company_name,
        }
      : null,
    supplier: supplier ?? null,
    totals: orderTotals(order),
    paymentApproved,
    turn: turnOf(orderState(order, paymentApproved)) as OrderSide | "operator" | null,
  };
}
export type OrderRecord = Awaited<ReturnType<typeof loadOrderRecord>>;
