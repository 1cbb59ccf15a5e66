import { expect, it } from "vitest";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { choose, seedCartFixtures } from "#tests/setup/cart-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { translator } from "../lib/i18n.ts";
import { createApi } from "./api.ts";

type Api = ReturnType<typeof createApi>;
const client = { ip: "127.0.0.1", userAgent: "vitest" };

function caller(api: Api, token?: string, host = "localhost:3000") {
  const headers = {
    host,
    "content-type": "application/json",
    ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
  };
  return (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: method === "GET" ? headers : { ...headers, origin: "http://localhost:3000" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

describeEachDatabase("cart API", (deps) => {
  it("answers 401 to a signed-out caller, whatever the body", async () => {
    const api = createApi(deps());
    const call = caller(api);
    for (const [method, path, body] of [
      ["GET", "/cart", undefined],
      ["POST", "/cart", [{ nonsense: true }]],
      ["PUT", "/cart/lines/1", { quantity: 5 }],
      ["DELETE", "/cart/lines/1", undefined],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("adds cart lines, lists them, changes a quantity across a tier and removes a line", async () => {
    const d = deps();
    const f = await seedCartFixtures(d.db, d.dialect);
    const api = createApi(d);
    const call = caller(api, (await openSession(d, f.buyer, client)).token);
    const p = f.withVariations;
    const [low, high] = p.pricePerQuantity;
    const added = await call("POST", "/cart", [
      {
        productId: p._id,
        supplierCompanyId: p.company._id,
        quantity: low!.minimumQuantity,
        variationValuePair: choose(p),
      },
    ]);
    expect(added.status).toBe(200);
    const cart = await added.json();
    expect(cart.lineCount).toBe(1);
    const line = cart.groups[0].lines[0];
    expect(line).toMatchObject({ productId: p._id, unitPrice: low!.fobPrice });
    expect(await (await call("GET", "/cart")).json()).toEqual(cart);

    const changed = await call("PUT", `/cart/lines/${line.id}`, { quantity: high!.minimumQuantity });
    expect(changed.status).toBe(200);
    const after = (await changed.json()).groups[0];
    expect(after.lines[0]).toMatchObject({ quantity: high!.minimumQuantity, unitPrice: high!.fobPrice });
    expect(after.totals[0].amount).toBeCloseTo(high!.minimumQuantity * high!.fobPrice, 2);

    const removed = await call("DELETE", `/cart/lines/${line.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ groups: [], lineCount: 0 });
  });

  it("answers 400 with translated messages for invalid lines, 404 for others' and unknown lines", async () => {
    const d = deps();
    const f = await seedCartFixtures(d.db, d.dialect);
    const api = createApi(d);
    const buyer = caller(api, (await openSession(d, f.buyer, client)).token, "tr.localhost:3000");
    const other = caller(api, (await openSession(d, f.other, client)).token);
    const p = f.withVariations;
    const line = { productId: p._id, supplierCompanyId: p.company._id, quantity: 3, variationValuePair: [] };

    const missing = await buyer("POST", "/cart", [line]);
    expect(missing.status).toBe(400);
    const body = await missing.json();
    const tr = translator("tr");
    expect(body.error).toMatchObject({
      code: "invalid_data",
      message: tr("cart.selectVariation"),
      fields: { "0.variationValuePair": tr("cart.selectVariation") },
    });
    expect(body.error.fields["0.variationValuePair"]).not.toBe(translator("en")("cart.selectVariation"));

    const zero = await buyer("POST", "/cart", [{ ...line, quantity: 0, variationValuePair: choose(p) }]);
    expect(zero.status).toBe(400);
    expect((await zero.json()).error.code).toBe("invalid_data");
    expect((await buyer("POST", "/cart", [])).status).toBe(400);
    expect((await buyer("POST", "/cart", { not: "a list" })).status).toBe(400);

    const ok = await buyer("POST", "/cart", [{ ...line, variationValuePair: choose(p) }]);
    const id = (await ok.json()).groups[0].lines[0].id;
    expect((await buyer("PUT", `/cart/lines/${id}`, { quantity: 100000 })).status).toBe(400);
    expect((await buyer("PUT", `/cart/lines/${id}`, { quantity: "many" })).status).toBe(400);
    const foreign = await other("PUT", `/cart/lines/${id}`, { quantity: 5 });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe("not_found");
    expect((await other("DELETE", `/cart/lines/${id}`)).status).toBe(404);
    expect((await buyer("DELETE", "/cart/lines/999999")).status).toBe(404);
    expect((await buyer("DELETE", "/cart/lines/abc")).status).toBe(400);
    expect((await (await buyer("GET", "/cart")).json()).groups[0].lines[0].quantity).toBe(3);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await createApi(deps()).request("/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/cart", "/cart/lines/{id}"]));
    expect(Object.keys(doc.paths["/cart"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/cart/lines/{id}"])).toEqual(expect.arrayContaining(["put", "delete"]));
  });
});
