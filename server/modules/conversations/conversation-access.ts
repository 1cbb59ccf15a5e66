import type { Db } from "#server/db/connect.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { type ConversationRow, findConversation, hasReport } from "./conversation.repo.ts";

/**
 * Who is looking at a conversation: its buyer, a member of the supplier company (acting for the
 * company the workspace has chosen), or the operator (only for a conversation someone reported).
 */
export type Party =
  | { side: "buyer"; user: Actor }
  | { side: "seller"; user: Actor; companyId: number }
  | { side: "operator"; user: Actor };

/**
 * The conversation when the party may read it (`reply`: write in it). A conversation of another
 * buyer or another company is not found, exactly as one that does not exist, so trying ids
 * reveals nothing. Sellers are asked the one permission table: `inquiries.view` to read,
 * `inquiries.reply` to write; the operator only reads.
 */
export async function requireConversation(
  db: Db,
  party: Party,
  conversationId: number,
  need: "read" | "reply" = "read",
): Promise<ConversationRow> {
  const row = Number.isSafeInteger(conversationId) ? await findConversation(db, conversationId) : undefined;
  if (!row) throw new AppError("not_found");
  if (party.side === "buyer") {
    if (row.buyer_user_id !== party.user.id) throw new AppError("not_found");
    return row;
  }
  if (party.side === "seller") {
    if (row.seller_company_id !== party.companyId) throw new AppError("not_found");
    await requireCan(
      db,
      party.user,
      need === "reply" ? "inquiries.reply" : "inquiries.view",
      party.companyId,
    );
    return row;
  }
  if (!isStaff(party.user.roles) || need === "reply" || !(await hasReport(db, row.id)))
    throw new AppError("not_found");
  return row;
}

/** The side whose read mark and messages are the party's own; the operator has none. */
export const sideOf = (party: Party): ConversationSide | undefined =>
  party.side === "operator" ? undefined : party.side;
