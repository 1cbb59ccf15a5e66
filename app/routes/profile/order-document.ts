import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order-document";
import { buyerOrderDocument } from "./order.server.ts";

/** A document of one of the buyer's orders, as a download; anyone else's is not found. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return buyerOrderDocument(context.get(requestContext), url, params.orderId, params.documentId);
}
