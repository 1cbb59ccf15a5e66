import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { ConversationSide, MessageReportStatus } from "#server/db/schema/conversation-tables.ts";

export function findConversation(db: Db, conversationId: number) {
  return db
    .selectFrom("conversations")
    .select(["id", "buyer_user_id", "seller_company_id", "blocked_by"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
}

export async function isMessageOf(db: Db, conversationId: number, messageId: number): Promise<boolean> {
  const row = await db
    .selectFrom("conversation_messages")
    .select("id")
    .where("id", "=", messageId)
    .where("conversation_id", "=", conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the conversation's row until the transaction ends (an update that changes nothing takes
 * the row lock on PostgreSQL and the write lock on SQLite), so two reports of one person sent at
 * once are checked one after the other.
 */
export async function lockConversation(db: Db, conversationId: number): Promise<void> {
  await db
    .updateTable("conversations")
    .set({ blocked_by: sql`blocked_by` })
    .where("id", "=", conversationId)
    .execute();
}

export async function hasOpenReport(
  db: Db,
  conversationId: number,
  reporterUserId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("message_reports")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .where("reporter_user_id", "=", reporterUserId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(
  db: Db,
  report: {
    conversationId: number;
    messageId: number | null;
    reporterUserId: number;
    reporterSide: ConversationSide;
    reason: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("message_reports")
    .values({
      conversation_id: report.conversationId,
      message_id: report.messageId,
      reporter_user_id: report.reporterUserId,
      reporter_side: report.reporterSide,
      reason: report.reason,
      created_at: report.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Blocks the conversation for `side` only while nobody has blocked it. */
export async function setBlockIfOpen(
  db: Db,
  conversationId: number,
  side: ConversationSide,
): Promise<boolean> {
  const result = await db
    .updateTable("conversations")
    .set({ blocked_by: side })
    .where("id", "=", conversationId)
    .where("blocked_by", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lifts the block only when `side` set it. */
export async function clearBlockOf(db: Db, conversationId: number, side: ConversationSide): Promise<boolean> {
  const result = await db
    .updateTable("conversations")
    .set({ blocked_by: null })
    .where("id", "=", conversationId)
    .where("blocked_by", "=", side)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The operator's block: the conversation is blocked as if `side` had blocked it, whatever it was. */
export async function setBlock(db: Db, conversationId: number, side: ConversationSide): Promise<void> {
  await db.updateTable("conversations").set({ blocked_by: side }).where("id", "=", conversationId).execute();
}

/** Decides an open report; undefined when it was decided already (by another operator, or a second click). */
export function resolveOpenReport(
  db: Db,
  reportId: number,
  decision: { status: Exclude<MessageReportStatus, "open">; by: number; at: string },
) {
  return db
    .updateTable("message_reports")
    .set({ status: decision.status, resolved_by: decision.by, resolved_at: decision.at })
    .where("id", "=", reportId)
    .where("status", "=", "open")
    .returning(["id", "conversation_id", "reporter_side"])
    .executeTakeFirst();
}

export async function countReports(db: Db): Promise<{ open: number; total: number }> {
  const row = await db
    .selectFrom("message_reports")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("status", "=", "open").then(1).else(0).end()).as("open"),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open ?? 0), total: Number(row.total) };
}

/** One page of reports, the open ones first, each newest first, with who reported and the parties. */
export function listReportRows(db: Db, page: { offset: number; limit: number }) {
  return db
    .selectFrom("message_reports as r")
    .innerJoin("conversations as c", "c.id", "r.conversation_id")
    .innerJoin("users as buyer", "buyer.id", "c.buyer_user_id")
    .innerJoin("companies as co", "co.id", "c.seller_company_id")
    .leftJoin("users as reporter", "reporter.id", "r.reporter_user_id")
    .leftJoin("users as resolver", "resolver.id", "r.resolved_by")
    .select([
      "r.id",
      "r.conversation_id",
      "r.message_id",
      "r.reporter_side",
      "r.reason",
      "r.status",
      "r.created_at",
      "r.resolved_at",
      "c.blocked_by",
      "c.buyer_user_id",
      "c.seller_company_id",
      "buyer.first_name as buyer_first_name",
      "buyer.last_name as buyer_last_name",
      "buyer.email as buyer_email",
      "co.name as company_name",
      "reporter.first_name as reporter_first_name",
      "reporter.last_name as reporter_last_name",
      "reporter.email as reporter_email",
      "resolver.first_name as resolver_first_name",
      "resolver.last_name as resolver_last_name",
    ])
    .orderBy(sql`case when r.status = 'open' then 0 else 1 end`)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The conversation's newest messages, oldest of them first. */
export async function lastMessages(db: Db, conversationId: number, limit: number) {
  const rows = await db
    .selectFrom("conversation_messages as m")
    .leftJoin("users as u", "u.id", "m.sender_user_id")
    .select([
      "m.id",
      "m.sender_side",
      "m.kind",
      "m.body",
      "m.created_at",
      "u.first_name as sender_first_name",
      "u.last_name as sender_last_name",
    ])
    .where("m.conversation_id", "=", conversationId)
    .orderBy("m.id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}
