import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { notifyCompanyOwners } from "#server/modules/notifications/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { COMPANY_TRANSITIONS, type CompanyTransition, TRANSITIONS_WITH_REASON } from "./company-status.ts";
import * as repo from "./company.repo.ts";
import { requireCan } from "./team.service.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** The most a reason may say; it is shown on the company's pages and e-mailed. */
export const STATUS_REASON_MAX = 2000;

/**
 * Moves a company along its life cycle (see COMPANY_TRANSITIONS) for the actor: the operator's
 * staff for review decisions, the company's owner for its own submission and closing. In one
 * transaction: the guarded status change (refused with a conflict when the company is no longer
 * in a status the change leaves, e.g. another reviewer was quicker), the audit entry, a search
 * change so every process's index shows or hides the company's products at once, and for the
 * operator's decisions an e-mail to each owner in their language, answered by the support desk.
 */
export async function changeCompanyStatus(
  deps: Deps,
  actor: Actor,
  companyId: number,
  transition: CompanyTransition,
  reason?: string | null,
): Promise<void> {
  const rule = COMPANY_TRANSITIONS[transition];
  const trimmed = reason?.trim() || null;
  if (TRANSITIONS_WITH_REASON.includes(transition) && !trimmed) {
    throw new AppError("invalid_data", "errors.reasonRequired", { reason: "errors.reasonRequired" });
  }
  if (trimmed && trimmed.length > STATUS_REASON_MAX) {
    throw new AppError("invalid_data", "errors.tooLong", { reason: "errors.tooLong" });
  }
  await deps.db.transaction().execute(async (trx) => {
    if (rule.by === "operator") {
      if (!isStaff(actor.roles)) throw new AppError("not_allowed");
    } else {
      await requireCan(
        trx,
        actor,
        transition === "close" ? "company.close" : "company.edit_profile",
        companyId,
      );
    }
    const at = new Date(deps.clock.now()).toISOString();
    const changed = await repo.updateCompanyStatus(trx, companyId, {
      from: rule.from,
      to: rule.to,
      reason: trimmed,
      at,
      ...(transition === "submit" ? { submittedAt: at } : {}),
    });
    if (!changed) {
      if (!(await repo.findCompanyName(trx, companyId))) throw new AppError("not_found");
      throw new AppError("conflict", "errors.companyStatusChanged");
    }
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: `company.${transition}`,
      entity: "company",
      entityId: companyId,
      details: { to: rule.to, ...(trimmed ? { reason: trimmed } : {}) },
    });
    await recordSearchChange(trx, "company", companyId);
    if (rule.by === "operator") {
      const name = (await repo.findCompanyName(trx, companyId))?.name ?? "";
      await notifyCompanyOwners({ db: trx, clock: deps.clock }, companyId, {
        kind: `company.${transition}`,
        subjectKey: `supplier.mail.${transition}.subject`,
        bodyKey: `supplier.mail.${transition}.body`,
        params: { company: name, reason: trimmed ?? "" },
        replyTo: deps.config.supportEmail,
      });
    }
  });
}
