import { expect, it } from "vitest";
import { DAY_MS } from "#core/rules/order-flow.ts";
import { isAppError } from "#server/lib/errors.ts";
import { checkoutWorld, newBuyer, priceProduct } from "#tests/setup/checkout-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { addBuyerAddress } from "./buyer-addresses.service.ts";
import { getCheckout, placeOrders } from "./checkout.service.ts";

const fails = (code: string, message?: string) => (e: unknown) =>
  isAppError(e) && e.code === code && (message === undefined || e.message === message);
const NOW = Date.parse("2026-12-01T09:00:00.000Z");

describeEachDatabase("checkout", (deps) => {
  it("makes one Created order per supplier with exact prices and totals, and empties the cart of what it ordered", async () => {
    const d = deps();
    d.clock.set(NOW);
    const w = await checkoutWorld(d);
    await w.add("tiered", 1200);
    await w.add("single", 13);
    await w.add("askPrice", 5);
    const view = await getCheckout(d.db, w.buyer, "en");
    expect(view.orders.map((o) => [o.supplier.id, o.totalE4])).toEqual([
      [w.products.tiered.supplierCompanyId, 27_000_000],
      [w.products.single.supplierCompanyId, 1_316_000],
    ]);
    expect(view.staying.map((s) => s.line.productId)).toEqual([w.products.askPrice.productId]);

    const placed = await placeOrders(
      d,
      w.buyer,
      {
        addressId: w.address.id,
        incoterm: "CIF",
        namedPlace: "Port of Hamburg",
        notes: [{ supplierCompanyId: w.products.tiered.supplierCompanyId, note: "Cartons of 50, please." }],
        cartDigest: view.digest,
      },
      "en",
    );
    expect(placed.orders.map((o) => [o.supplierCompanyId, o.currency, o.goodsTotal, o.lineCount])).toEqual([
      [w.products.tiered.supplierCompanyId, "USD", "2700.00", 1],
      [w.products.single.supplierCompanyId, "USD", "131.60", 1],
    ]);
    expect(placed.linesLeftInCart).toBe(1);

    const orders = await w.orders();
    expect(orders).toHaveLength(2);
    for (const order of orders)
      expect(order).toMatchObject({
        buyer_user_id: w.buyer,
        origin: "cart",
        status: "created",
        currency: "USD",
        incoterm: "CIF",
        named_place: "Port of Hamburg",
        created_by_user_id: w.buyer,
        deadline_at: new Date(NOW + 3 * DAY_MS).toISOString(),
      });
    const [a, b] = orders;
    expect(Number(a!.goods_total_e4)).toBe(27_000_000);
    expect(Number(b!.goods_total_e4)).toBe(1_316_000);
    expect(a!.buyer_note).toBe("Cartons of 50, please.");
    expect(b!.buyer_note).toBeNull();
    expect(JSON.parse(a!.ship_to)).toMatchObject({ recipient: "Ada Buyer", city: "Hamburg", country: "DE" });
    const [lineA] = await w.orderLines(a!.id);
    expect(lineA).toMatchObject({ product_id: w.products.tiered.productId, quantity: 1200 });
    expect(Number(lineA!.unit_price_e4)).toBe(22_500);
    expect(JSON.parse(lineA!.variations)).toHaveLength(w.products.tiered.variationValuePair.length);
    const [lineB] = await w.orderLines(b!.id);
    expect([Number(lineB!.unit_price_e4), lineB!.quantity, Number(lineB!.line_total_e4)]).toEqual([
      101_234, 13, 1_316_000,
    ]);
    // Only the Ask Price line stays; the other buyer's cart is untouched.
    expect((await w.cartLines()).map((l) => l.product_id)).toEqual([w.products.askPrice.productId]);
    const events = await d.db.selectFrom("order_events").select(["order_id", "action"]).execute();
    expect(events).toHaveLength(2);
  });

  it("prices 10 pieces at the first tier and refuses them below the MOQ; 2,500 pieces order at the 2,500 tier", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    const id = w.products.tiered.productId;
    await priceProduct(d.db, id, {
      tiers: [
        [500, 1.2],
        [2500, 0.95],
      ],
      min: 0.95,
      max: 1.2,
      moq: 500,
    });
    await w.add("tiered", 10);
    await w.add("single", 10);
    const view = await getCheckout(d.db, w.buyer, "en");
    expect(view.blocking.map((b) => [b.line.unitPrice, b.line.problem])).toEqual([[1.2, "below_minimum"]]);
    const input = { addressId: w.address.id, incoterm: "FOB" };
    await expect(placeOrders(d, w.buyer, input, "en")).rejects.toSatisfy(
      fails("conflict", "checkout.errors.belowMinimum"),
    );
    // Nothing changed: no order, both lines still in the cart.
    expect(await w.orders()).toEqual([]);
    expect((await w.cartLines()).map((l) => l.quantity)).toEqual([10, 10]);

    await w.add("tiered", 2490);
    await placeOrders(d, w.buyer, input, "en");
    const [order] = (await w.orders()).filter(
      (o) => o.supplier_company_id === w.products.tiered.supplierCompanyId,
    );
    const [line] = await w.orderLines(order!.id);
    expect([line!.quantity, Number(line!.unit_price_e4), Number(order!.goods_total_e4)]).toEqual([
      2500, 9_500, 23_750_000,
    ]);
    expect(await w.cartLines()).toEqual([]);
  });

  it("refuses another buyer's address, a product no longer sold, a hidden supplier, a changed cart and an unconfirmed buyer", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 100);
    await w.add("single", 10);
    const input = { addressId: w.address.id, incoterm: "EXW" };
    const refused = async (expected: (e: unknown) => boolean, body: object = input, user = w.buyer) => {
      await expect(placeOrders(d, user, body, "en")).rejects.toSatisfy(expected);
      expect(await w.orders()).toEqual([]);
      expect(await w.cartLines()).toHaveLength(2);
    };
    await refused(fails("invalid_data", "checkout.errors.address"), {
      ...input,
      addressId: w.otherAddress.id,
    });
    await refused(fails("invalid_data"), { ...input, incoterm: "XYZ" });
    await refused(fails("invalid_data"), { ...input, namedPlace: "Port\u0000" });
    await refused(fails("conflict", "checkout.errors.cartChanged"), { ...input, cartDigest: "stale" });

    const single = w.products.single;
    await d.db
      .updateTable("companies")
      .set({ status: "suspended" })
      .where("id", "=", single.supplierCompanyId)
      .execute();
    await refused(fails("conflict", "checkout.errors.supplierUnavailable"));
    await d.db
      .updateTable("companies")
      .set({ status: "active" })
      .where("id", "=", single.supplierCompanyId)
      .execute();
    await d.db
      .updateTable("products")
      .set({ is_published: false })
      .where("id", "=", single.productId)
      .execute();
    await refused(fails("conflict", "checkout.errors.unavailable"));
    await d.db
      .updateTable("products")
      .set({ is_published: true })
      .where("id", "=", single.productId)
      .execute();

    // A member of a supplier company does not order from it.
    await d.db
      .insertInto("company_members")
      .values({ company_id: single.supplierCompanyId, user_id: w.buyer, role: "owner" })
      .execute();
    await refused(fails("conflict", "checkout.errors.ownCompany"));
    await d.db.deleteFrom("company_members").where("user_id", "=", w.buyer).execute();

    await d.db.updateTable("users").set({ email_confirmed_at: null }).where("id", "=", w.buyer).execute();
    await refused(fails("email_unconfirmed"));
  });

  it("has nothing to order with only Ask Price lines, and orders once when placed twice at the same moment", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("askPrice", 3);
    const input = { addressId: w.address.id, incoterm: "FOB" };
    await expect(placeOrders(d, w.buyer, input, "en")).rejects.toSatisfy(
      fails("conflict", "checkout.errors.nothing"),
    );
    const buyer = await newBuyer(d, "twice@example.com");
    const address = await addBuyerAddress(d, buyer, { ...w.address, isDefault: true });
    await w.add("tiered", 100, buyer);
    await w.add("single", 10, buyer);
    const body = { addressId: address.id, incoterm: "FOB" };
    const results = await Promise.allSettled([
      placeOrders(d, buyer, body, "en"),
      placeOrders(d, buyer, body, "en"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await w.orders()).filter((o) => o.buyer_user_id === buyer)).toHaveLength(2);
    expect(await w.cartLines(buyer)).toEqual([]);
  });
});
