import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { DRAFT_LINES_MAX, DRAFT_LINES_SHOWN, OrderDraftCheck } from "#core/schemas/order-draft.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  draftOrderFromDeal,
  fillFromProducts,
  loadOrderDraft,
  type OrderDraftContext,
} from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** The inquiry from `?deal=`; a made-up id, another company's or one not given is the same 404. */
async function draftContext(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.manage");
  const dealId = parseId(url.searchParams.get("deal") ?? undefined);
  if (dealId === undefined) throw data(null, { status: 404 });
  try {
    return {
      user,
      company,
      dealId,
      draft: await loadOrderDraft(ctx.deps, user, company.id, dealId, ctx.lang),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** The form as it opens: the inquiry's product and quantity on the first line, shipping to be quoted. */
function initialValues(draft: OrderDraftContext): Record<string, string> {
  const { deal, products } = draft;
  const product = products.find((p) => p.id === deal.productId);
  const values: Record<string, string> = {
    currency: product?.currency ?? products[0]?.currency ?? "USD",
    leadTimeDays: "30",
    shipping: "to_quote",
  };
  if (product) values["lines.0.product"] = String(product.id);
  if (deal.quantity > 0) values["lines.0.quantity"] = String(deal.quantity);
  if ((PRODUCT_UNITS as readonly string[]).includes(deal.unit)) values["lines.0.unit"] = deal.unit;
  return product ? fillFromProducts(values, products) : values;
}

/** How many line rows the form shows: as asked, at least as many as hold values, within the limits. */
function rowCount(asked: string | undefined, values: Record<string, string>): number {
  const used = Object.keys(values)
    .map((k) => /^lines\.(\d+)\./.exec(k)?.[1])
    .filter((n): n is string => n !== undefined && values[`lines.${n}.quantity`] !== undefined)
    .map((n) => Number(n) + 1);
  const wanted = Math.max(Number(asked) || DRAFT_LINES_SHOWN, ...used);
  return Math.min(Math.max(wanted, 1), DRAFT_LINES_MAX);
}

export async function loadDraftPage(ctx: RequestContext, request: Request, url: URL) {
  const { draft } = await draftContext(ctx, request, url);
  const values = initialValues(draft);
  return {
    deal: draft.deal,
    products: draft.products.map((p) => ({ id: p.id, name: p.name })),
    hasBankDetails: draft.hasBankDetails,
    values,
    rows: rowCount(undefined, values),
  };
}

/**
 * The draft form's buttons, told apart by `intent`: "fill" prices the lines from the company's
 * products, "more" shows another line (both change nothing and show the form again, so they work
 * without JavaScript); "save" sends the order to the buyer and opens it.
 */
export async function runDraftAction(ctx: RequestContext, request: Request, url: URL) {
  const { user, company, dealId, draft } = await draftContext(ctx, request, url);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const { intent = "save", rows: askedRows, ...fields } = values;
  const rows = rowCount(askedRows, fields);
  if (intent === "fill")
    return { ok: true as const, intent, values: fillFromProducts(fields, draft.products), rows };
  if (intent === "more")
    return { ok: true as const, intent, values: fields, rows: Math.min(rows + 1, DRAFT_LINES_MAX) };
  const parsed = OrderDraftCheck.safeParse(fields);
  if (!parsed.success) return formFailure(parsed.error, fields, { extra: { intent, rows } });
  try {
    const orderId = await draftOrderFromDeal(ctx.deps, user, company.id, dealId, parsed.data, ctx.lang);
    return redirect(`/supplier/orders/${orderId}`, 303);
  } catch (error) {
    return formFailure(error, fields, { extra: { intent, rows } });
  }
}
