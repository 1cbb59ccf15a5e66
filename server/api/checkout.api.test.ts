import { expect, it } from "vitest";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { checkoutWorld } from "#tests/setup/checkout-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { translator } from "../lib/i18n.ts";
import { createApi } from "./api.ts";

const cookieOf = async (d: TestDeps, userId: number) =>
  `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`;

describeEachDatabase("checkout API", (deps) => {
  it("answers 401 to a signed-out caller and 403 to a foreign page, and orders nothing", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 100);
    const call = apiClient(d);
    const body = { addressId: w.address.id, incoterm: "FOB" };
    const anonymous = await call("POST", "/checkout", { body });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("unauthorized");
    const cookie = await cookieOf(d, w.buyer);
    const foreign = await call("POST", "/checkout", { body, cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await w.orders()).toEqual([]);
    expect(await w.cartLines()).toHaveLength(1);
  });

  it("places one order per supplier and empties the cart of the ordered lines", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 1000);
    await w.add("single", 10);
    await w.add("askPrice", 2);
    const call = apiClient(d);
    const cookie = await cookieOf(d, w.buyer);
    const res = await call("POST", "/checkout", {
      cookie,
      body: {
        addressId: w.address.id,
        incoterm: "DAP",
        namedPlace: "Hamburg",
        notes: [{ supplierCompanyId: w.products.single.supplierCompanyId, note: "Sample first?" }],
      },
    });
    expect(res.status).toBe(201);
    const placed = await res.json();
    expect(placed.linesLeftInCart).toBe(1);
    expect(
      placed.orders.map((o: { supplierCompanyId: number; goodsTotal: string }) => [
        o.supplierCompanyId,
        o.goodsTotal,
      ]),
    ).toEqual([
      [w.products.tiered.supplierCompanyId, "2250.00"],
      [w.products.single.supplierCompanyId, "101.23"],
    ]);
    expect(placed.orders[0].number).toMatch(/^O-\d{6}$/);
    const orders = await w.orders();
    expect(orders.map((o) => [o.status, o.incoterm, o.buyer_note])).toEqual([
      ["created", "DAP", null],
      ["created", "DAP", "Sample first?"],
    ]);
    expect((await w.cartLines()).map((l) => l.product_id)).toEqual([w.products.askPrice.productId]);
  });

  it("refuses an unconfirmed buyer, another buyer's address and a line below its MOQ, in the host's language", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 99);
    await w.add("single", 10);
    const call = apiClient(d);
    const cookie = await cookieOf(d, w.buyer);
    const tr = translator("tr");
    const post = (body: object) =>
      call("POST", "/checkout", { cookie, body }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));

    // Refused in the language of the host the request came to.
    const turkish = await createApi(d).request("/checkout", {
      method: "POST",
      headers: {
        host: "tr.localhost:3000",
        origin: "http://tr.localhost:3000",
        cookie,
        "content-type": "application/json",
      },
      body: JSON.stringify({ addressId: w.address.id, incoterm: "FOB" }),
    });
    expect(turkish.status).toBe(409);
    expect((await turkish.json()).error).toEqual({
      code: "conflict",
      message: tr("checkout.errors.belowMinimum"),
      fields: { form: tr("checkout.errors.belowMinimum") },
    });
    expect(tr("checkout.errors.belowMinimum")).not.toBe(translator("en")("checkout.errors.belowMinimum"));
    const foreignAddress = await call("POST", "/checkout", {
      cookie,
      body: { addressId: w.otherAddress.id, incoterm: "FOB" },
    });
    expect(foreignAddress.status).toBe(400);
    expect((await foreignAddress.json()).error.fields).toEqual({
      addressId: translator("en")("checkout.errors.address"),
    });
    const bad = await post({ addressId: "x", incoterm: "FOBX", notes: "no" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(["addressId", "incoterm", "notes"]),
    );

    await d.db.updateTable("users").set({ email_confirmed_at: null }).where("id", "=", w.buyer).execute();
    const unconfirmed = await post({ addressId: w.address.id, incoterm: "FOB" });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.error.code).toBe("email_unconfirmed");
    expect(await w.orders()).toEqual([]);
    expect(await w.cartLines()).toHaveLength(2);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await apiClient(deps())("GET", "/openapi.json")).json();
    expect(Object.keys(doc.paths["/checkout"])).toEqual(["post"]);
    expect(Object.keys(doc.paths["/addresses"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/addresses/{id}"])).toEqual(expect.arrayContaining(["put", "delete"]));
  });
});
