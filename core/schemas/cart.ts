import { z } from "zod";
import { QUANTITY_MAX, QUANTITY_MIN, toQuantity } from "../rules/quantity-box.ts";
import { variationField } from "./cart-fields.ts";
import type { ActionFailure } from "./field-errors.ts";
import { IdSchema } from "./id.ts";

/** 'Please select variation': not every custom variation has a value. Messages are translation keys. */
export const SELECT_VARIATION = "cart.selectVariation";
const QUANTITY_ERROR = "cart.errors.quantity";
/** One request adds at most this many lines (the product page sends one). */
export const MAX_LINES_PER_REQUEST = 50;

const id = IdSchema;
const quantity = z
  .number({ error: QUANTITY_ERROR })
  .int(QUANTITY_ERROR)
  .min(QUANTITY_MIN, QUANTITY_ERROR)
  .max(QUANTITY_MAX, QUANTITY_ERROR);

/** Selected variation pair: a custom variation and the value chosen for it. */
export const VariationValuePairSchema = z.object({ customVariation: id, customVariationValue: id });
export type VariationValuePair = z.infer<typeof VariationValuePairSchema>;

/** Cart line, as the add-to-cart call sends it. */
export const CartLineSchema = z.object({
  productId: id,
  supplierCompanyId: id,
  quantity,
  variationValuePair: z.array(VariationValuePairSchema).max(10, "errors.invalid_data").default([]),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** Add to cart: a list of cart lines. */
export const AddToCartSchema = z
  .array(CartLineSchema)
  .min(1, "errors.invalid_data")
  .max(MAX_LINES_PER_REQUEST, "errors.invalid_data");

export const QuantityUpdateSchema = z.object({ quantity });

/** A quantity typed in a form: the quantity box's reading (non-numbers are 0), then 1–99999. */
export const QuantityFieldSchema = z
  .string({ error: QUANTITY_ERROR })
  .transform((text) => toQuantity(text))
  .pipe(quantity);

type VariationChoices = { _id: number; values: { _id: number }[] }[];

/**
 * The product page's add-to-cart form: `quantity` and one `variation-{id}` radio group per custom
 * variation. Every variation must have one of its own values chosen, else 'Please select variation'
 * on the field `variations`. Gives the quantity and the chosen pairs.
 */
export function addToCartFormSchema(variations: VariationChoices) {
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const parsedQuantity = QuantityFieldSchema.safeParse(values.quantity ?? "");
    if (!parsedQuantity.success)
      ctx.addIssue({ code: "custom", message: QUANTITY_ERROR, path: ["quantity"] });
    const pairs: VariationValuePair[] = [];
    for (const variation of variations) {
      const chosen = values[variationField(variation._id)];
      const value = variation.values.find((v) => String(v._id) === chosen);
      if (value) pairs.push({ customVariation: variation._id, customVariationValue: value._id });
    }
    if (pairs.length !== variations.length)
      ctx.addIssue({ code: "custom", message: SELECT_VARIATION, path: ["variations"] });
    if (!parsedQuantity.success || pairs.length !== variations.length) return z.NEVER;
    return { quantity: parsedQuantity.data, variationValuePair: pairs };
  });
}

/** The answer of the product page's add-to-cart post (fetcher data, or actionData without JavaScript). */
export type AddToCartResult =
  | { intent: "add-to-cart"; added: true; quantity: number }
  | (ActionFailure & { intent: "add-to-cart"; added?: undefined });

const lineId = IdSchema;
/** The cart page's forms: change a line's quantity, remove a line. */
export const CartQuantityFormSchema = z.object({ lineId, quantity: QuantityFieldSchema });
export const CartRemoveFormSchema = z.object({ lineId });

const money = z.object({ currency: z.string(), amount: z.number() });

/**
 * Why a line cannot be ordered now: its product left the cart or its supplier is not visible to
 * buyers (remove it), its quantity is below the minimum order (raise it), or it has no price (Ask
 * Price: it stays in the cart for the supplier to quote, and is never ordered).
 */
export const CART_LINE_PROBLEMS = [
  "unavailable",
  "supplier_unavailable",
  "below_minimum",
  "ask_price",
] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** One line of the cart page: the product in the page language, the chosen options and the price that applies. */
export const CartLineViewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productUrl: z.string(),
  picture: z.string().nullable(),
  variationValuePair: z.array(VariationValuePairSchema),
  variations: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number().int(),
  unit: z.string(),
  currency: z.string(),
  /** Null: Ask Price. */
  unitPrice: z.number().nullable(),
  /** The minimum quantity of the price tier that applies, null when the base price applies. */
  tierMinimumQuantity: z.number().nullable(),
  lineTotal: z.number().nullable(),
  /** False when the product was unpublished or left the cart since: not counted in the totals. */
  available: z.boolean(),
  /** The least that may be ordered (the product's minimum order quantity, else its first tier's). */
  minOrderQuantity: z.number().int(),
  /** Checkout orders this line now: available, priced and at least the minimum order quantity. */
  orderable: z.boolean(),
  /** Why not, when it is not orderable; null when it is. */
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type CartLineView = z.infer<typeof CartLineViewSchema>;

export const CartSupplierGroupSchema = z.object({
  supplier: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    isVerified: z.boolean(),
    url: z.string(),
  }),
  lines: z.array(CartLineViewSchema),
  /** One total per currency of the supplier's orderable lines (USD for every demo product). */
  totals: z.array(money),
  /** Some line has no price (Ask Price) and is not in the totals. */
  hasAskPrice: z.boolean(),
});
export type CartSupplierGroup = z.infer<typeof CartSupplierGroupSchema>;

export const CartViewSchema = z.object({
  groups: z.array(CartSupplierGroupSchema),
  lineCount: z.number().int(),
});
export type CartView = z.infer<typeof CartViewSchema>;
