import { z } from "@hono/zod-openapi";
import {
  CLOSED_REASONS,
  ORDER_STATUSES,
  ORDER_STEP_NAMES,
  PAYMENT_MILESTONES,
  SHIPPING_METHODS,
} from "#core/rules/order-flow.ts";

/** Response shapes of the order calls, for the OpenAPI document. Every amount is decimal text. */
const amount = (description: string) =>
  z.string().openapi({
    description: `${description}: decimal text in the order's currency (e.g. "149.30"; 4 decimals when finer), never a float`,
    example: "149.30",
  });
const time = z.string().openapi({ description: "ISO 8601 time" });
const turn = z
  .enum(["buyer", "supplier", "operator"])
  .nullable()
  .openapi({ description: "Whose turn it is; operator while a refund request waits; null when finished" });
const status = z.enum(ORDER_STATUSES);

export const OrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string().openapi({ example: "O-000123" }),
    status,
    turn,
    deadlineAt: time.nullable(),
    currency: z.string().openapi({ example: "USD" }),
    total: amount("Goods plus freight charged apart"),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: time,
    updatedAt: time,
  })
  .openapi("OrderSummary");

export const OrderListSchema = z
  .object({
    orders: z.array(OrderSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("OrderList");

export const OrderDetailSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status,
    turn,
    deadlineAt: time.nullable(),
    steps: z.array(z.enum(ORDER_STEP_NAMES as [string, ...string[]])).openapi({
      description: "The steps the reader's side may take now (before their team role is checked)",
    }),
    currency: z.string(),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    buyer: z.object({ name: z.string() }).nullable(),
    incoterm: z.string().nullable(),
    namedPlace: z.string().nullable(),
    shipTo: z.record(z.string(), z.string().nullable()),
    leadTimeDays: z.number().int().nullable(),
    shippingMethod: z.enum(SHIPPING_METHODS).nullable(),
    paymentReference: z.string().openapi({ example: "CRV-7KQ2M9XH4T" }),
    bankDetails: z
      .string()
      .nullable()
      .openapi({ description: "The supplier's bank, copied when payment was first asked for" }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        productId: z.number().int().nullable(),
        productName: z.string(),
        variations: z.array(z.object({ name: z.string(), value: z.string() })),
        unit: z.string(),
        quantity: z.number().int(),
        unitPrice: amount("Price of one unit"),
        lineTotal: amount("Quantity times unit price, rounded to the currency's minor unit"),
      }),
    ),
    totals: z.object({
      goods: amount("The lines together"),
      shipping: amount("Freight charged apart").nullable(),
      shippingIncluded: z.boolean(),
      total: amount("What the buyer pays"),
      depositPercent: z.number().int().nullable(),
      deposit: amount("Paid before production").nullable(),
      balance: amount("Paid before shipment").nullable(),
    }),
    payments: z.array(
      z.object({
        id: z.number().int(),
        milestone: z.enum(PAYMENT_MILESTONES),
        amount: amount("Declared by the buyer"),
        paidOn: z.string().openapi({ description: "YYYY-MM-DD" }),
        bankReference: z.string(),
        status: z.enum(["pending", "approved", "rejected"]),
        decisionReason: z.string().nullable(),
        declaredAt: time,
        decidedAt: time.nullable(),
      }),
    ),
    shipment: z
      .object({
        carrier: z.string(),
        trackingNumber: z.string().nullable(),
        shippedOn: z.string().nullable(),
      })
      .nullable(),
    refundRequestedAt: time.nullable(),
    closedReason: z.enum(CLOSED_REASONS).nullable(),
    closedNote: z.string().nullable(),
    refundNote: z.string().nullable(),
    events: z.array(
      z.object({
        id: z.number().int(),
        party: z.enum(["buyer", "supplier", "operator", "system"]),
        action: z.string(),
        fromStatus: status,
        toStatus: status,
        reason: z.string().nullable(),
        createdAt: time,
      }),
    ),
    createdAt: time,
    updatedAt: time,
  })
  .openapi("Order");
