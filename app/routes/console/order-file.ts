import { Readable } from "node:stream";
import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import { openOperatorOrderDocument } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order-file";
import { requireStaffPage } from "./access.server.ts";

/**
 * A document of an order (a payment proof, an invoice, a packing list) for the operator, who
 * reads them to settle a dispute or a refund. Sent as a download (pictures shown), never run:
 * sandboxed, with nothing allowed to load.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const orderId = parseId(params.orderId);
  const documentId = parseId(params.documentId);
  if (orderId === undefined || documentId === undefined) throw data(null, { status: 404 });
  const store = localPrivateFileStore(ctx.deps.config.dataDir);
  const file = await openOperatorOrderDocument(ctx.deps, store, user, orderId, documentId).catch((error) => {
    if ((error as { code?: string }).code === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  const inline = file.mediaType.startsWith("image/");
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "Content-Type": file.mediaType,
      "Content-Length": String(file.size),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self' data:",
    },
  });
}
