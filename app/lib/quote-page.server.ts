import { Readable } from "node:stream";
import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { openQuoteAttachment } from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/*
 * What the buyer's quote pages share: who may open them, the 404 for anything not theirs, the
 * file download, and the view types the components render (types only: the components stay free
 * of server code).
 */
export type {
  BuyerQuote,
  BuyerRevision,
  ComparedQuote,
  QuoteAttachmentView,
  QuoteLineView,
  QuoteListRow,
} from "#server/modules/quotes/index.ts";

/** The signed-in buyer, or the way to sign in and come back to the same address. */
export function quoteBuyerOf(ctx: RequestContext, url: URL) {
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  return { ...ctx.user, clientAddress: ctx.ip };
}

/** An id from the address (a quote, a file, a request); a made-up one is the page's 404, like another buyer's. */
export function idParamOf(param: string | undefined): number {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/** Another buyer's quote, one not sent yet, or none at all: the page's 404, never a hint that it exists. */
export function quoteNotFound(error: unknown): never {
  if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
    throw data(null, { status: 404 });
  throw error;
}

/**
 * A file of one of the buyer's quotes (of a sent revision), as a download: always an attachment
 * in the type judged from its bytes when it was stored, which nosniff keeps the browser to.
 * Another buyer's quote, a draft's file, another quote's file and a made-up id are the same 404.
 */
export async function buyerQuoteFile(
  ctx: RequestContext,
  url: URL,
  quoteParam: string | undefined,
  fileParam: string | undefined,
): Promise<Response> {
  const buyer = quoteBuyerOf(ctx, url);
  const quoteId = idParamOf(quoteParam);
  const fileId = idParamOf(fileParam);
  const file = await openQuoteAttachment(ctx.deps, buyer, { side: "buyer" }, quoteId, fileId).catch(
    quoteNotFound,
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
}
