import { buyerQuoteFile } from "#app/lib/quote-page.server.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/quote-file";

/** A file of one of the buyer's quotes, as a download; anyone else's is not found. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return buyerQuoteFile(context.get(requestContext), url, params.quoteId, params.attachmentId);
}
