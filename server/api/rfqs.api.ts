import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { RFQ_STATUSES } from "#core/rules/rfq-flow.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { RfqCloseSchema, RfqExtendSchema } from "#core/schemas/rfq.ts";
import { AppError } from "#server/lib/errors.ts";
import * as rfqs from "#server/modules/rfqs/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import {
  BuyerRfqListSchema,
  BuyerRfqSchema,
  PageQuerySchema,
  RFQ_API_ERRORS,
  RFQ_TAGS,
  RfqPostBody,
  withPriceText,
} from "./rfqs.api-schemas.ts";

/**
 * A buyer's own requests for quotation in the API, with the services and rules of the request
 * pages: posting one (without files, which go by the page's form), reading them, closing one early
 * and extending one once. Another user's request is not found, as an id nobody has; texts are in
 * the host's language.
 */

const rfqParams = z.object({ id: IdSchema });
const listQuery = PageQuerySchema.extend({
  status: z
    .enum(RFQ_STATUSES, { error: RFQ_API_ERRORS.status })
    .optional()
    .openapi({ description: "Only the open or only the closed requests" }),
});
/** The version the caller read: the change applies only to the request as they saw it. */
const expectedVersion = z
  .number({
    error: (issue) => (issue.input === undefined ? "errors.required" : RFQ_API_ERRORS.version),
  })
  .int(RFQ_API_ERRORS.version)
  .min(1, RFQ_API_ERRORS.version)
  .openapi({ description: "The request's version as last read (GET /rfqs/{id})" });
const CloseBody = z.object({ ...RfqCloseSchema.shape, expectedVersion }).openapi("RfqClose", {
  description: "expectedVersion, and note: why, for the record (optional, up to 500 characters)",
});
const ExtendBody = z.object({ ...RfqExtendSchema.shape, expectedVersion }).openapi("RfqExtend", {
  description: "expectedVersion, and days: the days added to the deadline, 1 to 30",
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const signedIn = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The operator's staff do not post or hold requests"),
};
const invalid = { 400: json(ErrorRef, "Invalid input (field messages in the host's language)") };
const notFound = { 404: json(ErrorRef, "Not the caller's request, or no such request") };
const changed = {
  409: json(
    ErrorRef,
    "The request is closed, was extended already, or changed since expectedVersion (the message says which)",
  ),
};

const postRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/rfqs",
  operationId: "postRfq",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary: "Post a request for quotation: suppliers selling in its category may quote until it closes",
  description:
    "Written in the host's language and machine-translated for the others. It is open for openDays " +
    "days, until it has maxQuotes quotes, or until the buyer closes it or accepts a quote. Nothing is " +
    "stored when anything is refused. Attachments are not carried by this JSON call: a body naming " +
    "files or attachments is refused (400); post a request with files through the request form on the " +
    "site (/profile/purchase-request/detail), which uploads them.",
  request: body(RfqPostBody),
  responses: {
    201: json(BuyerRfqSchema, "The request, as GET /rfqs/{id} gives it"),
    ...invalid,
    401: signedIn[401],
    403: json(
      ErrorRef,
      "The e-mail address is not confirmed yet (code email_unconfirmed), or the caller is the operator's staff",
    ),
    429: json(ErrorRef, "20 requests open already, or 5 posted in the last hour (the message says which)"),
  },
});

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/rfqs",
  operationId: "listRfqs",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary: "The signed-in buyer's requests for quotation, newest first, 20 a page",
  request: { query: listQuery },
  responses: {
    200: json(BuyerRfqListSchema, "One page of requests; category names in the host's language"),
    ...invalid,
    ...signedIn,
  },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/rfqs/{id}",
  operationId: "getRfq",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary:
    "One of the buyer's requests in full: terms, texts, files, quotes received, what may be done with it",
  request: { params: rfqParams },
  responses: {
    200: json(BuyerRfqSchema, "The request; the target price as decimal text"),
    ...invalid,
    ...signedIn,
    ...notFound,
  },
});

const closeRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/rfqs/{id}/close",
  operationId: "closeRfq",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary: "Close an open request early, with an optional note; no more quotes arrive",
  request: { params: rfqParams, ...body(CloseBody) },
  responses: {
    200: json(BuyerRfqSchema, "The request, closed by the buyer"),
    ...invalid,
    ...signedIn,
    ...notFound,
    ...changed,
  },
});

const extendRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/rfqs/{id}/extend",
  operationId: "extendRfq",
  security: SIGNED_IN,
  tags: RFQ_TAGS,
  summary: "Give an open request 1 to 30 more days, once, before its deadline",
  request: { params: rfqParams, ...body(ExtendBody) },
  responses: {
    200: json(BuyerRfqSchema, "The request with its new deadline (closesAt)"),
    ...invalid,
    ...signedIn,
    ...notFound,
    ...changed,
  },
});

/** Files go by the page's form: a JSON body that names some would otherwise post without them. */
function refuseFiles(input: unknown) {
  if (typeof input !== "object" || input === null) return;
  for (const field of ["files", "attachments"])
    if (field in input)
      throw new AppError("invalid_data", undefined, { [field]: RFQ_API_ERRORS.filesByForm });
}

export function registerRfqsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(postRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const lang = langFromHost(c.req.header("host"));
    // The body as sent (the route's schema has read it already): the service parses it once more,
    // with the day the goods are needed by checked against its clock.
    const input: unknown = await c.req.json();
    refuseFiles(input);
    const id = await rfqs.postRfq(deps, user, input, [], lang);
    return c.json(withPriceText(await rfqs.getBuyerRfq(deps, user, id, lang)), 201);
  });

  api.openapi(listRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    return c.json(await rfqs.listBuyerRfqs(c.get("deps"), c.get("user"), c.req.valid("query"), lang), 200);
  });

  api.openapi(getRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const view = await rfqs.getBuyerRfq(c.get("deps"), c.get("user"), c.req.valid("param").id, lang);
    return c.json(withPriceText(view), 200);
  });

  api.openapi(closeRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { id } = c.req.valid("param");
    const { expectedVersion, note } = c.req.valid("json");
    await rfqs.closeRfq(deps, user, id, expectedVersion, note);
    const lang = langFromHost(c.req.header("host"));
    return c.json(withPriceText(await rfqs.getBuyerRfq(deps, user, id, lang)), 200);
  });

  api.openapi(extendRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { id } = c.req.valid("param");
    const { expectedVersion, days } = c.req.valid("json");
    await rfqs.extendRfq(deps, user, id, expectedVersion, days);
    const lang = langFromHost(c.req.header("host"));
    return c.json(withPriceText(await rfqs.getBuyerRfq(deps, user, id, lang)), 200);
  });
}
