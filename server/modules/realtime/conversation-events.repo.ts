import { SqliteAdapter, sql, type Transaction } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { ConversationEventKind, ConversationSide } from "#server/db/schema/conversation-tables.ts";
import { announceLocalAppend } from "./local-appends.ts";

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
  else announceLocalAppend();
  return id;
}

/** An event as the feed reads it and the streams send it. */
export interface ConversationEvent {
  id: number;
  conversationId: number;
  kind: ConversationEventKind;
  messageId: number | null;
  side: ConversationSide;
}

const EVENT_COLUMNS = [
  "conversation_events.id",
  "conversation_events.conversation_id as conversationId",
  "conversation_events.kind",
  "conversation_events.message_id as messageId",
  "conversation_events.side",
] as const;

/** The newest event id, 0 when there is none: where a feed that starts now begins. */
export async function findLatestEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("conversation_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Events after `afterId`, and those among `alsoIds` (ids the feed passed over while they were not
 * yet committed), oldest first, at most `limit`.
 */
export async function readEventsAfter(
  db: Db,
  afterId: number,
  alsoIds: readonly number[],
  limit: number,
): Promise<ConversationEvent[]> {
  return db
    .selectFrom("conversation_events")
    .select(EVENT_COLUMNS)
    .where((eb) =>
      alsoIds.length ? eb.or([eb("id", ">", afterId), eb("id", "in", alsoIds)]) : eb("id", ">", afterId),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * The newest `limit` events after `afterId` of the conversations a user may follow (as their
 * buyer, or as a member of the seller company among `companyIds`), oldest first.
 */
export async function readViewerEventsAfter(
  db: Db,
  viewer: { userId: number; companyIds: readonly number[] },
  afterId: number,
  limit: number,
): Promise<ConversationEvent[]> {
  const rows = await db
    .selectFrom("conversation_events")
    .innerJoin("conversations", "conversations.id", "conversation_events.conversation_id")
    .select(EVENT_COLUMNS)
    .where("conversation_events.id", ">", afterId)
    .where((eb) =>
      viewer.companyIds.length
        ? eb.or([
            eb("conversations.buyer_user_id", "=", viewer.userId),
            eb("conversations.seller_company_id", "in", viewer.companyIds),
          ])
        : eb("conversations.buyer_user_id", "=", viewer.userId),
    )
    .orderBy("conversation_events.id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** The two parties of each conversation found among `ids`. */
export async function findConversationParties(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; buyerUserId: number; sellerCompanyId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("conversations")
    .select(["id", "buyer_user_id as buyerUserId", "seller_company_id as sellerCompanyId"])
    .where("id", "in", ids)
    .execute();
}

/** The companies of which each of `userIds` is a member, with the member's team role. */
export async function findMemberships(
  db: Db,
  userIds: readonly number[],
): Promise<{ userId: number; companyId: number; role: TeamRole }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("company_members")
    .select(["user_id as userId", "company_id as companyId", "role"])
    .where("user_id", "in", userIds)
    .execute();
}
