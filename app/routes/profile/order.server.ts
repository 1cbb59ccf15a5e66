import { redirect } from "react-router";
import { notFoundAsPage, orderDocumentResponse, orderIdOf } from "#app/lib/order-page.server.ts";
import type { OrderStep } from "#core/rules/order-flow.ts";
import { OrderStepInputSchema } from "#core/schemas/orders.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import {
  getOrderDetail,
  ORDER_FILE_ERRORS,
  ORDER_FILE_MAX_BYTES,
  type OrderUpload,
  requireOrder,
  takeOrderStep,
} from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";

const BUYER = { side: "buyer" } as const;
/** Room for the multipart envelope and the form's text fields around the proof file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Steps that end the order or commit the buyer to something they cannot take back: the form's
 * "I confirm" box must be ticked (checked here too, not only by the browser).
 */
export const CONFIRMED_STEPS: readonly OrderStep[] = [
  "decline_proposal",
  "cancel",
  "decline_shipping",
  "request_refund",
  "confirm_receipt",
];
export const CONFIRM_ERROR = "orders.errors.confirm";

/** The signed-in buyer, or the way to sign in and come back to the same address. */
function buyerOf(ctx: RequestContext, url: URL) {
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  return { ...ctx.user, clientAddress: ctx.ip };
}

/** One of the buyer's own orders in full, with the steps they may take now. */
export async function loadBuyerOrder(ctx: RequestContext, url: URL, param: string | undefined) {
  const actor = buyerOf(ctx, url);
  const order = await getOrderDetail(ctx.deps, actor, BUYER, orderIdOf(param)).catch(notFoundAsPage);
  // The page's "now" decides which deadlines have passed; the browser renders with the same one.
  return { order, now: ctx.deps.clock.now() };
}

/**
 * One buyer step, named by the form's `step`: parsed with the step schemas and taken by the order
 * service, which refuses what the flow does not allow now. Done, the page is shown again by a
 * redirect that says what was done (a reload posts nothing twice); refused, the form answers
 * with its messages and nothing changed.
 */
export async function runBuyerOrderStep(
  ctx: RequestContext,
  request: Request,
  url: URL,
  param: string | undefined,
) {
  const actor = buyerOf(ctx, url);
  const id = orderIdOf(param);
  // Whose order it is is known before the body (a proof file of up to 10 MB) is read at all.
  await requireOrder(ctx.deps.db, actor, BUYER, id).catch(notFoundAsPage);
  if (Number(request.headers.get("content-length") ?? "0") > ORDER_FILE_MAX_BYTES + ENVELOPE_BYTES)
    return formFailure(
      new AppError("payload_too_large", ORDER_FILE_ERRORS.size, { proof: ORDER_FILE_ERRORS.size }),
      {},
      // The body is not read: a too large upload can only be the payment's proof.
      { extra: { step: "declare_payment" } },
    );
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const extra = { step: values.step ?? "" };
  const parsed = OrderStepInputSchema.safeParse(values);
  if (!parsed.success) return formFailure(parsed.error, values, { extra });
  const input = parsed.data;
  try {
    if (CONFIRMED_STEPS.includes(input.step) && values.confirmed !== "on")
      throw new AppError("invalid_data", CONFIRM_ERROR, { confirmed: CONFIRM_ERROR });
    const uploads: OrderUpload[] = [];
    const proof = form.get("proof");
    if (input.step === "declare_payment" && proof instanceof File && proof.size > 0) {
      if (proof.size > ORDER_FILE_MAX_BYTES)
        throw new AppError("payload_too_large", ORDER_FILE_ERRORS.size, { proof: ORDER_FILE_ERRORS.size });
      uploads.push({
        kind: "payment_proof",
        name: proof.name,
        bytes: new Uint8Array(await proof.arrayBuffer()),
      });
    }
    const store = localPrivateFileStore(ctx.deps.config.dataDir);
    await takeOrderStep(ctx.deps, store, actor, BUYER, id, input, uploads);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFoundAsPage(error);
    return formFailure(error, values, { extra });
  }
  return redirect(`/profile/orders/${id}?done=${input.step}`, 303);
}

/** A document of the buyer's own order, as a download; anyone else's is not found. */
export async function buyerOrderDocument(
  ctx: RequestContext,
  url: URL,
  orderParam: string | undefined,
  documentParam: string | undefined,
): Promise<Response> {
  return orderDocumentResponse(ctx, buyerOf(ctx, url), BUYER, orderParam, documentParam);
}
