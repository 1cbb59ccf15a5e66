import { attachmentResponse } from "#app/lib/conversation-page.server.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/file";

/** A file sent in one of the company's conversations, for members who see inquiries. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  return attachmentResponse(
    ctx,
    { side: "seller", user, companyId: company.id },
    params.conversationId,
    params.attachmentId,
  );
}
