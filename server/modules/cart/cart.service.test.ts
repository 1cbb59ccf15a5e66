import { expect, it } from "vitest";
import { isAppError } from "#server/lib/errors.ts";
import { choose, seedCartFixtures } from "#tests/setup/cart-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getCart } from "./cart-view.ts";
import { addToCart, changeQuantity, MAX_CART_LINES, removeLine } from "./cart.service.ts";

const fails = (code: string, message?: string) => (e: unknown) =>
  isAppError(e) && e.code === code && (message === undefined || e.message === message);

describeEachDatabase("cart service", (deps) => {
  it("adds a line and lists it under its supplier with the tier price, total and names in the language", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withVariations;
    const [low, high] = p.pricePerQuantity;
    await addToCart(db, f.buyer, [
      {
        productId: p._id,
        supplierCompanyId: p.company._id,
        quantity: high!.minimumQuantity,
        variationValuePair: choose(p, 1),
      },
    ]);
    const cart = await getCart(db, f.buyer, "tr");
    expect(cart.lineCount).toBe(1);
    const [group] = cart.groups;
    expect(group!.supplier).toMatchObject({ id: p.company._id, name: p.company.name });
    expect(group!.supplier.url).toMatch(new RegExp(`/co/${p.company._id}$`));
    const line = group!.lines[0]!;
    const turkish = await db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", p._id)
      .where("lang", "=", "tr")
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      productId: p._id,
      productName: turkish.name,
      picture: p.pictures[0],
      quantity: high!.minimumQuantity,
      unitPrice: high!.fobPrice,
      tierMinimumQuantity: high!.minimumQuantity,
      currency: "USD",
      available: true,
      minOrderQuantity: p.minOrderQuan,
      orderable: true,
      problem: null,
    });
    expect(line.unitPrice).not.toBe(low!.fobPrice);
    expect(line.lineTotal).toBeCloseTo(high!.fobPrice * high!.minimumQuantity, 2);
    expect(line.variations).toEqual(
      p.customVariations.map((v) => ({ name: v.name, value: v.values[1]!.name })),
    );
    expect(group!.totals).toEqual([{ currency: "USD", amount: line.lineTotal }]);
    expect(group!.hasAskPrice).toBe(false);
  });

  it("adds the same product with the same choices to its line (at most 99999), other choices to a new one", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withVariations;
    const line = (quantity: number, pick = 0) => ({
      productId: p._id,
      supplierCompanyId: p.company._id,
      quantity,
      variationValuePair: choose(p, pick),
    });
    await addToCart(db, f.buyer, [line(10)]);
    await addToCart(db, f.buyer, [{ ...line(5), variationValuePair: [...choose(p)].reverse() }]);
    let cart = await getCart(db, f.buyer, "en");
    expect(cart.groups[0]!.lines.map((l) => l.quantity)).toEqual([15]);
    await addToCart(db, f.buyer, [line(99990)]);
    await addToCart(db, f.buyer, [line(3, 1)]);
    cart = await getCart(db, f.buyer, "en");
    expect(cart.groups[0]!.lines.map((l) => l.quantity)).toEqual([99999, 3]);
    // The other buyer's cart is their own.
    expect(await getCart(db, f.other, "en")).toEqual({ groups: [], lineCount: 0 });
  });

  it("groups lines by supplier and adds a supplier's lines up per currency", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const a = f.withVariations;
    const b = f.withoutVariations;
    const moq = (p: typeof a) => p.minOrderQuan!;
    await addToCart(db, f.buyer, [
      { productId: a._id, supplierCompanyId: a.company._id, quantity: moq(a), variationValuePair: choose(a) },
      { productId: b._id, supplierCompanyId: b.company._id, quantity: moq(b) + 3, variationValuePair: [] },
      {
        productId: a._id,
        supplierCompanyId: a.company._id,
        quantity: moq(a) + 7,
        variationValuePair: choose(a, 1),
      },
    ]);
    const cart = await getCart(db, f.buyer, "en");
    expect(cart.lineCount).toBe(3);
    expect(cart.groups.map((g) => g.supplier.id)).toEqual(
      a.company._id === b.company._id ? [a.company._id] : [a.company._id, b.company._id],
    );
    for (const group of cart.groups) {
      expect(group.lines.every((l) => l.orderable)).toBe(true);
      // Exactly: in cents, as the order will charge it.
      const cents = group.lines.reduce((s, l) => s + Math.round(l.lineTotal! * 100), 0);
      expect(group.totals).toEqual([{ currency: "USD", amount: cents / 100 }]);
    }
  });

  it("refuses what the add-to-cart rules do not allow, and writes nothing of a request with a bad line", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withVariations;
    const ok = {
      productId: p._id,
      supplierCompanyId: p.company._id,
      quantity: 1,
      variationValuePair: choose(p),
    };
    const add = (line: Partial<typeof ok>) => addToCart(db, f.buyer, [ok, { ...ok, ...line }]);
    await expect(add({ variationValuePair: [] })).rejects.toSatisfy(
      fails("invalid_data", "cart.selectVariation"),
    );
    await expect(add({ variationValuePair: choose(p).slice(1) })).rejects.toSatisfy(
      fails("invalid_data", "cart.selectVariation"),
    );
    const [first] = choose(p);
    await expect(add({ variationValuePair: [...choose(p), first!] })).rejects.toSatisfy(
      fails("invalid_data", "cart.errors.variation"),
    );
    const foreign = choose(f.notInCart);
    await expect(
      add({
        variationValuePair: [
          { customVariation: first!.customVariation, customVariationValue: foreign[0]!.customVariationValue },
        ],
      }),
    ).rejects.toSatisfy(fails("invalid_data", "cart.errors.variation"));
    await expect(add({ supplierCompanyId: p.company._id + 1 })).rejects.toSatisfy(
      fails("invalid_data", "cart.errors.supplier"),
    );
    await expect(
      add({
        productId: f.notInCart._id,
        supplierCompanyId: f.notInCart.company._id,
        variationValuePair: foreign,
      }),
    ).rejects.toSatisfy(fails("invalid_data", "cart.errors.unavailable"));
    await expect(add({ productId: 9_999_999 })).rejects.toSatisfy(
      fails("invalid_data", "cart.errors.unavailable"),
    );
    await expect(add({ quantity: 0 })).rejects.toSatisfy(fails("invalid_data", "cart.errors.quantity"));
    await expect(add({ quantity: 100_000 })).rejects.toSatisfy(fails("invalid_data", "cart.errors.quantity"));
    await db.updateTable("products").set({ is_published: false }).where("id", "=", p._id).execute();
    await expect(addToCart(db, f.buyer, [ok])).rejects.toSatisfy(
      fails("invalid_data", "cart.errors.unavailable"),
    );
    expect((await getCart(db, f.buyer, "en")).lineCount).toBe(0);
  });

  it("changes the quantity of the owner's line, and the price follows the tier it reaches", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withVariations;
    const [low, high] = p.pricePerQuantity;
    await addToCart(db, f.buyer, [
      {
        productId: p._id,
        supplierCompanyId: p.company._id,
        quantity: low!.minimumQuantity,
        variationValuePair: choose(p),
      },
    ]);
    const id = (await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!.id;
    expect((await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!.unitPrice).toBe(low!.fobPrice);
    await changeQuantity(db, f.buyer, id, high!.minimumQuantity);
    const line = (await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!;
    expect(line).toMatchObject({ quantity: high!.minimumQuantity, unitPrice: high!.fobPrice });
    await changeQuantity(db, f.buyer, id, high!.minimumQuantity - 1);
    expect((await getCart(db, f.buyer, "en")).groups[0]!.lines[0]!.unitPrice).toBe(low!.fobPrice);
    await expect(changeQuantity(db, f.buyer, id, 0)).rejects.toSatisfy(fails("invalid_data"));
    await expect(changeQuantity(db, f.buyer, id, 100_000)).rejects.toSatisfy(fails("invalid_data"));
    await expect(changeQuantity(db, f.other, id, 5)).rejects.toSatisfy(fails("not_found"));
    await expect(changeQuantity(db, f.buyer, 9_999_999, 5)).rejects.toSatisfy(fails("not_found"));
    await expect(removeLine(db, f.other, id)).rejects.toSatisfy(fails("not_found"));
    await removeLine(db, f.buyer, id);
    await expect(removeLine(db, f.buyer, id)).rejects.toSatisfy(fails("not_found"));
    expect(await getCart(db, f.buyer, "en")).toEqual({ groups: [], lineCount: 0 });
  });

  it("shows Ask Price for a line without a price and leaves it and unavailable products out of the totals", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const a = f.withVariations;
    const b = f.withoutVariations;
    await addToCart(db, f.buyer, [
      { productId: a._id, supplierCompanyId: a.company._id, quantity: 4, variationValuePair: choose(a) },
      { productId: b._id, supplierCompanyId: b.company._id, quantity: 2, variationValuePair: [] },
    ]);
    await db.deleteFrom("product_price_tiers").where("product_id", "=", b._id).execute();
    await db
      .updateTable("products")
      .set({ fob_price_min: null, fob_price_max: null })
      .where("id", "=", b._id)
      .execute();
    await db.updateTable("products").set({ is_cart_available: false }).where("id", "=", a._id).execute();
    const cart = await getCart(db, f.buyer, "en");
    const lines = cart.groups.flatMap((g) => g.lines);
    expect(lines.find((l) => l.productId === b._id)).toMatchObject({
      unitPrice: null,
      lineTotal: null,
      orderable: false,
      problem: "ask_price",
    });
    expect(lines.find((l) => l.productId === a._id)).toMatchObject({
      available: false,
      orderable: false,
      problem: "unavailable",
    });
    expect(cart.groups.flatMap((g) => g.totals)).toEqual([]);
    expect(cart.groups.find((g) => g.supplier.id === b.company._id)!.hasAskPrice).toBe(true);
  });

  it("holds at most MAX_CART_LINES distinct lines", async () => {
    const { db, dialect } = deps();
    const f = await seedCartFixtures(db, dialect);
    const p = f.withoutVariations;
    await db
      .insertInto("cart_lines")
      .values(
        Array.from({ length: MAX_CART_LINES }, (_, i) => ({
          user_id: f.buyer,
          product_id: p._id,
          supplier_company_id: p.company._id,
          quantity: 1,
          variation_key: `filler-${i}`,
        })),
      )
      .execute();
    const line = { productId: p._id, supplierCompanyId: p.company._id, quantity: 1, variationValuePair: [] };
    await expect(addToCart(db, f.buyer, [line])).rejects.toSatisfy(fails("conflict", "cart.errors.full"));
  });
});
