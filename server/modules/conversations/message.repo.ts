import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type MessageValues = Insertable<Database["conversation_messages"]>;
export type AttachmentValues = Insertable<Database["message_attachments"]>;

export async function insertMessage(db: Db, values: MessageValues): Promise<number> {
  const row = await db
    .insertInto("conversation_messages")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachments(db: Db, values: AttachmentValues[]): Promise<void> {
  if (values.length) await db.insertInto("message_attachments").values(values).execute();
}

/** Messages the user wrote since `since` (the per-minute limit). */
export async function countMessagesSentSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("conversation_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("sender_user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `limit` messages, newest first, older than `before` when given. */
export function pageMessages(db: Db, conversationId: number, limit: number, before?: number) {
  let query = db
    .selectFrom("conversation_messages")
    .select(["id", "sender_side", "sender_user_id", "kind", "body", "lang", "ref_id", "created_at"])
    .where("conversation_id", "=", conversationId);
  if (before !== undefined) query = query.where("id", "<", before);
  return query.orderBy("id", "desc").limit(limit).execute();
}

export type MessageRow = Awaited<ReturnType<typeof pageMessages>>[number];

export function findAttachmentsOf(db: Db, messageIds: number[]) {
  if (!messageIds.length) return Promise.resolve([]);
  return db
    .selectFrom("message_attachments")
    .select(["id", "message_id", "original_name", "media_type", "byte_size", "width", "height"])
    .where("message_id", "in", messageIds)
    .orderBy("id")
    .execute();
}

/** An attachment, only when it belongs to a message of this conversation. */
export function findConversationAttachment(db: Db, conversationId: number, attachmentId: number) {
  return db
    .selectFrom("message_attachments as a")
    .innerJoin("conversation_messages as m", "m.id", "a.message_id")
    .select(["a.id", "a.storage_key", "a.original_name", "a.media_type", "a.byte_size"])
    .where("a.id", "=", attachmentId)
    .where("m.conversation_id", "=", conversationId)
    .executeTakeFirst();
}

export function findTranslations(db: Db, messageIds: number[], lang: string) {
  if (!messageIds.length) return Promise.resolve([]);
  return db
    .selectFrom("message_translations")
    .select(["message_id", "body"])
    .where("message_id", "in", messageIds)
    .where("lang", "=", lang)
    .execute();
}

/** Keeps translations; one a reader of another process stored first is kept as it is. */
export async function insertTranslations(
  db: Db,
  rows: { message_id: number; lang: string; body: string; created_at: string }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto("message_translations")
    .values(rows)
    .onConflict((oc) => oc.columns(["message_id", "lang"]).doNothing())
    .execute();
}
