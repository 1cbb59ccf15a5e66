import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { InquiryChangeSchema } from "#core/schemas/inquiries.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { AppError } from "#server/lib/errors.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { changeInquiry, findDealForOrder, getInquiry } from "#server/modules/deals/index.ts";
import { findCompanyQuoteId } from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** A deal id from the address; another company's or a made-up one is the same 404. */
function dealIdOf(param: string | undefined): number {
  const id = parseId(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/**
 * One inquiry of the company in full, its notes and whom it can be given to; whether the member
 * may draft an order or write a quote for its buyer (who must have an account to answer either),
 * and the company's quote for it once begun.
 */
export async function loadInquiryPage(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const dealId = dealIdOf(param);
  try {
    const page = await getInquiry(ctx.deps, user, company.id, dealId, ctx.lang);
    const hasAccount =
      (await findDealForOrder(ctx.deps.db, company.id, dealId, ctx.lang))?.buyerUserId != null;
    const quoteId = await findCompanyQuoteId(ctx.deps, company.id, { dealId });
    return {
      ...page,
      mayDraftOrder: roleMay(company.role, "orders.manage") && hasAccount,
      mayQuote: roleMay(company.role, "quotes.send") && hasAccount,
      quoteId,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The inquiry's forms, told apart by `intent`: status, stage (Lost with a reason), assignee and a
 * note. Done, the page is shown again by a redirect, so reloading it posts nothing twice.
 */
export async function runInquiryAction(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.reply");
  const dealId = dealIdOf(param);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    ["intent", "from", "to", "reason", "assignee", "body"].map((k) => [k, String(form.get(k) ?? "")]),
  );
  const intent = values.intent ?? "";
  const parsed = InquiryChangeSchema.safeParse({
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")),
    ...(values.intent === "assign" ? { assignee: values.assignee } : {}),
  });
  if (!parsed.success) return formFailure(parsed.error, values, { extra: { intent } });
  try {
    await changeInquiry(ctx.deps, user, company.id, dealId, parsed.data);
    return redirect(`/supplier/inquiries/${dealId}?saved=${parsed.data.intent}`, 303);
  } catch (error) {
    return formFailure(error, values, { extra: { intent } });
  }
}
