import { z } from "zod";
import { idSchema } from "./id.ts";

/**
 * Inquiries (deals as the supplier's inbox and the buyer's list show them): their seller status
 * and stage, the buyer's view of where they stand, the inbox's address and its forms.
 */
export const INQUIRY_STATUSES = ["Open", "Closed", "Archived", "Spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Where the sale stands; Lost always carries the reason the supplier gave. */
export const INQUIRY_STAGES = ["Contacted", "Replied", "Quoted", "Negotiating", "Won", "Lost"] as const;
export type InquiryStage = (typeof INQUIRY_STAGES)[number];

/**
 * What the buyer sees of their inquiry: New (sent), Seen (a sales member opened it), Replied (the
 * supplier answered), Quoted (the supplier marked it quoted), Closed (the supplier closed it).
 * Archiving and marking as spam are the supplier's housekeeping and never show on the buyer's side.
 */
export const BUYER_CONTEXTS = ["New", "Seen", "Replied", "Quoted", "Closed"] as const;
export type BuyerContext = (typeof BUYER_CONTEXTS)[number];

export const INQUIRY_SOURCES = ["storefront", "product"] as const;

export const INQUIRY_PAGE_SIZE = 20;
export const INQUIRY_SEARCH_MAX = 100;
export const LOST_REASON_MAX = 500;
export const NOTE_MAX = 2000;
/** The most inquiries one bulk action takes. */
export const INQUIRY_BULK_MAX = 100;

const pick = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);
const optionalId = z.preprocess(
  (v) => (v === "" ? undefined : v),
  idSchema().optional().catch(undefined),
) as z.ZodType<number | undefined>;

/** The inbox's address; a value that makes no sense is dropped, never an error. */
export const InquiryListQuerySchema = z.object({
  status: pick(INQUIRY_STATUSES),
  stage: pick(INQUIRY_STAGES),
  source: pick(INQUIRY_SOURCES),
  /** A member's user id, or "none" for the inquiries nobody has taken. */
  assignee: z
    .string()
    .regex(/^(none|[1-9][0-9]{0,9})$/)
    .optional()
    .catch(undefined),
  product: optionalId,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .catch(undefined),
  q: z
    .string()
    .trim()
    .max(INQUIRY_SEARCH_MAX)
    .optional()
    .transform((text) => text || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;

/** The inbox's address for `query`, without defaults. */
export function inquiryListSearch(query: Partial<InquiryListQuery>, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "stage", "source", "assignee", "country", "language"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.product) params.set("product", String(query.product));
  if (page && page > 1) params.set("page", String(page));
  return params;
}

export const INQUIRY_BULK_ACTIONS = ["assign", "archive", "spam"] as const;
export type InquiryBulkAction = (typeof INQUIRY_BULK_ACTIONS)[number];

export const InquiryBulkSchema = z.object({
  bulk: z.enum(INQUIRY_BULK_ACTIONS, { error: "supplier.inquiries.chooseAction" }),
  ids: z
    .array(idSchema(), { error: "supplier.inquiries.chooseInquiries" })
    .min(1, "supplier.inquiries.chooseInquiries")
    .max(INQUIRY_BULK_MAX, "supplier.inquiries.tooMany"),
  /** For assign: a member's user id, or empty to take the inquiries off whoever had them. */
  assignee: z.preprocess((v) => (v === "" || v === undefined ? null : v), idSchema().nullable()),
});
export type InquiryBulkInput = z.infer<typeof InquiryBulkSchema>;

/** A change of one inquiry from its page; `from` is what the member saw, so two clicks make one change. */
export const InquiryChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      from: z.enum(INQUIRY_STATUSES),
      to: z.enum(INQUIRY_STATUSES, { error: "supplier.inquiries.chooseStatus" }),
    }),
    z.object({
      intent: z.literal("stage"),
      from: z.enum(INQUIRY_STAGES),
      to: z.enum(INQUIRY_STAGES, { error: "supplier.inquiries.chooseStage" }),
      reason: z
        .string()
        .trim()
        .max(LOST_REASON_MAX, "supplier.inquiries.reasonTooLong")
        .transform((text) => text || undefined)
        .optional(),
    }),
    z.object({
      intent: z.literal("assign"),
      assignee: z.preprocess((v) => (v === "" || v === undefined ? null : v), idSchema().nullable()),
    }),
    z.object({
      intent: z.literal("note"),
      body: z
        .string({ error: "supplier.inquiries.noteRequired" })
        .trim()
        .min(1, "supplier.inquiries.noteRequired")
        .max(NOTE_MAX, "supplier.inquiries.noteTooLong"),
    }),
  ],
  { error: "errors.invalid_data" },
);
export type InquiryChange = z.infer<typeof InquiryChangeSchema>;

/** One inquiry as the supplier's inbox lists it, in the member's language. */
export interface InquiryRow {
  id: number;
  source: "storefront" | "product";
  buyerName: string;
  buyerCompany: string | null;
  buyerCountry: string | null;
  subject: string;
  message: string;
  /** The buyer's own words when they wrote in another language; null when shown as written. */
  original: { lang: string; subject: string; message: string } | null;
  productId: number | null;
  productName: string | null;
  quantity: number;
  unit: string;
  plannedDate: string | null;
  stage: InquiryStage;
  status: InquiryStatus;
  assignee: { id: number; name: string } | null;
  conversationId: number | null;
  createdAt: string;
  lastActivityAt: string;
  /** The conversation's last written message, as its writer wrote it; null before any. */
  lastMessage: { side: "buyer" | "seller"; text: string } | null;
  /** Minutes since it came, while nobody has answered it; null once answered. */
  waitingMinutes: number | null;
}

/** The response figures of a company over the last 30 days. */
export interface ResponseFigures {
  /** Inquiries that count (spam left out). */
  inquiries: number;
  /** Share (0–100) of them answered within 24 hours; null with none to judge. */
  within24hPercent: number | null;
  /** Median minutes to the first reply; null with no reply. */
  medianMinutes: number | null;
}
