import { Readable } from "node:stream";
import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { openRfqAttachment } from "#server/modules/rfqs/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The signed-in user, or the way to sign in and come back to the same address. */
export function rfqBuyerOf(ctx: RequestContext, url: URL): Actor & { emailConfirmed: boolean } {
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  return { ...ctx.user, clientAddress: ctx.ip };
}

/**
 * A refusal of one request's page: another user's request (or none) is the page's 404, never a
 * sign that it exists; so is the operator's staff, who have no requests of their own.
 */
export function rfqNotFound(error: unknown): never {
  if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
    throw data(null, { status: 404 });
  throw error;
}

/** A page that lists or posts the user's own requests: the operator's staff do not trade (403). */
export function rfqNotForStaff(error: unknown): never {
  if (isAppError(error) && error.code === "not_allowed") throw data(null, { status: 403 });
  throw error;
}

/** A request id from the address; a made-up one is the page's 404, like another user's request. */
export function rfqIdOf(param: string | undefined): number {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/**
 * A file of the buyer's own request, as a download: always an attachment, never shown as a page
 * of the site, in the type judged from its bytes when it was stored, which nosniff keeps the
 * browser to. The service also lets the operator's staff and the quoting companies read it; on
 * the buyer's address only the buyer does (the others have their own pages). Anyone else, another
 * request's file and a made-up id are the same 404.
 */
export async function rfqFileResponse(
  ctx: RequestContext,
  url: URL,
  rfqParam: string | undefined,
  fileParam: string | undefined,
): Promise<Response> {
  const actor = rfqBuyerOf(ctx, url);
  const rfqId = parseId(rfqParam);
  const fileId = parseId(fileParam);
  if (rfqId === undefined || fileId === undefined || isStaff(actor.roles)) throw data(null, { status: 404 });
  const file = await openRfqAttachment(ctx.deps, actor, rfqId, fileId).catch(rfqNotFound);
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      "Content-Type": file.mediaType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

/** The shapes the buyer's pages render, for their components (which may not import the server). */
export type {
  BuyerRfqItem,
  BuyerRfqView,
  RfqAttachmentView,
  RfqStanding,
  RfqTerms,
} from "#server/modules/rfqs/index.ts";
