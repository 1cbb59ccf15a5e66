import { data } from "react-router";
import { fieldErrors } from "#core/schemas/field-errors.ts";
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
import { isAppError } from "#server/lib/errors.ts";
import { countDealAttempt, createProductDeal } from "#server/modules/deals/index.ts";
import type { RequestContext } from "#server/request-context.ts";

export interface PurchaseRequestPrefill {
  requestCompany: string;
  requestUserName: string;
  requestUserMail: string;
  requestUserPhone: string;
}

export interface PurchaseRequestPanelData {
  /** The signed-in user's details (storefront §3 User details); null for a visitor, who is asked to sign in. */
  prefill: PurchaseRequestPrefill | null;
  /**
   * The company name comes from the profile: shown disabled (§5), and the action takes it from
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
  | {
      intent: typeof PURCHASE_REQUEST_INTENT;
      sent?: undefined;
      fields: Record<string, string>;
      formError?: string | undefined;
      values: Record<string, string>;
    };

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

const failed = (
  body: { fields: Record<string, string>; formError?: string; values: Record<string, string> },
  status: number,
) => data({ intent: PURCHASE_REQUEST_INTENT, ...body } satisfies PurchaseRequestAnswer, { status });

/** The form's post (intent "purchase-request"): checked with the form's own schema, then the deal. */
export async function purchaseRequestAction(ctx: RequestContext, product: ProductDetail, form: FormData) {
  if (!ctx.user) return failed({ fields: {}, formError: "errors.unauthorized", values: {} }, 401);
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (key !== "intent" && typeof value === "string") values[key] = value;
  const profileCompany = ctx.user.companyName?.trim();
  if (profileCompany) values.requestCompany = profileCompany;
  const parsed = purchaseRequestSchema(serverDateRange()).safeParse(values);
  if (!parsed.success) return failed({ fields: fieldErrors(parsed.error), values }, 400);
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
    if (!isAppError(error)) throw error;
    const fields = error.fields ?? {};
    return failed({ fields, formError: fields.form ?? `errors.${error.code}`, values }, error.status);
  }
}
