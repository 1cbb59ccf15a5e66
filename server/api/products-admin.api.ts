import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import { productDecisionSchema, trustedSupplierSchema } from "#core/schemas/product-life-cycle.ts";
import {
  changeProductStatus,
  decideChangeRequest,
  setTrustedSupplier,
} from "#server/modules/products/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireStaff } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { StatusAnswerSchema } from "./supplier-products.api-schemas.ts";

const TAGS = ["Product review"];
const idParams = z.object({ id: IdSchema });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
const errors = {
  400: json(ErrorRef, "Unknown decision, or a reason missing or too long"),
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "Not a moderator or admin"),
};

const productDecisionRoute = createRoute({
  method: "post",
  path: "/admin/products/{id}/decision",
  operationId: "decideProduct",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Approve or reject a product waiting for review (moderators and admins)",
  description:
    "approve publishes the product (buyers see it while its company is active) and approves the " +
    "certificates sent with it; reject needs a reason, shown on the product in the workspace. " +
    "The company's owners are e-mailed; the decision is audited; search follows within a second.",
  request: { params: idParams, ...body(productDecisionSchema) },
  responses: {
    200: json(StatusAnswerSchema, "The product's status after the decision"),
    ...errors,
    404: json(ErrorRef, "No such product"),
    409: json(ErrorRef, "The product no longer waits for review (decided meanwhile)"),
  },
});

const changeDecisionRoute = createRoute({
  method: "post",
  path: "/admin/product-changes/{id}/decision",
  operationId: "decideProductChange",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Approve or reject a change request of a published product (moderators and admins)",
  description:
    "approve writes the requested fields over the live product; reject keeps the live product and " +
    "needs a reason. The company's owners are e-mailed; the decision is audited.",
  request: { params: idParams, ...body(productDecisionSchema) },
  responses: {
    200: json(
      z.object({ status: z.enum(["approved", "rejected"]) }),
      "The request's status after the decision",
    ),
    ...errors,
    404: json(ErrorRef, "No such change request"),
    409: json(ErrorRef, "The request was decided or withdrawn meanwhile"),
  },
});

const trustedRoute = createRoute({
  method: "put",
  path: "/admin/suppliers/{id}/trusted",
  operationId: "setTrustedSupplier",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Trust a company's products, or stop (moderators and admins)",
  description:
    "A trusted company's new products are published when submitted, and changes to its published " +
    "products apply at once instead of waiting as change requests. Audited.",
  request: { params: idParams, ...body(trustedSupplierSchema) },
  responses: {
    200: json(z.object({ trusted: z.boolean() }), "The company's trust now"),
    400: json(ErrorRef, "trusted is not a boolean"),
    401: errors[401],
    403: errors[403],
    404: json(ErrorRef, "No such company"),
  },
});

/** The operator's review of suppliers' products (the console's pages use the same services). */
export function registerProductsAdminApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(productDecisionRoute, async (c) => {
    const { decision, reason } = c.req.valid("json");
    const status = await changeProductStatus(
      c.get("deps"),
      c.get("user"),
      c.req.valid("param").id,
      decision,
      reason,
    );
    return c.json({ status }, 200);
  });

  api.openapi(changeDecisionRoute, async (c) => {
    const { decision, reason } = c.req.valid("json");
    await decideChangeRequest(c.get("deps"), c.get("user"), c.req.valid("param").id, decision, reason);
    return c.json({ status: decision === "approve" ? ("approved" as const) : ("rejected" as const) }, 200);
  });

  api.openapi(trustedRoute, async (c) => {
    const { trusted } = c.req.valid("json");
    await setTrustedSupplier(c.get("deps"), c.get("user"), c.req.valid("param").id, trusted);
    return c.json({ trusted }, 200);
  });
}
