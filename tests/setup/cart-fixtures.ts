import type { Db, Dialect } from "../../server/db/connect.ts";
import { seedDemoCatalogue } from "../../server/demo/seed-catalogue.ts";
import { insertUser } from "../../server/modules/accounts/accounts.repo.ts";
import { getProductDetail } from "../../server/modules/products/product-detail.ts";

/**
 * A small demo catalogue and two buyers for cart tests. Products are picked by what they are
 * (cart-enabled with variations and tiers, …), not by id, so factory changes do not break tests.
 */
export async function seedCartFixtures(db: Db, dialect: Dialect) {
  await seedDemoCatalogue(db, dialect, { products: 60, seed: 1 });
  const products = await db
    .selectFrom("products")
    .select(["id", "is_cart_available"])
    .where("is_published", "=", true)
    .orderBy("id")
    .execute();
  const details = [];
  for (const p of products) details.push((await getProductDetail(db, p.id, "en"))!);
  const withVariations = details.find(
    (p) =>
      p.isCartAvailable &&
      p.customVariations.length > 0 &&
      p.customVariations.every((v) => v.values.length >= 2) &&
      p.pricePerQuantity.length >= 2,
  );
  const withoutVariations = details.find(
    (p) => p.isCartAvailable && p.customVariations.length === 0 && p._id !== withVariations?._id,
  );
  const notInCart = details.find((p) => !p.isCartAvailable && p.customVariations.length > 0);
  if (!withVariations || !withoutVariations || !notInCart) throw new Error("cart fixtures: no such products");
  const user = (email: string) =>
    insertUser(db, { email, passwordHash: "x", firstName: "Ada", lastName: "Buyer" }, ["buyer"]);
  return {
    withVariations,
    withoutVariations,
    notInCart,
    buyer: await user("cart-buyer@example.com"),
    other: await user("cart-other@example.com"),
  };
}

/** Every variation of a product with its first value chosen (or the value at `pick`). */
export function choose(
  product: { customVariations: { _id: number; values: { _id: number }[] }[] },
  pick = 0,
) {
  return product.customVariations.map((v) => ({
    customVariation: v._id,
    customVariationValue: v.values[pick]!._id,
  }));
}
