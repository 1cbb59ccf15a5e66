import { z } from "@hono/zod-openapi";
import { DOCUMENT_TYPE_VALUES } from "#core/schemas/verification.ts";

/** Response shapes of the verification operations, for the OpenAPI document. */
export const EVIDENCE_STATUSES = ["pending", "approved", "rejected", "expired"] as const;

export const EvidenceSchema = z
  .object({
    kind: z.enum(["certificate", "document"]),
    id: z.number().int(),
    companyId: z.number().int(),
    title: z.string().openapi({ description: "A certificate's name; a document's type" }),
    documentType: z.enum(DOCUMENT_TYPE_VALUES).nullable(),
    authorizingBody: z.string().nullable(),
    certificateNumber: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable().openapi({ description: "End date or expiry date, YYYY-MM-DD" }),
    fileId: z.number().int().nullable().openapi({ description: "Opened at /files/{fileId}" }),
    status: z.enum(EVIDENCE_STATUSES),
    reason: z.string().nullable().openapi({ description: "The operator's reason for a rejection" }),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("VerificationEvidence");

export const EvidenceListSchema = z.object({
  certificates: z.array(EvidenceSchema),
  documents: z.array(EvidenceSchema),
});
