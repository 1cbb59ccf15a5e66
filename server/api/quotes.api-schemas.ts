import { z } from "@hono/zod-openapi";
import {
  BALANCE_DUE,
  QUOTE_ACTION_NAMES,
  QUOTE_LINE_ASPECTS,
  QUOTE_SHIPPING,
  QUOTE_STATUSES,
  QUOTE_TERM_FIELDS,
} from "#core/rules/quote-flow.ts";
import { QUOTE_LIST_STATES } from "#core/schemas/quote-answers.ts";
import { PageQuerySchema } from "./rfqs.api-schemas.ts";

/**
 * The response shapes of the quote calls in the OpenAPI document (the supplier's own in
 * supplier-quotes.api-schemas.ts): the services' own views, with
 * every amount as exact decimal text in the quote's currency (never ten-thousandths or a float)
 * and a revision's terms beside its lines. quotes.api-views.ts makes them from the views.
 */

export const QUOTE_TAGS = ["Quotes"];

/** The API's own messages; a revision's and an answer's are the forms' (supplier.quote.errors.*, quotes.errors.*). */
export const QUOTE_API_ERRORS = {
  attachments: "quotes.api.attachments",
  filesByForm: "quotes.api.filesByForm",
  send: "quotes.api.send",
  status: "quotes.api.status",
  target: "quotes.api.target",
  version: "quotes.api.version",
} as const;

/** A buyer never sees a supplier's draft, so "draft" is no filter of theirs. */
const BUYER_LIST_STATES = QUOTE_LIST_STATES.filter((state) => state !== "draft");
export const statusFilter = <T extends readonly [string, ...string[]]>(states: T) =>
  z
    .enum(states, { error: QUOTE_API_ERRORS.status })
    .optional()
    .openapi({ description: "Only the quotes standing here (open: sent or seen, not answered yet)" });
export const BuyerQuoteListQuery = PageQuerySchema.extend({
  status: statusFilter(BUYER_LIST_STATES as [string, ...string[]]),
});

export const time = (description = "ISO 8601 time") =>
  z.string().openapi({ description, format: "date-time" });
export const day = (description: string) =>
  z.string().openapi({ description: `${description} (YYYY-MM-DD)` });
export const money = (description: string) =>
  z.string().openapi({
    description: `${description}: decimal text in the quote's currency (e.g. "8.10"; 4 decimals when finer), never a float`,
    example: "8.10",
  });
export const id = z.number().int();

const PriceRowSchema = z
  .object({
    from: z.number().int().openapi({ description: "The quantity this price starts from" }),
    price: money("Price of one unit from that quantity"),
  })
  .openapi("QuotePriceRow");

const lineTerms = {
  productId: id.nullable().openapi({ description: "The supplier's product; null for a free item" }),
  name: z.string().openapi({ description: "A product's name in the reader's language, else as written" }),
  variations: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number().int(),
  unit: z.string().openapi({ example: "piece" }),
  prices: z.array(PriceRowSchema).openapi({
    description:
      "Ascending by quantity: the line costs the row its quantity reaches (the first row when below them all)",
  }),
};
const QuoteLineTermsSchema = z.object(lineTerms).openapi("QuoteLineTerms");

const QuoteLineSchema = z
  .object({
    id,
    ...lineTerms,
    unitPrice: money("The price of one unit at the line's quantity").nullable(),
    total: money("Quantity times that price, rounded to the currency's minor unit").nullable(),
  })
  .openapi("QuoteLine");

/** A revision's terms as the API names them: the cost of shipping as decimal text. */
export const API_TERM_FIELDS = QUOTE_TERM_FIELDS.map((field) =>
  field === "shippingCostE4" ? "shippingCost" : field,
) as [string, ...string[]];
export const API_LINE_ASPECTS = QUOTE_LINE_ASPECTS.map((aspect) =>
  aspect === "priceRows" ? "prices" : aspect,
) as [string, ...string[]];

const QuoteChangeSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("field"),
      field: z.enum(API_TERM_FIELDS),
      from: z.union([z.string(), z.number(), z.null()]),
      to: z.union([z.string(), z.number(), z.null()]),
    }),
    z.object({ kind: z.enum(["line_added", "line_removed"]), line: QuoteLineTermsSchema }),
    z.object({
      kind: z.literal("line_changed"),
      line: QuoteLineTermsSchema,
      was: QuoteLineTermsSchema,
      changed: z.array(z.enum(API_LINE_ASPECTS)),
    }),
  ])
  .openapi("QuoteChange", {
    description:
      "One difference from the previous revision: a term (shippingCost as decimal text), or a line added, removed or changed (and in what)",
  });

const AttachmentSchema = z
  .object({
    id,
    name: z.string(),
    mediaType: z.string().openapi({ example: "application/pdf" }),
    byteSize: z.number().int(),
  })
  .openapi("QuoteAttachment", {
    description:
      "Download it with GET /quotes/{id}/files/{fileId} (the buyer) or the same with ?companyId= (the company's members)",
  });

export const revision = {
  id,
  number: z.number().int().openapi({ description: "From 1, in the order the supplier wrote them" }),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int().openapi({
    description:
      "Send it back with an answer (expectedVersion) or a saved draft (draftVersion): a change made meanwhile refuses it (409)",
  }),
  currency: z.string().openapi({ example: "USD" }),
  incoterm: z.string().nullable().openapi({ example: "FOB" }),
  namedPlace: z.string().nullable(),
  depositPercent: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Paid before production; null: all at once" }),
  balanceDue: z.enum(BALANCE_DUE).nullable(),
  leadTimeDays: z.number().int(),
  shipping: z.enum(QUOTE_SHIPPING).openapi({
    description: "included in the prices, cost (given in shippingCost), or to_quote once the buyer accepts",
  }),
  shippingCost: money("The shipping cost, when shipping is cost").nullable(),
  validUntil: day("The last day it can be accepted"),
  note: z.string().nullable(),
  lines: z.array(QuoteLineSchema),
  totals: z.object({
    goods: money("The lines together"),
    shipping: money(
      "The shipping cost given (shipping is cost); null when included or to be quoted",
    ).nullable(),
    total: money("The goods and that shipping cost"),
  }),
  attachments: z.array(AttachmentSchema),
  reason: z.string().nullable().openapi({
    description:
      "The buyer's reason to decline or the changes asked for, or the supplier's reason to withdraw",
  }),
  orderId: id.nullable().openapi({ description: "The order made when the buyer accepted it" }),
  createdAt: time(),
  sentAt: time().nullable(),
  seenAt: time().nullable(),
  decidedAt: time().nullable(),
};

export const companySchema = z.object({
  id,
  name: z.string(),
  country: z.string().openapi({ example: "TR" }),
  isVerified: z.boolean(),
});

export const BuyerQuoteSchema = z
  .object({
    id,
    number: z.string().openapi({ example: "Q-000123" }),
    origin: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("inquiry"), dealId: id, title: z.string() }),
      z.object({ kind: z.literal("rfq"), rfqId: id, title: z.string() }),
    ]),
    company: companySchema,
    revisions: z
      .array(z.object({ ...revision, changes: z.array(QuoteChangeSchema) }).openapi("BuyerQuoteRevision"))
      .openapi({
        description: "Every revision sent, oldest first, each with what changed from the one before",
      }),
    currentNumber: z.number().int().openapi({ description: "The latest sent revision: the one answered" }),
    actions: z.array(z.enum(QUOTE_ACTION_NAMES as [string, ...string[]])).openapi({
      description: "What the buyer may do now: accept, decline, request_changes",
    }),
    today: day("The day by the site's clock, which validity is judged on"),
  })
  .openapi("BuyerQuote");

export const AcceptedQuoteSchema = z
  .object({
    orderId: id,
    orderNumber: z.string().openapi({ example: "O-000123" }),
    orderUrl: z.string().openapi({ description: "The order's page for the buyer, on the host's language" }),
    quote: BuyerQuoteSchema,
  })
  .openapi("AcceptedQuote", {
    description: "The order the acceptance made (GET /orders/{id}), and the quote",
  });

const QuoteListItemSchema = z
  .object({
    id,
    number: z.string().openapi({ example: "Q-000123" }),
    origin: z.enum(["inquiry", "rfq"]),
    dealId: id.nullable(),
    rfqId: id.nullable(),
    title: z.string().openapi({
      description: "The inquiry's subject or the request's title, in the host's language where there is one",
    }),
    company: companySchema,
    buyerName: z
      .string()
      .nullable()
      .openapi({ description: "For the supplier, where it may see it; null for the buyer" }),
    revision: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The latest sent revision; null while only a draft exists" }),
    status: z.enum(QUOTE_STATUSES).nullable(),
    hasDraft: z.boolean(),
    currency: z.string().nullable(),
    goodsTotal: money("The latest sent revision's lines together").nullable(),
    firstLine: z.string().nullable(),
    lineCount: z.number().int(),
    validUntil: z.string().nullable(),
    sentAt: time().nullable(),
    updatedAt: time(),
  })
  .openapi("QuoteSummary");

export const QuoteListSchema = z
  .object({
    items: z.array(QuoteListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int().openapi({ example: 20 }),
  })
  .openapi("QuoteList");

export const QuoteComparisonSchema = z
  .object({
    rfq: z.object({ id, title: z.string(), quantity: z.number().int(), unit: z.string() }),
    quotes: z.array(
      z
        .object({
          quoteId: id,
          number: z.string(),
          revision: z.number().int(),
          status: z.enum(QUOTE_STATUSES),
          company: companySchema.extend({
            responseFigures: z
              .object({
                inquiries: z.number().int(),
                within24hPercent: z.number().nullable(),
                medianMinutes: z.number().nullable(),
              })
              .nullable()
              .openapi({ description: "How quickly it answers inquiries; null until there are enough" }),
            yearsOnCaravan: z.number().int(),
          }),
          currency: z.string(),
          lineName: z.string().openapi({
            description: "The line compared: the first in the request's unit, else the first line",
          }),
          unit: z.string(),
          unitMatches: z.boolean().openapi({ description: "The line is in the request's unit" }),
          otherLines: z.number().int(),
          unitPrice: money("That line's unit price at the request's quantity").nullable(),
          total: money("That unit price times the request's quantity").nullable(),
          incoterm: z.string().nullable(),
          namedPlace: z.string().nullable(),
          shipping: z.enum(QUOTE_SHIPPING),
          shippingCost: money("The shipping cost, when shipping is cost").nullable(),
          leadTimeDays: z.number().int(),
          depositPercent: z.number().int().nullable(),
          balanceDue: z.enum(BALANCE_DUE).nullable(),
          validUntil: day("The last day it can be accepted"),
          daysLeft: z.number().int().openapi({ description: "0: today is its last day; negative: past" }),
          sentAt: time().nullable(),
        })
        .openapi("ComparedQuote"),
    ),
  })
  .openapi("QuoteComparison", {
    description:
      "Each supplier's latest sent revision on the request, priced at the quantity the request asked for",
  });
