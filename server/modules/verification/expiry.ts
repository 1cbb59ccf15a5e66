import type { AppDeps } from "#server/deps.ts";
import { type JobHandlers, scheduleRecurring } from "#server/modules/jobs/index.ts";
import { notifyCompanyOwners } from "#server/modules/notifications/index.ts";
import { expireLapsedProductCertificates } from "#server/modules/products/index.ts";
import { announceEvidenceChange, dayOf, recomputeBadge } from "./badge.ts";
import * as review from "./evidence-review.repo.ts";
import type { EvidenceKind } from "./evidence.repo.ts";

/** The daily check that evidence past its date stops counting. */
export const EXPIRY_QUEUE = "verification.expiry";

/** The check runs at this hour (UTC), once a day, just after the calendar day changes everywhere. */
const RUN_HOUR_UTC = 2;

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** The next run after `now`: today's run hour if it is still ahead, else tomorrow's. */
export function nextExpiryRun(now: number): Date {
  const next = new Date(now);
  next.setUTCHours(RUN_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Marks every certificate and document whose date has passed as expired, derives each touched
 * company's badge again and tells its owners what lapsed. Idempotent: each item changes only
 * while it is still pending or approved, so a second run the same day (a retry, two processes)
 * finds nothing and sends nothing. Gives how many items it expired.
 */
export async function expireLapsedEvidence(deps: Deps): Promise<number> {
  const today = dayOf(deps.clock.now());
  const lapsed = await review.findLapsed(deps.db, today);
  const items: { kind: EvidenceKind; id: number; companyId: number; title: string; wasApproved: boolean }[] =
    [
      ...lapsed.certificates.map((c) => ({
        kind: "certificate" as const,
        id: c.id,
        companyId: c.company_id,
        title: c.name,
        wasApproved: c.status === "approved",
      })),
      ...lapsed.documents.map((d) => ({
        kind: "document" as const,
        id: d.id,
        companyId: d.company_id,
        // A message key: each owner reads the type in their own language.
        title: `verification.type.${d.document_type}`,
        wasApproved: d.status === "approved",
      })),
    ];
  let expired = 0;
  for (const item of items) {
    // One transaction per item: a failure leaves the others done, and the retry finishes the rest.
    const changed = await deps.db.transaction().execute(async (trx) => {
      const at = new Date(deps.clock.now()).toISOString();
      if (!(await review.expireOne(trx, item.kind, item.id, today, at))) return false;
      await recomputeBadge(trx, item.companyId, today, at);
      if (item.kind === "certificate") await announceEvidenceChange(trx, item.companyId, at);
      if (item.wasApproved) {
        const companyName = await review.findCompanyName(trx, item.companyId);
        await notifyCompanyOwners({ db: trx, clock: deps.clock }, item.companyId, {
          kind: "verification.expired",
          subjectKey: "supplier.evidence.mail.expired.subject",
          bodyKey: "supplier.evidence.mail.expired.body",
          params: {
            company: companyName ?? "",
            ...(item.kind === "certificate" ? { evidence: item.title } : {}),
          },
          ...(item.kind === "document" ? { paramKeys: { evidence: item.title } } : {}),
          replyTo: deps.config.supportEmail,
        });
      }
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}

/** Queues the daily check unless one is waiting already (the leading server calls it when it starts leading). */
export function scheduleExpiryCheck(deps: Pick<AppDeps, "db" | "clock">, currentJobId?: number) {
  return scheduleRecurring(deps.db, deps.clock, EXPIRY_QUEUE, nextExpiryRun(deps.clock.now()), currentJobId);
}

export function verificationJobHandlers(deps: Deps): JobHandlers {
  return {
    [EXPIRY_QUEUE]: async (_payload, job) => {
      await expireLapsedEvidence(deps);
      await expireLapsedProductCertificates(deps);
      await scheduleExpiryCheck(deps, job.id);
    },
  };
}
