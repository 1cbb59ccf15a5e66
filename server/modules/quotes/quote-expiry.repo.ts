import type { QuoteStatus } from "#core/rules/quote-flow.ts";
import type { Db } from "#server/db/connect.ts";

/* The expiry and reminder jobs' reads and claims over revisions by their last valid day. */

/** How many revision ids one page of a job's run reads. */
export const JOB_PAGE = 200;

/**
 * Ids of revisions at one of `statuses` whose last valid day falls in [from, until], after
 * `afterId`, in id order: one page of the expiry or reminder run. `unreminded` keeps to those
 * whose buyer was not reminded yet.
 */
export async function findRevisionIdsByValidity(
  db: Db,
  statuses: readonly QuoteStatus[],
  days: { from?: string; until: string },
  afterId: number,
  unreminded = false,
): Promise<number[]> {
  let query = db
    .selectFrom("quote_revisions")
    .select("id")
    .where("status", "in", statuses as QuoteStatus[])
    .where("valid_until", "<=", days.until)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(JOB_PAGE);
  if (days.from) query = query.where("valid_until", ">=", days.from);
  if (unreminded) query = query.where("is_reminded", "=", false);
  const rows = await query.execute();
  return rows.map((r) => r.id);
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
