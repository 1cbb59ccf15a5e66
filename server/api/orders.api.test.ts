import { expect, it } from "vitest";
import { translator } from "#server/lib/i18n.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { operatorOrderWorld } from "#tests/setup/operator-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";

const cookieOf = async (d: TestDeps, userId: number) =>
  `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`;

async function setup(d: TestDeps) {
  const w = await operatorOrderWorld(d);
  const call = apiClient(d);
  const as = async (userId: number) => {
    const cookie = await cookieOf(d, userId);
    return (method: string, path: string, body?: unknown, origin?: string) =>
      call(method, path, { cookie, ...(body === undefined ? {} : { body }), ...(origin ? { origin } : {}) });
  };
  return { w, call, as };
}

describeEachDatabase("the orders API", (deps) => {
  it("answers 401 to a caller who is not signed in", async () => {
    const d = deps();
    const { w, call } = await setup(d);
    const id = await w.order();
    for (const [method, path, body] of [
      ["GET", "/orders", undefined],
      ["GET", `/orders/${id}`, undefined],
      ["POST", `/orders/${id}/steps`, { step: "confirm_receipt" }],
    ] as const) {
      const res = await call(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("shows the order to its buyer and the supplier's members, with amounts as decimal text", async () => {
    const d = deps();
    const { w, as } = await setup(d);
    const id = await w.order();
    const buyer = await as(w.buyer.id);
    const res = await buyer("GET", `/orders/${id}`);
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order).toMatchObject({
      id,
      number: `O-${String(id).padStart(6, "0")}`,
      status: "created",
      turn: "supplier",
      currency: "USD",
      steps: ["cancel"],
      totals: { goods: "149.30", shipping: null, total: "149.30", deposit: null },
      supplier: { id: w.companyId, name: "Anatolia Textiles" },
    });
    expect(order.deadlineAt).toEqual(expect.any(String));
    expect(
      order.lines.map((l: { unitPrice: string; lineTotal: string }) => [l.unitPrice, l.lineTotal]),
    ).toEqual([
      ["0.0125", "125.00"],
      ["8.10", "24.30"],
    ]);
    expect(order.events).toEqual([expect.objectContaining({ action: "create", party: "buyer" })]);

    const sales = await as(w.members.sales.id);
    const asSupplier = await (await sales("GET", `/orders/${id}?companyId=${w.companyId}`)).json();
    expect(asSupplier.steps).toEqual(["confirm", "change_lines", "decline"]);
    const list = await (await sales("GET", `/orders?companyId=${w.companyId}`)).json();
    expect(list.orders.map((o: { id: number }) => o.id)).toEqual([id]);
    expect(list.orders[0]).toMatchObject({ total: "149.30", status: "created", turn: "supplier" });
    const mine = await (await buyer("GET", "/orders")).json();
    expect(mine.orders.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it("finds nothing for another buyer or another company's member", async () => {
    const d = deps();
    const { w, as } = await setup(d);
    const id = await w.order();
    const otherBuyer = await as(w.otherBuyer.id);
    expect((await otherBuyer("GET", `/orders/${id}`)).status).toBe(404);
    expect(
      (await otherBuyer("POST", `/orders/${id}/steps`, { step: "cancel", reason: "Mine now" })).status,
    ).toBe(404);
    expect((await (await otherBuyer("GET", "/orders")).json()).orders).toEqual([]);
    const otherOwner = await as(w.otherOwner.id);
    for (const companyId of [w.companyId, w.otherCompanyId]) {
      const res = await otherOwner("GET", `/orders/${id}?companyId=${companyId}`);
      expect(res.status, String(companyId)).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect((await otherOwner("GET", `/orders?companyId=${w.companyId}`)).status).toBe(404);
    expect(
      (
        await otherOwner("POST", `/orders/${id}/steps?companyId=${w.otherCompanyId}`, {
          step: "decline",
          reason: "Not ours",
        })
      ).status,
    ).toBe(404);
    expect((await w.read(id)).status).toBe("created");
  });

  it("refuses the wrong side's step, the wrong status, a missing side and a foreign origin, changing nothing", async () => {
    const d = deps();
    const { w, as } = await setup(d);
    const id = await w.order();
    const buyer = await as(w.buyer.id);
    const sales = await as(w.members.sales.id);
    const confirm = { step: "confirm", shipping: "to_follow", leadTimeDays: 20 };

    const wrongParty = await buyer("POST", `/orders/${id}/steps`, confirm);
    expect(wrongParty.status).toBe(403);
    expect((await wrongParty.json()).error).toMatchObject({
      code: "not_allowed",
      message: "This step is the other side's to take.",
    });
    const wrongStatus = await sales("POST", `/orders/${id}/steps?companyId=${w.companyId}`, {
      step: "quote_shipping",
      shipmentCost: "40.00",
      method: "sea",
      estimateDays: 30,
    });
    expect(wrongStatus.status).toBe(409);
    expect((await wrongStatus.json()).error.message).toBe(translator("en")("orders.errors.wrongStatus"));
    const noCompany = await sales("POST", `/orders/${id}/steps?viewer=supplier`, confirm);
    expect(noCompany.status).toBe(400);
    expect((await noCompany.json()).error.fields).toHaveProperty("companyId");
    const badBody = await sales("POST", `/orders/${id}/steps?companyId=${w.companyId}`, { step: "confirm" });
    expect(badBody.status).toBe(400);
    const foreign = await sales(
      "POST",
      `/orders/${id}/steps?companyId=${w.companyId}`,
      confirm,
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    const catalogEditor = await as(w.members.catalog_editor.id);
    expect(
      (await catalogEditor("POST", `/orders/${id}/steps?companyId=${w.companyId}`, confirm)).status,
    ).toBe(403);
    expect(await w.read(id)).toMatchObject({ status: "created", version: 1 });
    expect(await w.events(id)).toHaveLength(1);
  });

  it("takes a step and answers the order after it; a payment is declared through the page's form", async () => {
    const d = deps();
    const { w, as } = await setup(d);
    const id = await w.order();
    const sales = await as(w.members.sales.id);
    const path = `/orders/${id}/steps?viewer=supplier&companyId=${w.companyId}`;
    const confirmed = await sales("POST", path, { step: "confirm", shipping: "to_follow", leadTimeDays: 20 });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: "shipment_cost_waiting", turn: "supplier" });
    const priced = await sales("POST", path, {
      step: "quote_shipping",
      shipmentCost: "40.5",
      method: "sea",
      estimateDays: 30,
    });
    expect(priced.status).toBe(200);
    expect((await priced.json()).totals).toMatchObject({ shipping: "40.50", total: "189.80" });
    expect((await w.read(id)).status).toBe("payment_waiting");

    const buyer = await as(w.buyer.id);
    const declared = await buyer("POST", `/orders/${id}/steps`, {
      step: "declare_payment",
      amount: "189.80",
      paidOn: "2026-12-01",
      bankReference: "TX-42",
    });
    expect(declared.status).toBe(400);
    expect((await declared.json()).error.message).toBe(
      "A payment is declared with its proof file: use the form on the order's page, which uploads it.",
    );
    expect((await w.read(id)).status).toBe("payment_waiting");
  });
});
