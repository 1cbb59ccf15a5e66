import type { PurchaseRequestPanelData } from "~/routes/product/purchase-request.server.ts";
import type { ProductDetail } from "~/schemas/product.ts";

// SCAFFOLD (purchase-request helper replaces this file).
export function PurchaseRequestPanel(_props: {
  product: ProductDetail;
  data: PurchaseRequestPanelData;
  posted: unknown;
}) {
  return null;
}
