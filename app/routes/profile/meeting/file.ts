import { attachmentResponse, signInFirst } from "#app/lib/conversation-page.server.ts";
import { isStaff } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/file";

/** The 404 that attachmentResponse throws for a file the party may not open. */
const isNotFound = (thrown: unknown) =>
  (thrown as { type?: string; init?: { status?: number } } | null)?.init?.status === 404;

/**
 * A file sent in a buyer's conversation, for the buyer; and for the operator's staff when the
 * conversation was reported (they read it to decide on the report).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) signInFirst(url);
  const user = ctx.user;
  // A staff member may be a buyer too: their own conversations first, then reported ones.
  const asBuyer = attachmentResponse(
    ctx,
    { side: "buyer", user },
    params.conversationId,
    params.attachmentId,
  );
  if (!isStaff(user.roles)) return asBuyer;
  return asBuyer.catch((refused: unknown) => {
    if (!isNotFound(refused)) throw refused;
    return attachmentResponse(ctx, { side: "operator", user }, params.conversationId, params.attachmentId);
  });
}
