import { redirect } from "react-router";
import { requestContext } from "#server/request-context.ts";
import { conversationIdOf, conversationPath, reportAction } from "../conversation-safety.server.ts";
import type { Route } from "./+types/meeting-report";

/** The buyer reports their conversation with a supplier (a form of the conversation page). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const conversationId = conversationIdOf(params);
  if (!ctx.user)
    throw redirect(`/login?returnUrl=${encodeURIComponent(conversationPath("buyer", conversationId))}`);
  return reportAction(ctx, request, { side: "buyer", userId: ctx.user.id }, conversationId);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath("buyer", conversationIdOf(params)));
}
