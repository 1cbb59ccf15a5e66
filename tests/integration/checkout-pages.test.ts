import { afterAll, beforeAll, expect, it } from "vitest";
import { checkoutWorld } from "../setup/checkout-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The cart and checkout pages through the whole app, as a browser meets them: the cart shows each
 * line's minimum order and the way to checkout, checkout shows the orders to place, and a form
 * from another site changes nothing.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);

describeEachDatabase("the cart and checkout pages in the app", (deps) => {
  it("shows the MOQ and why a line cannot be ordered, and holds checkout back until it can", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 10);
    const buyer = await client(d, w.buyer);
    let html = await (await buyer("GET", "/profile/shopping/cart")).text();
    expect(html).toContain("MOQ: 100 ");
    expect(html).toContain("Below the minimum order of 100 ");
    expect(html).toContain("Change or remove the lines marked in red before you check out.");
    expect(html).not.toContain('href="/profile/shopping/checkout"');
    await w.add("tiered", 90);
    html = await (await buyer("GET", "/profile/shopping/cart")).text();
    expect(html).toContain('href="/profile/shopping/checkout"');
  });

  it("renders checkout for the buyer only, and refuses a form from another site", async () => {
    const d = deps();
    const w = await checkoutWorld(d);
    await w.add("tiered", 1000);
    await w.add("single", 10);
    const buyer = await client(d, w.buyer);
    const page = await buyer("GET", "/profile/shopping/checkout");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Place 2 orders");
    expect(html).toContain("Speicherstadt 12");
    expect(html).toContain("Free On Board");
    expect((await (await client(d))("GET", "/profile/shopping/checkout")).status).toBe(302);

    const foreign = await buyer(
      "POST",
      "/profile/shopping/checkout",
      { intent: "place", addressId: String(w.address.id), incoterm: "FOB" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await w.orders()).toEqual([]);
    expect(await w.cartLines()).toHaveLength(2);

    const placed = await buyer("POST", "/profile/shopping/checkout", {
      intent: "place",
      addressId: String(w.address.id),
      incoterm: "FOB",
    });
    expect(placed.status).toBe(303);
    expect(placed.headers.get("location")).toBe("/profile/orders?placed=2");
    expect(await w.orders()).toHaveLength(2);
  });
});
