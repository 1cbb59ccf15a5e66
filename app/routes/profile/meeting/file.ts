import { attachmentResponse, signInFirst } from "#app/lib/conversation-page.server.ts";
import { isStaff } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/file";

/**
 * A file sent in a buyer's conversation, for the buyer; and for the operator's staff when the
 * conversation was reported (they read it to decide on the report).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) signInFirst(url);
  const user = ctx.user;
  const party = isStaff(user.roles) ? { side: "operator" as const, user } : { side: "buyer" as const, user };
  return attachmentResponse(ctx, party, params.conversationId, params.attachmentId);
}
