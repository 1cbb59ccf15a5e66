import { redirect } from "react-router";
import { requestContext } from "#server/request-context.ts";
import { conversationIdOf, conversationPath, reportAction } from "../conversation-safety.server.ts";
import type { Route } from "./+types/messages-report";
import { requireWorkspace } from "./access.server.ts";

/** A member who may see the inquiries reports a conversation of their company with a buyer. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const conversationId = conversationIdOf(params);
  const page = new URL(conversationPath("seller", conversationId), "http://x");
  const { user, company } = await requireWorkspace(ctx, request, page, "inquiries.view");
  const party = { side: "seller" as const, userId: user.id, companyId: company.id };
  return reportAction(ctx, request, party, conversationId);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath("seller", conversationIdOf(params)));
}
