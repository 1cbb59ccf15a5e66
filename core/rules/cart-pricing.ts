/** A product's price by quantity. */
export interface PriceTier {
  minimumQuantity: number;
  fobPrice: number;
}

/**
 * The unit price that applies to `quantity`: the tier with the highest minimum quantity that the
 * quantity reaches, else the product's lowest FOB price; null when there is no price (Ask Price).
 */
export function unitPriceFor(
  tiers: PriceTier[],
  fobPriceMin: number | null,
  quantity: number,
): number | null {
  let best: PriceTier | undefined;
  for (const tier of tiers)
    if (
      tier.fobPrice > 0 &&
      tier.minimumQuantity <= quantity &&
      tier.minimumQuantity >= (best?.minimumQuantity ?? -1)
    )
      best = tier;
  if (best) return best.fobPrice;
  return fobPriceMin !== null && fobPriceMin > 0 ? fobPriceMin : null;
}

/** The minimum quantity of the tier whose price applies, for "≥ N" next to the price; null when none does. */
export function appliedTierMinimum(tiers: PriceTier[], quantity: number): number | null {
  const reached = tiers.filter((t) => t.fobPrice > 0 && t.minimumQuantity <= quantity);
  return reached.length ? Math.max(...reached.map((t) => t.minimumQuantity)) : null;
}

/** Money is added up in cents (4 decimals are stored, but totals are paid in cents). */
export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

export function lineTotal(unitPrice: number | null, quantity: number): number | null {
  return unitPrice === null ? null : roundMoney(unitPrice * quantity);
}
