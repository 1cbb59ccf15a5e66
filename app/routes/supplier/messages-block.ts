import { redirect } from "react-router";
import { requestContext } from "#server/request-context.ts";
import { blockAction, conversationIdOf, conversationPath } from "../conversation-safety.server.ts";
import type { Route } from "./+types/messages-block";
import { requireWorkspace } from "./access.server.ts";

/** A member who may answer buyers blocks a conversation of their company, or lifts its own block. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const conversationId = conversationIdOf(params);
  const page = new URL(conversationPath("seller", conversationId), "http://x");
  const { user, company } = await requireWorkspace(ctx, request, page, "inquiries.reply");
  const party = { side: "seller" as const, userId: user.id, companyId: company.id };
  return blockAction(ctx, request, party, conversationId);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath("seller", conversationIdOf(params)));
}
