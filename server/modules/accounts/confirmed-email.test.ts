import { expect, it } from "vitest";
import { addToCart } from "#server/modules/cart/index.ts";
import { postComment } from "#server/modules/comments/index.ts";
import { createProductDeal, createStorefrontDeal } from "#server/modules/deals/index.ts";
import { choose, seedCartFixtures } from "#tests/setup/cart-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { insertUser, markEmailConfirmed } from "./accounts.repo.ts";

const contact = {
  requestCompany: "Ada Trading",
  requestUserName: "Ada Buyer",
  requestUserMail: "ada@example.com",
  requestUserPhone: "+44 20 7946 0000",
};

/** Everything the gate stands in front of, done as `userId`. */
async function writeEverything(d: TestDeps, userId: number, f: Awaited<ReturnType<typeof seedCartFixtures>>) {
  const product = f.withoutVariations;
  const outcomes = await Promise.allSettled([
    addToCart(d.db, userId, [
      {
        productId: product._id,
        supplierCompanyId: product.company._id,
        quantity: 500,
        variationValuePair: choose(product),
      },
    ]),
    postComment(
      d.db,
      { id: userId, roles: ["buyer"] },
      { productId: product._id, stars: 4, text: "Well made and sent on time." },
    ),
    createStorefrontDeal(d, {
      buyerUserId: userId,
      sellerCompanyId: product.company._id,
      lang: "en",
      origin: "http://localhost:3000",
      message: {
        ...contact,
        subject: "Towels for spring",
        requestDetails: "Please quote 2,000 towels to Rotterdam.",
      },
    }),
    createProductDeal(d, {
      buyerUserId: userId,
      productId: product._id,
      lang: "en",
      origin: "http://localhost:3000",
      request: {
        ...contact,
        subject: "Quotation please",
        message: "Please quote FOB for 2,000 pieces.",
        quantity: 2000,
        unitType: "piece",
        requestDate: "2031-04-15",
      },
    }),
  ]);
  return outcomes.map((o) => (o.status === "fulfilled" ? "ok" : (o.reason as { code?: string }).code));
}

describeEachDatabase("a confirmed e-mail to write, comment and buy", (deps) => {
  it("refuses an unconfirmed user everywhere with email_unconfirmed and stores nothing, then lets them in once confirmed", async () => {
    const d = deps();
    const f = await seedCartFixtures(d.db, d.dialect);
    const userId = await insertUser(
      d.db,
      { email: "new@example.com", passwordHash: "x", firstName: "New", lastName: "Buyer" },
      ["buyer"],
    );
    const mailBefore = d.sentMail.length;
    expect(await writeEverything(d, userId, f)).toEqual(Array(4).fill("email_unconfirmed"));
    expect(await d.db.selectFrom("cart_lines").select("id").where("user_id", "=", userId).execute()).toEqual(
      [],
    );
    expect(await d.db.selectFrom("comments").select("id").where("user_id", "=", userId).execute()).toEqual(
      [],
    );
    expect(await d.db.selectFrom("deals").select("id").where("buyer_user_id", "=", userId).execute()).toEqual(
      [],
    );
    expect(d.sentMail.length).toBe(mailBefore);

    await markEmailConfirmed(d.db, userId);
    expect(await writeEverything(d, userId, f)).toEqual(["ok", "ok", "ok", "ok"]);
    expect(
      await d.db.selectFrom("cart_lines").select("id").where("user_id", "=", userId).execute(),
    ).toHaveLength(1);
    expect(
      await d.db.selectFrom("comments").select("id").where("user_id", "=", userId).execute(),
    ).toHaveLength(1);
    expect(
      await d.db.selectFrom("deals").select("id").where("buyer_user_id", "=", userId).execute(),
    ).toHaveLength(2);
  });
});
