import { data } from "react-router";
import { countUnread } from "#server/modules/conversations/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/unread";

/** The header badge's counts, fetched again when a live event arrives: { buyer, seller }. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw data({ buyer: 0, seller: 0 }, { status: 401 });
  return Response.json(await countUnread(ctx.deps.db, ctx.user.id), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
