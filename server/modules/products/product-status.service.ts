import type { MemberProductTransition } from "#core/schemas/product-life-cycle.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { notifyProductOwners } from "./product-mail.ts";
import { PRODUCT_TRANSITIONS, type ProductStatus, type ProductTransition } from "./product-status.ts";
import * as repo from "./product-status.repo.ts";
import { findOwnProduct } from "./product-write.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** The most an operator's reason may say; it is shown on the product in the workspace and e-mailed. */
export const PRODUCT_REASON_MAX = 2000;

/**
 * Moves a product along its life cycle (PRODUCT_TRANSITIONS) for the actor: the operator's staff
 * approve and reject, a member who may publish does the rest for their own company's products
 * (another company's product is not found). In one transaction: the guarded status change
 * (refused as a conflict when the product has moved meanwhile), approval of the certificates the
 * operator has seen, the audit entry, a search change so every process's index follows within a
 * second, and for the operator's decisions an e-mail to the company's owners. A trusted company's
 * submission is published at once.
 */
export async function changeProductStatus(
  deps: Deps,
  actor: Actor,
  productId: number,
  transition: ProductTransition,
  reason?: string | null,
): Promise<ProductStatus> {
  const trimmed = reason?.trim() || null;
  if (transition === "reject" && !trimmed)
    throw new AppError("invalid_data", "errors.reasonRequired", { reason: "errors.reasonRequired" });
  if (trimmed && trimmed.length > PRODUCT_REASON_MAX)
    throw new AppError("invalid_data", "errors.tooLong", { reason: "errors.tooLong" });
  return deps.db.transaction().execute(async (trx) => {
    const product = await repo.findProductCompany(trx, productId);
    if (!product) throw new AppError("not_found");
    let rule: { from: readonly ProductStatus[]; to: ProductStatus } = PRODUCT_TRANSITIONS[transition];
    if (PRODUCT_TRANSITIONS[transition].by === "operator") {
      if (!isStaff(actor.roles)) throw new AppError("not_allowed");
    } else {
      await requireCan(trx, actor, "products.publish", product.company_id);
      if (transition === "submit" && product.is_trusted_supplier) rule = { ...rule, to: "published" };
    }
    const at = new Date(deps.clock.now()).toISOString();
    const changed = await repo.updateProductStatus(trx, productId, {
      from: rule.from,
      to: rule.to,
      reason: transition === "reject" ? trimmed : null,
      at,
    });
    if (!changed) throw new AppError("conflict", "errors.productStatusChanged");
    if (rule.to === "published" && transition !== "publish")
      await repo.approvePendingCertifications(trx, productId, at, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: `product.${transition}`,
      entity: "product",
      entityId: productId,
      details: { to: rule.to, ...(trimmed ? { reason: trimmed } : {}) },
    });
    await recordSearchChange(trx, "product", productId);
    if (PRODUCT_TRANSITIONS[transition].by === "operator")
      await notifyProductOwners(deps, trx, product.company_id, productId, `product.${transition}`, trimmed);
    return rule.to;
  });
}

/**
 * A member's status change of a product addressed through their company (the workspace, the API):
 * a user who is not a member learns nothing, a member without the right is refused, and another
 * company's product is not found, before anything changes. Answers the product's new status.
 */
export async function changeOwnProductStatus(
  deps: Deps,
  actor: Actor,
  companyId: number,
  productId: number,
  transition: MemberProductTransition,
): Promise<ProductStatus> {
  await requireCan(deps.db, actor, "products.publish", companyId);
  if (!(await findOwnProduct(deps.db, companyId, productId))) throw new AppError("not_found");
  return changeProductStatus(deps, actor, productId, transition);
}

/**
 * Removes products of the member's company for good (with their texts, pictures and requests).
 * Ids of another company's products, or of none, are refused as not found and nothing is removed.
 */
export async function deleteProducts(
  deps: Deps,
  actor: Actor,
  companyId: number,
  productIds: number[],
): Promise<void> {
  const ids = [...new Set(productIds)];
  await deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "products.edit", companyId);
    const removed = await repo.deleteCompanyProducts(trx, companyId, ids);
    if (removed !== ids.length) throw new AppError("not_found");
    for (const id of ids) {
      await recordAudit(trx, {
        userId: actor.id,
        clientAddress: actor.clientAddress,
        action: "product.delete",
        entity: "product",
        entityId: id,
      });
      await recordSearchChange(trx, "product", id);
    }
  });
}
