import { afterAll, beforeAll, expect, it } from "vitest";
import { DAY_MS } from "#core/rules/order-flow.ts";
import { buyerOrderWorld } from "../setup/buyer-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { expectPdfDownload } from "./expect-download.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The buyer's order pages through the whole app, as a browser meets them: only the order's buyer
 * sees it (anyone else a 404, nobody a login-less page), and a form from another site changes
 * nothing. The steps themselves are in buyer-order-steps.test.ts.
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

describeEachDatabase("the buyer's order pages", (deps) => {
  it("shows the buyer their orders by whose turn it is, and nobody else", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const waiting = await w.order();
    const mine = await w.order();
    await w.toPaymentWaiting(mine);

    const anonymous = await client(d);
    const login = await anonymous("GET", "/profile/orders");
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login?returnUrl=%2Fprofile%2Forders");
    expect((await anonymous("GET", `/profile/orders/${mine}`)).headers.get("location")).toBe(
      `/login?returnUrl=${encodeURIComponent(`/profile/orders/${mine}`)}`,
    );

    const buyer = await client(d, w.buyer.id);
    const list = await buyer("GET", "/profile/orders?placed=2");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Your 2 orders are placed, one per supplier.");
    const forYou = html.slice(
      html.indexOf('data-order-group="waiting-for-you"'),
      html.indexOf('data-order-group="waiting-for-other"'),
    );
    expect(forYou).toContain(`data-order-id="${mine}"`);
    expect(forYou).toContain("Pay and declare your payment by");
    expect(html.slice(html.indexOf('data-order-group="waiting-for-other"'))).toContain(
      `data-order-id="${waiting}"`,
    );
    expect(html).toContain("Waiting for the supplier to confirm, until");
    expect(html).toContain("Cotton towel 50×90");
    expect(html).toContain("+ 1 more");
    expect(html).toContain("$2,875.00");

    // Another buyer has no orders; the supplier's owner, using the buyer's address, has none either.
    const other = await client(d, w.otherBuyer.id);
    expect(await (await other("GET", "/profile/orders")).text()).toContain("You have no orders yet.");
    expect((await other("GET", `/profile/orders/${mine}`)).status).toBe(404);
    const owner = await client(d, w.owner.id);
    expect((await owner("GET", `/profile/orders/${mine}`)).status).toBe(404);
    expect(
      (await owner("POST", `/profile/orders/${mine}`, { step: "cancel", reason: "x", confirmed: "on" }))
        .status,
    ).toBe(404);
    expect((await buyer("GET", "/profile/orders/999999")).status).toBe(404);
    expect((await buyer("GET", "/profile/orders/not-a-number")).status).toBe(404);
    expect((await w.read(mine)).status).toBe("payment_waiting");
  });

  it("renders the order in full: terms, bank details, payment reference and every change in the timeline", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    const lines = await d.db
      .selectFrom("order_lines")
      .select(["id", "quantity"])
      .where("order_id", "=", id)
      .orderBy("position")
      .execute();
    await w.step(id, {
      step: "change_lines",
      lines: [
        { id: String(lines[0]!.id), quantity: "600", unitPrice: "3.10" },
        { id: String(lines[1]!.id), quantity: "100", unitPrice: "12.50" },
      ],
      note: "Price for 600 pieces",
    });
    await w.toPaymentWaiting(id);
    const buyer = await client(d, w.buyer.id);
    const page = await buyer("GET", `/profile/orders/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Order O-");
    expect(html).toContain("Anatolia Textiles");
    expect(html).toContain("changed prices or quantities");
    // Each side of a change is one isolated, unbreakable unit.
    expect(html).toContain("\u2068500\u00a0×\u00a0$3.25\u2069 → \u2068600\u00a0×\u00a0$3.10\u2069");
    expect(html).toContain("Goods total: $2,875.00 → $3,110.00");
    expect(html).toContain("Price for 600 pieces");
    expect(html).toContain("Bosphorus Bank");
    expect(html).toContain((await w.read(id)).payment_reference);
    expect(html).toContain("CIF");
    expect(html).toContain("Hamburg");
    expect(html).toContain("Please pack in cartons of 50.");
    expect(html).toContain(`href="/profile/orders/${id}/print?document=proforma"`);
    const conversation = (await w.read(id)).conversation_id;
    expect(html).toContain(`href="/profile/meeting/${conversation}"`);
    // The forms are exactly the steps the buyer may take now.
    expect(html).toContain('data-step-form="declare_payment"');
    expect(html).toContain('data-step-form="cancel"');
    expect(html).not.toContain('data-step-form="confirm_receipt"');
    expect(html).not.toContain('data-step-form="decline_shipping"');
    // The amount due, prefilled as decimal text.
    expect(html).toMatch(/name="amount"[^>]* value="3110.00"/);
  });

  it("refuses a step form posted from another site and changes nothing", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    const buyer = await client(d, w.buyer.id);
    const foreign = await buyer(
      "POST",
      `/profile/orders/${id}`,
      { step: "cancel", reason: "Changed my mind", confirmed: "on" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect((await w.read(id)).status).toBe("created");
  });

  it("lets only the order's buyer download its documents, as attachments in their stored type", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    await w.toShipmentWaiting(id);
    const [doc] = await w.documents(id);
    const path = `/profile/orders/${id}/documents/${doc!.id}`;
    const buyer = await client(d, w.buyer.id);
    await expectPdfDownload(await buyer("GET", path), "transfer.pdf");

    const anonymous = await client(d);
    expect((await anonymous("GET", path)).status).toBe(302);
    expect((await (await client(d, w.otherBuyer.id))("GET", path)).status).toBe(404);
    // The supplier's members open it from their own workspace, never through the buyer's address.
    expect((await (await client(d, w.owner.id))("GET", path)).status).toBe(404);
    // Another order's document through this order's address.
    const otherId = await w.order();
    expect((await buyer("GET", `/profile/orders/${otherId}/documents/${doc!.id}`)).status).toBe(404);
    expect((await buyer("GET", `/profile/orders/${id}/documents/abc`)).status).toBe(404);
  });

  it("tells the buyer the supplier is late, and offers the refund only after the shipment deadline", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    await w.toShipmentWaiting(id);
    const buyer = await client(d, w.buyer.id);
    const before = await (await buyer("GET", `/profile/orders/${id}`)).text();
    expect(before).toContain("Waiting for the supplier to ship, until");
    expect(before).not.toContain('data-step-form="request_refund"');
    d.clock.set(Date.parse((await w.read(id)).deadline_at!) + DAY_MS);
    // A new session: the first one has been idle for weeks on the moved clock.
    const later = await client(d, w.buyer.id);
    const after = await (await later("GET", `/profile/orders/${id}`)).text();
    expect(after).toContain('data-next-step="shipmentLate"');
    expect(after).toContain('data-step-form="request_refund"');
  });
});
