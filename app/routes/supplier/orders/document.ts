import { Readable } from "node:stream";
import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import { openOrderDocument } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/document";

/**
 * A document of one of the company's orders (a payment proof, an invoice, a packing list), for
 * members who see orders. It always downloads (never shown as a page of the site), as the type
 * judged from its bytes when it was stored, which nosniff keeps the browser to.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  const orderId = parseId(params.orderId);
  const documentId = parseId(params.documentId);
  if (orderId === undefined || documentId === undefined) throw data(null, { status: 404 });
  try {
    const file = await openOrderDocument(
      ctx.deps,
      localPrivateFileStore(ctx.deps.config.dataDir),
      user,
      { side: "supplier", companyId: company.id },
      orderId,
      documentId,
    );
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        "Content-Type": file.mediaType,
        "Content-Length": String(file.byteSize),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox; default-src 'none'",
      },
    });
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
      throw data(null, { status: 404 });
    throw error;
  }
}
