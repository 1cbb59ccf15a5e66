import { Readable } from "node:stream";
import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { openRfqAttachment } from "#server/modules/rfqs/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/file";

/**
 * A file of a request, as a download, for members of a company that may see the request (it
 * sells in its category, or quoted on it). Anyone else, another request's file and a made-up id
 * are the same 404. Served in its stored type, never sniffed or shown as a page.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "rfqs.view");
  const rfqId = parseId(params.rfqId);
  const attachmentId = parseId(params.attachmentId);
  if (rfqId === undefined || attachmentId === undefined) throw data(null, { status: 404 });
  try {
    const file = await openRfqAttachment(ctx.deps, user, rfqId, attachmentId, company.id);
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
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
      throw data(null, { status: 404 });
    throw error;
  }
}
