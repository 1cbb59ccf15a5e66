import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan, type TeamAction, type TeamRole } from "#server/modules/companies/index.ts";
import * as threads from "./quote-threads.repo.ts";

/**
 * Who may see and act on a quote. The supplier side: members of the quoting company, reading with
 * a role that sees inquiries, acting with one that sends quotes (owners, admins, sales). The buyer
 * side: the buyer the quote is for. Anyone else learns nothing (not found), whether the quote
 * exists or not; nobody signed in is asked to sign in.
 */
export const QUOTE_READ: TeamAction = "inquiries.view";
export const QUOTE_ACT: TeamAction = "quotes.send";

export function requireSignedIn(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError("unauthorized");
  return actor;
}

/** The company's thread, for a member whose role allows `action`. */
export async function requireSupplierThread(
  db: Db,
  actor: Actor | null | undefined,
  companyId: number,
  quoteId: number,
  action: TeamAction,
): Promise<{ thread: threads.ThreadRow; role: TeamRole }> {
  const role = await requireCan(db, requireSignedIn(actor), action, companyId);
  const thread = Number.isSafeInteger(quoteId) ? await threads.findThread(db, quoteId) : undefined;
  if (!thread || thread.company_id !== companyId) throw new AppError("not_found");
  return { thread, role };
}

/** The buyer's own thread; only once something was sent to them (a draft is the supplier's alone). */
export async function requireBuyerThread(
  db: Db,
  actor: Actor | null | undefined,
  quoteId: number,
): Promise<{ buyer: Actor; thread: threads.ThreadRow; revisions: threads.RevisionRow[] }> {
  const buyer = requireSignedIn(actor);
  const thread = Number.isSafeInteger(quoteId) ? await threads.findThread(db, quoteId) : undefined;
  if (!thread || thread.buyer_user_id !== buyer.id) throw new AppError("not_found");
  const revisions = await threads.findRevisions(db, thread.id);
  if (!revisions.some((r) => r.status !== "draft")) throw new AppError("not_found");
  return { buyer, thread, revisions };
}
