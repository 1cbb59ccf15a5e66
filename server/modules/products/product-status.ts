import { PRODUCT_STATUSES, type ProductStatus } from "#server/db/schema/catalog-tables.ts";

export { PRODUCT_STATUSES, type ProductStatus };

/**
 * Who moves a product from one status to another. A member who may publish submits a draft for
 * review, and takes a published product off the catalogue and puts it back (its content was
 * reviewed, and later changes to it go through change requests); the operator approves or rejects
 * what waits for review. A trusted company's submission is approved at once (`submit` then goes
 * to published). Editing a rejected product makes it a draft again (`reopen`). Each change is one
 * guarded UPDATE, so two clicks at once make one change.
 */
export const PRODUCT_TRANSITIONS = {
  submit: { from: ["draft"], to: "pending_review", by: "member" },
  approve: { from: ["pending_review"], to: "published", by: "operator" },
  reject: { from: ["pending_review"], to: "rejected", by: "operator" },
  reopen: { from: ["rejected"], to: "draft", by: "member" },
  unpublish: { from: ["published"], to: "unpublished", by: "member" },
  publish: { from: ["unpublished"], to: "published", by: "member" },
} as const satisfies Record<
  string,
  { from: readonly ProductStatus[]; to: ProductStatus; by: "member" | "operator" }
>;
export type ProductTransition = keyof typeof PRODUCT_TRANSITIONS;

/** The one status in which buyers see a product (and only while its company is active). */
export const PUBLIC_PRODUCT_STATUS = "published" satisfies ProductStatus;

/**
 * Whether the operator has approved the product's content once: its reviewed fields then change
 * only through change requests. Drafts, rejected products and those waiting for their first
 * review are edited directly.
 */
export const isReviewedStatus = (status: ProductStatus) => status === "published" || status === "unpublished";
