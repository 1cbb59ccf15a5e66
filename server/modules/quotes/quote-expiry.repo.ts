import type { QuoteStatus } from "#core/rules/quote-flow.ts";
import type { Db } from "#server/db/connect.ts";

/* The expiry and reminder jobs' reads and claims over revisions by their last valid day. */

/** How many revision ids one page of a job's run reads. */
export const JOB_PAGE = 200;

/**
 * One page of the expiry run: revisions at one of `statuses` whose last valid day is `until` or
 * earlier, after `afterId`, in id order, with what expiring each needs (no read per row).
 */
export function findExpiringRevisions(
  db: Db,
  statuses: readonly QuoteStatus[],
  until: string,
  afterId: number,
) {
  return db
    .selectFrom("quote_revisions")
    .select(["id", "quote_id", "number", "status", "version", "valid_until"])
    .where("status", "in", statuses as QuoteStatus[])
    .where("valid_until", "<=", until)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(JOB_PAGE)
    .execute();
}

/**
 * One page of the reminder run: revisions at one of `statuses` whose buyer was not reminded yet
 * and whose last valid day falls in [from, until], after `afterId`, in id order, each with its
 * thread's buyer and the supplier's name, as the reminder says them (one query a page).
 */
export function findRevisionsToRemind(
  db: Db,
  statuses: readonly QuoteStatus[],
  days: { from: string; until: string },
  afterId: number,
) {
  return db
    .selectFrom("quote_revisions as r")
    .innerJoin("quotes as q", "q.id", "r.quote_id")
    .innerJoin("companies as c", "c.id", "q.company_id")
    .select([
      "r.id",
      "r.quote_id",
      "r.number",
      "r.status",
      "r.version",
      "r.valid_until",
      "q.buyer_user_id",
      "c.name as company_name",
    ])
    .where("r.status", "in", statuses as QuoteStatus[])
    .where("r.is_reminded", "=", false)
    .where("r.valid_until", ">=", days.from)
    .where("r.valid_until", "<=", days.until)
    .where("r.id", ">", afterId)
    .orderBy("r.id")
    .limit(JOB_PAGE)
    .execute();
}

/**
 * Marks the revision's buyer reminded, only if it is still at the status it was read at and
 * nobody reminded them meanwhile: of two runs at once one sends the reminder. The version stays,
 * so a buyer answering at the same moment is not refused because of an e-mail.
 */
export async function claimReminder(
  db: Db,
  revision: { id: number; status: QuoteStatus; version: number },
): Promise<boolean> {
  const result = await db
    .updateTable("quote_revisions")
    .set({ is_reminded: true })
    .where("id", "=", revision.id)
    .where("status", "=", revision.status)
    .where("version", "=", revision.version)
    .where("is_reminded", "=", false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
