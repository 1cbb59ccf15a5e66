import { describe, expect, it } from "vitest";
import type { CartLineView, CartSupplierGroup } from "#core/schemas/cart.ts";
import { planCheckout } from "./checkout-plan.ts";

let nextId = 1;
function line(over: Partial<CartLineView>): CartLineView {
  const id = nextId++;
  return {
    id,
    productId: id,
    productName: `Product ${id}`,
    productUrl: `/p-${id}/pr/${id}`,
    picture: null,
    variationValuePair: [],
    variations: [],
    quantity: 10,
    unit: "piece",
    currency: "USD",
    unitPrice: 1.5,
    tierMinimumQuantity: null,
    lineTotal: 15,
    available: true,
    minOrderQuantity: 1,
    orderable: true,
    problem: null,
    ...over,
  };
}
const supplier = (id: number): CartSupplierGroup["supplier"] => ({
  id,
  name: `Supplier ${id}`,
  logo: null,
  isVerified: false,
  url: `/s/co/${id}`,
});
const group = (id: number, lines: CartLineView[]): CartSupplierGroup => ({
  supplier: supplier(id),
  lines,
  totals: [],
  hasAskPrice: false,
});

describe("what checkout would order", () => {
  it("makes one order per supplier and currency, with exact totals, and sets the other lines apart", () => {
    const usd = line({ quantity: 3, unitPrice: 0.0125 });
    const eur = line({ currency: "EUR", quantity: 7, unitPrice: 10.1234 });
    const usd2 = line({ quantity: 2, unitPrice: 1.005 });
    const ask = line({ unitPrice: null, orderable: false, problem: "ask_price" });
    const below = line({ orderable: false, problem: "below_minimum" });
    const other = line({ currency: "JPY", quantity: 3, unitPrice: 12.5 });
    const plan = planCheckout({
      groups: [group(1, [usd, eur, ask, usd2]), group(2, [below, other])],
      lineCount: 6,
    });
    expect(plan.orders.map((o) => [o.supplier.id, o.currency, o.lines.map((l) => l.id), o.totalE4])).toEqual([
      // 0.0375 rounds to 0.04, 2.01 stays: each line is rounded to the cent, then added.
      [1, "USD", [usd.id, usd2.id], 400 + 20_100],
      [1, "EUR", [eur.id], 708_600],
      // Yen have no minor unit: 37.5 rounds to 38.
      [2, "JPY", [other.id], 380_000],
    ]);
    expect(plan.staying.map((s) => s.line.id)).toEqual([ask.id]);
    expect(plan.blocking.map((b) => [b.supplierName, b.line.id])).toEqual([["Supplier 2", below.id]]);
  });

  it("changes its digest with a quantity or a price, not with the order of the lines", () => {
    const a = line({});
    const b = line({ quantity: 20 });
    const digest = (lines: CartLineView[]) =>
      planCheckout({ groups: [group(1, lines)], lineCount: 2 }).digest;
    expect(digest([a, b])).toBe(digest([b, a]));
    expect(digest([a, { ...b, quantity: 21 }])).not.toBe(digest([a, b]));
    expect(digest([a, { ...b, unitPrice: 1.49 }])).not.toBe(digest([a, b]));
    expect(digest([a])).not.toBe(digest([a, b]));
  });
});
