import { expect, it } from "vitest";
import {
  insertUser,
  markEmailConfirmed,
  openSession,
  SESSION_COOKIE,
} from "#server/modules/accounts/index.ts";
import { choose, seedCartFixtures } from "#tests/setup/cart-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

describeEachDatabase("API: a confirmed e-mail to comment and buy", (deps) => {
  it("answers 403 email_unconfirmed (translated) to POST /cart and POST /comment until the address is confirmed", async () => {
    const d = deps();
    const f = await seedCartFixtures(d.db, d.dialect);
    const userId = await insertUser(
      d.db,
      { email: "new@example.com", passwordHash: "x", firstName: "New", lastName: "Buyer" },
      ["buyer"],
    );
    const { token } = await openSession(d, userId, { ip: null, userAgent: null });
    const api = createApi(d);
    const call = (method: string, path: string, body?: unknown, host = "localhost:3000") =>
      api.request(path, {
        method,
        headers: {
          host,
          origin: "http://localhost:3000",
          cookie: `${SESSION_COOKIE}=${token}`,
          "content-type": "application/json",
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const product = f.withoutVariations;
    const line = [
      {
        productId: product._id,
        supplierCompanyId: product.company._id,
        quantity: 500,
        variationValuePair: choose(product),
      },
    ];
    const comment = { productID: product._id, stars: 5, text: "Sturdy and well packed, thank you." };

    const cart = await call("POST", "/cart", line);
    expect(cart.status).toBe(403);
    expect(await cart.json()).toEqual({
      error: {
        code: "email_unconfirmed",
        message: "Please confirm your e-mail address first: open the link we sent you, or ask for a new one.",
      },
    });
    const posted = await call("POST", "/comment", comment, "fr.localhost:3000");
    expect(posted.status).toBe(403);
    const body = await posted.json();
    expect(body.error.code).toBe("email_unconfirmed");
    expect(body.error.message).toMatch(/^Veuillez d'abord confirmer votre adresse e-mail/);
    // Reading is not held back.
    expect((await call("GET", "/cart")).status).toBe(200);
    expect((await call("GET", "/auth/me")).status).toBe(200);
    expect((await (await call("GET", "/auth/me")).json()).emailConfirmed).toBe(false);

    await markEmailConfirmed(d.db, userId);
    expect((await call("POST", "/cart", line)).status).toBe(200);
    expect((await call("POST", "/comment", comment)).status).toBe(201);
  });
});
