import type { OrderSide } from "#core/rules/order-flow.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan, type TeamRole } from "#server/modules/companies/index.ts";
import * as repo from "./orders.repo.ts";

/** Who looks at or acts on an order: its buyer, or a member of its supplier company (the one they work in). */
export type OrderViewer = { side: "buyer" } | { side: "supplier"; companyId: number };

/**
 * The order, if `actor` is its party as `viewer` says: the buyer who placed it, or a member of its
 * supplier company whose role may see orders. Anyone else learns nothing (not found), whether the
 * order exists or not.
 */
export async function requireOrder(
  db: Db,
  actor: Actor,
  viewer: OrderViewer,
  orderId: number,
): Promise<{ order: repo.OrderRow; side: OrderSide; role: TeamRole | undefined }> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw new AppError("not_found");
  if (viewer.side === "buyer") {
    if (order.buyer_user_id !== actor.id) throw new AppError("not_found");
    return { order, side: "buyer", role: undefined };
  }
  if (order.supplier_company_id !== viewer.companyId) throw new AppError("not_found");
  const role = await requireCan(db, actor, "orders.view", viewer.companyId);
  return { order, side: "supplier", role };
}
