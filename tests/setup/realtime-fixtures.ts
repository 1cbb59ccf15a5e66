import type { Db } from "#server/db/connect.ts";
import type { Role, TeamRole } from "#server/db/schema/account-tables.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import { openSession } from "#server/modules/accounts/index.ts";
import { appendConversationEvent } from "#server/modules/realtime/index.ts";
import { company, user } from "./evidence-fixtures.ts";

/** Small builders for the real-time tests: people, companies, conversations and messages. */

export interface Person {
  id: number;
  roles: Role[];
}

export const person = (db: Db, roles: Role[] = ["buyer"]): Promise<Person> =>
  user(db, roles) as Promise<Person>;

export { company };

export async function member(db: Db, companyId: number, role: TeamRole): Promise<Person> {
  const someone = await person(db, ["supplier"]);
  await db
    .insertInto("company_members")
    .values({ company_id: companyId, user_id: someone.id, role })
    .execute();
  return someone;
}

export { conversation } from "./conversation-fixtures.ts";

/**
 * A text message and its event, written in one transaction as the conversations module does.
 * Gives the message id and the event id.
 */
export async function postMessage(
  db: Db,
  conversationId: number,
  side: ConversationSide,
  body = "Hello",
): Promise<{ messageId: number; eventId: number }> {
  return db.transaction().execute(async (trx) => {
    const { id: messageId } = await trx
      .insertInto("conversation_messages")
      .values({ conversation_id: conversationId, sender_side: side, kind: "text", body })
      .returning("id")
      .executeTakeFirstOrThrow();
    const eventId = await appendConversationEvent(trx, { conversationId, kind: "message", messageId, side });
    return { messageId, eventId };
  });
}

/** A session cookie value for the user, as a sign-in makes one. */
export async function sessionToken(db: Db, userId: number): Promise<string> {
  return (await openSession({ db }, userId, { ip: null, userAgent: null })).token;
}
