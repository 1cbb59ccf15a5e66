import type { ReviewedFields } from "#core/schemas/product-editor.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as requests from "./change-requests.repo.ts";
import { notifyProductOwners } from "./product-mail.ts";
import { PRODUCT_REASON_MAX } from "./product-status.service.ts";
import * as statusRepo from "./product-status.repo.ts";
import { applyReviewedFields } from "./product-writer.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/**
 * The operator's decision on a change request: approving writes the requested reviewed fields
 * over the live product (its certificates counted as seen), rejecting keeps the live product and
 * tells the supplier why. One guarded statement closes the request, so two reviewers make one
 * decision; the audit entry, the search change and the e-mail to the owners go with it.
 */
export async function decideChangeRequest(
  deps: Deps,
  actor: Actor,
  requestId: number,
  decision: "approve" | "reject",
  reason?: string | null,
): Promise<void> {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
  const trimmed = reason?.trim() || null;
  if (decision === "reject" && !trimmed)
    throw new AppError("invalid_data", "errors.reasonRequired", { reason: "errors.reasonRequired" });
  if (trimmed && trimmed.length > PRODUCT_REASON_MAX)
    throw new AppError("invalid_data", "errors.tooLong", { reason: "errors.tooLong" });
  await deps.db.transaction().execute(async (trx) => {
    const request = await requests.findRequest(trx, requestId);
    if (!request) throw new AppError("not_found");
    const at = new Date(deps.clock.now()).toISOString();
    const closed = await requests.closeRequest(
      trx,
      requestId,
      decision === "approve" ? "approved" : "rejected",
      actor.id,
      at,
      trimmed,
    );
    if (!closed) throw new AppError("conflict", "errors.changeRequestDecided");
    if (decision === "approve") {
      const reviewed = JSON.parse(request.payload) as ReviewedFields;
      await applyReviewedFields(trx, request.company_id, request.product_id, reviewed, at, {
        at,
        by: actor.id,
      });
      await recordSearchChange(trx, "product", request.product_id);
    }
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: `productChange.${decision}`,
      entity: "product",
      entityId: request.product_id,
      details: { request: requestId, ...(trimmed ? { reason: trimmed } : {}) },
    });
    await notifyProductOwners(
      deps,
      trx,
      request.company_id,
      request.product_id,
      `productChange.${decision}`,
      trimmed,
    );
  });
}

/** The supplier takes back the product's pending change request; the live product stays as it is. */
export async function withdrawChangeRequest(
  deps: Deps,
  actor: Actor,
  companyId: number,
  productId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "products.edit", companyId);
    const pending = await requests.findPendingRequest(trx, productId);
    if (!pending || pending.company_id !== companyId) throw new AppError("not_found");
    const at = new Date(deps.clock.now()).toISOString();
    if (!(await requests.closeRequest(trx, pending.id, "withdrawn", actor.id, at, null)))
      throw new AppError("conflict", "errors.changeRequestDecided");
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "productChange.withdraw",
      entity: "product",
      entityId: productId,
      details: { request: pending.id },
    });
  });
}

/** The operator trusts a company's products (they and their changes skip review), or stops. */
export async function setTrustedSupplier(
  deps: Deps,
  actor: Actor,
  companyId: number,
  trusted: boolean,
): Promise<void> {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
  await deps.db.transaction().execute(async (trx) => {
    const result = await statusRepo.setTrustedSupplier(trx, companyId, trusted);
    if (!Number(result.numUpdatedRows)) throw new AppError("not_found");
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: trusted ? "company.trust_products" : "company.distrust_products",
      entity: "company",
      entityId: companyId,
    });
  });
}
