import { E4, lineTotalE4, numberToE4 } from "./money.ts";

/** A product's price by quantity. */
export interface PriceTier {
  minimumQuantity: number;
  fobPrice: number;
}

/** What a product's price for a quantity depends on, as the product stores it. */
export interface ProductPricing {
  tiers: PriceTier[];
  fobPriceMin: number | null;
  fobPriceMax: number | null;
  /** The product's own minimum order quantity, when it names one. */
  minOrderQuantity: number | null;
}

/** Tiers with a price, from the smallest quantity up (a tier priced 0 is no price). */
function pricedTiers(tiers: PriceTier[]): PriceTier[] {
  return tiers.filter((t) => t.fobPrice > 0).sort((a, b) => a.minimumQuantity - b.minimumQuantity);
}

/**
 * The unit price that applies to `quantity`, or null when the product has no price (Ask Price).
 * With tiers: the tier with the highest minimum the quantity reaches; a quantity below every tier
 * pays the first tier's price (never a bigger buyer's discount). Without tiers: the single FOB
 * price; of a min–max range, the max, since the supplier may still lower it before confirming.
 */
export function unitPriceFor(pricing: ProductPricing, quantity: number): number | null {
  const tiers = pricedTiers(pricing.tiers);
  if (tiers.length) {
    let applied = tiers[0]!;
    for (const tier of tiers) if (tier.minimumQuantity <= quantity) applied = tier;
    return applied.fobPrice;
  }
  const { fobPriceMin: min, fobPriceMax: max } = pricing;
  if (max !== null && max > 0 && (min === null || max >= min)) return max;
  return min !== null && min > 0 ? min : null;
}

/** The minimum quantity of the tier whose price applies, for "≥ N" next to the price; null when none is reached. */
export function appliedTierMinimum(tiers: PriceTier[], quantity: number): number | null {
  const reached = pricedTiers(tiers).filter((t) => t.minimumQuantity <= quantity);
  return reached.length ? reached[reached.length - 1]!.minimumQuantity : null;
}

/**
 * The least a buyer may order: the product's own minimum order quantity, else the first price
 * tier's minimum, else 1.
 */
export function minimumOrderQuantity(pricing: Pick<ProductPricing, "tiers" | "minOrderQuantity">): number {
  if (pricing.minOrderQuantity !== null && pricing.minOrderQuantity > 0)
    return Math.ceil(pricing.minOrderQuantity);
  const first = pricedTiers(pricing.tiers)[0];
  return first && first.minimumQuantity > 0 ? first.minimumQuantity : 1;
}

/**
 * A line's total, exactly as an order would charge it: the unit price in ten-thousandths times
 * the quantity, rounded to the currency's minor unit; null without a price.
 */
export function lineTotal(unitPrice: number | null, quantity: number, currency: string): number | null {
  return unitPrice === null ? null : lineTotalE4(numberToE4(unitPrice), quantity, currency) / E4;
}
