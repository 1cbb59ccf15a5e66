import { redirect } from "react-router";
import { requestContext } from "#server/request-context.ts";
import { blockAction, conversationIdOf, conversationPath } from "../conversation-safety.server.ts";
import type { Route } from "./+types/meeting-block";

/** The buyer blocks their conversation with a supplier, or lifts their own block (intent=unblock). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const conversationId = conversationIdOf(params);
  if (!ctx.user)
    throw redirect(`/login?returnUrl=${encodeURIComponent(conversationPath("buyer", conversationId))}`);
  return blockAction(ctx, request, { side: "buyer", userId: ctx.user.id }, conversationId);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(conversationPath("buyer", conversationIdOf(params)));
}
