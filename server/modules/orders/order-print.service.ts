import type { Actor } from "#server/modules/accounts/index.ts";
import { type OrderViewer, requireOrder } from "./order-access.ts";
import { loadOrderRecord } from "./order-record.service.ts";
import type { OrderDeps } from "./order-steps.service.ts";

/**
 * The order as its buyer or a supplier member prints it (the order, or its proforma invoice):
 * the parties, lines, totals and terms, without the timeline or the documents. Anyone but the
 * order's parties gets not found.
 */
export async function printableOrder(deps: OrderDeps, actor: Actor, viewer: OrderViewer, orderId: number) {
  const { order, side } = await requireOrder(deps.db, actor, viewer, orderId);
  const {
    events: _events,
    documents: _documents,
    payments: _payments,
    ...record
  } = await loadOrderRecord(deps.db, order);
  return { ...record, side };
}
