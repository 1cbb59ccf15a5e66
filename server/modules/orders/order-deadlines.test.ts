import { expect, it } from "vitest";
import { DAY_MS } from "#core/rules/order-flow.ts";
import { AppError } from "#server/lib/errors.ts";
import { orderWorld } from "#tests/setup/order-job-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  commitOrderChange,
  DEADLINE_QUEUE,
  enforceOrderDeadlines,
  orderDeadlineHandlers,
  REMINDER_QUEUE,
  remindOfComingDeadlines,
  scheduleOrderDeadlines,
} from "./index.ts";

const START = Date.parse("2026-12-01T09:00:00Z");
const MINUTE = 60_000;

const notices = (d: TestDeps, kind: string) =>
  d.db.selectFrom("notifications").selectAll().where("kind", "=", kind).orderBy("id").execute();

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDatabase("order deadlines", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await orderWorld(d) };
  };

  it("closes a Created order as timed out after 3 days, and not a minute before", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    d.clock.set(START + 3 * DAY_MS - MINUTE);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ closed: 0 });
    expect((await w.read(id)).status).toBe("created");

    d.clock.set(START + 3 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ closed: 1, conflicts: 0 });
    const order = await w.read(id);
    expect(order).toMatchObject({ status: "closed", closed_reason: "timed_out", deadline_at: null });
    expect((await w.events(id)).at(-1)).toMatchObject({
      party: "system",
      action: "time_out",
      from_status: "created",
      to_status: "closed",
      actor_user_id: null,
    });
    const audit = await d.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "order.time_out")
      .execute();
    expect(audit).toHaveLength(1);
    // Both sides are told: the buyer and the supplier's members who act on orders.
    const told = await notices(d, "order.time_out");
    expect(told.map((n) => n.user_id).sort()).toEqual(
      [w.buyer.id, w.members.owner.id, w.members.admin.id, w.members.sales.id, w.members.finance.id].sort(),
    );
    // A second run finds nothing more to do.
    expect(await enforceOrderDeadlines(d)).toMatchObject({ closed: 0, reminded: 0, flagged: 0 });
  });

  it("refuses a party's step once the deadline has passed, changing nothing", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    d.clock.set(START + 3 * DAY_MS);
    const error = await refusal(
      w.step(w.members.sales, id, {
        step: "confirm",
        shipping: "included",
        leadTimeDays: 10,
        note: undefined,
      }),
    );
    expect(error).toMatchObject({ code: "conflict", message: "orders.errors.deadlinePassed" });
    expect(await w.read(id)).toMatchObject({ status: "created", version: 1 });
  });

  it("completes an order shipped by sea after 45 days, and after 60 when the buyer extended", async () => {
    const { d, w } = await setup();
    const id = await w.shippedOrder("sea");
    const shippedAt = d.clock.now();
    d.clock.set(shippedAt + 45 * DAY_MS - MINUTE);
    await enforceOrderDeadlines(d);
    expect((await w.read(id)).status).toBe("shipped");
    d.clock.set(shippedAt + 45 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ completed: 1 });
    expect((await w.read(id)).status).toBe("completed");
    expect((await w.events(id)).at(-1)).toMatchObject({ party: "system", action: "auto_complete" });

    d.clock.set(START);
    const extended = await w.shippedOrder("sea");
    d.clock.set(START + 10 * DAY_MS);
    await w.step(w.buyer, extended, { step: "extend_receipt" });
    d.clock.set(START + 45 * DAY_MS);
    await enforceOrderDeadlines(d);
    expect((await w.read(extended)).status).toBe("shipped");
    d.clock.set(START + 60 * DAY_MS - MINUTE);
    await enforceOrderDeadlines(d);
    expect((await w.read(extended)).status).toBe("shipped");
    d.clock.set(START + 60 * DAY_MS);
    await enforceOrderDeadlines(d);
    expect((await w.read(extended)).status).toBe("completed");
  });

  it("makes exactly one change when the run and a party act at the same moment", async () => {
    const { d, w } = await setup();
    const id = await w.shippedOrder("air");
    d.clock.set(START + 15 * DAY_MS);
    const [run, party] = await Promise.allSettled([
      enforceOrderDeadlines(d),
      w.step(w.buyer, id, { step: "confirm_receipt" }),
    ]);
    expect(run.status).toBe("fulfilled");
    if (party.status === "rejected") expect(party.reason).toBeInstanceOf(AppError);
    const changes = (await w.events(id)).filter((e) => e.from_status === "shipped");
    expect(changes).toHaveLength(1);
    expect(["confirm_receipt", "auto_complete"]).toContain(changes[0]!.action);
    expect((await w.read(id)).status).toBe("completed");

    // The loser of a true race read the order before the winner wrote: it is refused as a conflict.
    const created = await w.order();
    d.clock.set(START + 18 * DAY_MS);
    const stale = await w.read(created);
    await enforceOrderDeadlines(d);
    const error = await refusal(
      d.db.transaction().execute((trx) =>
        commitOrderChange(
          trx,
          stale,
          {
            party: "supplier",
            actorUserId: w.members.sales.id,
            action: "decline",
            to: "closed",
            set: { closed_reason: "declined" },
          },
          d.clock.now(),
          d.config,
        ),
      ),
    );
    expect(error.code).toBe("conflict");
    expect((await w.events(created)).filter((e) => e.to_status === "closed")).toHaveLength(1);
    expect((await w.read(created)).closed_reason).toBe("timed_out");
  });

  it("keeps an order whose balance is overdue open and flags it once to the operator and both sides", async () => {
    const { d, w } = await setup();
    const id = await w.order({ depositPercent: 30 });
    await w.step(w.members.sales, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: 20,
      depositPercent: 30,
      note: undefined,
    });
    await w.step(
      w.buyer,
      id,
      { step: "declare_payment", amount: 2_430_000, paidOn: "2026-12-01", bankReference: "DEP-1" },
      w.proof(),
    );
    await w.step(w.members.finance, id, { step: "approve_payment" });
    await w.step(w.members.sales, id, { step: "request_balance" });
    expect(await w.read(id)).toMatchObject({ status: "payment_waiting", milestone: "balance" });

    d.clock.set(START + 8 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ closed: 0, flagged: 1 });
    expect((await w.read(id)).status).toBe("payment_waiting");
    const flags = await notices(d, "order.balance_overdue");
    expect(flags.map((n) => n.to_email)).toContain(d.config.supportEmail);
    expect(flags.map((n) => n.user_id)).toEqual(expect.arrayContaining([w.buyer.id, w.members.finance.id]));
    expect((await w.events(id)).at(-1)).toMatchObject({ action: "balance_overdue", party: "system" });

    d.clock.set(START + 9 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ flagged: 0 });
    expect(await notices(d, "order.balance_overdue")).toHaveLength(flags.length);
  });

  it("reminds the late supplier once when a payment waits for approval past its deadline", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    await w.step(w.members.sales, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: 20,
      note: undefined,
    });
    await w.step(
      w.buyer,
      id,
      { step: "declare_payment", amount: 8_100_000, paidOn: "2026-12-01", bankReference: "TX-9" },
      w.proof(),
    );
    d.clock.set(START + 3 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ reminded: 1, closed: 0 });
    expect((await w.read(id)).status).toBe("payment_approval_pending");
    const late = await notices(d, "order.reminder.late");
    expect(late.map((n) => n.user_id).sort()).toEqual(
      [w.members.owner.id, w.members.admin.id, w.members.sales.id, w.members.finance.id].sort(),
    );
    d.clock.set(START + 4 * DAY_MS);
    expect(await enforceOrderDeadlines(d)).toMatchObject({ reminded: 0 });
    expect(await notices(d, "order.reminder.late")).toHaveLength(late.length);
  });

  it("reminds the side whose turn it is within a day of its deadline, once per status", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    d.clock.set(START + DAY_MS);
    expect(await remindOfComingDeadlines(d)).toBe(0);
    d.clock.set(START + 2 * DAY_MS + MINUTE);
    expect(await remindOfComingDeadlines(d)).toBe(1);
    expect(await remindOfComingDeadlines(d)).toBe(0);
    const due = await notices(d, "order.reminder.due");
    const english = due.find((n) => n.user_id === w.members.admin.id);
    expect(english?.subject).toBe("Waiting for you: confirm order O-000001 by Dec 4, 2026");
    expect(english?.body).toContain("http://localhost:3000/supplier/orders/1");
    expect(due.find((n) => n.user_id === w.members.owner.id)?.subject).toContain(
      "die Bestellung O-000001 bestätigen",
    );
    expect(due.map((n) => n.user_id)).not.toContain(w.buyer.id);

    // The next status has its own deadline and its own reminder, to the buyer this time.
    await w.step(w.members.sales, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: 20,
      note: undefined,
    });
    d.clock.set(d.clock.now() + 6 * DAY_MS + MINUTE);
    expect(await remindOfComingDeadlines(d)).toBe(1);
    const toBuyer = (await notices(d, "order.reminder.due")).filter((n) => n.user_id === w.buyer.id);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]).toMatchObject({ lang: "fr" });
    expect(toBuyer[0]!.body).toContain("http://fr.localhost:3000/profile/orders/1");
  });

  it("keeps one hourly and one daily run waiting, each queueing its successor", async () => {
    const { d } = await setup();
    await scheduleOrderDeadlines(d);
    await scheduleOrderDeadlines(d);
    const waiting = async (queue: string) =>
      d.db
        .selectFrom("jobs")
        .select(["id", "run_at"])
        .where("queue", "=", queue)
        .where("state", "=", "pending")
        .execute();
    const hourly = await waiting(DEADLINE_QUEUE);
    expect(hourly.map((j) => new Date(j.run_at).toISOString())).toEqual(["2026-12-01T10:00:00.000Z"]);
    expect((await waiting(REMINDER_QUEUE)).map((j) => new Date(j.run_at).toISOString())).toEqual([
      "2026-12-02T06:00:00.000Z",
    ]);
    d.clock.set("2026-12-01T10:00:00Z");
    await d.db.updateTable("jobs").set({ state: "running" }).where("id", "=", hourly[0]!.id).execute();
    const handlers = orderDeadlineHandlers(d);
    await handlers[DEADLINE_QUEUE]!(null, { id: hourly[0]!.id } as never);
    expect((await waiting(DEADLINE_QUEUE)).map((j) => new Date(j.run_at).toISOString())).toEqual([
      "2026-12-01T11:00:00.000Z",
    ]);
  });
});
