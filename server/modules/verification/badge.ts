import type { Db } from "#server/db/connect.ts";
import type { DocumentType } from "#server/db/schema/verification-tables.ts";
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
 * deletion and expiry, inside their transaction. When the badge changes, every process's search
 * index hears of it (product cards show the badge).
 */
export async function recomputeBadge(db: Db, companyId: number, today: string): Promise<boolean> {
  const verified = (await review.countValidDocuments(db, companyId, BADGE_DOCUMENT_TYPES, today)) > 0;
  const changed = await review.setVerified(db, companyId, verified);
  if (changed) await recordSearchChange(db, "company", companyId);
  return verified;
}
