import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { BuyerAddressInputSchema, BuyerAddressSchema, MAX_ADDRESSES } from "#core/schemas/buyer-address.ts";
import { IdSchema } from "#core/schemas/id.ts";
import * as orders from "#server/modules/orders/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const AddressRef = BuyerAddressSchema.openapi("BuyerAddress");
const AddressListRef = z.array(AddressRef).openapi("BuyerAddressList");
const TAGS = ["Addresses"];
const params = z.object({ id: IdSchema });
const body = {
  content: { "application/json": { schema: BuyerAddressInputSchema } },
  required: true,
};
const errors = {
  400: json(ErrorRef, "Invalid input (field messages in the host's language)"),
  401: json(ErrorRef, "Not signed in"),
};
const notFound = { 404: json(ErrorRef, "No such address among the user's own") };

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/addresses",
  operationId: "listAddresses",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "The signed-in user's saved ship-to addresses, the default first",
  responses: { 200: json(AddressListRef, "The addresses"), 401: errors[401] },
});

const addRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/addresses",
  operationId: "addAddress",
  security: SIGNED_IN,
  tags: TAGS,
  summary: `Save a ship-to address (at most ${MAX_ADDRESSES}); the first one, or one saved with isDefault, is the default`,
  request: { body },
  responses: {
    201: json(AddressRef, "The saved address"),
    ...errors,
    409: json(ErrorRef, `The user already has ${MAX_ADDRESSES} addresses`),
  },
});

const updateRoute = createRoute({
  middleware: [requireUser] as const,
  method: "put",
  path: "/addresses/{id}",
  operationId: "updateAddress",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "Change one of the user's addresses; isDefault true makes it the default",
  request: { params, body },
  responses: { 200: json(AddressRef, "The changed address"), ...errors, ...notFound },
});

const deleteRoute = createRoute({
  middleware: [requireUser] as const,
  method: "delete",
  path: "/addresses/{id}",
  operationId: "removeAddress",
  security: SIGNED_IN,
  tags: TAGS,
  summary: "Remove one of the user's addresses (orders keep their own copy); the addresses left",
  request: { params },
  responses: { 200: json(AddressListRef, "The addresses left"), ...errors, ...notFound },
});

export function registerAddressesApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listRoute, async (c) =>
    c.json(await orders.listBuyerAddresses(c.get("deps").db, c.get("user").id), 200),
  );

  api.openapi(addRoute, async (c) =>
    c.json(await orders.addBuyerAddress(c.get("deps"), c.get("user").id, c.req.valid("json")), 201),
  );

  api.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      await orders.updateBuyerAddress(c.get("deps"), c.get("user").id, id, c.req.valid("json")),
      200,
    );
  });

  api.openapi(deleteRoute, async (c) => {
    const user = c.get("user");
    await orders.removeBuyerAddress(c.get("deps"), user.id, c.req.valid("param").id);
    return c.json(await orders.listBuyerAddresses(c.get("deps").db, user.id), 200);
  });
}
