import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";

/**
 * Small conversations for tests of what is built around them (unread e-mail, reports, blocks):
 * people, a supplier company with members, a conversation and its messages, written straight to
 * the tables with the times a test chooses.
 */
let serial = 0;

export interface Person {
  id: number;
  email: string;
}

export async function person(
  db: Db,
  given: {
    firstName?: string;
    lastName?: string;
    lang?: string | null;
    roles?: ("moderator" | "admin")[];
  } = {},
): Promise<Person> {
  const email = `p${++serial}-${Math.random().toString(36).slice(2, 8)}@talk.test`;
  const row = await db
    .insertInto("users")
    .values({
      email,
      password_hash: "x",
      first_name: given.firstName ?? "Pat",
      last_name: given.lastName ?? `N${serial}`,
      preferred_lang: given.lang ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const role of given.roles ?? [])
    await db.insertInto("user_roles").values({ user_id: row.id, role }).execute();
  return { id: row.id, email };
}

export async function supplierCompany(db: Db, name = "Anatolia Textiles"): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({ name, country: "TR" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function companyMember(
  db: Db,
  companyId: number,
  role: TeamRole,
  given: Parameters<typeof person>[1] = {},
): Promise<Person> {
  const p = await person(db, given);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: p.id, role }).execute();
  return p;
}

export async function conversation(db: Db, buyerUserId: number, sellerCompanyId: number): Promise<number> {
  const row = await db
    .insertInto("conversations")
    .values({ buyer_user_id: buyerUserId, seller_company_id: sellerCompanyId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A text message written at `at` (ISO), kept as the conversation's last message. */
export async function message(
  db: Db,
  conversationId: number,
  side: ConversationSide,
  at: string,
  body = "Hello, can you ship 500 towels by March?",
  senderUserId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto("conversation_messages")
    .values({
      conversation_id: conversationId,
      sender_side: side,
      sender_user_id: senderUserId,
      kind: "text",
      body,
      lang: "en",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("conversations")
    .set({ last_message_id: row.id, last_message_at: at })
    .where("id", "=", conversationId)
    .execute();
  return row.id;
}

/** The side has read up to and including `messageId`. */
export async function markRead(db: Db, conversationId: number, side: ConversationSide, messageId: number) {
  await db
    .updateTable("conversations")
    .set(side === "buyer" ? { buyer_read_message_id: messageId } : { seller_read_message_id: messageId })
    .where("id", "=", conversationId)
    .execute();
}

export async function messageSettings(db: Db, userId: number, emailUnread: boolean, includeText: boolean) {
  await db
    .insertInto("message_settings")
    .values({ user_id: userId, email_unread: emailUnread, email_include_text: includeText })
    .execute();
}
