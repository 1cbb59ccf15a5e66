import { data } from "react-router";
import type { FieldErrors } from "#app/lib/forms.ts";
import { type AddToCartResult, addToCartFormSchema } from "#core/schemas/cart.ts";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { isAppError } from "#server/lib/errors.ts";
import { addToCart } from "#server/modules/cart/index.ts";
import type { RequestContext } from "#server/request-context.ts";

const intent = "add-to-cart" as const;

const failure = (status: number, fields: FieldErrors, values: Record<string, string>, formError?: string) =>
  data<AddToCartResult>({ intent, fields, values, ...(formError ? { formError } : {}) }, { status });

/**
 * Storefront §4–5 add to cart from the product page: signed-in users only (401 otherwise), the
 * quantity and one value of every custom variation ('Please select variation'), checked with the
 * schema the browser uses; the cart service has the last word (cart-enabled, published, …).
 */
export async function addToCartAction(ctx: RequestContext, product: ProductDetail, form: FormData) {
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (!ctx.user) return failure(401, {}, values, "errors.unauthorized");
  const parsed = addToCartFormSchema(product.customVariations).safeParse(values);
  if (!parsed.success) return failure(400, fieldErrors(parsed.error), values);
  try {
    await addToCart(ctx.deps.db, ctx.user.id, [
      { productId: product._id, supplierCompanyId: product.company._id, ...parsed.data },
    ]);
    return { intent, added: true as const, quantity: parsed.data.quantity } satisfies AddToCartResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const key = /^(cart|errors)\./.test(error.message) ? error.message : `errors.${error.code}`;
    return failure(error.status, {}, values, key);
  }
}
