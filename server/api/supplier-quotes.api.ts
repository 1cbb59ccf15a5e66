import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { langFromHost } from "#core/i18n/languages.ts";
import { dayOf } from "#core/rules/quote-flow.ts";
import { IdSchema, parseId } from "#core/schemas/id.ts";
import { type QuoteListQuery, QuoteWithdrawSchema } from "#core/schemas/quote-answers.ts";
import { AppError } from "#server/lib/errors.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import * as quotes from "#server/modules/quotes/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser, type UserEnv } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { withJsonNames } from "./quote-json-lines.ts";
import { readQuoteRevision, readQuoteStart } from "./quotes.api-input.ts";
import { QUOTE_TAGS, QuoteListSchema } from "./quotes.api-schemas.ts";
import { quoteListOut, supplierQuoteOut } from "./quotes.api-views.ts";
import {
  QuoteRevisionBody,
  QuoteStartBody,
  SupplierQuoteListQuery,
  SupplierQuoteSchema,
} from "./supplier-quotes.api-schemas.ts";

/**
 * A supplier company's quotes in the API, for its members, with the services and rules of the
 * workspace's quote pages: reading them (roles that see inquiries), and beginning one for an
 * inquiry or a request for quotation, saving its draft or next revision, sending and withdrawing
 * (roles that send quotes: owners, admins, sales). Files go by the workspace's quote form.
 * Another company's quote, and a company the caller is not a member of, are not found.
 */

const companyParams = z.object({ companyId: IdSchema });
const quoteParams = z.object({ companyId: IdSchema, id: IdSchema });
const WithdrawBody = z.object({ ...QuoteWithdrawSchema.shape }).openapi("QuoteWithdraw", {
  description:
    "revision: the number of the sent revision to withdraw (the latest; a later one sent meanwhile answers 409); reason: why, for the buyer (up to 1,000 characters)",
});
/** Documented here, checked in the handler by the form's schema against the server's day (quotes.api-input.ts). */
const jsonBody = (name: string) => ({
  body: {
    content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
    required: true,
  },
});

/**
 * The caller's role may send the company's quotes, checked before the body is read: a member who
 * may not learns nothing of what a valid quote looks like (403), a non-member nothing at all (404).
 */
const quoteSendersOnly = createMiddleware<UserEnv>(async (c, next) => {
  const companyId = parseId(c.req.param("companyId") ?? "");
  // A malformed id is answered by the parameter validation that follows (400).
  if (companyId !== undefined) await requireCan(c.get("deps").db, c.get("user"), quotes.QUOTE_ACT, companyId);
  await next();
});

const invalid = { 400: json(ErrorRef, "Invalid input (field messages in the host's language)") };
const signedIn = { 401: json(ErrorRef, "Not signed in") };
const readers = {
  ...signedIn,
  403: json(ErrorRef, "The caller's team role does not see the company's quotes"),
  404: json(ErrorRef, "No such company among the caller's, or not the company's quote"),
};
const senders = {
  ...signedIn,
  403: json(ErrorRef, "The caller's team role does not send quotes (owners, admins and sales do)"),
  404: json(ErrorRef, "No such company among the caller's, or not the company's quote or inquiry"),
};

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/supplier/companies/{companyId}/quotes",
  operationId: "listSupplierQuotes",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary: "The company's quotes, drafts included, the most recently changed first, 20 a page (members)",
  request: { params: companyParams, query: SupplierQuoteListQuery },
  responses: {
    200: json(QuoteListSchema, "One page of quotes; amounts as decimal text"),
    ...invalid,
    ...readers,
  },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/supplier/companies/{companyId}/quotes/{id}",
  operationId: "getSupplierQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "One of the company's quotes: what it answers, every revision (the draft included), the buyer once known, and what the member may do",
  request: { params: quoteParams },
  responses: {
    200: json(SupplierQuoteSchema, "The quote; amounts as decimal text"),
    ...invalid,
    ...readers,
  },
});

const conflicts = (what: string) => ({
  409: json(ErrorRef, `${what} (the message says which); nothing is stored`),
});

const startRoute = createRoute({
  middleware: [requireUser, quoteSendersOnly] as const,
  method: "post",
  path: "/supplier/companies/{companyId}/quotes",
  operationId: "startQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "Begin the company's quote for one of its inquiries (dealId) or a request for quotation (rfqId): keep it as a draft or send it",
  description:
    "The lines, price rows and terms are the workspace's quote form's, checked by the same rules. Sending needs the company's bank details " +
    "and a buyer with an account; the first quote sent on a request takes one of its places. The buyer is e-mailed. " +
    "Files are not carried by this JSON call: a body naming files or attachments is refused (400); attach files with the quote form of the " +
    "supplier workspace (/supplier/quotes), which uploads them.",
  request: { params: companyParams, ...jsonBody("QuoteStart") },
  responses: {
    201: json(SupplierQuoteSchema, "The quote begun"),
    ...invalid,
    ...senders,
    ...conflicts(
      "The company quoted this already, the inquiry's buyer has no account, the company has no bank details, or the request is closed, full, past its deadline or outside the company's categories",
    ),
  },
});

const reviseRoute = createRoute({
  middleware: [requireUser, quoteSendersOnly] as const,
  method: "post",
  path: "/supplier/companies/{companyId}/quotes/{id}/revisions",
  operationId: "saveQuoteRevision",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary:
    "Save the quote's draft, or its next revision while the latest sent one is open to changes; send it with send: true",
  description:
    "Sending a new revision supersedes the one before (the buyer sees what changed). A quote answered, expired or withdrawn takes no new revision. " +
    "A new revision carries the files of the one it follows (removeAttachments leaves some out); files are added with the quote form of the " +
    "supplier workspace (/supplier/quotes): a body naming files or attachments is refused (400).",
  request: { params: quoteParams, ...jsonBody("QuoteRevisionInput") },
  responses: {
    200: json(SupplierQuoteSchema, "The quote with the revision saved or sent"),
    ...invalid,
    ...senders,
    ...conflicts(
      "The quote is closed, the draft changed since draftVersion, the buyer answered meanwhile, or sending is refused (no bank details)",
    ),
  },
});

const withdrawRoute = createRoute({
  middleware: [requireUser, quoteSendersOnly] as const,
  method: "post",
  path: "/supplier/companies/{companyId}/quotes/{id}/withdraw",
  operationId: "withdrawQuote",
  security: SIGNED_IN,
  tags: QUOTE_TAGS,
  summary: "Withdraw the quote's latest sent revision while the buyer has not answered it, saying why",
  description: "A draft that was to follow it is removed. The buyer is e-mailed the reason.",
  request: {
    params: quoteParams,
    body: { content: { "application/json": { schema: WithdrawBody } }, required: true },
  },
  responses: {
    200: json(SupplierQuoteSchema, "The quote, withdrawn"),
    ...invalid,
    ...senders,
    ...conflicts("The buyer answered it, it expired, or it changed meanwhile"),
  },
});

/** The body as sent: the route documents it but leaves it to the handler (see jsonBody). */
async function bodyOf(c: Context): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new AppError("invalid_data");
  });
}

export function registerSupplierQuotesApi(api: OpenAPIHono<ApiEnv>) {
  api.openAPIRegistry.register("QuoteStart", QuoteStartBody);
  api.openAPIRegistry.register("QuoteRevisionInput", QuoteRevisionBody);

  api.openapi(listRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { companyId } = c.req.valid("param");
    const { status, page } = c.req.valid("query");
    const query = { status: status as QuoteListQuery["status"], page: page ?? 1 };
    const list = await quotes.listSupplierQuotes(c.get("deps"), c.get("user"), companyId, query, lang);
    return c.json(quoteListOut(list), 200);
  });

  api.openapi(getRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const { companyId, id } = c.req.valid("param");
    const quote = await quotes.getSupplierQuote(c.get("deps"), c.get("user"), companyId, id, lang);
    return c.json(supplierQuoteOut(quote), 200);
  });

  api.openapi(startRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const lang = langFromHost(c.req.header("host"));
    const { companyId } = c.req.valid("param");
    const { target, send, input } = readQuoteStart(await bodyOf(c), dayOf(deps.clock.now()));
    const { quoteId } = await withJsonNames(
      quotes.saveQuote(deps, user, companyId, target, input, [], { send }, lang),
    );
    const quote = await quotes.getSupplierQuote(deps, user, companyId, quoteId, lang);
    return c.json(supplierQuoteOut(quote), 201);
  });

  api.openapi(reviseRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const lang = langFromHost(c.req.header("host"));
    const { companyId, id } = c.req.valid("param");
    const { input, ...options } = readQuoteRevision(await bodyOf(c), dayOf(deps.clock.now()));
    await withJsonNames(quotes.saveQuote(deps, user, companyId, { quoteId: id }, input, [], options, lang));
    return c.json(supplierQuoteOut(await quotes.getSupplierQuote(deps, user, companyId, id, lang)), 200);
  });

  api.openapi(withdrawRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId, id } = c.req.valid("param");
    await quotes.withdrawQuote(deps, user, companyId, id, c.req.valid("json"));
    const lang = langFromHost(c.req.header("host"));
    return c.json(supplierQuoteOut(await quotes.getSupplierQuote(deps, user, companyId, id, lang)), 200);
  });
}
