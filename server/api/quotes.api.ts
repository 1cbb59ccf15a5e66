import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import {
  QuoteAcceptSchema,
  QuoteChangesSchema,
  QuoteDeclineSchema,
  type QuoteListQuery,
} from "#core/schemas/quote-answers.ts";
import { orderLink } from "#server/modules/orders/index.ts";
import * as quotes from "#server/modules/quotes/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import {
  AcceptedQuoteSchema,
  BuyerQuoteListQuery,
  BuyerQuoteSchema,
  QUOTE_API_ERRORS,
  QUOTE_TAGS,
  QuoteComparisonSchema,
  QuoteListSchema,
} from "./quotes.api-schemas.ts";
import { buyerQuoteOut, comparedQuoteOut, quoteListOut } from "./quotes.api-views.ts";

/**
 * The buyer's quotes in the API, with the services and rules of the buyer's quote pages: the
 * list, one quote with every revision sent (reading it marks it seen, as opening the page does),
 * the answers (accept, which makes the order; decline; ask for changes) and the comparison of the
 * quotes on one of their requests for quotation. Another user's quote is not found, as an id
 * nobody has; texts are in the host's language.
 */

const quoteParams = z.object({ id: IdSchema });
const version = (description: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? "errors.required" : QUOTE_API_ERRORS.version),
    })
    .int(QUOTE_API_ERRORS.version)
    .min(1, QUOTE_API_ERRORS.version)
    .openapi({ description });
const revisionNumber = QuoteAcceptSchema.shape.revision;
const answered = {
  revisionNumber: revisionNumber.optional(),
  expectedVersion: version("The answered revision's version as last read").optional(),
};
const AcceptBody = z
  .object({
    revisionNumber,
    expectedVersion: version("The revision's version as last read (GET /quotes/{id})"),
  })
  .openapi("QuoteAccept", {
    description:
      "revisionNumber: the latest sent revision, the one the buyer read; expectedVersion: its version as read. A newer revision or a change meanwhile refuses it (409)",
  });
const DeclineBody = z.object({ ...QuoteDeclineSchema.shape, ...answered }).openapi("QuoteDecline", {
  description:
    "reason: why, for the supplier (up to 1,000 characters); revisionNumber and expectedVersion, when given, must be the latest revision as read",
});
const ChangesBody = z.object({ ...QuoteChangesSchema.shape, ...answered }).openapi("QuoteChangesRequest", {
  description:
    "comment: the changes asked for (up to 1,000 characters); revisionNumber and expectedVersion, when given, must be the latest revision as read",
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const invalid = { 400: json(ErrorRef, "Invalid input (field messages in the host's language)") };
const signedIn = { 401: json(ErrorRef, "Not signed in") };
const notFound = { 404: json(ErrorRef, "Not the caller's quote, nothing sent yet, or no such quote") };
const changed = {
  409: json(
    ErrorRef,
    "Past its last valid day, answered or withdrawn already, a newer revision was sent, or it changed since expectedVersion (the message says which); nothing changed",
  ),
};

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/quotes",
  operationId: "listQuotes",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary: "The quotes sent to the signed-in buyer, the most recently changed first, 20 a page",
  request: { query: BuyerQuoteListQuery },
  responses: {
    200: json(QuoteListSchema, "One page of quotes; amounts as decimal text"),
    ...invalid,
    ...signedIn,
  },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/quotes/{id}",
  operationId: "getQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "One of the buyer's quotes: every revision sent, with lines, price rows, totals and what changed, and what the buyer may do",
  description:
    "Reading it marks the latest revision seen, as opening the quote's page does (the supplier sees it was read).",
  request: { params: quoteParams },
  responses: {
    200: json(BuyerQuoteSchema, "The quote; amounts as decimal text"),
    ...invalid,
    ...signedIn,
    ...notFound,
  },
});

const acceptRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/quotes/{id}/accept",
  operationId: "acceptQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary: "Accept the latest revision while it is open and valid: the order is made at its terms",
  description:
    "In one step the revision is accepted and the order made (waiting for payment when shipping is settled, for the supplier's shipping cost when it is to be quoted); the supplier learns who the buyer is.",
  request: { params: quoteParams, ...body(AcceptBody) },
  responses: {
    201: json(AcceptedQuoteSchema, "The order made, and the quote as it is now"),
    ...invalid,
    ...signedIn,
    ...notFound,
    ...changed,
  },
});

const declineRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/quotes/{id}/decline",
  operationId: "declineQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary: "Decline the latest revision while it is open, saying why",
  request: { params: quoteParams, ...body(DeclineBody) },
  responses: {
    200: json(BuyerQuoteSchema, "The quote, declined"),
    ...invalid,
    ...signedIn,
    ...notFound,
    ...changed,
  },
});

const changesRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/quotes/{id}/changes",
  operationId: "requestQuoteChanges",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "Ask the supplier for changes to the latest revision while it is open and valid; it may send a new revision",
  description: "The supplier learns who the buyer is from then on.",
  request: { params: quoteParams, ...body(ChangesBody) },
  responses: {
    200: json(BuyerQuoteSchema, "The quote, with changes asked for"),
    ...invalid,
    ...signedIn,
    ...notFound,
    ...changed,
  },
});

const compareRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/rfqs/{id}/quotes",
  operationId: "compareRfqQuotes",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "The quotes on one of the buyer's requests for quotation side by side, priced at the quantity it asked for",
  request: { params: quoteParams },
  responses: {
    200: json(QuoteComparisonSchema, "The request and each supplier's latest sent revision"),
    ...invalid,
    ...signedIn,
    404: json(ErrorRef, "Not the caller's request, or no such request"),
  },
});

export function registerQuotesApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { status, page } = c.req.valid("query");
    const query = { status: status as QuoteListQuery["status"], page: page ?? 1 };
    return c.json(quoteListOut(await quotes.listBuyerQuotes(c.get("deps"), c.get("user"), query, lang)), 200);
  });

  api.openapi(getRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const quote = await quotes.getBuyerQuote(c.get("deps"), c.get("user"), c.req.valid("param").id, lang);
    return c.json(buyerQuoteOut(quote), 200);
  });

  api.openapi(acceptRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const lang = langFromHost(c.req.header("host"));
    const { id } = c.req.valid("param");
    const { revisionNumber, expectedVersion } = c.req.valid("json");
    const orderId = await quotes.acceptQuote(deps, user, id, revisionNumber, expectedVersion);
    const quote = await quotes.getBuyerQuote(deps, user, id, lang);
    return c.json(
      {
        orderId,
        orderNumber: orderNumber(orderId),
        orderUrl: orderLink(deps.config, "buyer", orderId, lang),
        quote: buyerQuoteOut(quote),
      },
      201,
    );
  });

  api.openapi(declineRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { id } = c.req.valid("param");
    const { reason, revisionNumber, expectedVersion } = c.req.valid("json");
    await quotes.declineQuote(deps, user, id, reason, { revision: revisionNumber, version: expectedVersion });
    const lang = langFromHost(c.req.header("host"));
    return c.json(buyerQuoteOut(await quotes.getBuyerQuote(deps, user, id, lang)), 200);
  });

  api.openapi(changesRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { id } = c.req.valid("param");
    const { comment, revisionNumber, expectedVersion } = c.req.valid("json");
    await quotes.requestQuoteChanges(deps, user, id, comment, {
      revision: revisionNumber,
      version: expectedVersion,
    });
    const lang = langFromHost(c.req.header("host"));
    return c.json(buyerQuoteOut(await quotes.getBuyerQuote(deps, user, id, lang)), 200);
  });

  api.openapi(compareRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { rfq, quotes: compared } = await quotes.listQuotesForRfq(
      c.get("deps"),
      c.get("user"),
      c.req.valid("param").id,
      lang,
    );
    return c.json({ rfq, quotes: compared.map(comparedQuoteOut) }, 200);
  });
}
