import { z } from "zod";
import { parseMoneyE4 } from "#core/rules/money.ts";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import { flatFormCheck } from "./flat-form-check.ts";
import { LEAD_TIME_MAX_DAYS, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX, ORDER_TEXT_MAX } from "./orders.ts";
import { PRODUCT_UNITS } from "./purchase-request-rules.ts";

/**
 * The order a supplier drafts for the buyer of one of its inquiries: lines (one of its products or
 * a free item), currency, Incoterm and named place, lead time, an optional deposit, shipping and a
 * note. The form posts flat fields (`lines.0.quantity`); `draftFormValues` shapes them for the
 * schema in the browser and on the server alike. Messages are translation keys.
 */
export const DRAFT_LINES_MAX = 20;
/** Rows the form shows at first; "Add a line" shows one more. */
export const DRAFT_LINES_SHOWN = 3;
export const ORDER_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CNY",
  "TRY",
  "JPY",
  "INR",
  "AED",
  "SAR",
  "RUB",
  "CHF",
] as const;
/** Shipping: included in the prices, a cost given now, or quoted once the buyer confirmed. */
export const DRAFT_SHIPPING = ["included", "cost", "to_quote"] as const;
export const DRAFT_LINE_FIELDS = ["product", "name", "quantity", "unit", "unitPrice"] as const;
export const DRAFT_FIELDS = [
  "currency",
  "incoterm",
  "namedPlace",
  "leadTimeDays",
  "depositPercent",
  "shipping",
  "shippingCost",
  "note",
] as const;

const E = "supplier.orderDraft.errors";
export const DRAFT_ERRORS = {
  lines: `${E}.lines`,
  name: `${E}.name`,
  quantity: `${E}.quantity`,
  unit: `${E}.unit`,
  price: `${E}.price`,
  choice: `${E}.choice`,
  text: `${E}.text`,
  days: `${E}.days`,
  percent: `${E}.percent`,
  shippingCost: `${E}.shippingCost`,
  note: `${E}.note`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const emptyIsUndefined = (v: unknown) => (blank(v) ? undefined : v);
const price = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      const e4 = parseMoneyE4(value);
      if (e4 === undefined || e4 <= 0) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return e4;
    });
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const LineSchema = z
  .object({
    product: z.preprocess(
      emptyIsUndefined,
      whole(1, Number.MAX_SAFE_INTEGER, DRAFT_ERRORS.choice).optional(),
    ),
    name: z.string().trim().max(ORDER_TEXT_MAX, DRAFT_ERRORS.name).optional().default(""),
    quantity: whole(1, ORDER_QUANTITY_MAX, DRAFT_ERRORS.quantity),
    unit: z.enum(PRODUCT_UNITS, { error: DRAFT_ERRORS.unit }),
    unitPrice: price(DRAFT_ERRORS.price),
  })
  .superRefine((line, ctx) => {
    // A free item needs its name; a product brings its own.
    if (line.product === undefined && line.name === "")
      ctx.addIssue({ code: "custom", path: ["name"], message: DRAFT_ERRORS.name });
  });
/** A row left wholly blank is no line; a row begun must be whole. */
const isBlankRow = (row: unknown) =>
  typeof row === "object" &&
  row !== null &&
  DRAFT_LINE_FIELDS.every((f) => f === "unit" || blank((row as Record<string, unknown>)[f]));

export const OrderDraftSchema = z
  .object({
    lines: z
      .array(z.preprocess((row) => (isBlankRow(row) ? null : row), LineSchema.nullable()))
      .max(DRAFT_LINES_MAX, DRAFT_ERRORS.lines)
      .transform((rows) => rows.filter((row) => row !== null))
      .refine((rows) => rows.length > 0, DRAFT_ERRORS.lines),
    currency: z.enum(ORDER_CURRENCIES, { error: DRAFT_ERRORS.choice }),
    incoterm: z.preprocess(emptyIsUndefined, z.enum(INCOTERMS, { error: DRAFT_ERRORS.choice }).optional()),
    namedPlace: z
      .string()
      .trim()
      .max(ORDER_TEXT_MAX, DRAFT_ERRORS.text)
      .optional()
      .transform((v) => v || null),
    leadTimeDays: whole(1, LEAD_TIME_MAX_DAYS, DRAFT_ERRORS.days),
    depositPercent: z.preprocess(emptyIsUndefined, whole(1, 99, DRAFT_ERRORS.percent).optional()),
    shipping: z.enum(DRAFT_SHIPPING, { error: DRAFT_ERRORS.choice }),
    shippingCost: z.preprocess(emptyIsUndefined, price(DRAFT_ERRORS.shippingCost).optional()),
    note: z
      .string()
      .trim()
      .max(ORDER_NOTE_MAX, DRAFT_ERRORS.note)
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((draft, ctx) => {
    if (draft.shipping === "cost" && draft.shippingCost === undefined)
      ctx.addIssue({ code: "custom", path: ["shippingCost"], message: DRAFT_ERRORS.shippingCost });
  });
export type OrderDraft = z.infer<typeof OrderDraftSchema>;

/** The posted flat fields shaped as the schema reads them: `lines.3.unit` → lines[3].unit. */
export function draftFormValues(values: Record<string, unknown>): Record<string, unknown> {
  const rows: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(values)) {
    const match = /^lines\.(\d{1,2})\.(\w+)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (index >= DRAFT_LINES_MAX || !(DRAFT_LINE_FIELDS as readonly string[]).includes(match[2]!)) continue;
    while (rows.length <= index) rows.push({});
    rows[index]![match[2]!] = value;
  }
  const shaped: Record<string, unknown> = { lines: rows };
  for (const field of DRAFT_FIELDS) if (values[field] !== undefined) shaped[field] = values[field];
  return shaped;
}

/**
 * The draft form's check, in the browser and on the server: the schema over the shaped fields,
 * each refusal named by its form field, so a line's message stands by that line.
 */
export const OrderDraftCheck = flatFormCheck(OrderDraftSchema, draftFormValues);
