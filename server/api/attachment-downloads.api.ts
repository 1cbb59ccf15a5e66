import { Readable } from "node:stream";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import * as quotes from "#server/modules/quotes/index.ts";
import * as rfqs from "#server/modules/rfqs/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { QUOTE_TAGS } from "./quotes.api-schemas.ts";
import { RFQ_TAGS } from "./rfqs.api-schemas.ts";

/**
 * The files of a request for quotation and of a quote, for the people who may read them: the
 * buyer, or with ?companyId= a member of a company that may (the services decide, on every read).
 * Anyone else gets the same 404 as for a file that does not exist. Always a download, never shown
 * in place, and never kept by shared caches.
 */

const fileParams = z.object({ id: IdSchema, fileId: IdSchema });
const readerQuery = z.object({
  companyId: IdSchema.optional().openapi({
    description: "Read as a member of this supplier company; without it, as the buyer",
  }),
});

const download = (description: string) => ({
  description,
  headers: {
    "Content-Disposition": {
      description: "attachment, with the file's name (filename*, UTF-8)",
      schema: { type: "string" as const },
    },
  },
  content: {
    "application/octet-stream": {
      schema: z.string().openapi({
        format: "binary",
        description:
          "The file's bytes; Content-Type names its own type (judged from its content when uploaded)",
      }),
    },
  },
});

const refusals = {
  400: json(ErrorRef, "Invalid id"),
  401: json(ErrorRef, "Not signed in"),
};

const rfqFileRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/rfqs/{id}/files/{fileId}",
  operationId: "downloadRfqFile",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary:
    "A file of a request for quotation: for its buyer, or with companyId for a member of a company that may see the request",
  request: { params: fileParams, query: readerQuery },
  responses: {
    200: download("The file (a PDF or a picture)"),
    ...refusals,
    403: json(ErrorRef, "The caller's team role does not see requests for quotation"),
    404: json(
      ErrorRef,
      "No such file of the request, or the caller may not read it (not the buyer; the company neither sells in its category nor quoted on it)",
    ),
  },
});

const quoteFileRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/quotes/{id}/files/{fileId}",
  operationId: "downloadQuoteFile",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "A file of a quote: for its buyer (files of sent revisions), or with companyId for a member of the quoting company",
  request: { params: fileParams, query: readerQuery },
  responses: {
    200: download("The file (a picture, a PDF or an office document)"),
    ...refusals,
    403: json(ErrorRef, "The caller's team role does not see the company's quotes"),
    404: json(ErrorRef, "No such file of the quote, or the caller may not read it"),
  },
});

function attachment(file: { stream: Readable; name: string; mediaType: string; size: number }) {
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    status: 200,
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

export function registerAttachmentDownloadsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(rfqFileRoute, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { companyId } = c.req.valid("query");
    return attachment(await rfqs.openRfqAttachment(c.get("deps"), c.get("user"), id, fileId, companyId));
  });

  api.openapi(quoteFileRoute, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { companyId } = c.req.valid("query");
    const reader: quotes.QuoteReader =
      companyId === undefined ? { side: "buyer" } : { side: "supplier", companyId };
    const file = await quotes.openQuoteAttachment(c.get("deps"), c.get("user"), reader, id, fileId);
    return attachment({ stream: file.body, name: file.name, mediaType: file.mediaType, size: file.byteSize });
  });
}
