import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { langFromHost } from "../../app/i18n/languages.ts";
import { AddToCartSchema, CartViewSchema, QuantityUpdateSchema } from "../../app/schemas/cart.ts";
import { AppError } from "../lib/errors.ts";
import { type SessionUser, sessionUser } from "../modules/accounts/accounts.service.ts";
import { readSessionToken } from "../modules/accounts/session-cookie.ts";
import * as cart from "../modules/cart/cart.service.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json } from "./openapi-shapes.ts";

const CartRef = CartViewSchema.openapi("Cart");
const errors = {
  400: json(ErrorRef, "Invalid input (field messages in the host's language)"),
  401: json(ErrorRef, "Not signed in"),
};
const lineParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const getRoute = createRoute({
  method: "get",
  path: "/cart",
  tags: ["Cart"],
  summary: "The signed-in user's cart, grouped by supplier, with the tier prices that apply",
  responses: { 200: json(CartRef, "The cart, names in the host's language"), 401: errors[401] },
});

const addRoute = createRoute({
  method: "post",
  path: "/cart",
  tags: ["Cart"],
  summary: "Add to cart (storefront §7): a list of cart lines; the same product and choices add up",
  request: { body: { content: { "application/json": { schema: AddToCartSchema } }, required: true } },
  responses: { 200: json(CartRef, "The cart after adding"), ...errors },
});

const updateRoute = createRoute({
  method: "put",
  path: "/cart/lines/{id}",
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
  method: "delete",
  path: "/cart/lines/{id}",
  tags: ["Cart"],
  summary: "Remove one of the user's cart lines",
  request: { params: lineParams },
  responses: {
    200: json(CartRef, "The cart after the removal"),
    ...errors,
    404: json(ErrorRef, "No such line in the user's cart"),
  },
});

// Who is asking is settled before the body is validated: a signed-out caller gets 401, never 400.
const users = new WeakMap<Request, SessionUser>();
async function signedIn(c: Context<ApiEnv>, next: () => Promise<void>) {
  const user = await sessionUser(c.get("deps"), readSessionToken(c.req.header("cookie") ?? null));
  if (!user) throw new AppError("unauthorized");
  users.set(c.req.raw, user);
  await next();
}
const userOf = (c: Context<ApiEnv>) => users.get(c.req.raw)!;

export function registerCartApi(api: OpenAPIHono<ApiEnv>) {
  const view = (c: Context<ApiEnv>, userId: number) =>
    cart.getCart(c.get("deps").db, userId, langFromHost(c.req.header("host")));
  api.use("/cart", signedIn);
  api.use("/cart/*", signedIn);

  api.openapi(getRoute, async (c) => {
    const user = userOf(c);
    return c.json(await view(c, user.id), 200);
  });

  api.openapi(addRoute, async (c) => {
    const user = userOf(c);
    await cart.addToCart(c.get("deps").db, user.id, c.req.valid("json"));
    return c.json(await view(c, user.id), 200);
  });

  api.openapi(updateRoute, async (c) => {
    const user = userOf(c);
    await cart.changeQuantity(
      c.get("deps").db,
      user.id,
      c.req.valid("param").id,
      c.req.valid("json").quantity,
    );
    return c.json(await view(c, user.id), 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const user = userOf(c);
    await cart.removeLine(c.get("deps").db, user.id, c.req.valid("param").id);
    return c.json(await view(c, user.id), 200);
  });
}
