import type { AppDeps } from "#server/deps.ts";
import { notifyCompanyOwners, notifyUser } from "#server/modules/notifications/index.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import type { OrderChange } from "./order-commit.ts";
import type { OrderRow } from "./orders.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * E-mails the side that did not make the change (both sides when the system or the operator
 * did), each person in their own language, queued in the change's transaction.
 */
export async function announceOrderChange(deps: Deps, order: OrderRow, change: OrderChange): Promise<void> {
  const notice = {
    kind: `order.${change.action}`,
    subjectKey: "orders.mail.subject",
    bodyKey: `orders.mail.${change.action}`,
    params: { number: orderNumber(order.id), reason: change.reason ?? "" },
    paramKeys: { status: `orderStatus.${change.to}` },
  };
  if (change.party !== "buyer") {
    if (order.buyer_user_id !== null) await notifyUser(deps, order.buyer_user_id, notice);
  }
  if (change.party !== "supplier") await notifyCompanyOwners(deps, order.supplier_company_id, notice);
}
