import { SqliteAdapter, sql, type Transaction } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";
import type { ConversationEventKind, ConversationSide } from "#server/db/schema/conversation-tables.ts";

/** The PostgreSQL channel that wakes every process's feed reader when events are written. */
export const CONVERSATION_EVENTS_CHANNEL = "conversation_events";

export interface ConversationEventInput {
  conversationId: number;
  kind: ConversationEventKind;
  /** The message written, or (for a read mark) the last message read. */
  messageId: number;
  /** The side that wrote the message or read up to it. */
  side: ConversationSide;
}

/**
 * Appends an event to the fan-out table. Call it in the transaction that writes what the event
 * announces: the row is then visible exactly when the change is, and a process that crashes
 * between the two can never announce a message that does not exist or lose one that does. On
 * PostgreSQL the NOTIFY is delivered at commit too, so readers wake only once the row is there;
 * the table stays the truth and the notification is only a wake-up.
 */
export async function appendConversationEvent(
  trx: Transaction<Database> | Db,
  event: ConversationEventInput,
): Promise<number> {
  const { id } = await trx
    .insertInto("conversation_events")
    .values({
      conversation_id: event.conversationId,
      kind: event.kind,
      message_id: event.messageId,
      side: event.side,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter))
    await sql`select pg_notify(${CONVERSATION_EVENTS_CHANNEL}, ${String(id)})`.execute(trx);
  return id;
}
