import { z } from "zod";
import { parseMoneyE4 } from "#core/rules/money.ts";
import { INCOTERMS, ORDER_STATUSES, SHIPPING_METHODS } from "#core/rules/order-flow.ts";
import { idSchema } from "./id.ts";

/**
 * The forms of the order flow: one schema per step, used by the order pages (instant feedback),
 * their actions and the API (the authority). Messages are translation keys.
 */
export const ORDER_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 2000;
export const ORDER_TEXT_MAX = 120;
export const LEAD_TIME_MAX_DAYS = 365;
export const SHIPPING_ESTIMATE_MAX_DAYS = 180;
/** The most units one order line may have. */
export const ORDER_QUANTITY_MAX = 99_999_999;
/** The most files one step attaches. */
export const ORDER_FILES_MAX = 5;

export const ORDER_ERRORS = {
  reason: "orders.errors.reason",
  amount: "orders.errors.amount",
  date: "orders.errors.date",
  text: "orders.errors.text",
  days: "orders.errors.days",
  percent: "orders.errors.percent",
  quantity: "orders.errors.quantity",
  choice: "orders.errors.choice",
  proof: "orders.errors.proof",
  note: "orders.errors.note",
} as const;

const reason = z.string().trim().min(1, ORDER_ERRORS.reason).max(ORDER_REASON_MAX, ORDER_ERRORS.reason);
const optionalNote = z
  .string()
  .trim()
  .max(ORDER_NOTE_MAX, ORDER_ERRORS.note)
  .optional()
  .transform((v) => v || undefined);
const text = z.string().trim().min(1, ORDER_ERRORS.text).max(ORDER_TEXT_MAX, ORDER_ERRORS.text);
/** A non-negative amount as decimal text with at most 4 decimals, parsed exactly (never a float). */
export const moneySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const e4 = parseMoneyE4(value);
    if (e4 === undefined) {
      ctx.addIssue({ code: "custom", message: ORDER_ERRORS.amount });
      return z.NEVER;
    }
    return e4;
  });
const positiveMoney = moneySchema.refine((e4) => e4 > 0, ORDER_ERRORS.amount);
const days = (max: number) =>
  z.coerce
    .number({ error: ORDER_ERRORS.days })
    .int(ORDER_ERRORS.days)
    .min(1, ORDER_ERRORS.days)
    .max(max, ORDER_ERRORS.days);
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_ERRORS.date)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    ORDER_ERRORS.date,
  );
const method = z.enum(SHIPPING_METHODS, { error: ORDER_ERRORS.choice });
const emptyIsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** How the supplier confirms: shipping included in the price, not needed (the buyer carries), or priced later. */
export const CONFIRM_SHIPPING = ["included", "not_needed", "to_follow"] as const;

export const OrderStepInputSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("confirm_proposal") }),
  z.object({ step: z.literal("decline_proposal"), reason }),
  z.object({
    step: z.literal("confirm"),
    shipping: z.enum(CONFIRM_SHIPPING, { error: ORDER_ERRORS.choice }),
    incoterm: z.preprocess(emptyIsUndefined, z.enum(INCOTERMS, { error: ORDER_ERRORS.choice }).optional()),
    leadTimeDays: days(LEAD_TIME_MAX_DAYS),
    depositPercent: z.preprocess(
      emptyIsUndefined,
      z.coerce
        .number({ error: ORDER_ERRORS.percent })
        .int(ORDER_ERRORS.percent)
        .min(1, ORDER_ERRORS.percent)
        .max(99, ORDER_ERRORS.percent)
        .optional(),
    ),
    note: optionalNote,
  }),
  z.object({
    step: z.literal("change_lines"),
    lines: z
      .array(
        z.object({
          id: idSchema(),
          quantity: z.coerce
            .number({ error: ORDER_ERRORS.quantity })
            .int(ORDER_ERRORS.quantity)
            .min(1, ORDER_ERRORS.quantity)
            .max(ORDER_QUANTITY_MAX, ORDER_ERRORS.quantity),
          unitPrice: moneySchema,
        }),
      )
      .min(1)
      .max(200),
    note: optionalNote,
  }),
  z.object({ step: z.literal("decline"), reason }),
  z.object({ step: z.literal("cancel"), reason }),
  z.object({
    step: z.literal("quote_shipping"),
    shipmentCost: moneySchema,
    method,
    estimateDays: days(SHIPPING_ESTIMATE_MAX_DAYS),
  }),
  z.object({ step: z.literal("decline_shipping"), reason }),
  z.object({
    step: z.literal("declare_payment"),
    amount: positiveMoney,
    paidOn: isoDateSchema,
    bankReference: text,
  }),
  z.object({ step: z.literal("approve_payment") }),
  z.object({ step: z.literal("reject_payment"), reason }),
  z.object({ step: z.literal("request_balance") }),
  z.object({
    step: z.literal("ship"),
    carrier: text,
    trackingNumber: text,
    shippedOn: isoDateSchema,
    method,
  }),
  z.object({ step: z.literal("extend_shipment") }),
  z.object({ step: z.literal("request_refund"), reason }),
  z.object({ step: z.literal("confirm_receipt") }),
  z.object({ step: z.literal("extend_receipt") }),
]);
export type OrderStepInput = z.infer<typeof OrderStepInputSchema>;

/** The operator's forced change: any status, always with a reason; closing a paid order records the refund. */
export const ForceOrderSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_ERRORS.choice }),
  reason,
  refundNote: z.preprocess(
    emptyIsUndefined,
    z.string().trim().max(ORDER_REASON_MAX, ORDER_ERRORS.reason).optional(),
  ),
});
export type ForceOrder = z.infer<typeof ForceOrderSchema>;

/** The order number people read and type: "O-000123". */
export function orderNumber(id: number): string {
  return `O-${String(id).padStart(6, "0")}`;
}

/** The id in an order number as typed ("O-000123", "o123", "123"); undefined when it is not one. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:O-?)?0*([1-9]\d{0,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}
