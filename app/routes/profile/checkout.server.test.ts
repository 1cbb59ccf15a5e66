import { expect, it } from "vitest";
import { ADDRESS, checkoutWorld } from "#tests/setup/checkout-fixtures.ts";
import { callRoute } from "#tests/setup/route-call.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { loader as cartLoader } from "./cart.tsx";
import { action, loader } from "./checkout.tsx";

const HERE = "/profile/shopping/checkout";
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const buyerOf = (id: number) => ({ id, roles: ["buyer"] });

describeEachDatabase("the checkout page", (deps) => {
  it("sends anonymous visitors to sign in, from the page and its forms", async () => {
    const d = deps();
    for (const body of [undefined, form({ intent: "place" }), form({ intent: "add-address", ...ADDRESS })]) {
      const answer = await callRoute(d, body ? action : loader, HERE, undefined, body);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent(HERE)}`);
    }
  });

  it("shows the orders the cart would make and the default address, then places them", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 1000);
    await w.add("single", 10);
    await w.add("askPrice", 4);
    const buyer = buyerOf(w.buyer);
    const page = await callRoute(d, loader, HERE, buyer);
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof loader>>;
    expect(data.checkout.orders.map((o) => o.totalE4)).toEqual([22_500_000, 1_012_300]);
    expect(data.checkout.staying).toHaveLength(1);
    expect(data).toMatchObject({ shipTo: w.address.id, editing: null });
    // The cart page offers checkout: every line can be ordered or is Ask Price.
    const cart = (await callRoute(d, cartLoader, "/profile/shopping/cart", buyer)).data as {
      cart: { groups: { lines: { orderable: boolean }[] }[] };
    };
    expect(cart.cart.groups.flatMap((g) => g.lines.map((l) => l.orderable)).filter(Boolean)).toHaveLength(2);

    const placed = await callRoute(
      d,
      action,
      HERE,
      buyer,
      form({
        intent: "place",
        addressId: String(w.address.id),
        incoterm: "FOB",
        namedPlace: "Shanghai",
        cartDigest: data.checkout.digest,
        [`note-${w.products.tiered.supplierCompanyId}`]: "Blue cartons",
      }),
    );
    expect(placed).toMatchObject({ status: 303, location: "/profile/orders?placed=2" });
    expect((await w.orders()).map((o) => [o.supplier_company_id, o.named_place, o.buyer_note])).toEqual([
      [w.products.tiered.supplierCompanyId, "Shanghai", "Blue cartons"],
      [w.products.single.supplierCompanyId, "Shanghai", null],
    ]);
    expect((await w.cartLines()).map((l) => l.product_id)).toEqual([w.products.askPrice.productId]);
  });

  it("refuses another buyer's address, a line below the MOQ and a stale page, and changes nothing", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 99);
    await w.add("single", 10);
    const buyer = buyerOf(w.buyer);
    const place = (fields: Record<string, string>) =>
      callRoute(d, action, HERE, buyer, form({ intent: "place", incoterm: "FOB", ...fields }));
    const foreign = await place({ addressId: String(w.otherAddress.id) });
    expect(foreign.status).toBe(400);
    expect(foreign.data).toMatchObject({ intent: "place", fields: { addressId: "checkout.errors.address" } });
    const below = await place({ addressId: String(w.address.id) });
    expect(below.status).toBe(409);
    expect(below.data).toMatchObject({ formError: "checkout.errors.belowMinimum" });
    await w.add("tiered", 1);
    const stale = await place({ addressId: String(w.address.id), cartDigest: "0123" });
    expect(stale.data).toMatchObject({ formError: "checkout.errors.cartChanged" });
    expect(await w.orders()).toEqual([]);
    expect(await w.cartLines()).toHaveLength(2);
    expect((await callRoute(d, action, HERE, buyer, form({ intent: "nonsense" }))).status).toBe(400);
  });

  it("adds, changes and removes the buyer's own addresses; another's id is not found", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    const buyer = buyerOf(w.buyer);
    const added = await callRoute(
      d,
      action,
      HERE,
      buyer,
      form({ intent: "add-address", ...ADDRESS, label: "Port office", isDefault: "on" }),
    );
    expect(added.status).toBe(303);
    const id = Number(/ship=(\d+)/.exec(added.location ?? "")?.[1]);
    expect(added.location).toBe(`${HERE}?ship=${id}&saved=address-added`);
    const page = (await callRoute(d, loader, `${HERE}?edit=${id}`, buyer)).data as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page).toMatchObject({ shipTo: id, editing: id });
    expect(page.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ["Port office", true],
      ["Warehouse", false],
    ]);

    const bad = await callRoute(
      d,
      action,
      HERE,
      buyer,
      form({ intent: "add-address", ...ADDRESS, country: "ZZ" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      intent: "add-address",
      fields: { country: "addresses.errors.country" },
    });

    const theirs = String(w.otherAddress.id);
    for (const fields of [
      { intent: "edit-address", addressId: theirs, ...ADDRESS, city: "Kiel" },
      { intent: "remove-address", addressId: theirs },
    ])
      expect((await callRoute(d, action, HERE, buyer, form(fields))).status).toBe(404);
    const others = (await callRoute(d, loader, `${HERE}?edit=${theirs}&ship=${theirs}`, buyerOf(w.other)))
      .data as Awaited<ReturnType<typeof loader>>;
    expect(others.addresses.map((a) => a.city)).toEqual(["Hamburg"]);
    // Another's id in the address opens nothing and chooses nothing of theirs.
    const mine = (await callRoute(d, loader, `${HERE}?edit=${theirs}&ship=${theirs}`, buyer)).data as Awaited<
      ReturnType<typeof loader>
    >;
    expect(mine).toMatchObject({ editing: null, shipTo: id });

    const removed = await callRoute(
      d,
      action,
      HERE,
      buyer,
      form({ intent: "remove-address", addressId: String(id) }),
    );
    expect(removed).toMatchObject({ status: 303, location: `${HERE}?saved=address-removed` });
    const after = (await callRoute(d, loader, HERE, buyer)).data as Awaited<ReturnType<typeof loader>>;
    expect(after.addresses.map((a) => [a.id, a.isDefault])).toEqual([[w.address.id, true]]);
  });
});
