import { z } from "zod";
import { INCOTERMS } from "../rules/order-flow.ts";
import type { CartLineView, CartSupplierGroup } from "./cart.ts";
import { optionalText } from "./field-readers.ts";
import { IdSchema, idSchema } from "./id.ts";
import { ORDER_ERRORS, ORDER_NOTE_MAX, ORDER_TEXT_MAX } from "./orders.ts";

/**
 * Checkout: the cart's orderable lines become one order per supplier (and currency), shipped to
 * one of the buyer's saved addresses, with a preferred Incoterm and named place and a note to each
 * supplier. Messages are translation keys.
 */
export const CHECKOUT_ERRORS = {
  address: "checkout.errors.address",
  incoterm: "checkout.errors.incoterm",
  nothing: "checkout.errors.nothing",
  below_minimum: "checkout.errors.belowMinimum",
  unavailable: "checkout.errors.unavailable",
  supplier_unavailable: "checkout.errors.supplierUnavailable",
  ownCompany: "checkout.errors.ownCompany",
  cartChanged: "checkout.errors.cartChanged",
} as const;

/** The Incoterm a checkout starts with: catalogue prices are FOB prices. */
export const DEFAULT_INCOTERM = "FOB";

export const CheckoutSchema = z.object({
  addressId: idSchema(CHECKOUT_ERRORS.address),
  incoterm: z.enum(INCOTERMS, { error: CHECKOUT_ERRORS.incoterm }),
  /** The place or port the Incoterm names ("Port of Hamburg"); optional, the supplier may propose one. */
  namedPlace: optionalText(ORDER_TEXT_MAX)
    .optional()
    .transform((v) => v ?? null),
  /** A note to each supplier, read with the order. */
  notes: z
    .array(
      z.object({
        supplierCompanyId: IdSchema,
        note: z.string().trim().max(ORDER_NOTE_MAX, ORDER_ERRORS.note),
      }),
    )
    .max(200, "errors.invalid_data")
    .default([]),
  /**
   * What the buyer saw (the checkout page sends it): when the cart's orderable lines, quantities
   * or prices changed since, nothing is ordered and the page shows the cart as it is now.
   */
  cartDigest: z.string().max(64).optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

/** One order checkout will place: a supplier's orderable lines in one currency, and their exact total. */
export interface CheckoutOrderPlan {
  supplier: CartSupplierGroup["supplier"];
  currency: string;
  lines: CartLineView[];
  /** The goods total in ten-thousandths (core/rules/money.ts), as the order will have it. */
  totalE4: number;
}

/** A line checkout does not order, with its supplier's name. */
export interface CheckoutLeftLine {
  supplierName: string;
  line: CartLineView;
}

export interface CheckoutView {
  orders: CheckoutOrderPlan[];
  /** Ask Price lines: they stay in the cart, for the supplier to quote. */
  staying: CheckoutLeftLine[];
  /** Lines that must be changed or removed in the cart first: checkout refuses while they are there. */
  blocking: CheckoutLeftLine[];
  /** A fingerprint of the orders shown (see CheckoutSchema.cartDigest). */
  digest: string;
}

export const PlacedOrdersSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      supplierCompanyId: z.number().int(),
      currency: z.string(),
      /** Exact decimal text, e.g. "2375.00". */
      goodsTotal: z.string(),
      lineCount: z.number().int(),
    }),
  ),
  /** Ask Price lines left in the cart (not ordered). */
  linesLeftInCart: z.number().int(),
});
export type PlacedOrders = z.infer<typeof PlacedOrdersSchema>;
