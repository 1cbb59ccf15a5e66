import { rfqFileResponse } from "#app/lib/rfq-page.server.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/rfq-file";

/** A file of one of the buyer's requests, as a download; anyone else's is not found. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return rfqFileResponse(context.get(requestContext), url, params.rfqId, params.attachmentId);
}
