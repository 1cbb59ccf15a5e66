import { data, redirect } from "react-router";
import { nulFieldErrors } from "#core/schemas/field-errors.ts";
import { OrderStepInputSchema } from "#core/schemas/orders.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import {
  getOrderDetail,
  NO_BANK_DETAILS,
  type OrderUpload,
  requireOrder,
  takeOrderStep,
} from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { notFoundAsPage, orderIdOf } from "#app/lib/order-page.server.ts";
import { requireWorkspace } from "../access.server.ts";
import { readShipFiles, readStepForm, stepFieldErrors } from "./step-form.server.ts";

/** One order of the company in full, with the steps the member's role may take now. */
export async function loadOrderPage(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  const orderId = orderIdOf(param);
  const order = await getOrderDetail(
    ctx.deps,
    user,
    { side: "supplier", companyId: company.id },
    orderId,
  ).catch(notFoundAsPage);
  // The conversation lives in the inquiry workspace, which finance does not see.
  return { order, now: ctx.deps.clock.now(), seesConversation: roleMay(company.role, "inquiries.view") };
}

/**
 * The step forms of the order page, told apart by `step`. A member whose role takes no step at all
 * (a viewer) is refused before the body (with its files) is read; the order service decides the
 * rest (the side, the status, the deadline, the role). Done, the page is shown again by a redirect,
 * so a reload posts nothing twice.
 */
export async function runOrderStep(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  if (!roleMay(company.role, "orders.manage") && !roleMay(company.role, "payments.approve"))
    throw data({ action: "orders.manage" }, { status: 403 });
  const orderId = orderIdOf(param);
  const viewer = { side: "supplier", companyId: company.id } as const;
  await requireOrder(ctx.deps.db, user, viewer, orderId).catch(notFoundAsPage);
  const form = await request.formData().catch(() => new FormData());
  const { values, input, rows } = readStepForm(form);
  const extra = { step: values.step ?? "", needsBankDetails: false };
  const parsed = OrderStepInputSchema.safeParse(input);
  if (!parsed.success)
    return formFailure(new AppError("invalid_data", undefined, stepFieldErrors(parsed.error, rows)), values, {
      extra,
    });
  const nul = nulFieldErrors(parsed.data);
  if (nul) return formFailure(new AppError("invalid_data", undefined, nul), values, { extra });
  try {
    const uploads: OrderUpload[] = parsed.data.step === "ship" ? await readShipFiles(form) : [];
    const store = localPrivateFileStore(ctx.deps.config.dataDir);
    await takeOrderStep(ctx.deps, store, user, viewer, orderId, parsed.data, uploads);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFoundAsPage(error);
    const needsBankDetails = isAppError(error) && error.messageKey === NO_BANK_DETAILS;
    return formFailure(error, values, { extra: { ...extra, needsBankDetails } });
  }
  return redirect(`/supplier/orders/${orderId}?done=${parsed.data.step}`, 303);
}
