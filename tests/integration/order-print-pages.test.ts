import { afterAll, beforeAll, expect, it } from "vitest";
import { orderNumber } from "#core/schemas/orders.ts";
import { operatorOrderWorld } from "../setup/operator-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The printable order and proforma invoice: the order's buyer and the supplier's members whose
 * role sees orders read them; anyone else finds nothing there.
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

describeEachDatabase("the printable order", (deps) => {
  it("prints the order and its proforma invoice for the buyer and the supplier's members", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order({ status: "payment_waiting" });
    await d.db
      .updateTable("orders")
      .set({ deposit_percent: 30, milestone: "deposit" })
      .where("id", "=", id)
      .execute();
    const { payment_reference } = await w.read(id);
    const readers = [
      [w.buyer.id, `/profile/orders/${id}/print`],
      [w.members.sales.id, `/supplier/orders/${id}/print`],
      [w.members.finance.id, `/supplier/orders/${id}/print`],
      [w.members.viewer.id, `/supplier/orders/${id}/print`],
    ] as const;
    for (const [userId, path] of readers) {
      const page = await client(d, userId);
      const order = await page("GET", path);
      expect(order.status, path).toBe(200);
      const html = await order.text();
      for (const text of [
        orderNumber(id),
        "Anatolia Textiles",
        "Atatürk Cad. 12",
        "Hauptstraße 5",
        "Cotton towel",
        "$0.0125",
        "$8.10",
        "$149.30",
        "FOB Istanbul",
        "Deposit of 30 % ($44.79) before production, balance of 70 % ($104.51) before shipment",
        "Payment Waiting",
      ])
        expect(html, `${path}: ${text}`).toContain(text);
      expect(html).toContain('data-document="order"');
      expect(html).not.toContain("data-payment-box");

      const proforma = await (await page("GET", `${path}?document=proforma`)).text();
      expect(proforma).toContain('data-document="proforma"');
      expect(proforma).toContain(payment_reference);
      expect(proforma).toContain("Bosphorus Bank");
      expect(proforma).toContain("It is not a tax invoice.");
    }
  });

  it("is not found for anyone else, and sends a visitor to sign in", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order();
    const mine = await w.order({ buyerUserId: w.otherBuyer.id });
    const anonymous = await client(d);
    for (const path of [`/profile/orders/${id}/print`, `/supplier/orders/${id}/print?document=proforma`]) {
      const answer = await anonymous("GET", path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toContain("/login?returnUrl=");
    }
    const refused = [
      [w.otherBuyer.id, `/profile/orders/${id}/print`],
      [w.buyer.id, `/profile/orders/${mine}/print?document=proforma`],
      // A member of the supplier reads it in the workspace, not as a buyer.
      [w.members.owner.id, `/profile/orders/${id}/print`],
      [w.otherOwner.id, `/supplier/orders/${id}/print`],
      // A catalogue editor's role does not see orders.
      [w.members.catalog_editor.id, `/supplier/orders/${id}/print`],
      [w.buyer.id, "/profile/orders/999999/print"],
      [w.buyer.id, "/profile/orders/abc/print"],
    ] as const;
    for (const [userId, path] of refused) {
      const page = await client(d, userId);
      expect((await page("GET", path)).status, `${userId} ${path}`).toBe(404);
    }
  });
});
