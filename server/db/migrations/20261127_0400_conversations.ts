import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Conversations between a buyer and a supplier company, and what the supplier's inbox needs of a
 * deal.
 *
 * - conversations: one per buyer and supplier company. Each side's read mark is the id of the
 *   last message it has read (the sender sees "seen" when the other side's mark reaches it); the
 *   notified_at columns hold when each side was last e-mailed about unread messages.
 * - conversation_messages: text written by a side, or a card (a deal, product, quote or order
 *   shown inside the conversation, ref_id naming it). lang is the writer's language.
 * - message_translations: a message put into a reader's language once, then kept.
 * - message_attachments: files sent with a message; the bytes live in the private store.
 * - conversation_events: the fan-out table, written in the same transaction as the message or
 *   read mark it announces and read by every server process; its id is the event id a browser
 *   sends back as Last-Event-ID.
 * - message_reports, conversation blocks: abuse, seen by the operator.
 * - message_settings: each user's e-mail preferences for unread messages.
 * - deal_notes, and on deals: the assignee, the reason a deal was lost, the first reply and the
 *   conversation it belongs to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", k.id)
    .addColumn("buyer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("seller_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("last_message_id", "integer")
    .addColumn("last_message_at", k.timestamp)
    .addColumn("buyer_read_message_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seller_read_message_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("buyer_notified_at", k.timestamp)
    .addColumn("seller_notified_at", k.timestamp)
    .addColumn("blocked_by", "text", (c) => c.check(oneOf("blocked_by", ["buyer", "seller"])))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addUniqueConstraint("conversations_parties_key", ["buyer_user_id", "seller_company_id"])
    .execute();
  await db.schema
    .createIndex("conversations_seller_idx")
    .on("conversations")
    .columns(["seller_company_id", "last_message_at"])
    .execute();
  await db.schema
    .createIndex("conversations_buyer_idx")
    .on("conversations")
    .columns(["buyer_user_id", "last_message_at"])
    .execute();

  await db.schema
    .createTable("conversation_messages")
    .addColumn("id", "integer", k.id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("sender_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("sender_side", "text", (c) => c.notNull().check(oneOf("sender_side", ["buyer", "seller"])))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(oneOf("kind", ["text", "deal", "product", "quote", "order"])),
    )
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lang", "text", (c) => c.references("languages.code"))
    .addColumn("ref_id", "integer")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("conversation_messages_conversation_idx")
    .on("conversation_messages")
    .columns(["conversation_id", "id"])
    .execute();
  await db.schema
    .createIndex("conversation_messages_sender_idx")
    .on("conversation_messages")
    .columns(["sender_user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("message_translations")
    .addColumn("message_id", "integer", (c) =>
      c.notNull().references("conversation_messages.id").onDelete("cascade"),
    )
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addPrimaryKeyConstraint("message_translations_pkey", ["message_id", "lang"])
    .execute();

  await db.schema
    .createTable("message_attachments")
    .addColumn("id", "integer", k.id)
    .addColumn("message_id", "integer", (c) =>
      c.notNull().references("conversation_messages.id").onDelete("cascade"),
    )
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("message_attachments_message_idx")
    .on("message_attachments")
    .column("message_id")
    .execute();

  await db.schema
    .createTable("conversation_events")
    .addColumn("id", "integer", k.id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ["message", "read"])))
    .addColumn("message_id", "integer")
    .addColumn("side", "text", (c) => c.notNull().check(oneOf("side", ["buyer", "seller"])))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("conversation_events_conversation_idx")
    .on("conversation_events")
    .columns(["conversation_id", "id"])
    .execute();

  await db.schema
    .createTable("message_reports")
    .addColumn("id", "integer", k.id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("message_id", "integer", (c) => c.references("conversation_messages.id").onDelete("set null"))
    .addColumn("reporter_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reporter_side", "text", (c) => c.notNull().check(oneOf("reporter_side", ["buyer", "seller"])))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(oneOf("status", ["open", "dismissed", "actioned"])),
    )
    .addColumn("resolved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("resolved_at", k.timestamp)
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("message_reports_status_idx")
    .on("message_reports")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("message_settings")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("email_unread", k.boolean, (c) => c.notNull().defaultTo(k.true))
    .addColumn("email_include_text", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .execute();

  await db.schema
    .createTable("deal_notes")
    .addColumn("id", "integer", k.id)
    .addColumn("deal_id", "integer", (c) => c.notNull().references("deals.id").onDelete("cascade"))
    .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema.createIndex("deal_notes_deal_idx").on("deal_notes").columns(["deal_id", "id"]).execute();

  await db.schema
    .alterTable("deals")
    .addColumn("conversation_id", "integer", (c) => c.references("conversations.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("deals")
    .addColumn("assignee_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("deals").addColumn("seller_lost_reason", "text").execute();
  await db.schema.alterTable("deals").addColumn("first_reply_at", k.timestamp).execute();
  await db.schema.createIndex("deals_conversation_idx").on("deals").column("conversation_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("deals_conversation_idx").execute();
  for (const column of ["first_reply_at", "seller_lost_reason", "assignee_user_id", "conversation_id"])
    await db.schema.alterTable("deals").dropColumn(column).execute();
  for (const table of [
    "deal_notes",
    "message_settings",
    "message_reports",
    "conversation_events",
    "message_attachments",
    "message_translations",
    "conversation_messages",
    "conversations",
  ])
    await db.schema.dropTable(table).execute();
}
