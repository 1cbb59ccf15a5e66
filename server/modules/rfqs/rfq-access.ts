import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import {
  findSellerCompany,
  isVisibleStatus,
  requireCan,
  type TeamRole,
} from "#server/modules/companies/index.ts";
import { companySellsInRfqCategory, findCompanyQuote } from "./rfq-board.repo.ts";
import { findRfq, type RfqRow } from "./rfqs.repo.ts";

/**
 * Who may see a request: its buyer; the members of an active company that sells in its category
 * (or of any company that already quoted on it); the operator's staff for its files. Anyone else
 * is told it does not exist, exactly as for an id nobody has.
 */

/** An id from a URL or a form: a positive whole number, else nothing is found. */
export function rfqIdOf(value: unknown): number {
  const id = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) throw new AppError("not_found");
  return id;
}

/** The buyer's own request; another user's, or an unknown id, is not found. */
export async function requireOwnRfq(db: Db, actor: Actor, rfqId: unknown): Promise<RfqRow> {
  const row = await findRfq(db, rfqIdOf(rfqId));
  if (!row || row.buyer_user_id !== actor.id) throw new AppError("not_found");
  return row;
}

/**
 * A member of a company that may read the buyers' requests: its team role. The board is for an
 * active company; a company not active (a draft, under review, suspended) is refused with the
 * reason, so its page can say so.
 */
export async function requireBoardReader(db: Db, actor: Actor, companyId: number): Promise<TeamRole> {
  const role = await requireCan(db, actor, "rfqs.view", companyId);
  const company = await findSellerCompany(db, companyId);
  if (!company || !isVisibleStatus(company.status))
    throw new AppError("not_allowed", RFQ_ERRORS.companyNotActive, { form: RFQ_ERRORS.companyNotActive });
  return role;
}

/**
 * One request for a member of the company: found when the company (active) sells in its
 * category, or already has a quote thread on it (which it keeps seeing whatever becomes of its
 * categories). Gives the member's role, the request and the company's thread.
 */
export async function requireCompanyRfq(db: Db, actor: Actor, companyId: number, rfqId: unknown) {
  const role = await requireCan(db, actor, "rfqs.view", companyId);
  const id = rfqIdOf(rfqId);
  const [row, quote] = await Promise.all([findRfq(db, id), findCompanyQuote(db, id, companyId)]);
  if (!row) throw new AppError("not_found");
  if (!quote && !(await companySellsInRfqCategory(db, id, companyId))) throw new AppError("not_found");
  return { role, row, quote };
}
