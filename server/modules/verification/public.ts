import type { VerifiedEvidence } from "#core/schemas/verification.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { dayOf } from "./badge.ts";
import * as repo from "./evidence.repo.ts";
import * as review from "./evidence-review.repo.ts";

export type { VerifiedEvidence };

export async function verifiedEvidence(
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: number,
): Promise<VerifiedEvidence> {
  const { documents, certificates } = await review.findValidEvidence(
    deps.db,
    companyId,
    dayOf(deps.clock.now()),
  );
  return {
    documents: documents.map((d) => ({
      id: d.id,
      type: d.document_type,
      checkedAt: d.reviewed_at,
      validUntil: d.expires_on,
    })),
    certificates: certificates.map((c) => ({
      id: c.id,
      name: c.name,
      authorizingBody: c.authorizing_body,
      checkedAt: c.reviewed_at,
      validUntil: c.end_date,
    })),
  };
}

/** Approved certificates of the company that end within `days` days from today (the dashboard). */
export async function certificatesExpiringWithin(
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: number,
  days: number,
): Promise<{ id: number; name: string; endDate: string }[]> {
  const now = deps.clock.now();
  const rows = await review.findCertificatesEndingBetween(
    deps.db,
    companyId,
    dayOf(now),
    dayOf(now + Math.max(0, days) * 86_400_000),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, endDate: r.end_date ?? "" }));
}

/** How many verification documents the company has uploaded, whatever their status (onboarding). */
export function countVerificationDocuments(db: Db, companyId: number): Promise<number> {
  return repo.countDocuments(db, companyId);
}
