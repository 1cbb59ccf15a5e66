import type { Db } from "#server/db/connect.ts";
import type { DocumentType } from "#server/db/schema/verification-tables.ts";
import { touchCompany } from "#server/modules/companies/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as review from "./evidence-review.repo.ts";

/**
 * The documents that prove a company legally exists: one of them, approved and unexpired, earns
 * the verified badge. Certificates say what a company does well, not who it is, so they do not.
 */
export const BADGE_DOCUMENT_TYPES: readonly DocumentType[] = ["business_licence", "tax_registration"];

/** The calendar day (UTC) of a clock reading: evidence is valid through its end date. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Derives `companies.is_verified` from the evidence again; called after every decision, edit,
 * deletion and expiry, inside their transaction, with its time. A changed badge is announced
 * (product cards and the supplier's pages show it).
 */
export async function recomputeBadge(db: Db, companyId: number, today: string, at: string): Promise<boolean> {
  const verified = (await review.countValidDocuments(db, companyId, BADGE_DOCUMENT_TYPES, today)) > 0;
  const changed = await review.setVerified(db, companyId, verified);
  if (changed) await announceEvidenceChange(db, companyId, at);
  return verified;
}

/**
 * What buyers see of a company's evidence changed (its badge, an approved certificate): every
 * process's search index hears of it from the feed, and every process's copies of the supplier,
 * kept by the company's last change (`updated_at`), are read again on their next request.
 */
export async function announceEvidenceChange(db: Db, companyId: number, at: string): Promise<void> {
  await touchCompany(db, companyId, at);
  await recordSearchChange(db, "company", companyId);
}
