import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { langFromHost } from "#core/i18n/languages.ts";
import { AddToCartSchema, CartViewSchema, QuantityUpdateSchema } from "#core/schemas/cart.ts";
import { IdSchema } from "#core/schemas/id.ts";
import * as cart from "#server/modules/cart/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser, type UserEnv } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const CartRef = CartViewSchema.openapi("Cart");
const errors = {
  400: json(ErrorRef, "Invalid input (field messages in the host's language)"),
  401: json(ErrorRef, "Not signed in"),
};
const lineParams = z.object({ id: IdSchema });

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/cart",
  operationId: "getCart",
  security: SIGNED_IN,
  tags: ["Cart"],
  summary: "The signed-in user's cart, grouped by supplier, with the tier prices that apply",
  responses: { 200: json(CartRef, "The cart, names in the host's language"), 401: errors[401] },
});

const addRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/cart",
  operationId: "addToCart",
  security: SIGNED_IN,
  tags: ["Cart"],
  summary: "Add to cart: a list of cart lines; the same product and choices add up",
  request: { body: { content: { "application/json": { schema: AddToCartSchema } }, required: true } },
  responses: {
    200: json(CartRef, "The cart after adding"),
    ...errors,
    403: json(ErrorRef, "The user's e-mail address is not confirmed yet (code email_unconfirmed)"),
  },
});

const updateRoute = createRoute({
  middleware: [requireUser] as const,
  method: "put",
  path: "/cart/lines/{id}",
  operationId: "changeCartLineQuantity",
  security: SIGNED_IN,
  tags: ["Cart"],
  summary: "Change the quantity of one of the user's cart lines (1–99999)",
  request: {
    params: lineParams,
    body: { content: { "application/json": { schema: QuantityUpdateSchema } }, required: true },
  },
  responses: {
    200: json(CartRef, "The cart after the change"),
    ...errors,
    404: json(ErrorRef, "No such line in the user's cart"),
  },
});

const deleteRoute = createRoute({
  middleware: [requireUser] as const,
  method: "delete",
  path: "/cart/lines/{id}",
  operationId: "removeCartLine",
  security: SIGNED_IN,
  tags: ["Cart"],
  summary: "Remove one of the user's cart lines",
  request: { params: lineParams },
  responses: {
    200: json(CartRef, "The cart after the removal"),
    ...errors,
    404: json(ErrorRef, "No such line in the user's cart"),
  },
});

export function registerCartApi(api: OpenAPIHono<ApiEnv>) {
  const view = (c: Context<UserEnv>) =>
    cart.getCart(c.get("deps").db, c.get("user").id, langFromHost(c.req.header("host")));

  api.openapi(getRoute, async (c) => c.json(await view(c), 200));

  api.openapi(addRoute, async (c) => {
    const user = c.get("user");
    await cart.addToCart(c.get("deps").db, user.id, c.req.valid("json"));
    return c.json(await view(c), 200);
  });

  api.openapi(updateRoute, async (c) => {
    const user = c.get("user");
    await cart.changeQuantity(
      c.get("deps").db,
      user.id,
      c.req.valid("param").id,
      c.req.valid("json").quantity,
    );
    return c.json(await view(c), 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const user = c.get("user");
    await cart.removeLine(c.get("deps").db, user.id, c.req.valid("param").id);
    return c.json(await view(c), 200);
  });
}
