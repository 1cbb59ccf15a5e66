import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import { OrderStepInputSchema } from "#core/schemas/orders.ts";
import { AppError } from "#server/lib/errors.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import * as orders from "#server/modules/orders/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { OrderDetailSchema, OrderListSchema } from "./orders.api-schemas.ts";

/**
 * Orders in the API, for their parties: the buyer's own, or a supplier company's for its members
 * whose team role sees orders. The side is named in the query (`viewer`, and `companyId` for a
 * supplier); anyone else's order is not found. Steps are the order pages' steps with the same
 * schema and the same rules; files (a payment proof) go through the order page's form.
 */
const TAGS = ["Orders"];
/** A payment proof is a file, which this JSON call does not carry. */
export const PROOF_BY_FORM = "orders.api.proofByForm";

const viewerQuery = z.object({
  viewer: z.enum(["buyer", "supplier"]).optional().openapi({
    description: "The side the caller acts for: buyer (the default without companyId) or supplier",
  }),
  companyId: IdSchema.optional().openapi({
    description: "The supplier company the caller is a member of (required for the supplier side)",
  }),
});
const listQuery = viewerQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).optional().openapi({ description: "From 1; 50 a page" }),
});
const orderParams = z.object({ id: IdSchema });
/** The order pages' step forms as one JSON body: `step` names the step, the other fields are its form's. */
const OrderStepRef = OrderStepInputSchema.openapi("OrderStep");

const refusals = {
  400: json(ErrorRef, "Invalid input (field messages in the host's language)"),
  401: json(ErrorRef, "Not signed in"),
  404: json(ErrorRef, "Not the caller's order, or not a member of the company whose role sees orders"),
};

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/orders",
  operationId: "listOrders",
  security: SIGNED_IN,
  tags: TAGS,
  summary:
    "The signed-in buyer's orders, or with companyId a supplier company's, the most recently changed first",
  request: { query: listQuery },
  responses: { 200: json(OrderListSchema, "One page of orders"), ...refusals },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: "get",
  path: "/orders/{id}",
  operationId: "getOrder",
  security: SIGNED_IN,
  tags: TAGS,
  summary:
    "One order: status, whose turn and until when, the caller's possible steps, lines, totals, payments, timeline",
  request: { params: orderParams, query: viewerQuery },
  responses: { 200: json(OrderDetailSchema, "The order; amounts as decimal text"), ...refusals },
});

const stepRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/orders/{id}/steps",
  operationId: "takeOrderStep",
  security: SIGNED_IN,
  tags: TAGS,
  summary:
    "Take one step of the order flow as the buyer or a supplier member (confirm, quote shipping, approve payment, ship, …)",
  description:
    "The body names the step and its fields, as the order page's forms do; amounts are decimal text. " +
    "declare_payment needs a proof file and is answered 400: declare it on the order's page, whose form uploads the file.",
  request: {
    params: orderParams,
    query: viewerQuery,
    body: { content: { "application/json": { schema: OrderStepRef } }, required: true },
  },
  responses: {
    200: json(OrderDetailSchema, "The order after the step"),
    ...refusals,
    403: json(ErrorRef, "Not the caller's side's step, or their team role may not take it"),
    409: json(
      ErrorRef,
      "The order is not at a status the step starts from, its deadline passed, or it changed meanwhile",
    ),
  },
});

function viewerOf(query: z.output<typeof viewerQuery>): orders.OrderViewer {
  const side = query.viewer ?? (query.companyId === undefined ? "buyer" : "supplier");
  if (side === "buyer") return { side };
  if (query.companyId === undefined)
    throw new AppError("invalid_data", "errors.required", { companyId: "errors.required" });
  return { side, companyId: query.companyId };
}

export function registerOrdersApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const list = await orders.listPartyOrders(c.get("deps"), c.get("user"), viewerOf(query), query.page ?? 1);
    return c.json(list, 200);
  });

  api.openapi(getRoute, async (c) => {
    const viewer = viewerOf(c.req.valid("query"));
    return c.json(
      await orders.orderForParty(c.get("deps"), c.get("user"), viewer, c.req.valid("param").id),
      200,
    );
  });

  api.openapi(stepRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const viewer = viewerOf(c.req.valid("query"));
    const { id } = c.req.valid("param");
    try {
      await orders.takeOrderStep(
        deps,
        localPrivateFileStore(deps.config.dataDir),
        user,
        viewer,
        id,
        c.req.valid("json"),
      );
    } catch (error) {
      // Everything else about the step was right: only its file is missing, and files go by the form.
      if (error instanceof AppError && error.messageKey === orders.STEP_ERRORS.proof)
        throw new AppError("invalid_data", PROOF_BY_FORM, { proof: PROOF_BY_FORM });
      throw error;
    }
    return c.json(await orders.orderForParty(deps, user, viewer, id), 200);
  });
}
