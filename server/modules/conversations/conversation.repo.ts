import type { Db } from "#server/db/connect.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import type { TeamRole } from "#server/modules/companies/index.ts";

/** The columns a party's read mark lives in, by side. */
const READ_MARK = { buyer: "buyer_read_message_id", seller: "seller_read_message_id" } as const;

export function findConversation(db: Db, id: number) {
  return db.selectFrom("conversations").selectAll().where("id", "=", id).executeTakeFirst();
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export function findConversationByParties(db: Db, buyerUserId: number, companyId: number) {
  return db
    .selectFrom("conversations")
    .select("id")
    .where("buyer_user_id", "=", buyerUserId)
    .where("seller_company_id", "=", companyId)
    .executeTakeFirst();
}

/**
 * Starts the pair's conversation. Two clicks at once both reach here: the unique pair keeps one
 * row, the second insert does nothing, and both read the same id back.
 */
export async function insertConversation(
  db: Db,
  values: { buyerUserId: number; companyId: number; at: string },
): Promise<number> {
  await db
    .insertInto("conversations")
    .values({ buyer_user_id: values.buyerUserId, seller_company_id: values.companyId, created_at: values.at })
    .onConflict((oc) => oc.columns(["buyer_user_id", "seller_company_id"]).doNothing())
    .execute();
  const row = await findConversationByParties(db, values.buyerUserId, values.companyId);
  if (!row) throw new Error("conversation insert left no row");
  return row.id;
}

/** Conversations the buyer started since `since` (the hourly limit on new conversations). */
export async function countConversationsStartedSince(db: Db, buyerUserId: number, since: string) {
  const row = await db
    .selectFrom("conversations")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("buyer_user_id", "=", buyerUserId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the conversation's row until the transaction ends (an UPDATE that changes nothing takes
 * the row lock on PostgreSQL; SQLite writes one transaction at a time anyway) and gives who, if
 * anyone, has blocked it. Messages of one conversation are then numbered in the order they commit,
 * so its last message and read marks never move past a message not yet written.
 */
export async function lockConversation(db: Db, conversationId: number) {
  return db
    .updateTable("conversations")
    .set((eb) => ({ blocked_by: eb.ref("blocked_by") }))
    .where("id", "=", conversationId)
    .returning(["blocked_by"])
    .executeTakeFirst();
}

/** The conversation's last message, forward only (in the same statement). */
export async function setLastMessage(db: Db, conversationId: number, messageId: number, at: string) {
  await db
    .updateTable("conversations")
    .set({ last_message_id: messageId, last_message_at: at })
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb("last_message_id", "is", null), eb("last_message_id", "<", messageId)]))
    .execute();
}

/**
 * Moves a side's read mark to `messageId`, forward only: the comparison is in the UPDATE itself,
 * so a late request carrying an older id (another tab, a slow network) never moves it back.
 * True when the mark moved.
 */
export async function moveReadMark(
  db: Db,
  conversationId: number,
  side: ConversationSide,
  messageId: number,
): Promise<boolean> {
  const column = READ_MARK[side];
  const result = await db
    .updateTable("conversations")
    .set({ [column]: messageId })
    .where("id", "=", conversationId)
    .where(column, "<", messageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A conversation in a list: the other party, the last message and how many are unread. */
function listQuery(db: Db, side: ConversationSide) {
  const mark = READ_MARK[side];
  const otherSide: ConversationSide = side === "buyer" ? "seller" : "buyer";
  return db
    .selectFrom("conversations as c")
    .innerJoin("companies as co", "co.id", "c.seller_company_id")
    .innerJoin("users as u", "u.id", "c.buyer_user_id")
    .leftJoin("conversation_messages as m", "m.id", "c.last_message_id")
    .select((eb) => [
      "c.id",
      "c.last_message_at",
      "c.blocked_by",
      "co.id as company_id",
      "co.name as company_name",
      "co.logo_url as company_logo",
      "co.country as company_country",
      "u.first_name as buyer_first_name",
      "u.last_name as buyer_last_name",
      "u.company_name as buyer_company",
      "m.kind as last_kind",
      "m.body as last_body",
      "m.sender_side as last_side",
      eb
        .selectFrom("conversation_messages as um")
        .select((sub) => sub.fn.countAll<string | number>().as("n"))
        .whereRef("um.conversation_id", "=", "c.id")
        .whereRef("um.id", ">", `c.${mark}`)
        .where("um.sender_side", "=", otherSide)
        .as("unread"),
    ])
    .orderBy("c.last_message_at", "desc")
    .orderBy("c.id", "desc");
}

export function listBuyerConversations(db: Db, buyerUserId: number, limit: number) {
  return listQuery(db, "buyer").where("c.buyer_user_id", "=", buyerUserId).limit(limit).execute();
}

/** A company's conversations; one a buyer opened without writing anything yet is not shown. */
export function listCompanyConversations(db: Db, companyId: number, limit: number) {
  return listQuery(db, "seller")
    .where("c.seller_company_id", "=", companyId)
    .where("c.last_message_id", "is not", null)
    .limit(limit)
    .execute();
}

export type ConversationListRow = Awaited<ReturnType<typeof listBuyerConversations>>[number];

/**
 * The buyer's conversations with something unread. A side's own message moves its read mark to
 * that message, so a last message past the mark is always the other side's.
 */
export async function countBuyerUnread(db: Db, buyerUserId: number): Promise<number> {
  const row = await db
    .selectFrom("conversations")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("buyer_user_id", "=", buyerUserId)
    .whereRef("last_message_id", ">", "buyer_read_message_id")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Conversations with something unread, of the companies where the user has one of `roles`. */
export async function countSellerUnread(db: Db, userId: number, roles: readonly TeamRole[]): Promise<number> {
  const row = await db
    .selectFrom("company_members as cm")
    .innerJoin("conversations as c", "c.seller_company_id", "cm.company_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("cm.user_id", "=", userId)
    .where("cm.role", "in", [...roles])
    .whereRef("c.last_message_id", ">", "c.seller_read_message_id")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether someone reported the conversation: the operator may then read it. */
export async function hasReport(db: Db, conversationId: number): Promise<boolean> {
  const row = await db
    .selectFrom("message_reports")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The party names a conversation page shows at its top. */
export function findConversationParties(db: Db, conversationId: number) {
  return db
    .selectFrom("conversations as c")
    .innerJoin("companies as co", "co.id", "c.seller_company_id")
    .innerJoin("users as u", "u.id", "c.buyer_user_id")
    .select([
      "co.name as company_name",
      "co.logo_url as company_logo",
      "co.country as company_country",
      "u.first_name as buyer_first_name",
      "u.last_name as buyer_last_name",
      "u.company_name as buyer_company",
    ])
    .where("c.id", "=", conversationId)
    .executeTakeFirstOrThrow();
}
