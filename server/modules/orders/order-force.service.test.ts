import { expect, it } from "vitest";
import { ORDER_STATUSES } from "#core/rules/order-flow.ts";
import { operatorOrderWorld } from "#tests/setup/operator-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { FORCE_ERRORS, forceOrderStatus } from "./order-force.service.ts";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: string; messageKey?: string }) => ({ code: error.code, key: error.messageKey }),
  );

/** What a refused change must leave as it was: the order row, its timeline, its audit entries and payments. */
async function snapshot(d: TestDeps, w: Awaited<ReturnType<typeof operatorOrderWorld>>, id: number) {
  const payments = await d.db.selectFrom("order_payments").selectAll().where("order_id", "=", id).execute();
  return { order: await w.read(id), events: await w.events(id), audits: await w.audits(id), payments };
}

describeEachDatabase("the operator forcing an order's status", (deps) => {
  it("refuses anyone but a moderator or an admin, and changes nothing", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order();
    const before = await snapshot(d, w, id);
    for (const actor of [w.buyer, w.members.owner, w.otherOwner])
      expect(await refusal(forceOrderStatus(d, actor, id, { status: "closed", reason: "Fraud" }))).toEqual({
        code: "not_allowed",
        key: "errors.not_allowed",
      });
    expect(await snapshot(d, w, id)).toEqual(before);
    expect(
      await refusal(forceOrderStatus(d, w.moderator, 999_999, { status: "closed", reason: "Nothing" })),
    ).toMatchObject({ code: "not_found" });
  });

  it("moves an order from every status to every other as one event and one audit entry each", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const id = await w.order({ status: from });
        const before = await w.read(id);
        const [eventsBefore, auditsBefore] = [(await w.events(id)).length, (await w.audits(id)).length];
        await forceOrderStatus(d, w.admin, id, { status: to, reason: `Support ticket ${from}→${to}` });
        const after = await w.read(id);
        const label = `${from} → ${to}`;
        expect(after.status, label).toBe(to);
        expect(after.version, label).toBe(before.version + 1);
        expect(after.closed_reason, label).toBe(to === "closed" ? "cancelled" : null);
        const events = await w.events(id);
        expect(events.length, label).toBe(eventsBefore + 1);
        expect(events.at(-1), label).toMatchObject({
          party: "operator",
          actor_user_id: w.admin.id,
          action: "force",
          from_status: from,
          to_status: to,
          reason: `Support ticket ${from}→${to}`,
        });
        const audits = await w.audits(id);
        expect(audits.length, label).toBe(auditsBefore + 1);
        expect(audits.at(-1), label).toMatchObject({ user_id: w.admin.id, action: "order.force" });
        expect(JSON.parse(audits.at(-1)!.details), label).toMatchObject({ from, to, party: "operator" });
      }
  });

  it("refuses to close a paid order without a refund note, and records the refund with one", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order({ status: "shipment_waiting", paid: true });
    const before = await snapshot(d, w, id);
    for (const refundNote of [undefined, ""])
      expect(
        await refusal(
          forceOrderStatus(d, w.moderator, id, {
            status: "closed",
            reason: "Supplier stopped answering",
            refundNote: refundNote as undefined,
          }),
        ),
      ).toEqual({ code: "invalid_data", key: FORCE_ERRORS.refundNote });
    expect(await snapshot(d, w, id)).toEqual(before);

    await forceOrderStatus(d, w.moderator, id, {
      status: "closed",
      reason: "Supplier stopped answering",
      refundNote: "USD 149.30 returned by wire, ref RF-77",
    });
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "refunded",
      closed_note: "Supplier stopped answering",
      refund_note: "USD 149.30 returned by wire, ref RF-77",
    });
    expect(JSON.parse((await w.events(id)).at(-1)!.data)).toMatchObject({
      refundNote: "USD 149.30 returned by wire, ref RF-77",
    });
  });

  it("closes an unpaid order as cancelled with the reason, and refuses the status it already has", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    d.clock.set("2026-12-01T10:00:00Z");
    const id = await w.order({ status: "payment_waiting" });
    expect(
      await refusal(forceOrderStatus(d, w.moderator, id, { status: "payment_waiting", reason: "Again" })),
    ).toEqual({ code: "invalid_data", key: FORCE_ERRORS.sameStatus });
    await forceOrderStatus(d, w.moderator, id, { status: "closed", reason: "Buyer asked by phone" });
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "cancelled",
      closed_note: "Buyer asked by phone",
      refund_note: null,
    });
    // Reopened, it is no longer closed for any reason, and its deadline is the new status's.
    await forceOrderStatus(d, w.moderator, id, { status: "created", reason: "Closed by mistake" });
    const reopened = await w.read(id);
    expect(reopened).toMatchObject({ status: "created", closed_reason: null, closed_note: null });
    expect(Date.parse(reopened.deadline_at!)).toBe(d.clock.now() + 3 * 86_400_000);
  });

  it("settles a buyer's refund request: closing records the refund, moving on ends the request", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    d.clock.set("2026-12-01T10:00:00Z");
    const refunded = await w.order({ status: "shipment_waiting", paid: true, refundRequested: true });
    await forceOrderStatus(d, w.admin, refunded, {
      status: "closed",
      reason: "Not shipped in time",
      refundNote: "Refunded in full",
    });
    expect(await w.read(refunded)).toMatchObject({
      status: "closed",
      closed_reason: "refunded",
      refund_note: "Refunded in full",
    });

    const shipped = await w.order({ status: "shipment_waiting", paid: true, refundRequested: true });
    await forceOrderStatus(d, w.admin, shipped, { status: "shipped", reason: "Bill of lading checked" });
    const after = await w.read(shipped);
    expect(after).toMatchObject({ status: "shipped", refund_requested_at: null });
    expect(JSON.parse((await w.events(shipped)).at(-1)!.data)).toMatchObject({ refundRequestEnded: true });
  });

  it("decides a payment waiting for approval by where the order is forced to", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const declare = async (id: number) =>
      d.db
        .insertInto("order_payments")
        .values({
          order_id: id,
          milestone: "full",
          amount_e4: 1_493_000,
          paid_on: "2026-12-01",
          bank_reference: "TX-9",
          declared_at: "2026-12-01T10:00:00.000Z",
        })
        .execute();
    const payment = (id: number) =>
      d.db.selectFrom("order_payments").selectAll().where("order_id", "=", id).executeTakeFirstOrThrow();
    const approved = await w.order({ status: "payment_approval_pending" });
    await declare(approved);
    await forceOrderStatus(d, w.admin, approved, { status: "shipment_waiting", reason: "Bank confirmed" });
    expect(await payment(approved)).toMatchObject({
      status: "approved",
      decided_by_user_id: w.admin.id,
      decision_reason: "Bank confirmed",
    });
    const rejected = await w.order({ status: "payment_approval_pending" });
    await declare(rejected);
    await forceOrderStatus(d, w.admin, rejected, { status: "payment_waiting", reason: "Forged receipt" });
    expect(await payment(rejected)).toMatchObject({ status: "rejected", decision_reason: "Forged receipt" });
  });
});
