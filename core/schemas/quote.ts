import { z } from "zod";
import { parseMoneyE4 } from "#core/rules/money.ts";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import {
  addDays,
  BALANCE_DUE,
  QUOTE_LINES_MAX,
  QUOTE_PRICE_ROWS_MAX,
  QUOTE_SHIPPING,
  QUOTE_VALIDITY_MAX_DAYS,
} from "#core/rules/quote-flow.ts";
import { flatFormCheck } from "./flat-form-check.ts";
import { ID_MAX } from "./id.ts";
import { ORDER_CURRENCIES } from "./order-draft.ts";
import { LEAD_TIME_MAX_DAYS, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX, ORDER_TEXT_MAX } from "./orders.ts";
import { PRODUCT_UNITS } from "./purchase-request-rules.ts";
import { isDay } from "./quote-days.ts";
import { parseVariations, VARIATION_TEXT_MAX } from "./quote-variations.ts";

/**
 * A quote revision as the supplier writes it: lines (one of its products or a free item, with
 * variations, a quantity and unit, and price rows by quantity), currency, Incoterm and named
 * place, payment terms (an optional deposit and when the balance is due), lead time, shipping,
 * the last day it is valid, and a note. The form posts flat fields (`lines.0.prices.1.price`);
 * `quoteFormValues` shapes them for the schema in the browser and on the server alike. Messages
 * are translation keys.
 *
 * Variations are typed as text, "name: value" pairs separated by semicolons ("Colour: Blue;
 * Size: XL"), and kept as [{ name, value }] like an order line's; the page may offer a product's
 * own variations as choices that write this text.
 */
export const QUOTE_LINE_FIELDS = ["product", "name", "variation", "quantity", "unit"] as const;
export const QUOTE_PRICE_FIELDS = ["from", "price"] as const;
export const QUOTE_FIELDS = [
  "currency",
  "incoterm",
  "namedPlace",
  "depositPercent",
  "balanceDue",
  "leadTimeDays",
  "shipping",
  "shippingCost",
  "validUntil",
  "note",
] as const;
/** Lines and price rows the form shows at first; "Add a line" and "Add a price" show one more. */
export const QUOTE_LINES_SHOWN = 1;
export const QUOTE_PRICE_ROWS_SHOWN = 3;

const E = "supplier.quote.errors";
export const QUOTE_ERRORS = {
  lines: `${E}.lines`,
  name: `${E}.name`,
  variation: `${E}.variation`,
  quantity: `${E}.quantity`,
  unit: `${E}.unit`,
  prices: `${E}.prices`,
  priceFrom: `${E}.priceFrom`,
  price: `${E}.price`,
  priceOrder: `${E}.priceOrder`,
  choice: `${E}.choice`,
  text: `${E}.text`,
  days: `${E}.days`,
  percent: `${E}.percent`,
  balanceDue: `${E}.balanceDue`,
  shippingCost: `${E}.shippingCost`,
  validUntil: `${E}.validUntil`,
  note: `${E}.note`,
  reason: `${E}.reason`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const emptyIsUndefined = (v: unknown) => (blank(v) ? undefined : v);
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const positiveMoney = (message: string) =>
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
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

const PriceRowSchema = z.object({
  from: whole(1, ORDER_QUANTITY_MAX, QUOTE_ERRORS.priceFrom),
  price: positiveMoney(QUOTE_ERRORS.price),
});
const isBlankPriceRow = (row: unknown) =>
  typeof row === "object" &&
  row !== null &&
  QUOTE_PRICE_FIELDS.every((f) => blank((row as Record<string, unknown>)[f]));

const LineSchema = z
  .object({
    // Bounded by the largest id there is: PostgreSQL refuses even to compare a larger one.
    product: z.preprocess(emptyIsUndefined, whole(1, ID_MAX, QUOTE_ERRORS.choice).optional()),
    name: z
      .string({ error: QUOTE_ERRORS.name })
      .trim()
      .max(ORDER_TEXT_MAX, QUOTE_ERRORS.name)
      .optional()
      .default(""),
    variation: z
      .string({ error: QUOTE_ERRORS.variation })
      .max(VARIATION_TEXT_MAX, QUOTE_ERRORS.variation)
      .optional()
      .default("")
      .transform((text, ctx) => {
        const pairs = parseVariations(text);
        if (!pairs) {
          ctx.addIssue({ code: "custom", message: QUOTE_ERRORS.variation });
          return z.NEVER;
        }
        return pairs;
      }),
    quantity: whole(1, ORDER_QUANTITY_MAX, QUOTE_ERRORS.quantity),
    unit: z.enum(PRODUCT_UNITS, { error: QUOTE_ERRORS.unit }),
    prices: z
      .array(
        z.preprocess((row) => (isBlankPriceRow(row) ? null : row), PriceRowSchema.nullable()),
        {
          error: QUOTE_ERRORS.prices,
        },
      )
      .max(QUOTE_PRICE_ROWS_MAX, QUOTE_ERRORS.prices)
      .default([])
      .superRefine((rows, ctx) => {
        // Each row starts above the one before: the price by quantity reads top to bottom.
        let last = 0;
        rows.forEach((row, i) => {
          // A row refused for its own quantity is not judged against the others.
          if (!row || !Number.isSafeInteger(row.from) || row.from < 1) return;
          if (row.from <= last)
            ctx.addIssue({ code: "custom", path: [i, "from"], message: QUOTE_ERRORS.priceOrder });
          last = Math.max(last, row.from);
        });
        if (!rows.some((row) => row !== null)) ctx.addIssue({ code: "custom", message: QUOTE_ERRORS.prices });
      })
      .transform((rows) =>
        rows.filter((row) => row !== null).map((row) => ({ from: row.from, priceE4: row.price })),
      ),
  })
  .superRefine((line, ctx) => {
    // A free item needs its name; a product brings its own.
    if (line.product === undefined && line.name === "")
      ctx.addIssue({ code: "custom", path: ["name"], message: QUOTE_ERRORS.name });
    // Totals are exact integers of ten-thousandths: a line whose price times quantity passes the
    // largest exact integer could not be added up, so such a price is refused as too large.
    line.prices.forEach((row, i) => {
      // Judged only when the row and the quantity are themselves valid (else their own error shows).
      const valid = Number.isSafeInteger(row?.priceE4) && Number.isSafeInteger(line.quantity);
      if (valid && !Number.isSafeInteger(row.priceE4 * line.quantity))
        ctx.addIssue({ code: "custom", path: ["prices", i, "price"], message: QUOTE_ERRORS.price });
    });
  })
  .transform(({ prices, variation, ...line }) => ({ ...line, variations: variation, priceRows: prices }));

/** A row left wholly blank is no line; a row begun must be whole. */
const isBlankLine = (row: unknown) => {
  if (typeof row !== "object" || row === null) return false;
  const values = row as Record<string, unknown>;
  const prices = Array.isArray(values.prices) ? values.prices : [];
  return (
    QUOTE_LINE_FIELDS.every((f) => f === "unit" || blank(values[f])) &&
    prices.every((p) => isBlankPriceRow(p))
  );
};

/**
 * The one schema of a quote revision, for the form in the browser and the service on the server.
 * `today` ('YYYY-MM-DD', from the clock) bounds the validity: from today to
 * QUOTE_VALIDITY_MAX_DAYS days ahead.
 */
export function quoteRevisionSchema(today: string) {
  const lastDay = addDays(today, QUOTE_VALIDITY_MAX_DAYS);
  return z
    .object({
      lines: z
        .array(
          z.preprocess((row) => (isBlankLine(row) ? null : row), LineSchema.nullable()),
          {
            error: QUOTE_ERRORS.lines,
          },
        )
        .max(QUOTE_LINES_MAX, QUOTE_ERRORS.lines)
        .transform((rows) => rows.filter((row) => row !== null))
        .refine((rows) => rows.length > 0, QUOTE_ERRORS.lines),
      currency: z.enum(ORDER_CURRENCIES, { error: QUOTE_ERRORS.choice }),
      incoterm: z.preprocess(emptyIsUndefined, z.enum(INCOTERMS, { error: QUOTE_ERRORS.choice }).optional()),
      namedPlace: optionalText(ORDER_TEXT_MAX, QUOTE_ERRORS.text),
      depositPercent: z.preprocess(emptyIsUndefined, whole(1, 99, QUOTE_ERRORS.percent).optional()),
      balanceDue: z.preprocess(
        emptyIsUndefined,
        z.enum(BALANCE_DUE, { error: QUOTE_ERRORS.balanceDue }).optional(),
      ),
      leadTimeDays: whole(1, LEAD_TIME_MAX_DAYS, QUOTE_ERRORS.days),
      shipping: z.enum(QUOTE_SHIPPING, { error: QUOTE_ERRORS.choice }),
      shippingCost: z.preprocess(emptyIsUndefined, positiveMoney(QUOTE_ERRORS.shippingCost).optional()),
      validUntil: z
        .string({ error: QUOTE_ERRORS.validUntil })
        .trim()
        .refine((day) => isDay(day) && day >= today && day <= lastDay, QUOTE_ERRORS.validUntil),
      note: optionalText(ORDER_NOTE_MAX, QUOTE_ERRORS.note),
    })
    .superRefine((quote, ctx) => {
      if (quote.depositPercent !== undefined && quote.balanceDue === undefined)
        ctx.addIssue({ code: "custom", path: ["balanceDue"], message: QUOTE_ERRORS.balanceDue });
      if (quote.shipping === "cost" && quote.shippingCost === undefined)
        ctx.addIssue({ code: "custom", path: ["shippingCost"], message: QUOTE_ERRORS.shippingCost });
    })
    .transform((quote) => ({
      lines: quote.lines,
      currency: quote.currency,
      incoterm: quote.incoterm ?? null,
      namedPlace: quote.namedPlace,
      // Without a deposit the whole is paid at once: no balance, so no term for one.
      depositPercent: quote.depositPercent ?? null,
      balanceDue: quote.depositPercent === undefined ? null : (quote.balanceDue ?? null),
      leadTimeDays: quote.leadTimeDays,
      shipping: quote.shipping,
      shippingCostE4: quote.shipping === "cost" ? (quote.shippingCost ?? null) : null,
      validUntil: quote.validUntil,
      note: quote.note,
    }));
}
/** A checked revision: what the service writes. */
export type QuoteRevisionInput = z.output<ReturnType<typeof quoteRevisionSchema>>;
export type QuoteLineInput = QuoteRevisionInput["lines"][number];

/**
 * The posted flat fields shaped as the schema reads them: `lines.3.unit` → lines[3].unit and
 * `lines.3.prices.1.from` → lines[3].prices[1].from. Other fields are left out.
 */
export function quoteFormValues(values: Record<string, unknown>): Record<string, unknown> {
  const rows: Record<string, unknown>[] = [];
  const rowAt = (index: number) => {
    while (rows.length <= index) rows.push({});
    return rows[index]!;
  };
  for (const [key, value] of Object.entries(values)) {
    const line = /^lines\.(\d{1,2})\.(\w+)$/.exec(key);
    if (line) {
      const index = Number(line[1]);
      if (index < QUOTE_LINES_MAX && (QUOTE_LINE_FIELDS as readonly string[]).includes(line[2]!))
        rowAt(index)[line[2]!] = value;
      continue;
    }
    const price = /^lines\.(\d{1,2})\.prices\.(\d)\.(\w+)$/.exec(key);
    if (!price) continue;
    const index = Number(price[1]);
    const at = Number(price[2]);
    if (index >= QUOTE_LINES_MAX || at >= QUOTE_PRICE_ROWS_MAX) continue;
    if (!(QUOTE_PRICE_FIELDS as readonly string[]).includes(price[3]!)) continue;
    const row = rowAt(index);
    if (!Array.isArray(row.prices)) row.prices = [];
    const prices = row.prices as Record<string, unknown>[];
    while (prices.length <= at) prices.push({});
    prices[at]![price[3]!] = value;
  }
  const shaped: Record<string, unknown> = { lines: rows };
  for (const field of QUOTE_FIELDS) if (values[field] !== undefined) shaped[field] = values[field];
  return shaped;
}

/**
 * The quote form's check, in the browser and on the server: the schema (bounded by `today`) over
 * the shaped fields, each refusal named by its form field, so a line's message stands by that line.
 */
export function quoteFormCheck(today: string) {
  return flatFormCheck(quoteRevisionSchema(today), quoteFormValues);
}
