import { Readable } from "node:stream";
import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import { type OrderViewer, openOrderDocument } from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** An order id from the address; a made-up one is the page's 404, like another party's order. */
export function orderIdOf(param: string | undefined): number {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/** Another party's order (or none) is the page's 404, never a message that it exists. */
export function notFoundAsPage(error: unknown): never {
  if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
  throw error;
}

/**
 * A document of an order (a payment proof, an invoice, a packing list) for a party of the order,
 * on either side. It always downloads, never shown as a page of the site, as the type judged from
 * its bytes when it was stored, which nosniff keeps the browser to. Another party's order or
 * document, a made-up id and a missing file are the same 404.
 */
export async function orderDocumentResponse(
  ctx: RequestContext,
  actor: Actor,
  viewer: OrderViewer,
  orderParam: string | undefined,
  documentParam: string | undefined,
): Promise<Response> {
  const orderId = parseId(orderParam);
  const documentId = parseId(documentParam);
  if (orderId === undefined || documentId === undefined) throw data(null, { status: 404 });
  const store = localPrivateFileStore(ctx.deps.config.dataDir);
  try {
    const file = await openOrderDocument(ctx.deps, store, actor, viewer, orderId, documentId);
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
