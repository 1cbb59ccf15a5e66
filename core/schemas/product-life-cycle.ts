import { z } from "zod";

/**
 * The product life cycle's payloads other than the product itself: a member's status change of
 * their company's product, the operator's decision on a product or on a change request, and the
 * operator's trust in a company. One schema each, for the pages and the API alike.
 */

/** What a member who may publish does to the company's own product (the operator approves and rejects). */
export const MEMBER_PRODUCT_TRANSITIONS = ["submit", "publish", "unpublish"] as const;
export type MemberProductTransition = (typeof MEMBER_PRODUCT_TRANSITIONS)[number];

export const productTransitionSchema = z.object({
  transition: z.enum(MEMBER_PRODUCT_TRANSITIONS, { error: "errors.invalid_data" }),
});

/** The operator's decisions on a product waiting for review, or on a change request. */
export const PRODUCT_DECISIONS = ["approve", "reject"] as const;
export type ProductDecision = (typeof PRODUCT_DECISIONS)[number];

/** The most a reason may say (shown on the product in the workspace and e-mailed to the owners). */
export const PRODUCT_DECISION_REASON_MAX = 2000;

/** A rejection says why: the supplier reads it. */
export const productDecisionSchema = z
  .object({
    decision: z.enum(PRODUCT_DECISIONS, { error: "errors.invalid_data" }),
    reason: z
      .string({ error: "errors.invalid_data" })
      .trim()
      .max(PRODUCT_DECISION_REASON_MAX, "errors.tooLong")
      .nullish()
      .transform((text) => text || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "errors.reasonRequired" });
  });
export type ProductDecisionInput = z.infer<typeof productDecisionSchema>;

/** The operator trusts a company's products (they and their changes skip review), or stops. */
export const trustedSupplierSchema = z.object({
  trusted: z.boolean({ error: "errors.invalid_data" }),
});
