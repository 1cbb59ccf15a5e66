import { Readable } from "node:stream";
import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { openQuoteAttachment } from "#server/modules/quotes/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/file";

/**
 * A file of one of the company's quotes, for members who see its quotes. It always downloads,
 * as the type judged from its bytes when it was stored (nosniff keeps the browser to it), never
 * shown as a page of the site. Another company's quote or file, and a made-up id, are the same 404.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const quoteId = parseId(params.quoteId);
  const attachmentId = parseId(params.attachmentId);
  if (quoteId === undefined || attachmentId === undefined) throw data(null, { status: 404 });
  try {
    const file = await openQuoteAttachment(
      ctx.deps,
      user,
      { side: "supplier", companyId: company.id },
      quoteId,
      attachmentId,
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
