import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import { productTransitionSchema } from "#core/schemas/product-life-cycle.ts";
import {
  changeOwnProductStatus,
  deleteProducts,
  loadEditableProduct,
  saveProduct,
  withdrawChangeRequest,
} from "#server/modules/products/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import {
  EditableProductSchema,
  ProductInputBody,
  productBodyHook,
  SaveAnswerSchema,
  StatusAnswerSchema,
} from "./supplier-products.api-schemas.ts";

/*
 * A company's own products through the API, with the services the workspace's editor uses:
 * catalogue editors and the managers write and publish, viewers read, a user who is not a member
 * gets 404 as for a company that does not exist, and another company's product is not found.
 */
const TAGS = ["Supplier products"];
const companyParams = z.object({ companyId: IdSchema });
const productParams = z.object({ companyId: IdSchema, productId: IdSchema });
const productBody = {
  body: { required: true, content: { "application/json": { schema: ProductInputBody } } },
};
const errors = {
  400: json(ErrorRef, "Invalid input: `fields` names each field by its dotted path, with its message"),
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The member's team role does not allow it"),
  404: json(ErrorRef, "No such company among the user's, or no such product of the company"),
};

const createProductRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "post",
  path: "/supplier/companies/{companyId}/products",
  operationId: "createSupplierProduct",
  summary: "Add a product to the company's catalogue as a draft (owners, admins, catalogue editors)",
  request: { params: companyParams, ...productBody },
  responses: { 201: json(SaveAnswerSchema, "The new draft's id"), ...errors },
});

const readProductRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "get",
  path: "/supplier/companies/{companyId}/products/{productId}",
  operationId: "getSupplierProduct",
  summary:
    "One of the company's products as its editor shows it, with its pending change (members who see products)",
  request: { params: productParams },
  responses: { 200: json(EditableProductSchema, "The product"), ...errors },
});

const saveProductRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "put",
  path: "/supplier/companies/{companyId}/products/{productId}",
  operationId: "saveSupplierProduct",
  summary: "Save the whole product (owners, admins, catalogue editors)",
  description:
    "A draft, a product waiting for review or a rejected one (which becomes a draft again) is saved " +
    "whole. On a published or unpublished product the live fields change at once and the other " +
    "fields become a change request for the operator (outcome change_requested), unless the " +
    "company is trusted; sending them as they are withdraws a pending request.",
  request: { params: productParams, ...productBody },
  responses: { 200: json(SaveAnswerSchema, "What became of the save"), ...errors },
});

const deleteProductRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "delete",
  path: "/supplier/companies/{companyId}/products/{productId}",
  operationId: "deleteSupplierProduct",
  summary:
    "Remove the product for good, with its texts, pictures and requests (owners, admins, catalogue editors)",
  request: { params: productParams },
  responses: { 204: { description: "Removed" }, ...errors },
});

const statusRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "post",
  path: "/supplier/companies/{companyId}/products/{productId}/status",
  operationId: "changeSupplierProductStatus",
  summary: "Send a draft for review, or take a published product off the catalogue and put it back",
  description:
    "submit: draft → pending_review (published at once for a trusted company); unpublish: " +
    "published → unpublished; publish: unpublished → published. Owners, admins and catalogue editors.",
  request: {
    params: productParams,
    body: { required: true, content: { "application/json": { schema: productTransitionSchema } } },
  },
  responses: {
    200: json(StatusAnswerSchema, "The product's status after the change"),
    ...errors,
    409: json(ErrorRef, "The product is not in a status this change applies to (it moved meanwhile)"),
  },
});

const withdrawRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: TAGS,
  method: "delete",
  path: "/supplier/companies/{companyId}/products/{productId}/change-request",
  operationId: "withdrawSupplierProductChange",
  summary: "Take back the product's pending change request; the live product stays as it is",
  request: { params: productParams },
  responses: {
    204: { description: "Withdrawn" },
    ...errors,
    404: json(ErrorRef, "No such company among the user's, no such product, or no pending change request"),
    409: json(ErrorRef, "The operator decided on the request meanwhile"),
  },
});

export function registerSupplierProductsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(
    createProductRoute,
    async (c) => {
      const { companyId } = c.req.valid("param");
      const saved = await saveProduct(
        c.get("deps"),
        c.get("user"),
        companyId,
        undefined,
        c.req.valid("json"),
      );
      return c.json(saved, 201);
    },
    productBodyHook,
  );

  api.openapi(readProductRoute, async (c) => {
    const { companyId, productId } = c.req.valid("param");
    return c.json(await loadEditableProduct(c.get("deps").db, c.get("user"), companyId, productId), 200);
  });

  api.openapi(
    saveProductRoute,
    async (c) => {
      const { companyId, productId } = c.req.valid("param");
      const saved = await saveProduct(
        c.get("deps"),
        c.get("user"),
        companyId,
        productId,
        c.req.valid("json"),
      );
      return c.json(saved, 200);
    },
    productBodyHook,
  );

  api.openapi(deleteProductRoute, async (c) => {
    const { companyId, productId } = c.req.valid("param");
    await deleteProducts(c.get("deps"), c.get("user"), companyId, [productId]);
    return c.body(null, 204);
  });

  api.openapi(statusRoute, async (c) => {
    const { companyId, productId } = c.req.valid("param");
    const { transition } = c.req.valid("json");
    const status = await changeOwnProductStatus(
      c.get("deps"),
      c.get("user"),
      companyId,
      productId,
      transition,
    );
    return c.json({ status }, 200);
  });

  api.openapi(withdrawRoute, async (c) => {
    const { companyId, productId } = c.req.valid("param");
    await withdrawChangeRequest(c.get("deps"), c.get("user"), companyId, productId);
    return c.body(null, 204);
  });
}
