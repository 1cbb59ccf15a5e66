import { type EvidenceDecision, EvidenceDecisionSchema } from "#core/schemas/verification.ts";
import type { AppDeps } from "#server/deps.ts";
import type { EvidenceStatus } from "#server/db/schema/verification-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { notifyCompanyOwners } from "#server/modules/notifications/index.ts";
import { announceEvidenceChange, dayOf, recomputeBadge } from "./badge.ts";
import * as repo from "./evidence.repo.ts";
import * as review from "./evidence-review.repo.ts";
import type { EvidenceKind } from "./evidence.repo.ts";
import { type EvidenceView, toCertificateView, toDocumentView } from "./views.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** The statuses each decision may leave: an approval can be withdrawn, a rejection reconsidered. */
const DECISIONS: Record<
  EvidenceDecision["decision"],
  { from: readonly EvidenceStatus[]; to: EvidenceStatus }
> = {
  approve: { from: ["pending", "rejected"], to: "approved" },
  reject: { from: ["pending", "approved"], to: "rejected" },
};

export const QUEUE_SIZE = 200;

/** The operator's queue: evidence waiting for a decision, the oldest first. */
export async function listPendingEvidence(deps: Pick<AppDeps, "db">, actor: Actor) {
  requireStaff(actor);
  const rows = await review.findPendingQueue(deps.db, QUEUE_SIZE);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    title: r.title,
    createdAt: r.created_at,
  }));
}

/** Everything a company has shown the operator, for the review page. */
export async function listEvidenceForReview(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  companyId: number,
): Promise<{ companyName: string; certificates: EvidenceView[]; documents: EvidenceView[] }> {
  requireStaff(actor);
  const [companyName, certificates, documents] = await Promise.all([
    review.findCompanyName(deps.db, companyId),
    repo.listCertificateRows(deps.db, companyId),
    repo.listDocumentRows(deps.db, companyId),
  ]);
  if (companyName === undefined) throw new AppError("not_found");
  return {
    companyName,
    certificates: certificates.map(toCertificateView),
    documents: documents.map(toDocumentView),
  };
}

/**
 * Approves or rejects one piece of evidence of `companyId`. In one transaction: the guarded
 * status change (a conflict when someone decided first), the badge derived again, a search
 * change for the listing's certificate filters, the audit entry and an e-mail to each owner.
 * Evidence whose date has passed cannot be approved: the badge would rest on it for no day.
 */
export async function decideEvidence(
  deps: Deps,
  actor: Actor,
  target: { kind: EvidenceKind; id: number; companyId: number },
  input: EvidenceDecision,
): Promise<void> {
  requireStaff(actor);
  const decision = parseOrThrow(EvidenceDecisionSchema, input);
  const rule = DECISIONS[decision.decision];
  const today = dayOf(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    const row =
      target.kind === "certificate"
        ? await repo.findCertificateRow(trx, target.id)
        : await repo.findDocumentRow(trx, target.id);
    if (!row || row.company_id !== target.companyId) throw new AppError("not_found");
    const endDate = "end_date" in row ? row.end_date : row.expires_on;
    if (decision.decision === "approve" && endDate !== null && endDate < today) {
      throw new AppError("conflict", "errors.evidenceLapsed");
    }
    const at = new Date(deps.clock.now()).toISOString();
    const changed = await review.updateReview(trx, target.kind, target.id, {
      from: rule.from,
      to: rule.to,
      reason: decision.decision === "reject" ? decision.reason : null,
      at,
      by: actor.id,
    });
    if (!changed) throw new AppError("conflict", "errors.evidenceDecided");
    await recomputeBadge(trx, target.companyId, today, at);
    if (target.kind === "certificate") await announceEvidenceChange(trx, target.companyId, at);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: `verification.${decision.decision}`,
      entity: target.kind === "certificate" ? "certificate" : "verification_document",
      entityId: target.id,
      details: { companyId: target.companyId, ...(decision.reason ? { reason: decision.reason } : {}) },
    });
    const companyName = await review.findCompanyName(trx, target.companyId);
    await notifyCompanyOwners({ db: trx, clock: deps.clock }, target.companyId, {
      kind: `verification.${decision.decision}`,
      subjectKey: `supplier.evidence.mail.${decision.decision}.subject`,
      bodyKey: `supplier.evidence.mail.${decision.decision}.body`,
      // A document is named by its type, in each owner's own language; a certificate by its name.
      params: {
        company: companyName ?? "",
        reason: decision.reason ?? "",
        ...("name" in row ? { evidence: row.name } : {}),
      },
      ...("name" in row ? {} : { paramKeys: { evidence: `verification.type.${row.document_type}` } }),
      replyTo: deps.config.supportEmail,
    });
  });
}
