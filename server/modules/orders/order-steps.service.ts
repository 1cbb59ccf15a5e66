import { ORDER_STEPS, type SupplierPermission, stepProblem } from "#core/rules/order-flow.ts";
import type { OrderStepInput } from "#core/schemas/orders.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import type { PrivateFileStore } from "#server/modules/files/index.ts";
import { requireOrder, type OrderViewer } from "./order-access.ts";
import { planStep, STEP_ERRORS } from "./order-step-plans.ts";
import { commitOrderChange } from "./order-commit.ts";
import {
  type OrderUpload,
  type PreparedUpload,
  prepareUploads,
  putUploads,
  recordUploads,
} from "./order-documents.ts";
import { orderState } from "./order-state.ts";
import * as repo from "./orders.repo.ts";

export type OrderDeps = Pick<AppDeps, "db" | "clock" | "config">;

/**
 * Takes one step of the order flow as its buyer or a member of its supplier company. Refused with
 * a clear message, changing nothing, when the order is not theirs (not found), the step is not
 * their side's, their team role may not take it, the order is no longer at a status the step
 * starts from, or the status's deadline has passed. Files are judged and stored before the
 * transaction and removed again if it fails.
 */
export async function takeOrderStep(
  deps: OrderDeps,
  store: PrivateFileStore,
  actor: Actor,
  viewer: OrderViewer,
  orderId: number,
  input: OrderStepInput,
  uploads: OrderUpload[] = [],
): Promise<void> {
  const { order, side, role } = await requireOrder(deps.db, actor, viewer, orderId);
  const now = deps.clock.now();
  const paymentApproved = (await repo.countApprovedPayments(deps.db, order.id)) > 0;
  const problem = stepProblem(input.step, side, orderState(order, paymentApproved), now);
  if (problem)
    throw new AppError(problem === "wrong_party" ? "not_allowed" : "conflict", STEP_ERRORS[problem]);
  const permission = (ORDER_STEPS[input.step] as { permission?: SupplierPermission }).permission;
  if (side === "supplier" && permission && !(role && roleMay(role, permission)))
    throw new AppError("not_allowed", STEP_ERRORS.role);
  const lines = input.step === "change_lines" ? await repo.findLines(deps.db, order.id) : [];
  const plan = planStep(order, input, lines, { side, userId: actor.id }, uploads, now);
  const prepared: PreparedUpload[] = await prepareUploads(plan.files ?? []);
  const keys = await putUploads(store, prepared);
  try {
    await durableTransaction(deps.db, async (trx) => {
      const at = new Date(now).toISOString();
      const documentIds = await recordUploads(trx, order.id, side, actor.id, prepared, keys, at);
      await commitOrderChange(
        trx,
        order,
        {
          ...plan.change,
          party: side,
          actorUserId: actor.id,
          clientAddress: actor.clientAddress ?? null,
          data: { ...plan.change.data, ...(documentIds.length ? { documents: documentIds } : {}) },
        },
        now,
        deps.config,
      );
      await plan.extra?.(trx, documentIds, at);
    });
  } catch (error) {
    for (const key of keys) await store.delete(key).catch(() => undefined);
    throw error;
  }
}
