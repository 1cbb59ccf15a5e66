import { type MessageReportInput, storedReason } from "#core/schemas/message-reports.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import * as repo from "./moderation.repo.ts";

/**
 * What a party can do against abuse in their conversation: report it to the operator, and block
 * it (no new messages, as the conversations module honours `blocked_by`) or lift their own block.
 * The route has checked the person's right to act for the side (the buyer themselves, or a
 * member of the company whose team role allows it); here the conversation must be theirs.
 */
export type ConversationParty =
  | { side: "buyer"; userId: number }
  | { side: "seller"; userId: number; companyId: number };

/** The conversation when the party is one of its sides; otherwise not found, whether or not it exists. */
async function conversationOf(db: AppDeps["db"], party: ConversationParty, conversationId: number) {
  const conversation = await repo.findConversation(db, conversationId);
  const theirs =
    conversation &&
    (party.side === "buyer"
      ? conversation.buyer_user_id === party.userId
      : conversation.seller_company_id === party.companyId);
  if (!theirs) throw new AppError("not_found");
  return conversation;
}

/** Whether the party may see the conversation at all (for the routes' 404). */
export async function isConversationParty(
  db: AppDeps["db"],
  party: ConversationParty,
  conversationId: number,
): Promise<boolean> {
  return conversationOf(db, party, conversationId).then(
    () => true,
    () => false,
  );
}

/**
 * Files a report; a person has at most one open report per conversation, so a second one (a
 * second click) changes nothing. A message named must be one of this conversation's.
 */
export async function reportConversation(
  deps: Pick<AppDeps, "db" | "clock">,
  party: ConversationParty,
  conversationId: number,
  input: MessageReportInput,
): Promise<"reported" | "already_reported"> {
  await conversationOf(deps.db, party, conversationId);
  if (input.messageId !== undefined && !(await repo.isMessageOf(deps.db, conversationId, input.messageId)))
    throw new AppError("invalid_data");
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockConversation(trx, conversationId);
    if (await repo.hasOpenReport(trx, conversationId, party.userId)) return "already_reported";
    await repo.insertReport(trx, {
      conversationId,
      messageId: input.messageId ?? null,
      reporterUserId: party.userId,
      reporterSide: party.side,
      reason: storedReason(input),
      at: new Date(deps.clock.now()).toISOString(),
    });
    return "reported";
  });
}

/** Blocks the conversation for the party's side, unless it is blocked already (by either side). */
export async function blockConversation(
  db: AppDeps["db"],
  party: ConversationParty,
  conversationId: number,
): Promise<"blocked" | "already_blocked"> {
  await conversationOf(db, party, conversationId);
  return (await repo.setBlockIfOpen(db, conversationId, party.side)) ? "blocked" : "already_blocked";
}

/** Lifts the party's own block; a block the other side (or the operator for it) set is not theirs to lift. */
export async function unblockConversation(
  db: AppDeps["db"],
  party: ConversationParty,
  conversationId: number,
): Promise<"unblocked"> {
  const conversation = await conversationOf(db, party, conversationId);
  if (await repo.clearBlockOf(db, conversationId, party.side)) return "unblocked";
  // Not blocked any more (a second click) is done; blocked by the other side is refused.
  const other: ConversationSide = party.side === "buyer" ? "seller" : "buyer";
  if (conversation.blocked_by === other) throw new AppError("not_allowed");
  return "unblocked";
}
