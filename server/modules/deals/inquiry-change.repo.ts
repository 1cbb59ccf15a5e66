import { sql } from "kysely";
import type { InquiryStage, InquiryStatus } from "#core/schemas/inquiries.ts";
import type { Db } from "#server/db/connect.ts";

/*
 * The changes of inquiries: each one statement that names the company (or, for a reply, the
 * conversation), and a status or stage moves only from the value the member saw.
 */

/**
 * Gives the inquiries to a member who may answer them (or to nobody), in one statement: only the
 * company's own inquiries, and only when `assignee` is a member of the company in one of
 * `replyRoles`. Answers how many changed.
 */
export async function assignInquiries(
  db: Db,
  companyId: number,
  ids: number[],
  assignee: number | null,
  replyRoles: readonly string[],
  at: string,
): Promise<number> {
  let query = db
    .updateTable("deals")
    .set({ assignee_user_id: assignee, updated_at: at })
    .where("seller_company_id", "=", companyId)
    .where("id", "in", ids);
  if (assignee !== null)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("company_members as m")
          .select("m.user_id")
          .where("m.company_id", "=", companyId)
          .where("m.user_id", "=", assignee)
          .where("m.role", "in", replyRoles as never),
      ),
    );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The buyer's side as it follows the seller status `to`: a closed inquiry is Closed for them;
 * opened again, it is back to where the reply left it. Archive and spam leave it as it was.
 */
function contextForStatus(to: InquiryStatus) {
  if (to === "Closed") return sql<string>`'Closed'`;
  if (to === "Open")
    return sql<string>`case when context = 'Closed' then (case when seller_stage in ('Quoted', 'Negotiating', 'Won') then 'Quoted' when first_reply_at is null then 'Seen' else 'Replied' end) else context end`;
  return sql<string>`context`;
}

/** The buyer's side as it follows the stage `to`: answered, then quoted; it never goes back. */
function contextForStage(to: InquiryStage) {
  if (to === "Replied" || to === "Negotiating")
    return sql<string>`case when context in ('New', 'Seen') then 'Replied' else context end`;
  if (to === "Quoted")
    return sql<string>`case when context in ('New', 'Seen', 'Replied') then 'Quoted' else context end`;
  return sql<string>`context`;
}

/** Archives or marks as spam, in one statement, those of `ids` that are the company's. */
export async function setInquiriesStatus(
  db: Db,
  companyId: number,
  ids: number[],
  to: InquiryStatus,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("deals")
    .set({ seller_status: to, context: contextForStatus(to), updated_at: at })
    .where("seller_company_id", "=", companyId)
    .where("id", "in", ids)
    .where("seller_status", "!=", to)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves one inquiry's status from `from` to `to`; 0 when it was no longer at `from`. */
export async function updateInquiryStatus(
  db: Db,
  companyId: number,
  id: number,
  change: { from: InquiryStatus; to: InquiryStatus },
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("deals")
    .set({ seller_status: change.to, context: contextForStatus(change.to), updated_at: at })
    .where("id", "=", id)
    .where("seller_company_id", "=", companyId)
    .where("seller_status", "=", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves one inquiry's stage from `from` to `to` (the reason kept for Lost only); 0 when it had moved. */
export async function updateInquiryStage(
  db: Db,
  companyId: number,
  id: number,
  change: { from: InquiryStage; to: InquiryStage; reason: string | null },
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("deals")
    .set({
      seller_stage: change.to,
      seller_lost_reason: change.to === "Lost" ? change.reason : null,
      context: contextForStage(change.to),
      updated_at: at,
    })
    .where("id", "=", id)
    .where("seller_company_id", "=", companyId)
    .where("seller_stage", "=", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A sales member opened the inquiry: the buyer sees it was seen (once; later states stay). */
export async function markInquirySeen(db: Db, companyId: number, id: number): Promise<void> {
  await db
    .updateTable("deals")
    .set({ context: "Seen" })
    .where("id", "=", id)
    .where("seller_company_id", "=", companyId)
    .where("context", "=", "New")
    .execute();
}

/**
 * The supplier wrote in the conversation: each of its deals keeps the first reply's time, a deal
 * still at Contacted and Open moves to Replied, and the buyer's side to Replied.
 */
export async function recordSellerReply(trx: Db, conversationId: number, at: string): Promise<void> {
  await trx
    .updateTable("deals")
    .set({ first_reply_at: at })
    .where("conversation_id", "=", conversationId)
    .where("first_reply_at", "is", null)
    .execute();
  await trx
    .updateTable("deals")
    .set({ seller_stage: "Replied", updated_at: at })
    .where("conversation_id", "=", conversationId)
    .where("seller_stage", "=", "Contacted")
    .where("seller_status", "=", "Open")
    .execute();
  await trx
    .updateTable("deals")
    .set({ context: "Replied" })
    .where("conversation_id", "=", conversationId)
    .where("context", "in", ["New", "Seen"])
    .execute();
}

/**
 * A quote of the inquiry moved it on (sent: Quoted; changes asked for: Negotiating; accepted: Won;
 * declined: Lost with the buyer's reason): one statement that moves the stage only from one of
 * `from`, so a stage the team set further along is kept. The buyer's side follows as for a
 * member's change. Whether it moved.
 */
export async function moveDealStage(
  db: Db,
  dealId: number,
  change: { from: readonly InquiryStage[]; to: InquiryStage; reason?: string | null },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("deals")
    .set({
      seller_stage: change.to,
      seller_lost_reason: change.to === "Lost" ? (change.reason ?? null) : null,
      context: contextForStage(change.to),
      updated_at: at,
    })
    .where("id", "=", dealId)
    .where("seller_stage", "in", change.from as InquiryStage[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
