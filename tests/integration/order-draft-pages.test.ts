import { afterAll, beforeAll, expect, it } from "vitest";
import { inquiryWorld } from "../setup/inquiry-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The supplier's draft order and bank details pages through the whole app: they render for those
 * who may use them, and a form posted from another site changes nothing.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId: number) => pageClient(modules, d, await signIn(d, userId));

const DRAFT = {
  "lines.0.name": "Linen towel",
  "lines.0.quantity": "100",
  "lines.0.unit": "piece",
  "lines.0.unitPrice": "8.10",
  currency: "USD",
  leadTimeDays: "30",
  shipping: "included",
};

describeEachDatabase("the supplier's order pages in the app", (deps) => {
  it("renders the draft form and the bank details, and refuses their forms from another site", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const dealId = await w.deal();
    const sales = await client(d, w.members.sales.id);

    const inquiry = await (await sales("GET", `/supplier/inquiries/${dealId}`)).text();
    expect(inquiry).toContain(`href="/supplier/orders/new?deal=${dealId}"`);
    const page = await sales("GET", `/supplier/orders/new?deal=${dealId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Draft an order");
    expect(html).toContain('name="lines.0.unitPrice"');
    expect(html).toContain('href="/supplier/orders/payment-details"');

    const foreign = await sales("POST", `/supplier/orders/new?deal=${dealId}`, DRAFT, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await d.db.selectFrom("orders").selectAll().execute()).toEqual([]);
    const sent = await sales("POST", `/supplier/orders/new?deal=${dealId}`, DRAFT);
    expect(sent.status).toBe(303);
    expect(await d.db.selectFrom("orders").select("status").execute()).toEqual([{ status: "proposed" }]);

    const finance = await client(d, w.members.finance.id);
    const bank = await finance("GET", "/supplier/orders/payment-details");
    expect(bank.status).toBe(200);
    expect(await bank.text()).toContain('name="accountNumber"');
    const details = {
      accountHolder: "Anatolia",
      bankName: "Bosphorus Bank",
      accountNumber: "TR33 0006 1005",
    };
    const foreignBank = await finance(
      "POST",
      "/supplier/orders/payment-details",
      details,
      "https://evil.example",
    );
    expect(foreignBank.status).toBe(403);
    expect(await d.db.selectFrom("company_payment_details").selectAll().execute()).toEqual([]);
    expect((await finance("POST", "/supplier/orders/payment-details", details)).status).toBe(303);
    expect(await d.db.selectFrom("company_payment_details").select("bank_name").execute()).toEqual([
      { bank_name: "Bosphorus Bank" },
    ]);
  });
});
