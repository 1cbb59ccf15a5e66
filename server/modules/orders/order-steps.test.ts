import { expect, it } from "vitest";
import {
  ORDER_STATUSES,
  ORDER_STEP_NAMES,
  type OrderStatus,
  type OrderStep,
} from "#core/rules/order-flow.ts";
import { type OrderStepInput, OrderStepInputSchema } from "#core/schemas/orders.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import type { OrderChanges } from "#server/modules/orders/index.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { orderWorld } from "#tests/setup/order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { type OrderViewer, takeOrderStep } from "./index.ts";

type Who =
  | "buyer"
  | "otherBuyer"
  | "owner"
  | "admin"
  | "sales"
  | "finance"
  | "viewer"
  | "catalog_editor"
  | "otherOwner";
const EVERYONE: Who[] = [
  "buyer",
  "otherBuyer",
  "owner",
  "admin",
  "sales",
  "finance",
  "viewer",
  "catalog_editor",
  "otherOwner",
];
const MANAGERS: Who[] = ["owner", "admin", "sales"];

/** The rules written out, not read from the flow table: which status each step starts from, and who may take it. */
const RULES: Record<OrderStep, { from: OrderStatus[]; who: Who[]; to: OrderStatus }> = {
  confirm_proposal: { from: ["proposed"], who: ["buyer"], to: "payment_waiting" },
  decline_proposal: { from: ["proposed"], who: ["buyer"], to: "closed" },
  confirm: { from: ["created"], who: MANAGERS, to: "shipment_cost_waiting" },
  change_lines: { from: ["created"], who: MANAGERS, to: "created" },
  decline: { from: ["created"], who: MANAGERS, to: "closed" },
  cancel: { from: ["created", "shipment_cost_waiting", "payment_waiting"], who: ["buyer"], to: "closed" },
  quote_shipping: { from: ["shipment_cost_waiting"], who: MANAGERS, to: "payment_waiting" },
  decline_shipping: { from: ["payment_waiting"], who: ["buyer"], to: "closed" },
  declare_payment: { from: ["payment_waiting"], who: ["buyer"], to: "payment_approval_pending" },
  approve_payment: {
    from: ["payment_approval_pending"],
    who: ["owner", "admin", "finance"],
    to: "shipment_waiting",
  },
  reject_payment: {
    from: ["payment_approval_pending"],
    who: ["owner", "admin", "finance"],
    to: "payment_waiting",
  },
  request_balance: { from: ["shipment_waiting"], who: MANAGERS, to: "payment_waiting" },
  ship: { from: ["shipment_waiting"], who: MANAGERS, to: "shipped" },
  extend_shipment: { from: ["shipment_waiting"], who: ["buyer"], to: "shipment_waiting" },
  request_refund: { from: ["shipment_waiting"], who: ["buyer"], to: "shipment_waiting" },
  confirm_receipt: { from: ["shipped"], who: ["buyer"], to: "completed" },
  extend_receipt: { from: ["shipped"], who: ["buyer", ...MANAGERS], to: "shipped" },
};

const HOUR = 3_600_000;
/** What an order needs besides its status for the step to be possible (a shipping cost to decline, a deposit, …). */
function setupFor(step: OrderStep, now: number): OrderChanges {
  if (step === "decline_shipping") return { shipment_cost_e4: 1_500_000 };
  if (step === "request_balance") return { milestone: "deposit", deposit_percent: 30 };
  if (step === "request_refund") return { deadline_at: new Date(now - HOUR).toISOString() };
  return {};
}

const FORM: Record<Exclude<OrderStep, "change_lines">, Record<string, unknown>> = {
  confirm_proposal: {},
  decline_proposal: { reason: "We found another supplier" },
  confirm: { shipping: "to_follow", leadTimeDays: "30" },
  decline: { reason: "Out of stock" },
  cancel: { reason: "Ordered by mistake" },
  quote_shipping: { shipmentCost: "150.00", method: "sea", estimateDays: "30" },
  decline_shipping: { reason: "Freight too expensive" },
  declare_payment: { amount: "4050.04", paidOn: "2026-11-20", bankReference: "SWIFT 123" },
  approve_payment: {},
  reject_payment: { reason: "Not received" },
  request_balance: {},
  ship: { carrier: "Maersk", trackingNumber: "MAEU1234567", shippedOn: "2026-11-25", method: "sea" },
  extend_shipment: {},
  request_refund: { reason: "Not shipped in time" },
  confirm_receipt: {},
  extend_receipt: {},
};

describeEachDatabase("the order flow, every step by every party", (deps) => {
  async function setup() {
    const d = deps();
    const w = await orderWorld(d);
    const actors: Record<Who, { actor: Actor; viewer: OrderViewer }> = {
      buyer: { actor: w.buyer, viewer: w.buyerViewer },
      otherBuyer: { actor: w.otherBuyer, viewer: w.buyerViewer },
      otherOwner: { actor: w.otherOwner, viewer: { side: "supplier", companyId: w.otherCompanyId } },
      owner: { actor: w.members.owner, viewer: w.supplierViewer },
      admin: { actor: w.members.admin, viewer: w.supplierViewer },
      sales: { actor: w.members.sales, viewer: w.supplierViewer },
      finance: { actor: w.members.finance, viewer: w.supplierViewer },
      viewer: { actor: w.members.viewer, viewer: w.supplierViewer },
      catalog_editor: { actor: w.members.catalog_editor, viewer: w.supplierViewer },
    };
    /** Makes an order at `status` ready for `step`, and tries the step as `who`: the error, or undefined. */
    const attempt = async (step: OrderStep, status: OrderStatus, who: Who) => {
      const id = await w.order(status, setupFor(step, d.clock.now()));
      if (step === "approve_payment" || step === "reject_payment") await w.pendingPayment(id);
      const lines = await d.db.selectFrom("order_lines").select("id").where("order_id", "=", id).execute();
      const form =
        step === "change_lines"
          ? { lines: [{ id: lines[0]!.id, quantity: "600", unitPrice: "7.95" }] }
          : FORM[step];
      const input = OrderStepInputSchema.parse({ step, ...form }) as OrderStepInput;
      const files =
        step === "declare_payment" ? [{ kind: "payment_proof" as const, name: "proof.pdf", bytes: PDF }] : [];
      const before = await w.read(id);
      const { actor, viewer } = actors[who];
      const error = await takeOrderStep(d, w.store, actor, viewer, id, input, files).then(
        () => undefined,
        (e: unknown) => e,
      );
      const after = await w.read(id);
      return { id, error, before, after };
    };
    return { d, w, attempt };
  }

  const expectRefusedUnchanged = async (
    result: {
      error: unknown;
      before: { version: number; status: string };
      after: { version: number; status: string };
    },
    codes: string[],
  ) => {
    expect(result.error).toBeInstanceOf(AppError);
    expect(codes).toContain((result.error as AppError).code);
    expect(result.after.version).toBe(result.before.version);
    expect(result.after.status).toBe(result.before.status);
  };

  it.each(ORDER_STEP_NAMES)(
    "%s: only its parties and roles, and only from the statuses it starts from",
    async (step) => {
      const { w, attempt, d } = await setup();
      const rule = RULES[step];
      for (const who of EVERYONE) {
        const result = await attempt(step, rule.from[0]!, who);
        if (rule.who.includes(who)) {
          expect(result.error, `${step} by ${who}`).toBeUndefined();
          expect(result.after.status).toBe(rule.to);
          expect(result.after.version).toBe(result.before.version + 1);
          const events = await w.events(result.id);
          expect(events.at(-1)).toMatchObject({
            action: step,
            from_status: rule.from[0],
            to_status: rule.to,
          });
          const audit = await d.db
            .selectFrom("audit_log")
            .select(["action", "user_id"])
            .where("entity", "=", "order")
            .where("entity_id", "=", String(result.id))
            .where("action", "=", `order.${step}`)
            .execute();
          expect(audit).toHaveLength(1);
        } else {
          // Another buyer or company learns nothing of the order; a party without the right learns it may not.
          const expected = who === "otherBuyer" || who === "otherOwner" ? ["not_found"] : ["not_allowed"];
          await expectRefusedUnchanged(result, expected);
        }
      }
      for (const status of ORDER_STATUSES) {
        if (rule.from.includes(status)) continue;
        await expectRefusedUnchanged(await attempt(step, status, rule.who[0]!), ["conflict"]);
      }
    },
  );
});

describeEachDatabase("the order flow's rules", (deps) => {
  const ready = async () => {
    const d = deps();
    d.clock.set("2026-11-27T10:00:00Z");
    return { d, w: await orderWorld(d) };
  };
  const step = (
    d: TestDeps,
    w: Awaited<ReturnType<typeof orderWorld>>,
    who: Actor,
    id: number,
    form: Record<string, unknown>,
    files: { kind: "payment_proof" | "invoice"; name: string; bytes: Uint8Array }[] = [],
  ) =>
    takeOrderStep(
      d,
      w.store,
      who,
      who.id === w.buyer.id ? w.buyerViewer : w.supplierViewer,
      id,
      OrderStepInputSchema.parse(form),
      files,
    );

  it("refuses a step after its deadline and changes nothing", async () => {
    const { d, w } = await ready();
    const id = await w.order("created");
    d.clock.advance(3 * 24 * HOUR + 1000);
    const error = await step(d, w, w.members.sales, id, {
      step: "confirm",
      shipping: "to_follow",
      leadTimeDays: "20",
    }).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: "conflict", message: "orders.errors.deadlinePassed" });
    expect((await w.read(id)).status).toBe("created");
  });

  it("makes exactly one change when two people click at the same moment", async () => {
    const { d, w } = await ready();
    const id = await w.order("created");
    const results = await Promise.allSettled([
      step(d, w, w.members.sales, id, { step: "confirm", shipping: "to_follow", leadTimeDays: "20" }),
      step(d, w, w.members.owner, id, { step: "decline", reason: "No stock" }),
      step(d, w, w.members.admin, id, { step: "confirm", shipping: "to_follow", leadTimeDays: "25" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    expect((await w.events(id)).filter((e) => e.action !== "create")).toHaveLength(1);
  });

  it("runs the whole flow with freight to follow, freezing the totals and showing the bank details", async () => {
    const { d, w } = await ready();
    const id = await w.order("created");
    await step(d, w, w.members.sales, id, {
      step: "change_lines",
      lines: [
        {
          id: (
            await d.db
              .selectFrom("order_lines")
              .select("id")
              .where("order_id", "=", id)
              .orderBy("position")
              .execute()
          )[1]!.id,
          quantity: "7",
          unitPrice: "0.0125",
        },
      ],
    });
    // 500 × 8.10 + 7 × 0.0125 (0.0875 → 0.09): exact, in cents.
    expect((await w.read(id)).goods_total_e4).toBe(40500900);
    await step(d, w, w.members.sales, id, { step: "confirm", shipping: "to_follow", leadTimeDays: "20" });
    expect((await w.read(id)).totals_frozen_at).toBeNull();
    await step(d, w, w.members.sales, id, {
      step: "quote_shipping",
      shipmentCost: "350.50",
      method: "sea",
      estimateDays: "30",
    });
    const waiting = await w.read(id);
    expect(waiting).toMatchObject({ status: "payment_waiting", shipment_cost_e4: 3505000 });
    expect(waiting.totals_frozen_at).not.toBeNull();
    expect(waiting.bank_details).toContain("TR33 0006");
    // Frozen: the supplier can no longer change the lines.
    await expect(
      step(d, w, w.members.sales, id, {
        step: "change_lines",
        lines: [{ id: 1, quantity: "1", unitPrice: "1" }],
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      step(d, w, w.buyer, id, {
        step: "declare_payment",
        amount: "4400.59",
        paidOn: "2026-11-27",
        bankReference: "X1",
      }),
    ).rejects.toMatchObject({ message: "orders.errors.proof" });
    await step(
      d,
      w,
      w.buyer,
      id,
      { step: "declare_payment", amount: "4400.59", paidOn: "2026-11-27", bankReference: "X1" },
      [{ kind: "payment_proof", name: "proof.pdf", bytes: PDF }],
    );
    await step(d, w, w.members.finance, id, { step: "reject_payment", reason: "Not received yet" });
    expect((await w.read(id)).status).toBe("payment_waiting");
    await step(
      d,
      w,
      w.buyer,
      id,
      { step: "declare_payment", amount: "4400.59", paidOn: "2026-11-28", bankReference: "X2" },
      [{ kind: "payment_proof", name: "proof2.pdf", bytes: PDF }],
    );
    await step(d, w, w.members.finance, id, { step: "approve_payment" });
    // Paid: the buyer can no longer cancel.
    await expect(step(d, w, w.buyer, id, { step: "cancel", reason: "x" })).rejects.toMatchObject({
      code: "conflict",
    });
    await step(
      d,
      w,
      w.members.sales,
      id,
      { step: "ship", carrier: "Maersk", trackingNumber: "MAEU1", shippedOn: "2026-12-01", method: "sea" },
      [{ kind: "invoice", name: "invoice.pdf", bytes: PDF }],
    );
    const shipped = await w.read(id);
    expect(Date.parse(shipped.deadline_at!) - d.clock.now()).toBe(45 * 24 * HOUR);
    await step(d, w, w.buyer, id, { step: "confirm_receipt" });
    expect((await w.read(id)).status).toBe("completed");
    const payments = await d.db
      .selectFrom("order_payments")
      .select(["status", "amount_e4"])
      .where("order_id", "=", id)
      .orderBy("id")
      .execute();
    expect(payments).toEqual([
      { status: "rejected", amount_e4: 44005900 },
      { status: "approved", amount_e4: 44005900 },
    ]);
    expect((await w.events(id)).map((e) => e.action)).toEqual([
      "create",
      "change_lines",
      "confirm",
      "quote_shipping",
      "declare_payment",
      "reject_payment",
      "declare_payment",
      "approve_payment",
      "ship",
      "confirm_receipt",
    ]);
  });

  it("runs a deposit and a balance as two payment cycles before shipping", async () => {
    const { d, w } = await ready();
    const id = await w.order("created", { incoterm: "EXW" });
    await step(d, w, w.members.owner, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: "40",
      depositPercent: "30",
    });
    expect(await w.read(id)).toMatchObject({ status: "payment_waiting", milestone: "deposit" });
    const pay = () =>
      step(
        d,
        w,
        w.buyer,
        id,
        { step: "declare_payment", amount: "1", paidOn: "2026-11-27", bankReference: "D" },
        [{ kind: "payment_proof", name: "p.pdf", bytes: PDF }],
      );
    await pay();
    await step(d, w, w.members.finance, id, { step: "approve_payment" });
    expect(await w.read(id)).toMatchObject({ status: "shipment_waiting", milestone: "deposit" });
    await expect(
      step(d, w, w.members.sales, id, {
        step: "ship",
        carrier: "DHL",
        trackingNumber: "1",
        shippedOn: "2026-12-01",
        method: "air",
      }),
    ).rejects.toMatchObject({ message: "orders.errors.notNow" });
    await step(d, w, w.members.sales, id, { step: "request_balance" });
    expect(await w.read(id)).toMatchObject({ status: "payment_waiting", milestone: "balance" });
    // A deposit was approved: the order can no longer be cancelled, only finished or refunded by the operator.
    await expect(step(d, w, w.buyer, id, { step: "cancel", reason: "x" })).rejects.toMatchObject({
      code: "conflict",
    });
    await pay();
    await step(d, w, w.members.admin, id, { step: "approve_payment" });
    await step(d, w, w.members.sales, id, {
      step: "ship",
      carrier: "DHL",
      trackingNumber: "1",
      shippedOn: "2026-12-01",
      method: "air",
    });
    expect((await w.read(id)).status).toBe("shipped");
  });

  it("refuses a payment proof that is not a picture or a PDF, storing nothing", async () => {
    const { d, w } = await ready();
    const id = await w.order("payment_waiting");
    await expect(
      step(
        d,
        w,
        w.buyer,
        id,
        { step: "declare_payment", amount: "10", paidOn: "2026-11-27", bankReference: "X" },
        [
          {
            kind: "payment_proof",
            name: "proof.pdf",
            bytes: new TextEncoder().encode("<html><script>alert(1)</script>"),
          },
        ],
      ),
    ).rejects.toMatchObject({ code: "invalid_data", message: "orders.errors.fileType" });
    expect(await d.db.selectFrom("order_documents").selectAll().execute()).toEqual([]);
    expect((await w.read(id)).status).toBe("payment_waiting");
  });

  it("lets each side extend the receipt window once by 15 days", async () => {
    const { d, w } = await ready();
    const id = await w.order("shipped");
    const before = Date.parse((await w.read(id)).deadline_at!);
    await step(d, w, w.buyer, id, { step: "extend_receipt" });
    await step(d, w, w.members.sales, id, { step: "extend_receipt" });
    expect(Date.parse((await w.read(id)).deadline_at!) - before).toBe(30 * 24 * HOUR);
    await expect(step(d, w, w.buyer, id, { step: "extend_receipt" })).rejects.toMatchObject({
      message: "orders.errors.notNow",
    });
  });
});
