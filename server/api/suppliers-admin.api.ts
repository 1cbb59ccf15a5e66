import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import {
  REVIEW_STATUSES,
  SUPPLIER_DECISIONS,
  supplierDecisionSchema,
  supplierListQuerySchema,
} from "#core/schemas/supplier-review.ts";
import { decideSupplier, getSupplierDetail, listSuppliers } from "#server/modules/supplier-review/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireStaff } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { EvidenceSchema } from "./verification.api-schemas.ts";

const TAGS = ["Supplier review"];
const Status = z.enum(REVIEW_STATUSES);
const Decision = z.enum(SUPPLIER_DECISIONS);

const ListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
  status: Status,
  statusReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
});

const ListSchema = z
  .object({
    items: z.array(ListItemSchema),
    counts: z.record(Status, z.number().int()),
    page: z.number().int().describe("Zero-based page"),
    size: z.number().int(),
    total: z.number().int().describe("Companies the status filter keeps"),
  })
  .openapi("SupplierReviewList");

const DetailSchema = z
  .object({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      legalName: z.string().nullable(),
      legalOwner: z.string().nullable(),
      status: Status,
      statusReason: z.string().nullable(),
      statusChangedAt: z.string().nullable(),
      submittedAt: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
      visible: z.boolean().describe("Whether buyers see the company and its products now"),
    }),
    fields: z.array(z.object({ key: z.string(), value: z.string() })),
    texts: z.array(
      z.object({
        lang: z.string(),
        mainProducts: z.string().nullable(),
        introductionHtml: z.string().nullable(),
      }),
    ),
    businessTypes: z.array(z.string()),
    certifications: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        body: z.string().nullable(),
        start: z.string().nullable(),
        end: z.string().nullable(),
      }),
    ),
    storefrontKey: z.string().nullable(),
    categories: z.array(z.string()),
    team: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        lang: z.string().nullable(),
      }),
    ),
    evidence: z
      .object({ documents: z.array(EvidenceSchema), certificates: z.array(EvidenceSchema) })
      .describe("Verification documents and certificates with the operator's review, newest first"),
    publishedProducts: z.number().int(),
    history: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        by: z.string().nullable(),
        reason: z.string().nullable(),
        at: z.string(),
      }),
    ),
    decisions: z.array(Decision).describe("The decisions the company's status allows now"),
  })
  .openapi("SupplierReviewDetail");

const errors = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "Not a moderator or admin"),
};

const listRoute = createRoute({
  method: "get",
  path: "/admin/suppliers",
  operationId: "listSuppliersForReview",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Supplier companies, those waiting for review first (moderators and admins)",
  request: {
    query: z.object({
      status: Status.optional().openapi({ description: "Only companies in this status" }),
      page: z.string().optional().openapi({ description: "Page, from 1" }),
    }),
  },
  responses: { 200: json(ListSchema, "A page of companies and the count per status"), ...errors },
});

const detailRoute = createRoute({
  method: "get",
  path: "/admin/suppliers/{id}",
  operationId: "getSupplierForReview",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary:
    "One company with every field, its team, verification evidence and history (moderators and admins)",
  request: { params: z.object({ id: IdSchema }) },
  responses: {
    200: json(DetailSchema, "The company as the operator reviews it"),
    ...errors,
    404: json(ErrorRef, "No such company"),
  },
});

const decisionRoute = createRoute({
  method: "post",
  path: "/admin/suppliers/{id}/decision",
  operationId: "decideSupplier",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Approve, reject, suspend or reinstate a company (moderators and admins)",
  description:
    "approve and reject a company waiting for review; suspend an active one; reinstate a suspended " +
    "one. reject, suspend and reinstate need a reason, which the owners are e-mailed. The decision " +
    "is audited; the company's products leave or join search within a second.",
  request: {
    params: z.object({ id: IdSchema }),
    body: { required: true, content: { "application/json": { schema: supplierDecisionSchema } } },
  },
  responses: {
    200: json(z.object({ status: Status }), "The company's status after the decision"),
    400: json(ErrorRef, "Unknown decision, or a reason missing or too long"),
    ...errors,
    404: json(ErrorRef, "No such company"),
    409: json(ErrorRef, "The company is no longer in a status this decision applies to"),
  },
});

/** The operator's review of suppliers (the console's /admin/suppliers pages use the same services). */
export function registerSuppliersAdminApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listRoute, async (c) => {
    const query = supplierListQuerySchema.parse(c.req.valid("query"));
    const list = await listSuppliers(c.get("deps").db, c.get("user"), {
      status: query.status,
      page: query.page - 1,
    });
    return c.json(list, 200);
  });

  api.openapi(detailRoute, async (c) => {
    return c.json(await getSupplierDetail(c.get("deps").db, c.get("user"), c.req.valid("param").id), 200);
  });

  api.openapi(decisionRoute, async (c) => {
    const id = c.req.valid("param").id;
    const status = await decideSupplier(c.get("deps"), c.get("user"), id, c.req.valid("json"));
    return c.json({ status }, 200);
  });
}
