import { z } from "@hono/zod-openapi";
import { RFQ_ATTACHMENTS_MAX, RFQ_CLOSED_REASONS, RFQ_STATUSES } from "#core/rules/rfq-flow.ts";
import { rfqPostSchema } from "#core/schemas/rfq.ts";
import { amountText } from "#server/modules/orders/index.ts";
import type { RfqTargetPrice } from "#server/modules/rfqs/index.ts";

/**
 * The shapes of the request for quotation calls in the OpenAPI document. They are the services'
 * own shapes, with one change: the target price is exact decimal text with its currency, never a
 * count of ten-thousandths or a float.
 */

export const RFQ_TAGS = ["Requests for quotation"];

/** The API's own messages; the posting, closing and extending ones are the form's (rfq.errors.*). */
export const RFQ_API_ERRORS = {
  category: "rfq.api.category",
  filesByForm: "rfq.api.filesByForm",
  page: "rfq.api.page",
  status: "rfq.api.status",
  version: "rfq.api.version",
} as const;

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: RFQ_API_ERRORS.page })
    .int(RFQ_API_ERRORS.page)
    .min(1, RFQ_API_ERRORS.page)
    .max(10_000, RFQ_API_ERRORS.page)
    .optional()
    .openapi({ description: "From 1; 20 a page" }),
});

/** Every day is allowed here; the service checks the day the goods are needed by against its clock. */
const ANY_DAY = { earliest: "0001-01-01", latest: "9999-12-31" };

// Through z.lazy: the core schema may be built before this library adds .openapi() to schemas.
export const RfqPostBody = z
  .lazy(() => rfqPostSchema(ANY_DAY))
  .openapi("RfqPost", {
    description:
      "A request for quotation, as the posting form sends it. Numbers may be JSON numbers or digits; " +
      'targetPrice is exact decimal text ("8.10", up to 4 decimals) and needs currency; certificates ' +
      "is a list (or text with one per line or comma); categoryCode is a leaf of the category tree; " +
      "neededBy is YYYY-MM-DD, from tomorrow to a year ahead; openDays (1–30, default 14) and " +
      "maxQuotes (1–50, default 10) end the request. The title and description are written in the " +
      "host's language (tr.<host> for Turkish) and machine-translated for the other languages. " +
      "postKey (optional, 8–64 letters, digits or hyphens, e.g. a UUID) makes a retry safe: posting " +
      "again with a key of a request the caller posted already answers that request and stores nothing. " +
      `Attachments (up to ${RFQ_ATTACHMENTS_MAX} PDFs or pictures) are not carried by this JSON call: ` +
      "a request with files is posted with the request form on the site (/profile/purchase-request/detail), which uploads them.",
  });

const time = (description = "ISO 8601 time") => z.string().openapi({ description, format: "date-time" });
const lang = z.string().openapi({ description: "A language code", example: "fr" });

const RfqTextSchema = z
  .object({
    lang: lang.openapi({ description: "The language of this text" }),
    title: z.string(),
    description: z.string(),
    isMachine: z.boolean().openapi({ description: "Made by the translation service" }),
  })
  .openapi("RfqText");

const TargetPriceSchema = z
  .object({
    amount: z.string().openapi({
      description:
        'Price of one unit: decimal text in the currency\'s minor unit (e.g. "8.10"; 4 decimals when finer), never a float',
      example: "8.10",
    }),
    currency: z.string().openapi({ example: "EUR" }),
  })
  .openapi("RfqTargetPrice");

/** Where a request stands. */
const standing = {
  status: z.enum(RFQ_STATUSES),
  closedReason: z.enum(RFQ_CLOSED_REASONS).nullable().openapi({
    description:
      "Why it closed: full (its maximum of quotes), expired, closed_by_buyer, awarded (a quote was accepted)",
  }),
  closesAt: time("The deadline (ISO 8601 time)"),
  quoteCount: z.number().int(),
  maxQuotes: z.number().int(),
  createdAt: time(),
};

/** The goods and the deal asked for, without the target price. */
const goods = {
  categoryCode: z.string().openapi({ example: "101100100" }),
  categoryName: z.string().openapi({ description: "In the host's language" }),
  quantity: z.number().int(),
  unit: z.string().openapi({ example: "piece" }),
  destinationCountry: z.string().openapi({ example: "FR" }),
  destinationPort: z.string().nullable(),
  incoterm: z.string().nullable().openapi({ example: "CIF" }),
  neededBy: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
  certificates: z.array(z.string()),
};
const terms = { ...goods, targetPrice: TargetPriceSchema.nullable() };

const AttachmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mediaType: z.string().openapi({ example: "application/pdf" }),
    byteSize: z.number().int(),
  })
  .openapi("RfqAttachment");

const page = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int().openapi({ example: 20 }),
    })
    .openapi(name);

export const BuyerRfqItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string().openapi({ description: "The buyer's own title, in the language they wrote it" }),
    sourceLang: lang,
    categoryCode: goods.categoryCode,
    categoryName: goods.categoryName,
    quantity: goods.quantity,
    unit: goods.unit,
    ...standing,
    closedAt: time().nullable(),
    isExtended: z.boolean(),
  })
  .openapi("BuyerRfqSummary");
export const BuyerRfqListSchema = page(BuyerRfqItemSchema, "BuyerRfqList");

export const BuyerRfqSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().openapi({
      description:
        "Send it back as expectedVersion to close or extend: a change made meanwhile refuses it (409)",
    }),
    ...standing,
    ...terms,
    sourceLang: lang,
    source: RfqTextSchema.openapi({ description: "The buyer's own title and description" }),
    translations: z
      .array(RfqTextSchema)
      .openapi({ description: "The machine translations made so far (shortly after posting)" }),
    buyerCompany: z.string().nullable(),
    buyerCountry: z.string(),
    closedNote: z.string().nullable(),
    closedAt: time().nullable(),
    isExtended: z.boolean(),
    awardedQuoteId: z.number().int().nullable(),
    attachments: z.array(AttachmentSchema),
    actions: z
      .object({
        close: z.boolean().openapi({ description: "It may be closed now (while open)" }),
        extend: z
          .boolean()
          .openapi({ description: "It may be extended now (once, while open and before its deadline)" }),
        extendDaysMax: z.number().int().openapi({ description: "0 when it may not be extended" }),
      })
      .openapi({ description: "What the buyer may still do with it" }),
  })
  .openapi("BuyerRfq");

/** An open request on a company's board: never the buyer's identity. */
const supplierItem = {
  id: z.number().int(),
  text: RfqTextSchema.openapi({
    description:
      "In the host's language when the request has it (isMachine when translated), else the original",
  }),
  sourceLang: lang.openapi({ description: "The language the buyer wrote in" }),
  ...terms,
  buyerCountry: z.string(),
  ...standing,
  quoteId: z.number().int().nullable().openapi({ description: "The company's quote on it, if it quoted" }),
};
export const SupplierRfqItemSchema = z.object(supplierItem).openapi("SupplierRfqSummary");
export const SupplierRfqListSchema = page(SupplierRfqItemSchema, "SupplierRfqList");

export const SupplierRfqSchema = z
  .object({
    ...supplierItem,
    original: RfqTextSchema.openapi({ description: "The buyer's own title and description" }),
    attachments: z.array(AttachmentSchema),
    canQuote: z.boolean().openapi({
      description:
        "A quote may be sent now: the request takes quotes, the company has none on it, and the member's role may quote",
    }),
    quote: z.object({ id: z.number().int(), isBuyerRevealed: z.boolean() }).nullable(),
    buyer: z
      .object({
        company: z.string().nullable(),
        country: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        isRevealed: z.boolean(),
      })
      .openapi({
        description:
          "The company and country always; the person's name, e-mail and phone only once the buyer answered the company's quote (null until then)",
      }),
  })
  .openapi("SupplierRfq");

export const PublicRfqSchema = z
  .object({
    id: z.number().int(),
    text: supplierItem.text,
    sourceLang: supplierItem.sourceLang,
    ...goods,
    buyerCountry: z.string().openapi({ description: "The only thing said of the buyer" }),
    ...standing,
  })
  .openapi("PublicRfq", {
    description: "An open request as anyone may read it: no buyer identity, no target price",
  });
export const PublicRfqListSchema = page(PublicRfqSchema, "PublicRfqList");

/** A view with its target price as decimal text in its currency. */
export function withPriceText<T extends { targetPrice: RfqTargetPrice | null }>(view: T) {
  const { targetPrice, ...rest } = view;
  return {
    ...rest,
    targetPrice: targetPrice
      ? { amount: amountText(targetPrice.amountE4, targetPrice.currency), currency: targetPrice.currency }
      : null,
  };
}
