import { describe, expect, it } from "vitest";
import { appliedTierMinimum, lineTotal, roundMoney, unitPriceFor } from "./cart-pricing.ts";

const tiers = [
  { minimumQuantity: 1000, fobPrice: 3.29 },
  { minimumQuantity: 5000, fobPrice: 3.06 },
  { minimumQuantity: 20000, fobPrice: 2.83 },
];

describe("cart pricing", () => {
  it("uses the highest tier the quantity reaches", () => {
    expect(unitPriceFor(tiers, 2.83, 1000)).toBe(3.29);
    expect(unitPriceFor(tiers, 2.83, 4999)).toBe(3.29);
    expect(unitPriceFor(tiers, 2.83, 5000)).toBe(3.06);
    expect(unitPriceFor(tiers, 2.83, 99999)).toBe(2.83);
  });

  it("does not depend on the order the tiers come in", () => {
    expect(unitPriceFor([...tiers].reverse(), 2.83, 6000)).toBe(3.06);
    expect(appliedTierMinimum([...tiers].reverse(), 6000)).toBe(5000);
  });

  it("below every tier, the product's lowest FOB price applies", () => {
    expect(unitPriceFor(tiers, 2.83, 10)).toBe(2.83);
    expect(appliedTierMinimum(tiers, 10)).toBeNull();
  });

  it("without tiers or a price above 0, there is no price (Ask Price)", () => {
    expect(unitPriceFor([], null, 10)).toBeNull();
    expect(unitPriceFor([], 0, 10)).toBeNull();
    expect(unitPriceFor([{ minimumQuantity: 1, fobPrice: 0 }], null, 10)).toBeNull();
    expect(unitPriceFor([], 4.5, 10)).toBe(4.5);
  });

  it("totals a line in cents", () => {
    expect(lineTotal(3.29, 1000)).toBe(3290);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1.0049, 1)).toBe(1);
    expect(lineTotal(null, 5)).toBeNull();
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
