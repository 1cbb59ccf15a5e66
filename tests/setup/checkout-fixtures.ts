import type { Db } from "#server/db/connect.ts";
import { insertUser } from "#server/modules/accounts/index.ts";
import { addToCart } from "#server/modules/cart/index.ts";
import { addBuyerAddress } from "#server/modules/orders/index.ts";
import { choose, seedCartFixtures } from "./cart-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/** Gives a product exactly these prices: tiers [minimum quantity, price], a min–max range and its MOQ. */
export async function priceProduct(
  db: Db,
  productId: number,
  p: { tiers: [number, number][]; min: number | null; max: number | null; moq: number | null },
) {
  await db.deleteFrom("product_price_tiers").where("product_id", "=", productId).execute();
  if (p.tiers.length)
    await db
      .insertInto("product_price_tiers")
      .values(
        p.tiers.map(([min_quantity, fob_price]) => ({ product_id: productId, min_quantity, fob_price })),
      )
      .execute();
  await db
    .updateTable("products")
    .set({ fob_price_min: p.min, fob_price_max: p.max, min_order_quantity: p.moq })
    .where("id", "=", productId)
    .execute();
}

export const ADDRESS = {
  label: "Warehouse",
  recipient: "Ada Buyer",
  company: "Analytical Imports GmbH",
  line1: "Speicherstadt 12",
  line2: "",
  city: "Hamburg",
  region: "",
  postalCode: "20457",
  country: "DE",
  phone: "+49 40 123456",
};

/**
 * A buyer with a saved address and a cart of two suppliers' products at known prices:
 * - `tiered` (supplier A): $2.50 from 100 pieces, $2.25 from 1,000; MOQ 100;
 * - `single` (supplier B): one price, $10.1234, MOQ 10;
 * - `askPrice`: a product without a price (Ask Price), of supplier A when it sells another.
 * Another buyer has an address of their own.
 */
export async function checkoutWorld(d: TestDeps) {
  const f = await seedCartFixtures(d.db, d.dialect);
  const tiered = f.withVariations;
  const single = f.withoutVariations;
  if (tiered.company._id === single.company._id) throw new Error("checkout fixtures: one supplier only");
  const candidates = await d.db
    .selectFrom("products")
    .select(["id", "company_id"])
    .where("is_published", "=", true)
    .where("is_cart_available", "=", true)
    .where("id", "not in", [tiered._id, single._id])
    .orderBy("id")
    .execute();
  const ask = candidates.find((p) => p.company_id === tiered.company._id) ?? candidates[0]!;
  const askVariations = await d.db
    .selectFrom("product_custom_variations as v")
    .innerJoin("product_custom_variation_values as x", "x.variation_id", "v.id")
    .select(["v.id as variation", (eb) => eb.fn.min("x.id").as("value")])
    .where("v.product_id", "=", ask.id)
    .groupBy("v.id")
    .execute();
  await priceProduct(d.db, tiered._id, {
    tiers: [
      [100, 2.5],
      [1000, 2.25],
    ],
    min: 2.25,
    max: 2.5,
    moq: 100,
  });
  await priceProduct(d.db, single._id, { tiers: [], min: 10.1234, max: 10.1234, moq: 10 });
  await priceProduct(d.db, ask.id, { tiers: [], min: null, max: null, moq: null });
  const address = await addBuyerAddress(d, f.buyer, ADDRESS);
  const otherAddress = await addBuyerAddress(d, f.other, { ...ADDRESS, recipient: "Other Buyer" });
  const products = {
    tiered: {
      productId: tiered._id,
      supplierCompanyId: tiered.company._id,
      variationValuePair: choose(tiered),
    },
    single: { productId: single._id, supplierCompanyId: single.company._id, variationValuePair: [] },
    askPrice: {
      productId: ask.id,
      supplierCompanyId: ask.company_id,
      variationValuePair: askVariations.map((v) => ({
        customVariation: v.variation,
        customVariationValue: Number(v.value),
      })),
    },
  };
  return {
    ...f,
    products,
    address,
    otherAddress,
    /** Puts `quantity` of a product in the buyer's cart. */
    add: (which: keyof typeof products, quantity: number, userId = f.buyer) =>
      addToCart(d.db, userId, [{ ...products[which], quantity }]),
    cartLines: (userId = f.buyer) =>
      d.db
        .selectFrom("cart_lines")
        .select(["id", "product_id", "quantity"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
    orders: () => d.db.selectFrom("orders").selectAll().orderBy("id").execute(),
    orderLines: (orderId: number) =>
      d.db
        .selectFrom("order_lines")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("position")
        .execute(),
  };
}

/** A confirmed buyer of their own (a fresh cart, no address). */
export async function newBuyer(d: TestDeps, email: string, confirmed = true) {
  return insertUser(d.db, { email, passwordHash: "x", firstName: "Bo", lastName: "Buyer", confirmed }, [
    "buyer",
  ]);
}
