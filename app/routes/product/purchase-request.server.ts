import type { ProductDetail } from "~/schemas/product.ts";
import type { RequestContext } from "../../../server/request-context.ts";

// SCAFFOLD (purchase-request helper replaces this file): the Purchase Request tab's data and its post.
export type PurchaseRequestPanelData = { signedIn: boolean };

export async function loadPurchaseRequestPanel(
  ctx: RequestContext,
  _product: ProductDetail,
): Promise<PurchaseRequestPanelData> {
  return { signedIn: Boolean(ctx.user) };
}

export async function purchaseRequestAction(_ctx: RequestContext, _product: ProductDetail, _form: FormData) {
  return { intent: "purchase-request" as const };
}
