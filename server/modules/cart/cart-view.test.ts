import { expect, it } from "vitest";
import { seedCartFixtures } from "#tests/setup/cart-fixtures.ts";
import { priceProduct as price } from "#tests/setup/checkout-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getCart } from "./cart-view.ts";
import { addToCart, changeQuantity } from "./cart.service.ts";

describeEachDatabase("cart lines: tier prices and the minimum order", (deps) => {
  it("prices 10 pieces at the first tier, 2,500 at the 2,500 tier; below the MOQ a line cannot be ordered", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withoutVariations;
    await price(db, p._id, {
      tiers: [
        [500, 1.2],
        [2500, 0.95],
      ],
      min: 0.95,
      max: 1.2,
      moq: 500,
    });
    await addToCart(db, f.buyer, [
      { productId: p._id, supplierCompanyId: p.company._id, quantity: 10, variationValuePair: [] },
    ]);
    let cart = await getCart(db, f.buyer, "en");
    const line = cart.groups[0]!.lines[0]!;
    expect(line).toMatchObject({
      quantity: 10,
      unitPrice: 1.2,
      tierMinimumQuantity: null,
      lineTotal: 12,
      minOrderQuantity: 500,
      orderable: false,
      problem: "below_minimum",
    });
    // Not in the supplier total: it cannot be ordered.
    expect(cart.groups[0]!.totals).toEqual([]);

    await changeQuantity(db, f.buyer, line.id, 2500);
    cart = await getCart(db, f.buyer, "en");
    expect(cart.groups[0]!.lines[0]).toMatchObject({
      unitPrice: 0.95,
      tierMinimumQuantity: 2500,
      lineTotal: 2375,
      orderable: true,
      problem: null,
    });
    expect(cart.groups[0]!.totals).toEqual([{ currency: "USD", amount: 2375 }]);

    // Without a minimum of its own, the first tier's minimum is the product's minimum order.
    await price(db, p._id, {
      tiers: [
        [300, 1.2],
        [2500, 0.95],
      ],
      min: 0.95,
      max: 1.2,
      moq: null,
    });
    await changeQuantity(db, f.buyer, line.id, 299);
    expect((await getCart(db, f.buyer, "en")).groups[0]!.lines[0]).toMatchObject({
      minOrderQuantity: 300,
      problem: "below_minimum",
    });
    await changeQuantity(db, f.buyer, line.id, 300);
    expect((await getCart(db, f.buyer, "en")).groups[0]!.lines[0]).toMatchObject({
      unitPrice: 1.2,
      tierMinimumQuantity: 300,
      orderable: true,
    });
  });

  it("without tiers, a single FOB price applies and a range is priced at its max", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withoutVariations;
    await price(db, p._id, { tiers: [], min: 4.5, max: null, moq: 20 });
    await addToCart(db, f.buyer, [
      { productId: p._id, supplierCompanyId: p.company._id, quantity: 30, variationValuePair: [] },
    ]);
    const line = async () => (await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!;
    expect(await line()).toMatchObject({
      unitPrice: 4.5,
      lineTotal: 135,
      minOrderQuantity: 20,
      orderable: true,
    });
    await price(db, p._id, { tiers: [], min: 4.5, max: 6.25, moq: 20 });
    expect(await line()).toMatchObject({ unitPrice: 6.25, lineTotal: 187.5, tierMinimumQuantity: null });
    await price(db, p._id, { tiers: [], min: null, max: null, moq: null });
    expect(await line()).toMatchObject({ unitPrice: null, minOrderQuantity: 1, problem: "ask_price" });
  });

  it("a line of a supplier buyers may no longer see cannot be ordered and is out of the total", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withoutVariations;
    await addToCart(db, f.buyer, [
      {
        productId: p._id,
        supplierCompanyId: p.company._id,
        quantity: p.minOrderQuan!,
        variationValuePair: [],
      },
    ]);
    expect((await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!.orderable).toBe(true);
    await db.updateTable("companies").set({ status: "suspended" }).where("id", "=", p.company._id).execute();
    const cart = await getCart(db, f.buyer, "en");
    expect(cart.groups[0]!.lines[0]).toMatchObject({ orderable: false, problem: "supplier_unavailable" });
    expect(cart.groups[0]!.totals).toEqual([]);
  });
});
