import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import * as rfqs from "#server/modules/rfqs/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, PUBLIC, SIGNED_IN } from "./openapi-shapes.ts";
import {
  PageQuerySchema,
  PublicRfqListSchema,
  PublicRfqSchema,
  RFQ_API_ERRORS,
  RFQ_TAGS,
  SupplierRfqListSchema,
  SupplierRfqSchema,
  withPriceText,
} from "./rfqs.api-schemas.ts";

/**
 * The boards of open requests for quotation: a supplier company's (its members read the requests
 * in the categories it sells in, with target prices, and the buyer's person once the buyer answered
 * the company's quote) and the public one (what is asked, never who asks: the buyer's country only,
 * no target price). Texts are in the host's language when translated, else the buyer's original.
 */

/** The longest search a board reads: it keeps the first 5 words anyway. */
const SEARCH_MAX = 200;

const companyParams = z.object({ companyId: IdSchema });
const companyRfqParams = z.object({ companyId: IdSchema, id: IdSchema });
const supplierQuery = PageQuerySchema.extend({
  q: z
    .string()
    .max(SEARCH_MAX, "errors.tooLong")
    .optional()
    .openapi({ description: "Words (the first 5) that must each be in the title or description" }),
});
const publicQuery = PageQuerySchema.extend({
  categoryCode: z
    .string()
    .regex(/^(\d{3}){1,6}$/, RFQ_API_ERRORS.category)
    .optional()
    .openapi({ description: "Only this category and those under it", example: "101100" }),
});

const invalid = { 400: json(ErrorRef, "Invalid input (field messages in the host's language)") };
const signedIn = { 401: json(ErrorRef, "Not signed in") };

const supplierListRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/supplier/companies/{companyId}/rfqs",
  operationId: "listSupplierRfqs",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary: "The open requests in the categories the company sells in, newest first, 20 a page (members)",
  request: { params: companyParams, query: supplierQuery },
  responses: {
    200: json(SupplierRfqListSchema, "One page of requests, with target prices; never the buyer's identity"),
    ...invalid,
    ...signedIn,
    403: json(ErrorRef, "The company is not active: its members see requests once it is"),
    404: json(ErrorRef, "No such company among the user's"),
  },
});

const supplierGetRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/supplier/companies/{companyId}/rfqs/{id}",
  operationId: "getSupplierRfq",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary:
    "One request in the company's categories, or one it quoted on, with the original text, files and whether it may quote (members)",
  request: { params: companyRfqParams },
  responses: {
    200: json(SupplierRfqSchema, "The request; the buyer's person only once revealed"),
    ...invalid,
    ...signedIn,
    404: json(
      ErrorRef,
      "No such company among the user's, the company is not active, or the request is outside its categories and it did not quote on it",
    ),
  },
});

const publicListRoute = createRoute({
  method: "get",
  path: "/rfq-board",
  operationId: "listPublicRfqs",
  security: PUBLIC,
  tags: RFQ_TAGS,
  summary: "The public board: open requests, newest first, 20 a page, without buyer identity or target price",
  request: { query: publicQuery },
  responses: { 200: json(PublicRfqListSchema, "One page of open requests"), ...invalid },
});

const publicGetRoute = createRoute({
  method: "get",
  path: "/rfq-board/{id}",
  operationId: "getPublicRfq",
  security: PUBLIC,
  tags: RFQ_TAGS,
  summary: "One open request of the public board, without buyer identity or target price",
  request: { params: z.object({ id: IdSchema }) },
  responses: {
    200: json(PublicRfqSchema, "The request"),
    ...invalid,
    404: json(ErrorRef, "No such request, or it is closed or past its deadline"),
  },
});

export function registerRfqBoardApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(supplierListRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { companyId } = c.req.valid("param");
    const list = await rfqs.listSupplierRfqs(
      c.get("deps"),
      c.get("user"),
      companyId,
      c.req.valid("query"),
      lang,
    );
    return c.json({ ...list, items: list.items.map(withPriceText) }, 200);
  });

  api.openapi(supplierGetRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { companyId, id } = c.req.valid("param");
    return c.json(
      withPriceText(await rfqs.getSupplierRfq(c.get("deps"), c.get("user"), companyId, id, lang)),
      200,
    );
  });

  api.openapi(publicListRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    return c.json(await rfqs.listPublicRfqs(c.get("deps"), c.req.valid("query"), lang), 200);
  });

  api.openapi(publicGetRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    return c.json(await rfqs.getPublicRfq(c.get("deps"), c.req.valid("param").id, lang), 200);
  });
}
