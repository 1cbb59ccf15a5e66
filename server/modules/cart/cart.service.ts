import { isOrderableQuantity } from "#core/rules/quantity-box.ts";
import { type CartLine, SELECT_VARIATION, type VariationValuePair } from "#core/schemas/cart.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { requireConfirmedEmail } from "#server/modules/accounts/index.ts";
import { isVisibleStatus } from "#server/modules/companies/index.ts";
import * as repo from "./cart.repo.ts";

/** Distinct lines one cart may hold: plenty for a buyer, a wall against scripted abuse. */
export const MAX_CART_LINES = 200;

/** The same choices in any order are the same line: pairs sorted by variation. */
export function variationKey(pairs: VariationValuePair[]): string {
  return [...pairs]
    .sort((a, b) => a.customVariation - b.customVariation)
    .map((p) => `${p.customVariation}:${p.customVariationValue}`)
    .join(",");
}

const invalid = (index: number, field: string, message: string) =>
  new AppError("invalid_data", message, { [`${index}.${field}`]: message });

/**
 * Add to cart: only published, cart-enabled products, from their own company while it is active,
 * with exactly one value of each of the product's custom variations ('Please select variation').
 * Every line is checked before any is written; the same product with the same choices adds to
 * its existing line (at most 99999). Buying needs a confirmed e-mail address.
 */
export async function addToCart(db: Db, userId: number, lines: CartLine[]): Promise<void> {
  await requireConfirmedEmail({ db }, userId);
  const checked: (CartLine & { key: string })[] = [];
  for (const [index, line] of lines.entries()) {
    if (!isOrderableQuantity(line.quantity)) throw invalid(index, "quantity", "cart.errors.quantity");
    const product = await repo.findCartProduct(db, line.productId);
    if (!product?.is_published || !product.is_cart_available)
      throw invalid(index, "productId", "cart.errors.unavailable");
    if (product.company_id !== line.supplierCompanyId)
      throw invalid(index, "supplierCompanyId", "cart.errors.supplier");
    // A supplier buyers may not see (suspended, under review …) takes no orders.
    if (!isVisibleStatus(product.company_status))
      throw new AppError("conflict", "errors.supplierUnavailable", {
        [`${index}.productId`]: "errors.supplierUnavailable",
      });
    const variationIds = new Set(product.variationValues.map((v) => v.variation_id));
    const chosen = new Set<number>();
    for (const pair of line.variationValuePair) {
      const belongs = product.variationValues.some(
        (v) => v.variation_id === pair.customVariation && v.value_id === pair.customVariationValue,
      );
      if (!belongs || chosen.has(pair.customVariation))
        throw invalid(index, "variationValuePair", "cart.errors.variation");
      chosen.add(pair.customVariation);
    }
    if (chosen.size !== variationIds.size) throw invalid(index, "variationValuePair", SELECT_VARIATION);
    checked.push({ ...line, key: variationKey(line.variationValuePair) });
  }
  await db.transaction().execute(async (trx) => {
    for (const line of checked) {
      if (
        !(await repo.lineExists(trx, userId, line.productId, line.key)) &&
        (await repo.countLines(trx, userId)) >= MAX_CART_LINES
      )
        throw new AppError("conflict", "cart.errors.full", { form: "cart.errors.full" });
      await repo.addToLine(trx, {
        userId,
        productId: line.productId,
        supplierCompanyId: line.supplierCompanyId,
        quantity: line.quantity,
        variationValuePairs: JSON.stringify(
          [...line.variationValuePair].sort((a, b) => a.customVariation - b.customVariation),
        ),
        variationKey: line.key,
      });
    }
  });
}

/**
 * Removes exactly the given lines of the user's cart, in the caller's transaction (checkout, once
 * they are ordered). Throws a conflict, so the caller's transaction undoes everything, when any of
 * them was already gone: another checkout of the same cart came first.
 */
export async function removeOrderedLines(db: Db, userId: number, lineIds: number[]): Promise<void> {
  const unique = [...new Set(lineIds)];
  if ((await repo.deleteLines(db, userId, unique)) !== unique.length)
    throw new AppError("conflict", "checkout.errors.cartChanged", { form: "checkout.errors.cartChanged" });
}

/** A line's new quantity (1–99999); only the owner's lines, else not found. */
export async function changeQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  if (!isOrderableQuantity(quantity))
    throw new AppError("invalid_data", "cart.errors.quantity", { quantity: "cart.errors.quantity" });
  if (!(await repo.updateQuantity(db, userId, lineId, quantity))) throw new AppError("not_found");
}

/** Removes the owner's line; another's or an unknown line is not found. */
export async function removeLine(db: Db, userId: number, lineId: number): Promise<void> {
  if (!(await repo.deleteLine(db, userId, lineId))) throw new AppError("not_found");
}
