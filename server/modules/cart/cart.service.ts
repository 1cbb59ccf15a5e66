import { appliedTierMinimum, lineTotal, roundMoney, unitPriceFor } from "#core/rules/cart-pricing.ts";
import { isOrderableQuantity } from "#core/rules/quantity-box.ts";
import { productPath } from "#core/rules/slug.ts";
import {
  type CartLine,
  type CartLineView,
  type CartSupplierGroup,
  type CartView,
  SELECT_VARIATION,
  type VariationValuePair,
} from "#core/schemas/cart.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
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

function parsePairs(json: string): VariationValuePair[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as VariationValuePair[]) : [];
  } catch {
    return [];
  }
}

/**
 * The cart page: lines grouped by supplier (in the order they were first added to), each with the
 * unit price its quantity reaches (price tiers, else the lowest FOB price, else Ask Price), its
 * total, and per supplier the totals of the lines that have a price.
 */
export async function getCart(db: Db, userId: number, lang: string): Promise<CartView> {
  const rows = await repo.listLines(db, userId, lang);
  const pairsOf = new Map(rows.map((r) => [r.id, parsePairs(r.variation_value_pairs)]));
  const [tierRows, nameRows] = await Promise.all([
    repo.findTiers(db, [...new Set(rows.map((r) => r.product_id))]),
    repo.findValueNames(db, [...new Set([...pairsOf.values()].flat().map((p) => p.customVariationValue))]),
  ]);
  const names = new Map(nameRows.map((n) => [n.value_id, n]));
  const groups = new Map<number, CartSupplierGroup>();
  for (const row of rows) {
    const tiers = tierRows
      .filter((t) => t.product_id === row.product_id)
      .map((t) => ({ minimumQuantity: Number(t.min_quantity), fobPrice: Number(t.fob_price) }));
    const fobMin = row.fob_price_min === null ? null : Number(row.fob_price_min);
    const unitPrice = unitPriceFor(tiers, fobMin, row.quantity);
    const pairs = pairsOf.get(row.id) ?? [];
    const line: CartLineView = {
      id: row.id,
      productId: row.product_id,
      productName: row.product_name,
      productUrl: productPath(row.product_name, row.product_id),
      picture: row.picture ?? null,
      variationValuePair: pairs,
      variations: pairs.flatMap((p) => {
        const n = names.get(p.customVariationValue);
        return n ? [{ name: n.variation_name, value: n.value_name }] : [];
      }),
      quantity: row.quantity,
      unit: row.fob_unit ?? "piece",
      currency: row.fob_currency,
      unitPrice,
      tierMinimumQuantity: unitPrice === null ? null : appliedTierMinimum(tiers, row.quantity),
      lineTotal: lineTotal(unitPrice, row.quantity),
      available: Boolean(row.is_published) && Boolean(row.is_cart_available),
    };
    const group = groups.get(row.company_id) ?? {
      supplier: {
        id: row.company_id,
        name: row.company_name,
        logo: row.logo_url,
        isVerified: Boolean(row.is_verified),
        url: companyHomePath(row.company_name, row.company_id),
      },
      lines: [],
      totals: [],
      hasAskPrice: false,
    };
    groups.set(row.company_id, group);
    group.lines.push(line);
    if (!line.available) continue;
    if (line.lineTotal === null) group.hasAskPrice = true;
    else {
      const total = group.totals.find((t) => t.currency === line.currency);
      if (total) total.amount = roundMoney(total.amount + line.lineTotal);
      else group.totals.push({ currency: line.currency, amount: line.lineTotal });
    }
  }
  return { groups: [...groups.values()], lineCount: rows.length };
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
