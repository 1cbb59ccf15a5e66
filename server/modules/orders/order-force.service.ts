import type { OrderStatus } from "#core/rules/order-flow.ts";
import type { ForceOrder } from "#core/schemas/orders.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { commitOrderChange } from "./order-commit.ts";
import type { OrderDeps } from "./order-steps.service.ts";
import * as repo from "./orders.repo.ts";

export const FORCE_ERRORS = {
  sameStatus: "console.orders.errors.sameStatus",
  refundNote: "console.orders.errors.refundNote",
} as const;

/** Statuses an order reaches only once its payment was approved: a pending payment forced there counts as approved. */
const PAID_STATUSES: readonly OrderStatus[] = ["shipment_waiting", "shipped", "completed"];

/**
 * The operator moves an order to any other status, always with a reason, as one change of the
 * order (its timeline event, audit entry and e-mails to both sides). Closing an order some payment
 * of which was approved records the refund: without a refund note it is refused and nothing
 * changes. A buyer's refund request is the operator's to settle: closing the order records the
 * refund, and moving it anywhere else ends the request. A payment still waiting for the supplier
 * is decided by where the order goes: approved if past payment, else rejected.
 */
export async function forceOrderStatus(
  deps: OrderDeps,
  actor: Actor,
  orderId: number,
  input: ForceOrder,
): Promise<void> {
  requireStaff(actor);
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError("not_found");
  if (input.status === order.status)
    throw new AppError("invalid_data", FORCE_ERRORS.sameStatus, { status: FORCE_ERRORS.sameStatus });
  const paid = (await repo.countApprovedPayments(deps.db, order.id)) > 0;
  const set: repo.OrderChanges = {};
  const data: Record<string, unknown> = {};
  if (input.status === "closed") {
    if (paid && !input.refundNote)
      throw new AppError("invalid_data", FORCE_ERRORS.refundNote, { refundNote: FORCE_ERRORS.refundNote });
    set.closed_reason = paid ? "refunded" : "cancelled";
    set.closed_note = input.reason;
    if (paid) {
      set.refund_note = input.refundNote ?? null;
      data.refundNote = input.refundNote;
    }
  } else {
    // Reopened: no longer closed for any reason.
    if (order.status === "closed")
      Object.assign(set, { closed_reason: null, closed_note: null, refund_note: null });
    if (order.refund_requested_at !== null) {
      set.refund_requested_at = null;
      data.refundRequestEnded = true;
    }
  }
  const now = deps.clock.now();
  await durableTransaction(deps.db, async (trx) => {
    await commitOrderChange(
      trx,
      order,
      {
        party: "operator",
        actorUserId: actor.id,
        action: "force",
        to: input.status,
        set,
        reason: input.reason,
        data,
        clientAddress: actor.clientAddress ?? null,
      },
      now,
      deps.config,
    );
    if (order.status === "payment_approval_pending")
      await repo.decidePendingPayment(trx, order.id, {
        status: PAID_STATUSES.includes(input.status) ? "approved" : "rejected",
        reason: input.reason,
        userId: actor.id,
        at: new Date(now).toISOString(),
      });
  });
}
