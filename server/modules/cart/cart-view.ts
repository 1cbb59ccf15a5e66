import {
  appliedTierMinimum,
  lineTotal,
  minimumOrderQuantity,
  type ProductPricing,
  unitPriceFor,
} from "#core/rules/cart-pricing.ts";
import { E4, lineTotalE4, numberToE4 } from "#core/rules/money.ts";
import { productPath } from "#core/rules/slug.ts";
import type {
  CartLineProblem,
  CartLineView,
  CartSupplierGroup,
  CartView,
  VariationValuePair,
} from "#core/schemas/cart.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import type { Db } from "#server/db/connect.ts";
import { isVisibleStatus } from "#server/modules/companies/index.ts";
import * as repo from "./cart.repo.ts";

function parsePairs(json: string): VariationValuePair[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as VariationValuePair[]) : [];
  } catch {
    return [];
  }
}

/** Why a line cannot be ordered now, or null when it can. */
function lineProblem(
  line: Pick<CartLineView, "available" | "unitPrice" | "quantity" | "minOrderQuantity">,
  supplierVisible: boolean,
): CartLineProblem | null {
  if (!line.available) return "unavailable";
  if (!supplierVisible) return "supplier_unavailable";
  if (line.unitPrice === null) return "ask_price";
  if (line.quantity < line.minOrderQuantity) return "below_minimum";
  return null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The cart page: lines grouped by supplier (in the order they were first added to), each with the
 * unit price its quantity reaches (core/rules/cart-pricing.ts), its minimum order quantity, its
 * total and whether it can be ordered now (and why not); per supplier, the totals of the lines
 * that can be ordered, added up exactly as the orders will be.
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
  const totalsE4 = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const pricing: ProductPricing = {
      tiers: tierRows
        .filter((t) => t.product_id === row.product_id)
        .map((t) => ({ minimumQuantity: Number(t.min_quantity), fobPrice: Number(t.fob_price) })),
      fobPriceMin: numberOrNull(row.fob_price_min),
      fobPriceMax: numberOrNull(row.fob_price_max),
      minOrderQuantity: numberOrNull(row.min_order_quantity),
    };
    const unitPrice = unitPriceFor(pricing, row.quantity);
    const pairs = pairsOf.get(row.id) ?? [];
    const facts = {
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
      tierMinimumQuantity: unitPrice === null ? null : appliedTierMinimum(pricing.tiers, row.quantity),
      lineTotal: lineTotal(unitPrice, row.quantity, row.fob_currency),
      available: Boolean(row.is_published) && Boolean(row.is_cart_available),
      minOrderQuantity: minimumOrderQuantity(pricing),
    };
    const problem = lineProblem(facts, isVisibleStatus(row.company_status));
    const line: CartLineView = { ...facts, orderable: problem === null, problem };
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
    if (problem === "ask_price") group.hasAskPrice = true;
    if (!line.orderable || unitPrice === null) continue;
    // Added up in ten-thousandths, line by line as the order will: the cart shows what is charged.
    const sums = totalsE4.get(row.company_id) ?? new Map<string, number>();
    totalsE4.set(row.company_id, sums);
    const totalE4 = lineTotalE4(numberToE4(unitPrice), line.quantity, line.currency);
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + totalE4);
  }
  for (const [companyId, sums] of totalsE4)
    groups.get(companyId)!.totals = [...sums].map(([currency, e4]) => ({ currency, amount: e4 / E4 }));
  return { groups: [...groups.values()], lineCount: rows.length };
}
