import { afterAll, beforeAll, expect, it } from "vitest";
import { DAY_MS } from "#core/rules/order-flow.ts";
import { buyerOrderWorld } from "../setup/buyer-order-fixtures.ts";
import { PDF } from "../setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * Each of the buyer's steps posted to the order page's action, as a browser without JavaScript
 * sends it: done, the page is shown again with what was done; refused, it answers with a
 * translated message and the order is as it was.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const buyerClient = async (d: TestDeps, userId: number) => pageClient(modules, d, await signIn(d, userId));

describeEachDatabase("the buyer's order steps", (deps) => {
  it("confirms a supplier's proposal, and declines another with a reason", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const proposed = { createdBy: { side: "supplier" as const, userId: w.owner.id }, incoterm: "FOB" };
    const id = await w.order(proposed);
    const post = await buyerClient(d, w.buyer.id);
    const done = await post("POST", `/profile/orders/${id}`, { step: "confirm_proposal" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/profile/orders/${id}?done=confirm_proposal`);
    // Under FOB the buyer carries: nothing to price, payment is asked for at once.
    expect((await w.read(id)).status).toBe("payment_waiting");
    const page = await (await post("GET", `/profile/orders/${id}?done=confirm_proposal`)).text();
    expect(page).toContain("The order is confirmed; the supplier is told.");

    const other = await w.order(proposed);
    const unticked = await post("POST", `/profile/orders/${other}`, {
      step: "decline_proposal",
      reason: "Too dear",
    });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm.");
    const noReason = await post("POST", `/profile/orders/${other}`, {
      step: "decline_proposal",
      reason: " ",
      confirmed: "on",
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Give a reason (up to 500 characters).");
    expect((await w.read(other)).status).toBe("proposed");
    const declined = await post("POST", `/profile/orders/${other}`, {
      step: "decline_proposal",
      reason: "Too dear",
      confirmed: "on",
    });
    expect(declined.status).toBe(303);
    const row = await w.read(other);
    expect([row.status, row.closed_reason, row.closed_note]).toEqual(["closed", "declined", "Too dear"]);
  });

  it("cancels an order before payment, and declines a quoted shipping cost", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const post = await buyerClient(d, w.buyer.id);
    const id = await w.order();
    expect(
      (
        await post("POST", `/profile/orders/${id}`, {
          step: "cancel",
          reason: "Found it nearer",
          confirmed: "on",
        })
      ).status,
    ).toBe(303);
    expect((await w.read(id)).closed_reason).toBe("cancelled");

    const quoted = await w.order();
    await w.step(quoted, { step: "confirm", shipping: "to_follow", leadTimeDays: "20" });
    await w.step(quoted, { step: "quote_shipping", shipmentCost: "900", method: "sea", estimateDays: "30" });
    expect((await w.read(quoted)).status).toBe("payment_waiting");
    const html = await (await post("GET", `/profile/orders/${quoted}`)).text();
    expect(html).toContain('data-step-form="decline_shipping"');
    expect(html).toContain("$900.00");
    const declined = await post("POST", `/profile/orders/${quoted}`, {
      step: "decline_shipping",
      reason: "Freight too high",
      confirmed: "on",
    });
    expect(declined.status).toBe(303);
    expect((await w.read(quoted)).closed_reason).toBe("declined");
  });

  it("declares a payment with a PDF proof, and refuses a text file named .pdf", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    await w.toPaymentWaiting(id);
    const post = await buyerClient(d, w.buyer.id);
    const form = (file: Blob, name: string) => {
      const f = new FormData();
      f.set("step", "declare_payment");
      f.set("amount", "2875.00");
      f.set("paidOn", "2026-11-20");
      f.set("bankReference", "TRX-778");
      f.set("proof", file, name);
      return f;
    };
    const fake = await post(
      "POST",
      `/profile/orders/${id}`,
      form(new Blob(["just some text, not a PDF"], { type: "application/pdf" }), "proof.pdf"),
    );
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("Only pictures (JPEG, PNG, WebP) and PDF files are accepted.");
    expect((await w.read(id)).status).toBe("payment_waiting");
    expect(await w.documents(id)).toEqual([]);

    const missing = new FormData();
    for (const [k, v] of Object.entries({
      step: "declare_payment",
      amount: "2875",
      paidOn: "2026-11-20",
      bankReference: "TRX",
    }))
      missing.set(k, v);
    const noProof = await post("POST", `/profile/orders/${id}`, missing);
    expect(noProof.status).toBe(400);
    expect(await noProof.text()).toContain("Attach a proof of payment: a picture or a PDF.");

    const badAmount = await post(
      "POST",
      `/profile/orders/${id}`,
      (() => {
        const f = form(new Blob([PDF]), "t.pdf");
        f.set("amount", "1e9");
        return f;
      })(),
    );
    expect(badAmount.status).toBe(400);
    expect(await badAmount.text()).toContain("Enter a valid amount, like 1250.50.");

    const done = await post("POST", `/profile/orders/${id}`, form(new Blob([PDF]), "transfer.pdf"));
    expect(done.status).toBe(303);
    expect((await w.read(id)).status).toBe("payment_approval_pending");
    const payment = await d.db
      .selectFrom("order_payments")
      .selectAll()
      .where("order_id", "=", id)
      .executeTakeFirstOrThrow();
    expect([payment.amount_e4, payment.bank_reference, payment.paid_on]).toEqual([
      28_750_000,
      "TRX-778",
      "2026-11-20",
    ]);
    const [doc] = await w.documents(id);
    expect([doc!.kind, doc!.media_type, doc!.original_name]).toEqual([
      "payment_proof",
      "application/pdf",
      "transfer.pdf",
    ]);
  });

  it("extends the shipment once, and asks for a refund once its deadline has passed", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    await w.toShipmentWaiting(id);
    const post = await buyerClient(d, w.buyer.id);
    const early = await post("POST", `/profile/orders/${id}`, {
      step: "request_refund",
      reason: "Late",
      confirmed: "on",
    });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("This step is not possible at this point of the order.");
    const deadline = Date.parse((await w.read(id)).deadline_at!);
    expect((await post("POST", `/profile/orders/${id}`, { step: "extend_shipment" })).status).toBe(303);
    const extended = await w.read(id);
    expect(Date.parse(extended.deadline_at!)).toBe(deadline + 15 * DAY_MS);
    expect(Boolean(extended.is_shipment_extended)).toBe(true);
    expect((await post("POST", `/profile/orders/${id}`, { step: "extend_shipment" })).status).toBe(409);

    d.clock.set(deadline + 16 * DAY_MS);
    // A new session: the first one has been idle for weeks on the moved clock.
    const later = await buyerClient(d, w.buyer.id);
    const refund = await later("POST", `/profile/orders/${id}`, {
      step: "request_refund",
      reason: "Never shipped",
      confirmed: "on",
    });
    expect(refund.status).toBe(303);
    const row = await w.read(id);
    expect(row.refund_requested_at).not.toBeNull();
    expect(row.status).toBe("shipment_waiting");
    const html = await (await later("GET", `/profile/orders/${id}`)).text();
    expect(html).toContain("You asked for a refund: Caravan&#x27;s team is handling it with the supplier.");
  });

  it("extends the time to check the goods, then confirms receipt; a second click finds the order moved on", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    await w.toShipped(id);
    const post = await buyerClient(d, w.buyer.id);
    const deadline = Date.parse((await w.read(id)).deadline_at!);
    expect((await post("POST", `/profile/orders/${id}`, { step: "extend_receipt" })).status).toBe(303);
    expect(Date.parse((await w.read(id)).deadline_at!)).toBe(deadline + 15 * DAY_MS);
    const unticked = await post("POST", `/profile/orders/${id}`, { step: "confirm_receipt" });
    expect(unticked.status).toBe(400);
    expect((await w.read(id)).status).toBe("shipped");
    const done = await post("POST", `/profile/orders/${id}`, { step: "confirm_receipt", confirmed: "on" });
    expect(done.status).toBe(303);
    expect((await w.read(id)).status).toBe("completed");
    const again = await post("POST", `/profile/orders/${id}`, { step: "confirm_receipt", confirmed: "on" });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain("This order has moved on meanwhile and no longer allows this step.");
    // The page shows the order as it is now: completed, with no step left to take.
    expect(html).toContain('data-order-status="completed"');
    expect(html).not.toContain("data-order-steps");
  });

  it("refuses a supplier's step and an unknown one from the buyer's page, changing nothing", async () => {
    const d = deps();
    const w = await buyerOrderWorld(d);
    const id = await w.order();
    const post = await buyerClient(d, w.buyer.id);
    const supplierStep = await post("POST", `/profile/orders/${id}`, {
      step: "decline",
      reason: "No",
      confirmed: "on",
    });
    expect(supplierStep.status).toBe(403);
    expect(await supplierStep.text()).toContain("This step is the other side&#x27;s to take.");
    expect((await post("POST", `/profile/orders/${id}`, { step: "teleport" })).status).toBe(400);
    expect((await post("POST", `/profile/orders/${id}`, {})).status).toBe(400);
    expect((await w.read(id)).status).toBe("created");
  });
});
