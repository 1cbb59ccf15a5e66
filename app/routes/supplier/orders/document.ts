import { orderDocumentResponse } from "#app/lib/order-page.server.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/document";

/** A document of one of the company's orders, as a download, for members who see orders. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  const viewer = { side: "supplier", companyId: company.id } as const;
  return orderDocumentResponse(ctx, user, viewer, params.orderId, params.documentId);
}
