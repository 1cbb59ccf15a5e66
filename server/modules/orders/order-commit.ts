import { deadlineFor, type OrderParty, type OrderStatus } from "#core/rules/order-flow.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { announceOrderChange, type OrderSite } from "./order-mail.ts";
import * as repo from "./orders.repo.ts";

export const ORDER_CONFLICT = "orders.errors.changedMeanwhile";
export const NO_BANK_DETAILS = "orders.errors.noBankDetails";

/** One change of an order: who made it, what it was, the status it leads to and what else it sets. */
export interface OrderChange {
  party: OrderParty;
  actorUserId: number | null;
  /** The step taken ("confirm", "ship", …), "time_out", "auto_complete" or "force". */
  action: string;
  to: OrderStatus;
  set?: repo.OrderChanges;
  reason?: string | null;
  /** Facts for the timeline (amounts, carrier, what changed), small and without secrets. */
  data?: Record<string, unknown>;
  clientAddress?: string | null;
}

/** The bank details a buyer is shown, as text lines, from what the supplier keeps in its workspace. */
export function bankDetailsText(
  details: NonNullable<Awaited<ReturnType<typeof repo.findPaymentDetails>>>,
): string {
  return [
    details.account_holder,
    details.bank_name,
    details.account_number,
    details.swift ? `SWIFT/BIC: ${details.swift}` : "",
    details.bank_address ?? "",
    details.instructions ?? "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * Writes one change in the caller's transaction: the order (only if it is still at the status and
 * version it was read at, else `conflict` and nothing changes), its timeline event, the audit
 * entry and the e-mail to the other side (`site` says where the order's pages are for its link). Entering a status sets that status's deadline; the first
 * time payment is asked for, the totals freeze and the supplier's bank details are copied onto
 * the order (a supplier without bank details cannot ask for payment).
 */
export async function commitOrderChange(
  trx: Db,
  order: repo.OrderRow,
  change: OrderChange,
  now: number,
  site: OrderSite,
) {
  const at = new Date(now).toISOString();
  const set: repo.OrderChanges = { ...change.set, status: change.to, updated_at: at };
  if (change.to !== order.status) {
    set.status_changed_at = at;
    if (!("deadline_at" in (change.set ?? {}))) {
      const deadline = deadlineFor(
        change.to,
        {
          leadTimeDays: (set.lead_time_days as number | null | undefined) ?? order.lead_time_days,
          milestone: set.milestone ?? order.milestone,
          shippingMethod: set.shipping_method ?? order.shipping_method,
        },
        now,
      );
      set.deadline_at = deadline === null ? null : new Date(deadline).toISOString();
    }
    set.reminded_at = null;
  }
  if (change.to === "payment_waiting" && order.totals_frozen_at === null) {
    const details = await repo.findPaymentDetails(trx, order.supplier_company_id);
    if (!details) throw new AppError("conflict", NO_BANK_DETAILS, { form: NO_BANK_DETAILS });
    set.totals_frozen_at = at;
    set.bank_details = bankDetailsText(details);
  }
  const changed = await repo.updateOrderGuarded(trx, order.id, order, set);
  if (!changed) throw new AppError("conflict", ORDER_CONFLICT, { form: ORDER_CONFLICT });
  await repo.insertEvent(trx, {
    order_id: order.id,
    party: change.party,
    actor_user_id: change.actorUserId,
    action: change.action,
    from_status: order.status,
    to_status: change.to,
    reason: change.reason ?? null,
    data: JSON.stringify(change.data ?? {}),
    created_at: at,
  });
  await recordAudit(trx, {
    userId: change.actorUserId,
    action: `order.${change.action}`,
    entity: "order",
    entityId: order.id,
    details: { from: order.status, to: change.to, party: change.party, reason: change.reason ?? undefined },
    clientAddress: change.clientAddress ?? null,
  });
  const after = { ...order, ...set, version: order.version + 1 } as repo.OrderRow;
  await announceOrderChange({ db: trx, clock: { now: () => now }, site }, after, change);
}
