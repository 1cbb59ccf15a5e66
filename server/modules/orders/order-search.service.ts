import type { OrderSearch } from "#core/schemas/order-search.ts";
import { parseOrderNumber } from "#core/schemas/orders.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import type { PrivateFileStore } from "#server/modules/files/index.ts";
import { loadOrderRecord, orderTotals } from "./order-record.service.ts";
import type { OrderDeps } from "./order-steps.service.ts";
import * as searchRepo from "./order-search.repo.ts";
import * as repo from "./orders.repo.ts";

export const OPERATOR_ORDERS_PAGE_SIZE = 25;

/** The order a typed number ("O-000123", "123") or payment reference ("CRV-…") names, if there is one. */
async function findByText(deps: OrderDeps, text: string): Promise<number | undefined> {
  if (/^\s*crv-/i.test(text)) return searchRepo.findOrderIdByReference(deps.db, text);
  const id = parseOrderNumber(text);
  return id === undefined ? undefined : (await repo.findOrder(deps.db, id))?.id;
}

/**
 * The operator's order search (staff only): with a number or payment reference, the order it
 * names (`found`, undefined when none does); else one page of recent orders, by status or those
 * with a refund request, the most recently changed first.
 */
export async function searchOperatorOrders(deps: OrderDeps, actor: Actor, search: OrderSearch) {
  requireStaff(actor);
  const found = search.q ? await findByText(deps, search.q) : undefined;
  const filter = { status: search.status, refundRequested: search.refund };
  const [orders, total, refundRequests] = await Promise.all([
    searchRepo.listOrderSummaries(deps.db, filter, {
      offset: (search.page - 1) * OPERATOR_ORDERS_PAGE_SIZE,
      limit: OPERATOR_ORDERS_PAGE_SIZE,
    }),
    searchRepo.countOrders(deps.db, filter),
    searchRepo.countOrders(deps.db, { refundRequested: true }),
  ]);
  const rows = orders.map((row) => ({
    ...row,
    totalE4: orderTotals({ ...row, deposit_percent: null }).totalE4,
  }));
  return {
    found,
    orders: rows,
    total,
    refundRequests,
    page: search.page,
    pageSize: OPERATOR_ORDERS_PAGE_SIZE,
  };
}

/** One order in full for the operator (staff only); not found when there is none. */
export async function operatorOrder(deps: OrderDeps, actor: Actor, orderId: number) {
  requireStaff(actor);
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError("not_found");
  return loadOrderRecord(deps.db, order);
}

/** A document of any order for the operator (staff only): its bytes and how to send them; not found when there is none. */
export async function openOperatorOrderDocument(
  deps: OrderDeps,
  store: PrivateFileStore,
  actor: Actor,
  orderId: number,
  documentId: number,
) {
  requireStaff(actor);
  const document = await repo.findDocument(deps.db, orderId, documentId);
  const stream = document ? await store.read(document.storage_key) : undefined;
  if (!document || !stream) throw new AppError("not_found");
  return { stream, name: document.original_name, mediaType: document.media_type, size: document.byte_size };
}
