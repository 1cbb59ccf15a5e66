import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";

/** The columns that hold one side's read mark and when that side was last e-mailed. */
function sideColumns(side: ConversationSide) {
  return side === "buyer"
    ? ({
        read: "c.buyer_read_message_id",
        notified: "c.buyer_notified_at",
        notifiedColumn: "buyer_notified_at",
      } as const)
    : ({
        read: "c.seller_read_message_id",
        notified: "c.seller_notified_at",
        notifiedColumn: "seller_notified_at",
      } as const);
}

const otherSide = (side: ConversationSide): ConversationSide => (side === "buyer" ? "seller" : "buyer");

export interface UnreadSideRow {
  id: number;
  buyer_user_id: number;
  seller_company_id: number;
  read_mark: number;
  /** When the newest unread message of the other side (old enough to mail about) was written. */
  newest_at: string;
}

/**
 * Conversations where `side` has messages of the other side above its read mark written at or
 * before `settledBefore` (inquiry cards aside), was not e-mailed after `quietSince`, nor since the
 * newest of those messages, and has not blocked the other side.
 */
export function findUnreadSides(
  db: Db,
  side: ConversationSide,
  at: { settledBefore: string; quietSince: string },
  limit: number,
): Promise<UnreadSideRow[]> {
  const { read, notified } = sideColumns(side);
  return (
    db
      .selectFrom("conversations as c")
      .innerJoin("conversation_messages as m", "m.conversation_id", "c.id")
      .select(["c.id", "c.buyer_user_id", "c.seller_company_id", `${read} as read_mark`])
      .select((eb) => eb.fn.max("m.created_at").as("newest_at"))
      .where("m.sender_side", "=", otherSide(side))
      // An inquiry's card has an e-mail of its own to the supplier when it is sent.
      .where("m.kind", "!=", "deal")
      .whereRef("m.id", ">", read)
      .where("m.created_at", "<=", at.settledBefore)
      .where((eb) => eb.or([eb(notified, "is", null), eb(notified, "<", at.quietSince)]))
      .where((eb) => eb.or([eb("c.blocked_by", "is", null), eb("c.blocked_by", "!=", side)]))
      .groupBy(["c.id", "c.buyer_user_id", "c.seller_company_id", read, notified])
      .having((eb) => eb.or([eb(notified, "is", null), eb(eb.fn.max("m.created_at"), ">", eb.ref(notified))]))
      .orderBy("c.id")
      .limit(limit)
      .execute() as Promise<UnreadSideRow[]>
  );
}

/**
 * Takes the side's turn to be e-mailed: sets its notified_at to `now` only while it is still
 * older than `before` (or unset), in the one statement, so of two processes only one sends.
 */
export async function claimSide(
  db: Db,
  conversationId: number,
  side: ConversationSide,
  now: string,
  before: string,
): Promise<boolean> {
  const column = sideColumns(side).notifiedColumn;
  const result = await db
    .updateTable("conversations")
    .set(side === "buyer" ? { buyer_notified_at: now } : { seller_notified_at: now })
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb(column, "is", null), eb(column, "<", before)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface RecipientRow {
  id: number;
  preferred_lang: string | null;
  is_email_unread: boolean | null;
  is_email_include_text: boolean | null;
}

function recipients(db: Db) {
  return db
    .selectFrom("users as u")
    .leftJoin("message_settings as s", "s.user_id", "u.id")
    .select([
      "u.id",
      "u.preferred_lang",
      "s.email_unread as is_email_unread",
      "s.email_include_text as is_email_include_text",
    ]);
}

export function findUserRecipient(db: Db, userId: number): Promise<RecipientRow | undefined> {
  return recipients(db).where("u.id", "=", userId).executeTakeFirst();
}

/** The company's members whose team role is one of `roles`. */
export function findMemberRecipients(
  db: Db,
  companyId: number,
  roles: readonly TeamRole[],
): Promise<RecipientRow[]> {
  return recipients(db)
    .innerJoin("company_members as cm", "cm.user_id", "u.id")
    .where("cm.company_id", "=", companyId)
    .where("cm.role", "in", [...roles])
    .orderBy("u.id")
    .execute();
}

/** The assignee of the conversation's newest deal that has one. */
export async function findAssignee(db: Db, conversationId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("deals")
    .select("assignee_user_id")
    .where("conversation_id", "=", conversationId)
    .where("assignee_user_id", "is not", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.assignee_user_id ?? undefined;
}

export async function findCompanyName(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirst();
  return row?.name;
}

export function findBuyerName(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["first_name", "last_name", "company_name"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The text of the newest message of the other side that the e-mail is about. */
export async function findNewestUnreadText(
  db: Db,
  conversationId: number,
  side: ConversationSide,
  readMark: number,
  settledBefore: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("conversation_messages")
    .select("body")
    .where("conversation_id", "=", conversationId)
    .where("sender_side", "=", otherSide(side))
    .where("kind", "=", "text")
    .where("id", ">", readMark)
    .where("body", "!=", "")
    .where("created_at", "<=", settledBefore)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.body;
}
