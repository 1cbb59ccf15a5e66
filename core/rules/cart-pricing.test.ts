import { describe, expect, it } from "vitest";
import { appliedTierMinimum, lineTotal, minimumOrderQuantity, unitPriceFor } from "./cart-pricing.ts";

const tiers = [
  { minimumQuantity: 1000, fobPrice: 3.29 },
  { minimumQuantity: 5000, fobPrice: 3.06 },
  { minimumQuantity: 20000, fobPrice: 2.83 },
];
const product = { tiers, fobPriceMin: 2.83, fobPriceMax: 3.29, minOrderQuantity: null };

describe("cart pricing", () => {
  it("uses the highest tier the quantity reaches", () => {
    expect(unitPriceFor(product, 1000)).toBe(3.29);
    expect(unitPriceFor(product, 4999)).toBe(3.29);
    expect(unitPriceFor(product, 5000)).toBe(3.06);
    expect(unitPriceFor(product, 99999)).toBe(2.83);
  });

  it("prices 10 pieces at the first tier, never at the 2,500-piece tier's price", () => {
    const bulk = {
      tiers: [
        { minimumQuantity: 500, fobPrice: 1.2 },
        { minimumQuantity: 2500, fobPrice: 0.95 },
      ],
      fobPriceMin: 0.95,
      fobPriceMax: 1.2,
      minOrderQuantity: 500,
    };
    expect(unitPriceFor(bulk, 10)).toBe(1.2);
    expect(appliedTierMinimum(bulk.tiers, 10)).toBeNull();
    expect(unitPriceFor(bulk, 2500)).toBe(0.95);
    expect(appliedTierMinimum(bulk.tiers, 2500)).toBe(2500);
  });

  it("does not depend on the order the tiers come in", () => {
    const reversed = { ...product, tiers: [...tiers].reverse() };
    expect(unitPriceFor(reversed, 6000)).toBe(3.06);
    expect(unitPriceFor(reversed, 10)).toBe(3.29);
    expect(appliedTierMinimum(reversed.tiers, 6000)).toBe(5000);
  });

  it("without tiers, a single FOB price applies; of a range, the max", () => {
    const none = { tiers: [], fobPriceMin: null, fobPriceMax: null, minOrderQuantity: null };
    expect(unitPriceFor({ ...none, fobPriceMin: 4.5 }, 10)).toBe(4.5);
    expect(unitPriceFor({ ...none, fobPriceMin: 4.5, fobPriceMax: 4.5 }, 10)).toBe(4.5);
    expect(unitPriceFor({ ...none, fobPriceMin: 4.5, fobPriceMax: 6 }, 10)).toBe(6);
    expect(unitPriceFor({ ...none, fobPriceMax: 6 }, 10)).toBe(6);
  });

  it("without tiers or a price above 0, there is no price (Ask Price)", () => {
    const none = { tiers: [], fobPriceMin: null, fobPriceMax: null, minOrderQuantity: null };
    expect(unitPriceFor(none, 10)).toBeNull();
    expect(unitPriceFor({ ...none, fobPriceMin: 0, fobPriceMax: 0 }, 10)).toBeNull();
    expect(unitPriceFor({ ...none, tiers: [{ minimumQuantity: 1, fobPrice: 0 }] }, 10)).toBeNull();
  });

  it("takes the product's minimum order quantity, else the first tier's minimum, else 1", () => {
    expect(minimumOrderQuantity({ tiers, minOrderQuantity: 500 })).toBe(500);
    expect(minimumOrderQuantity({ tiers: [...tiers].reverse(), minOrderQuantity: null })).toBe(1000);
    expect(minimumOrderQuantity({ tiers, minOrderQuantity: 0 })).toBe(1000);
    expect(minimumOrderQuantity({ tiers: [], minOrderQuantity: null })).toBe(1);
  });

  it("totals a line exactly, in the currency's minor unit", () => {
    expect(lineTotal(3.29, 1000, "USD")).toBe(3290);
    expect(lineTotal(0.1, 3, "USD")).toBe(0.3);
    expect(lineTotal(1.0049, 1, "USD")).toBe(1);
    expect(lineTotal(1.005, 1, "USD")).toBe(1.01);
    expect(lineTotal(0.0125, 3, "USD")).toBe(0.04);
    expect(lineTotal(12.5, 3, "JPY")).toBe(38);
    expect(lineTotal(null, 5, "USD")).toBeNull();
  });
});
