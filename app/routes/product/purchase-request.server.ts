import type { ActionFailure } from "#core/schemas/field-errors.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { purchaseRequestSchema } from "#core/schemas/purchase-request.ts";
import {
  isProductUnit,
  PRODUCT_UNITS,
  type ProductUnit,
  PURCHASE_REQUEST_INTENT,
  PURCHASE_REQUEST_LIMITS,
  serverDateRange,
} from "#core/schemas/purchase-request-rules.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { countDealAttempt, createProductDeal } from "#server/modules/deals/index.ts";
import type { RequestContext } from "#server/request-context.ts";

export interface PurchaseRequestPrefill {
  requestCompany: string;
  requestUserName: string;
  requestUserMail: string;
  requestUserPhone: string;
}

export interface PurchaseRequestPanelData {
  /** The signed-in user's details; null for a visitor, who is asked to sign in. */
  prefill: PurchaseRequestPrefill | null;
  /**
   * The company name comes from the profile: shown disabled, and the action takes it from
   * the profile (a disabled field is not posted). A profile without one lets the buyer type it.
   */
  companyFromProfile: boolean;
  units: readonly ProductUnit[];
  /** The product's minimum-order unit, the likeliest unit of a request. */
  defaultUnit: ProductUnit;
  /** Today and the latest plannable day as the server can vouch for them, before the browser knows its own. */
  today: string;
  latest: string;
}

export type PurchaseRequestAnswer =
  | { intent: typeof PURCHASE_REQUEST_INTENT; sent: true }
  | (ActionFailure & { intent: typeof PURCHASE_REQUEST_INTENT; sent?: undefined });

/** The Purchase Request tab's data (loaded only when the tab is open). */
export async function loadPurchaseRequestPanel(
  ctx: RequestContext,
  product: ProductDetail,
): Promise<PurchaseRequestPanelData> {
  const { user } = ctx;
  const company = user?.companyName?.trim() ?? "";
  const dates = serverDateRange();
  return {
    prefill: user
      ? {
          requestCompany: company,
          requestUserName: `${user.firstName} ${user.lastName}`.trim().slice(0, PURCHASE_REQUEST_LIMITS.name),
          requestUserMail: user.email,
          requestUserPhone: user.phone ?? "",
        }
      : null,
    companyFromProfile: Boolean(company),
    units: PRODUCT_UNITS,
    defaultUnit: isProductUnit(product.minOrderUnit) ? product.minOrderUnit : "piece",
    today: dates.earliest,
    latest: dates.latest,
  };
}

const failed = (error: unknown, values: Record<string, string>) =>
  formFailure(error, values, { extra: { intent: PURCHASE_REQUEST_INTENT } });

/** The form's post (intent "purchase-request"): checked with the form's own schema, then the deal. */
export async function purchaseRequestAction(ctx: RequestContext, product: ProductDetail, form: FormData) {
  if (!ctx.user) return failed(new AppError("unauthorized"), {});
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (key !== "intent" && typeof value === "string") values[key] = value;
  const profileCompany = ctx.user.companyName?.trim();
  if (profileCompany) values.requestCompany = profileCompany;
  const parsed = purchaseRequestSchema(serverDateRange()).safeParse(values);
  if (!parsed.success) return failed(parsed.error, values);
  try {
    await countDealAttempt(ctx.deps, ctx.user.id);
    await createProductDeal(ctx.deps, {
      buyerUserId: ctx.user.id,
      productId: product._id,
      lang: ctx.lang,
      origin: ctx.origin,
      request: parsed.data,
    });
    return { intent: PURCHASE_REQUEST_INTENT, sent: true as const } satisfies PurchaseRequestAnswer;
  } catch (error) {
    return failed(error, values);
  }
}
