import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { IdSchema } from "#core/schemas/id.ts";
import { EVIDENCE_LIMITS } from "#core/schemas/verification.ts";
import * as verification from "#server/modules/verification/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireStaff, requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { EvidenceListSchema } from "./verification.api-schemas.ts";
import { registerVerificationUploadApi } from "./verification-uploads.api.ts";

const TAGS = ["Verification"];
const companyParams = z.object({ companyId: IdSchema });

const listRouteDef = createRoute({
  method: "get",
  path: "/companies/{companyId}/verification",
  operationId: "listCompanyVerificationEvidence",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "A company's certificates and verification documents with their review (members of the company)",
  request: { params: companyParams },
  responses: {
    200: json(EvidenceListSchema, "Newest first"),
    400: json(ErrorRef, "Invalid id"),
    401: json(ErrorRef, "Not signed in"),
    404: json(ErrorRef, "No such company among the caller's"),
  },
});

const queueRouteDef = createRoute({
  method: "get",
  path: "/verification/queue",
  operationId: "listPendingVerificationEvidence",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Evidence waiting for the operator's decision, the oldest first",
  responses: {
    200: json(
      z.array(
        z.object({
          kind: z.enum(["certificate", "document"]),
          id: z.number().int(),
          companyId: z.number().int(),
          companyName: z.string(),
          title: z.string(),
          createdAt: z.string(),
        }),
      ),
      "At most 200 items",
    ),
    401: json(ErrorRef, "Not signed in"),
    403: json(ErrorRef, "Not a moderator or admin"),
  },
});

const decideRouteDef = createRoute({
  method: "post",
  path: "/companies/{companyId}/verification/{kind}/{id}/decision",
  operationId: "decideVerificationEvidence",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Approve or reject one piece of evidence; the badge follows and the owners are e-mailed",
  request: {
    params: z.object({ companyId: IdSchema, kind: z.enum(["certificate", "document"]), id: IdSchema }),
    body: {
      content: {
        "application/json": {
          schema: z.object({
            decision: z.enum(["approve", "reject"]),
            reason: z
              .string()
              .max(EVIDENCE_LIMITS.reason)
              .nullish()
              .openapi({ description: "Required to reject" }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(EvidenceListSchema, "The company's evidence after the decision"),
    400: json(ErrorRef, "Invalid fields (a rejection without a reason)"),
    401: json(ErrorRef, "Not signed in"),
    403: json(ErrorRef, "Not a moderator or admin"),
    404: json(ErrorRef, "No such evidence of this company"),
    409: json(ErrorRef, "Decided already, or its date has passed"),
  },
});

/**
 * Verification evidence: the company's members read theirs, and those who may manage the
 * company's documents add, change and remove them; the operator reviews.
 */
export function registerVerificationApi(api: OpenAPIHono<ApiEnv>) {
  registerVerificationUploadApi(api);
  api.openapi(listRouteDef, async (c) => {
    const user = c.get("user");
    return c.json(
      await verification.listCompanyEvidence(c.get("deps"), user, c.req.valid("param").companyId),
      200,
    );
  });

  api.openapi(queueRouteDef, async (c) =>
    c.json(await verification.listPendingEvidence(c.get("deps"), c.get("user")), 200),
  );

  api.openapi(decideRouteDef, async (c) => {
    const { companyId, kind, id } = c.req.valid("param");
    const body = c.req.valid("json");
    const user = c.get("user");
    await verification.decideEvidence(
      c.get("deps"),
      user,
      { kind, id, companyId },
      {
        decision: body.decision,
        reason: body.reason ?? null,
      },
    );
    const { certificates, documents } = await verification.listEvidenceForReview(
      c.get("deps"),
      user,
      companyId,
    );
    return c.json({ certificates, documents }, 200);
  });
}
