import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { CheckoutSchema, PlacedOrdersSchema } from "#core/schemas/checkout.ts";
import * as orders from "#server/modules/orders/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const checkoutRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/checkout",
  operationId: "checkOut",
  security: SIGNED_IN,
  tags: ["Cart"],
  summary: "Check out the cart: one order per supplier (and currency) of the lines that can be ordered",
  description:
    "The cart is read and priced again: each line at the price tier its quantity reaches. The " +
    "orders start in status created (the supplier's turn, 3 days) and the ordered lines leave " +
    "the cart; Ask Price lines stay. Nothing changes (409) while a line is below its minimum " +
    "order quantity, no longer sold, of a supplier buyers may not see or of the user's own " +
    "company, when nothing can be ordered, or when cartDigest no longer matches the cart.",
  request: { body: { content: { "application/json": { schema: CheckoutSchema } }, required: true } },
  responses: {
    201: json(PlacedOrdersSchema.openapi("PlacedOrders"), "The orders placed"),
    400: json(ErrorRef, "Invalid input, or the address is not one of the user's (field addressId)"),
    401: json(ErrorRef, "Not signed in"),
    403: json(ErrorRef, "The user's e-mail address is not confirmed yet (code email_unconfirmed)"),
    409: json(ErrorRef, "The cart cannot be checked out as it is (the message says why)"),
  },
});

export function registerCheckoutApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(checkoutRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const placed = await orders.placeOrders(c.get("deps"), c.get("user").id, c.req.valid("json"), lang);
    return c.json(placed, 201);
  });
}
