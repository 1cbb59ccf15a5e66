import type { Db, Dialect } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { insertUser } from "#server/modules/accounts/index.ts";
import { getProductDetail } from "#server/modules/products/index.ts";

/**
 * A small demo catalogue and two buyers for cart tests. Products are picked by what they are
 * (cart-enabled with variations and tiers, …), not by id, so factory changes do not break tests.
 */
export async function seedCartFixtures(db: Db, dialect: Dialect) {
  await seedDemoCatalogue(db, dialect, { products: 100, seed: 1 });
  const products = await db
    .selectFrom("products")
    .select("id")
    .where("is_published", "=", true)
    .orderBy("id")
    .execute();
  // Details are read one by one until the three kinds are found (each read is a dozen queries).
  type Detail = NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;
  let withVariations: Detail | undefined;
  let withoutVariations: Detail | undefined;
  let notInCart: Detail | undefined;
  for (const { id } of products) {
    if (withVariations && withoutVariations && notInCart) break;
    const p = (await getProductDetail(db, id, "en"))!;
    if (
      !withVariations &&
      p.isCartAvailable &&
      // Two groups at least, so "one group left unchosen" is a real case.
      p.customVariations.length >= 2 &&
      p.customVariations.every((v) => v.values.length >= 2) &&
      p.pricePerQuantity.length >= 2
    )
      withVariations = p;
    else if (!withoutVariations && p.isCartAvailable && p.customVariations.length === 0)
      withoutVariations = p;
    else if (!notInCart && !p.isCartAvailable && p.customVariations.length > 0) notInCart = p;
  }
  if (!withVariations || !withoutVariations || !notInCart) throw new Error("cart fixtures: no such products");
  // Buyers with confirmed addresses: buying needs one.
  const user = (email: string) =>
    insertUser(db, { email, passwordHash: "x", firstName: "Ada", lastName: "Buyer", confirmed: true }, [
      "buyer",
    ]);
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
