import { type AddToCartResult, addToCartFormSchema } from "#core/schemas/cart.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { addToCart } from "#server/modules/cart/index.ts";
import type { RequestContext } from "#server/request-context.ts";

const intent = "add-to-cart" as const;

const failure = (error: unknown, values: Record<string, string>) =>
  formFailure(error, values, { extra: { intent } });

/**
 * Add to cart from the product page: signed-in users only (401 otherwise), the
 * quantity and one value of every custom variation ('Please select variation'), checked with the
 * schema the browser uses; the cart service has the last word (cart-enabled, published, …).
 */
export async function addToCartAction(ctx: RequestContext, product: ProductDetail, form: FormData) {
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (!ctx.user) return failure(new AppError("unauthorized"), values);
  const parsed = addToCartFormSchema(product.customVariations).safeParse(values);
  if (!parsed.success) return failure(parsed.error, values);
  try {
    await addToCart(ctx.deps.db, ctx.user.id, [
      { productId: product._id, supplierCompanyId: product.company._id, ...parsed.data },
    ]);
    return { intent, added: true as const, quantity: parsed.data.quantity } satisfies AddToCartResult;
  } catch (error) {
    // The service names the fields of its lines ("0.quantity"), not this form's: the page posts
    // one line, so the service's message is the form's.
    const refusal = isAppError(error)
      ? new AppError(error.code, error.messageKey, undefined, { cause: error })
      : error;
    return failure(refusal, values);
  }
}
