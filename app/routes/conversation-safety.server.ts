import { data, redirect } from "react-router";
import { MessageReportSchema } from "#core/schemas/message-reports.ts";
import { parseId } from "#core/schemas/id.ts";
import { describeError } from "#server/lib/errors.ts";
import {
  blockConversation,
  type ConversationParty,
  isConversationParty,
  reportConversation,
  unblockConversation,
} from "#server/modules/message-moderation/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/**
 * The report and block actions of a conversation, the same for the buyer's page
 * (/profile/meeting/:id) and the supplier's (/supplier/messages/:id): each route works out who
 * acts for which side, this does the rest and goes back to the conversation with `?safety=` set
 * to what happened, which the conversation page's safety menu announces.
 */
export type SafetyOutcome =
  | "reported"
  | "already_reported"
  | "invalid_report"
  | "blocked"
  | "already_blocked"
  | "unblocked";

export const conversationPath = (side: ConversationParty["side"], conversationId: number | string) =>
  side === "buyer" ? `/profile/meeting/${conversationId}` : `/supplier/messages/${conversationId}`;

/** The conversation id of the address, or 404. */
export function conversationIdOf(params: { conversationId?: string }): number {
  const id = parseId(params.conversationId);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

const back = (party: ConversationParty, conversationId: number, outcome: SafetyOutcome) =>
  redirect(`${conversationPath(party.side, conversationId)}?safety=${outcome}`);

/** A conversation of someone else is not found, whether or not it exists. */
async function requireParty(ctx: RequestContext, party: ConversationParty, conversationId: number) {
  if (!(await isConversationParty(ctx.deps.db, party, conversationId))) throw data(null, { status: 404 });
}

export async function reportAction(
  ctx: RequestContext,
  request: Request,
  party: ConversationParty,
  conversationId: number,
) {
  await requireParty(ctx, party, conversationId);
  const form = await request.formData().catch(() => new FormData());
  const parsed = MessageReportSchema.safeParse({
    reason: form.get("reason") ?? undefined,
    details: form.get("details") ?? undefined,
    messageId: form.get("messageId") ?? undefined,
  });
  if (!parsed.success) return back(party, conversationId, "invalid_report");
  try {
    return back(
      party,
      conversationId,
      await reportConversation(ctx.deps, party, conversationId, parsed.data),
    );
  } catch (error) {
    if (describeError(error).code === "invalid_data") return back(party, conversationId, "invalid_report");
    throw error;
  }
}

/** intent block (the default) or unblock; lifting the other side's block is refused with 403. */
export async function blockAction(
  ctx: RequestContext,
  request: Request,
  party: ConversationParty,
  conversationId: number,
) {
  await requireParty(ctx, party, conversationId);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "unblock") {
    try {
      return back(party, conversationId, await unblockConversation(ctx.deps.db, party, conversationId));
    } catch (error) {
      const { status, refusal } = describeError(error);
      if (refusal) throw data(null, { status });
      throw error;
    }
  }
  return back(party, conversationId, await blockConversation(ctx.deps.db, party, conversationId));
}
