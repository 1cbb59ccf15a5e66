import { z } from "zod";

/**
 * A company's statuses as the operator filters by them; the same list as the database's CHECK
 * (server/db/schema/company-tables.ts, `COMPANY_STATUSES`; a test holds the two together: `core/`
 * may not import the server).
 */
export const REVIEW_STATUSES = [
  "draft",
  "pending_review",
  "active",
  "suspended",
  "rejected",
  "closed",
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The operator's decisions on a company (transitions of `COMPANY_TRANSITIONS` made by the operator). */
export const SUPPLIER_DECISIONS = ["approve", "reject", "suspend", "reinstate"] as const;
export type SupplierDecision = (typeof SUPPLIER_DECISIONS)[number];

/** The decisions the company is told a reason for (`TRANSITIONS_WITH_REASON`; a test holds them together). */
export const DECISIONS_WITH_REASON: readonly SupplierDecision[] = ["reject", "suspend", "reinstate"];

/** The most a reason may say (shown on the company's pages and e-mailed to its owners). */
export const DECISION_REASON_MAX = 2000;

/** The decision form and the API's decision body: one schema in the browser and on the server. */
export const supplierDecisionSchema = z
  .object({
    decision: z.enum(SUPPLIER_DECISIONS, { error: "errors.invalid_data" }),
    reason: z
      .string()
      .trim()
      .max(DECISION_REASON_MAX, "errors.tooLong")
      .optional()
      .transform((text) => text || undefined),
  })
  .superRefine((value, ctx) => {
    if (DECISIONS_WITH_REASON.includes(value.decision) && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "errors.reasonRequired" });
  });
export type SupplierDecisionInput = z.infer<typeof supplierDecisionSchema>;

/** The list's address: a status to keep, and the page (from 1). */
export const supplierListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Companies per page of the list. */
export const SUPPLIER_REVIEW_PAGE = 20;
