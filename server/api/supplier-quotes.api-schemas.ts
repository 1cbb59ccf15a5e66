import { z } from "@hono/zod-openapi";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import {
  BALANCE_DUE,
  QUOTE_ACTION_NAMES,
  QUOTE_ATTACHMENTS_MAX,
  QUOTE_LINES_MAX,
  QUOTE_PRICE_ROWS_MAX,
  QUOTE_SHIPPING,
  QUOTE_VALIDITY_DEFAULT_DAYS,
  QUOTE_VALIDITY_MAX_DAYS,
} from "#core/rules/quote-flow.ts";
import { ORDER_CURRENCIES } from "#core/schemas/order-draft.ts";
import {
  LEAD_TIME_MAX_DAYS,
  ORDER_NOTE_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_TEXT_MAX,
} from "#core/schemas/orders.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import { QUOTE_LIST_STATES } from "#core/schemas/quote-answers.ts";
import { VARIATION_NAME_MAX, VARIATION_VALUE_MAX, VARIATIONS_MAX } from "#core/schemas/quote-variations.ts";
import { id, money, revision, statusFilter, time } from "./quotes.api-schemas.ts";
import { PageQuerySchema } from "./rfqs.api-schemas.ts";

/**
 * The supplier's side of the quote calls in the OpenAPI document: its list filter, its view of a
 * quote (with the request it answers and every revision, the draft included), and the revision it
 * writes. The buyer's shapes and the shared parts are in quotes.api-schemas.ts.
 */

export const SupplierQuoteListQuery = PageQuerySchema.extend({ status: statusFilter(QUOTE_LIST_STATES) });

const QuoteRevisionSchema = z.object(revision).openapi("QuoteRevision");

const targetPrice = z
  .object({ amount: money("Price of one unit"), currency: z.string() })
  .nullable()
  .openapi({ description: "The buyer's target price" });

export const SupplierQuoteSchema = z
  .object({
    id,
    number: z.string().openapi({ example: "Q-000123" }),
    request: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("inquiry"),
        dealId: id,
        subject: z.string(),
        buyerName: z.string(),
        buyerCompany: z.string().nullable(),
        productId: id.nullable(),
        quantity: z.number().int(),
        unit: z.string(),
      }),
      z.object({
        kind: z.literal("rfq"),
        rfqId: id,
        title: z.string(),
        description: z.string(),
        quantity: z.number().int(),
        unit: z.string(),
        targetPrice,
        buyerCompany: z.string().nullable(),
        buyerCountry: z.string(),
        destinationCountry: z.string(),
        destinationPort: z.string().nullable(),
        incoterm: z.string().nullable(),
        neededBy: z.string().nullable(),
        certificates: z.array(z.string()),
        closesAt: time("The request's deadline"),
        quotesLeft: z.number().int(),
      }),
    ]),
    buyer: z
      .object({
        name: z.string(),
        company: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable()
      .openapi({
        description:
          "An inquiry's buyer as the inquiry names them; a request's only once they accepted or asked for changes (null until then)",
      }),
    revisions: z
      .array(QuoteRevisionSchema)
      .openapi({ description: "Every revision, oldest first, the draft (status draft) included" }),
    currentNumber: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The latest sent revision; null before the first" }),
    hasDraft: z.boolean(),
    actions: z.array(z.enum(QUOTE_ACTION_NAMES as [string, ...string[]])).openapi({
      description:
        "What the member may do now: send (the first revision), revise (send a new one), withdraw; empty for a role that only reads",
    }),
    createdAt: time(),
    updatedAt: time(),
  })
  .openapi("SupplierQuote");

/**
 * A quote revision as a JSON client writes it: nested lines with their price rows, amounts as
 * decimal text. It is checked by the quote form's own schema (quoteRevisionSchema, bounded by the
 * day on the server's clock, which is why the route cannot check it before the handler): the
 * JSON is shaped as the form's fields are, so the rules and their messages are the form's, and
 * each refusal is named by its JSON path ("lines.0.prices.1.price"). The schemas below only
 * document the shape.
 */

const PriceRowInput = z
  .object({
    from: z.number().int().min(1).max(ORDER_QUANTITY_MAX).openapi({ example: 100 }),
    price: z.string().openapi({
      description:
        "Price of one unit from that quantity: decimal text above zero, up to 4 decimals (never a float)",
      example: "8.10",
    }),
  })
  .openapi("QuotePriceRowInput");

const LineInput = z
  .object({
    productId: z.number().int().nullable().optional().openapi({
      description: "One of the company's products; without it the line is a free item, which needs a name",
    }),
    name: z.string().max(ORDER_TEXT_MAX).optional().openapi({
      description:
        "The item's name; a product line without one is named after the product in the buyer's language",
    }),
    variations: z
      .array(
        z.object({ name: z.string().max(VARIATION_NAME_MAX), value: z.string().max(VARIATION_VALUE_MAX) }),
      )
      .max(VARIATIONS_MAX)
      .optional()
      .openapi({ description: "A name holds no colon; neither holds a semicolon or a line break" }),
    quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
    unit: z.enum(PRODUCT_UNITS),
    prices: z.array(PriceRowInput).min(1).max(QUOTE_PRICE_ROWS_MAX).openapi({
      description:
        "Each row from a greater quantity than the one before; the line costs the row its quantity reaches (the first row below them all)",
    }),
  })
  .openapi("QuoteLineInput");

const revisionInput = {
  lines: z.array(LineInput).min(1).max(QUOTE_LINES_MAX),
  currency: z.enum(ORDER_CURRENCIES),
  incoterm: z.enum(INCOTERMS).nullable().optional(),
  namedPlace: z.string().max(ORDER_TEXT_MAX).nullable().optional(),
  depositPercent: z.number().int().min(1).max(99).nullable().optional().openapi({
    description: "Paid before production; needs balanceDue. Without it, the whole is paid at once",
  }),
  balanceDue: z.enum(BALANCE_DUE).nullable().optional(),
  leadTimeDays: z.number().int().min(1).max(LEAD_TIME_MAX_DAYS),
  shipping: z.enum(QUOTE_SHIPPING),
  shippingCost: z.string().nullable().optional().openapi({
    description: 'Decimal text (e.g. "250.00"); needed when shipping is cost',
  }),
  validUntil: z
    .string()
    .optional()
    .openapi({
      description: `The last day it can be accepted, YYYY-MM-DD: from today up to ${QUOTE_VALIDITY_MAX_DAYS} days ahead (default ${QUOTE_VALIDITY_DEFAULT_DAYS} days from today)`,
    }),
  note: z.string().max(ORDER_NOTE_MAX).nullable().optional(),
};
const send = z.boolean().optional().openapi({
  description:
    "true: send it to the buyer now (needs the company's bank details); false or absent: keep it as the quote's draft",
});
const FILES_NOTE =
  `Files (up to ${QUOTE_ATTACHMENTS_MAX} pictures, PDFs or office documents of 10 MB) are not carried by this JSON call: ` +
  "a body naming files or attachments is refused (400); attach them with the quote form of the supplier workspace (/supplier/quotes), which uploads them. " +
  "Numbers may be JSON numbers or digits; amounts are decimal text.";

export const QuoteStartBody = z
  .object({
    dealId: z.number().int().optional().openapi({ description: "The company's inquiry this quote answers" }),
    rfqId: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The request for quotation this quote answers" }),
    send,
    ...revisionInput,
  })
  .openapi("QuoteStart", {
    description: `The first revision of a quote for one inquiry (dealId) or one request for quotation (rfqId): exactly one of them. ${FILES_NOTE}`,
  });

export const QuoteRevisionBody = z
  .object({
    send,
    draftVersion: z.number().int().optional().openapi({
      description:
        "The draft's version as last read: a draft saved by someone else meanwhile is not overwritten (409)",
    }),
    removeAttachments: z.array(z.number().int()).optional().openapi({
      description: "Ids of the files the draft (or the revision it follows) carries, to leave out",
    }),
    ...revisionInput,
  })
  .openapi("QuoteRevisionInput", {
    description: `The quote's draft, or its next revision when the latest sent one is still open to changes. ${FILES_NOTE}`,
  });
