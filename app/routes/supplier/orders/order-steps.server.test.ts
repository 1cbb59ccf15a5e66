import { expect, it } from "vitest";
import type { Actor } from "#server/modules/accounts/index.ts";
import { callRoute, type RouteAnswer } from "#tests/setup/route-call.ts";
import { supplierOrderWorld } from "#tests/setup/supplier-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action, loader } from "./detail.tsx";

/** Posts one step form of the order's page as the member, as a browser without JavaScript does. */
const post = (d: TestDeps, id: number, actor: Actor, fields: Record<string, string>): Promise<RouteAnswer> =>
  callRoute(d, action, `/supplier/orders/${id}`, actor, new URLSearchParams(fields), { orderId: String(id) });

const page = async (d: TestDeps, id: number, actor: Actor) =>
  (await callRoute(d, loader, `/supplier/orders/${id}`, actor, undefined, { orderId: String(id) })).data as {
    order: {
      lines: { id: number; quantity: number; unitPriceE4: number }[];
      goodsTotalE4: number;
      events: { action: string }[];
    };
  };

const done = (id: number, step: string) => ({ status: 303, location: `/supplier/orders/${id}?done=${step}` });

describeEachDatabase("the supplier's steps through the order page", (deps) => {
  it("confirms with shipping not needed, included, or freight to follow, and quotes the freight", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const owner = w.members.owner;
    const fob = await w.order();
    const noBank = await post(d, fob, owner, { step: "confirm", shipping: "not_needed", leadTimeDays: "20" });
    expect(noBank).toMatchObject({
      status: 409,
      data: { formError: "orders.errors.noBankDetails", needsBankDetails: true },
    });
    expect((await w.read(fob)).status).toBe("created");
    await w.bankDetails();
    const cif = await w.order({ incoterm: "CIF" });
    expect(
      await post(d, cif, owner, { step: "confirm", shipping: "not_needed", leadTimeDays: "20" }),
    ).toMatchObject({
      status: 400,
      data: { fields: { shipping: "orders.errors.incotermCarriage" } },
    });
    expect(
      await post(d, fob, owner, { step: "confirm", shipping: "not_needed", leadTimeDays: "20" }),
    ).toMatchObject(done(fob, "confirm"));
    expect(await w.read(fob)).toMatchObject({ status: "payment_waiting", lead_time_days: 20 });
    // Confirmed once: the same form again is refused and changes nothing.
    expect(
      (await post(d, fob, owner, { step: "confirm", shipping: "included", leadTimeDays: "5" })).status,
    ).toBe(409);

    expect(
      await post(d, cif, owner, {
        step: "confirm",
        shipping: "included",
        leadTimeDays: "30",
        note: "Thanks",
      }),
    ).toMatchObject(done(cif, "confirm"));
    expect(await w.read(cif)).toMatchObject({
      status: "payment_waiting",
      is_shipping_included: expect.anything(),
    });

    const freight = await w.order({ incoterm: "DAP" });
    expect(
      await post(d, freight, owner, { step: "confirm", shipping: "to_follow", leadTimeDays: "15" }),
    ).toMatchObject(done(freight, "confirm"));
    expect((await w.read(freight)).status).toBe("shipment_cost_waiting");
    const bad = await post(d, freight, owner, {
      step: "quote_shipping",
      shipmentCost: "4,5.0",
      method: "boat",
      estimateDays: "0",
    });
    expect(bad).toMatchObject({
      status: 400,
      data: {
        fields: {
          shipmentCost: "orders.errors.amount",
          method: "orders.errors.choice",
          estimateDays: "orders.errors.days",
        },
      },
    });
    expect(
      await post(d, freight, owner, {
        step: "quote_shipping",
        shipmentCost: "450.50",
        method: "sea",
        estimateDays: "35",
      }),
    ).toMatchObject(done(freight, "quote_shipping"));
    expect(await w.read(freight)).toMatchObject({ status: "payment_waiting", shipment_cost_e4: 4_505_000 });
  });

  it("changes quantities and prices exactly, each error beside its line, and declines with a reason", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const sales = w.members.sales;
    const id = await w.order();
    const [towel, robe] = (await page(d, id, sales)).order.lines;
    const lines = (q0: string, p0: string) => ({
      step: "change_lines",
      "lines.0.id": String(towel!.id),
      "lines.0.quantity": q0,
      "lines.0.unitPrice": p0,
      "lines.1.id": String(robe!.id),
      "lines.1.quantity": "50",
      "lines.1.unitPrice": "22.50",
    });
    expect(await post(d, id, sales, lines("0", "8.1x"))).toMatchObject({
      status: 400,
      data: {
        fields: { "lines.0.quantity": "orders.errors.quantity", "lines.0.unitPrice": "orders.errors.amount" },
      },
    });
    expect(await post(d, id, sales, lines("200", "8.10"))).toMatchObject({
      status: 400,
      data: { fields: { lines: "orders.errors.lines" } },
    });
    expect(
      await post(d, id, sales, { ...lines("300", "7.3333"), note: "Bigger run, better price" }),
    ).toMatchObject(done(id, "change_lines"));
    const after = (await page(d, id, sales)).order;
    expect(after.lines[0]).toMatchObject({ quantity: 300, unitPriceE4: 73_333 });
    // 300 × 7.3333 = 2,199.99 and 50 × 22.50 = 1,125.00, to the cent.
    expect(after.goodsTotalE4).toBe(21_999_900 + 11_250_000);
    expect(after.events.map((e) => e.action)).toEqual(["create", "change_lines"]);
    expect((await w.read(id)).status).toBe("created");

    expect(await post(d, id, sales, { step: "decline", reason: "  " })).toMatchObject({
      status: 400,
      data: { fields: { reason: "orders.errors.reason" } },
    });
    expect(await post(d, id, sales, { step: "decline", reason: "No capacity this month" })).toMatchObject(
      done(id, "decline"),
    );
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "declined",
      closed_note: "No capacity this month",
    });
  });

  it("rejects and approves payments, asks for the balance after a deposit, ships and extends the receipt", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    await w.bankDetails();
    const { owner, finance } = w.members;
    const id = await w.order();
    expect(
      await post(d, id, owner, {
        step: "confirm",
        shipping: "not_needed",
        leadTimeDays: "20",
        depositPercent: "30",
      }),
    ).toMatchObject(done(id, "confirm"));
    expect(await w.read(id)).toMatchObject({
      status: "payment_waiting",
      milestone: "deposit",
      deposit_percent: 30,
    });

    await w.declarePayment(id, "100.00");
    expect(await post(d, id, finance, { step: "reject_payment", reason: "" })).toMatchObject({ status: 400 });
    expect(
      await post(d, id, finance, { step: "reject_payment", reason: "Wrong amount: 100.00 of 823.50" }),
    ).toMatchObject(done(id, "reject_payment"));
    expect((await w.read(id)).status).toBe("payment_waiting");

    await w.declarePayment(id, "823.50");
    expect(await post(d, id, finance, { step: "approve_payment" })).toMatchObject(
      done(id, "approve_payment"),
    );
    expect(await w.read(id)).toMatchObject({ status: "shipment_waiting", milestone: "deposit" });
    // With a deposit, the balance comes before shipping.
    expect(
      (
        await post(d, id, owner, {
          step: "ship",
          carrier: "Maersk",
          trackingNumber: "MSKU1",
          shippedOn: "2026-12-20",
          method: "sea",
        })
      ).status,
    ).toBe(409);
    expect(await post(d, id, owner, { step: "request_balance" })).toMatchObject(done(id, "request_balance"));
    expect(await w.read(id)).toMatchObject({ status: "payment_waiting", milestone: "balance" });

    await w.declarePayment(id, "1921.50");
    expect(await post(d, id, owner, { step: "approve_payment" })).toMatchObject(done(id, "approve_payment"));
    expect((await w.read(id)).status).toBe("shipment_waiting");

    const badShip = await post(d, id, owner, {
      step: "ship",
      carrier: "",
      trackingNumber: "MSKU1",
      shippedOn: "2026-13-01",
      method: "sea",
    });
    expect(badShip).toMatchObject({
      status: 400,
      data: { fields: { carrier: "orders.errors.text", shippedOn: "orders.errors.date" } },
    });
    expect(
      await post(d, id, owner, {
        step: "ship",
        carrier: "Maersk",
        trackingNumber: "MSKU1234567",
        shippedOn: "2026-12-20",
        method: "sea",
      }),
    ).toMatchObject(done(id, "ship"));
    const shipped = await w.read(id);
    expect(shipped).toMatchObject({ status: "shipped", carrier: "Maersk", tracking_number: "MSKU1234567" });

    expect(await post(d, id, owner, { step: "extend_receipt" })).toMatchObject(done(id, "extend_receipt"));
    const extended = await w.read(id);
    expect(Date.parse(extended.deadline_at!)).toBe(Date.parse(shipped.deadline_at!) + 15 * 86_400_000);
    expect((await post(d, id, owner, { step: "extend_receipt" })).status).toBe(409);
  });

  it("answers a hostile value with a refusal, never a fault", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const id = await w.order();
    const hostile: Record<string, string>[] = [
      { step: "decline", reason: "nul \u0000 byte" },
      { step: "confirm", shipping: "included", leadTimeDays: "1e3" },
      {
        step: "change_lines",
        "lines.0.id": "99999999999",
        "lines.0.quantity": "1",
        "lines.0.unitPrice": "1",
      },
      { step: "change_lines", "lines.0.id": "424242", "lines.0.quantity": "1", "lines.0.unitPrice": "1" },
      { step: "change_lines" },
    ];
    for (const fields of hostile) expect((await post(d, id, w.members.owner, fields)).status).toBe(400);
    expect((await w.read(id)).status).toBe("created");
  });
});
