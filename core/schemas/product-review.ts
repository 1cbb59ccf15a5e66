import { z } from "zod";

/** The most a reason may say (the products service's PRODUCT_REASON_MAX; a test holds them together). */
export const PRODUCT_REVIEW_REASON_MAX = 2000;
/** The most items one decision takes (a page of the queue and more). */
export const PRODUCT_REVIEW_MAX_ITEMS = 50;

/** A queue item: a new product (`product-<product id>`) or a change request (`change-<request id>`). */
export type ReviewItemKey = `product-${number}` | `change-${number}`;
const itemKey = z
  .string()
  .regex(/^(product|change)-[1-9]\d{0,9}$/, "errors.invalid_data")
  .refine((key) => Number(key.split("-")[1]) <= 2_147_483_647, "errors.invalid_data")
  .transform((key) => key as ReviewItemKey);

/** The operator's decision on one or several queue items; a rejection says why. */
export const ReviewDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "errors.invalid_data" }),
    items: z
      .array(itemKey, { error: "console.products.chooseItems" })
      .min(1, "console.products.chooseItems")
      .max(PRODUCT_REVIEW_MAX_ITEMS, "errors.invalid_data"),
    reason: z
      .string()
      .trim()
      .max(PRODUCT_REVIEW_REASON_MAX, "errors.tooLong")
      .optional()
      .transform((text) => text || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "errors.reasonRequired" });
  });
export type ReviewDecisionInput = Omit<z.infer<typeof ReviewDecisionSchema>, "reason"> & { reason?: string };
