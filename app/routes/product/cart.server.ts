import type { ProductDetail } from "~/schemas/product.ts";
import type { RequestContext } from "../../../server/request-context.ts";

// SCAFFOLD (cart helper replaces this file): the add-to-cart post of the product page.
export async function addToCartAction(_ctx: RequestContext, _product: ProductDetail, _form: FormData) {
  return { intent: "add-to-cart" as const };
}
