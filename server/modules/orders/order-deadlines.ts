import { CLOSING_STATUSES, DAY_MS, type OrderStatus, turnOf } from "#core/rules/order-flow.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { type JobHandlers, scheduleRecurring } from "#server/modules/jobs/index.ts";
import { commitOrderChange } from "./order-commit.ts";
import * as deadlines from "./order-deadlines.repo.ts";
import { flagOverdueBalance, remindSide } from "./order-mail.ts";
import * as repo from "./orders.repo.ts";

/** The hourly run that acts on passed deadlines, and the daily one that reminds of coming ones. */
export const DEADLINE_QUEUE = "orders.deadlines";
export const REMINDER_QUEUE = "orders.reminders";

const HOUR = 3_600_000;
/** The daily reminders leave at this hour (UTC), in the morning of most of the buyers' and suppliers' day. */
const REMINDER_HOUR_UTC = 6;

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

/**
 * Statuses with a deadline: the hourly run acts once it has passed, the daily one reminds of it
 * (Completed and Closed have none).
 */
const WITH_DEADLINE: readonly OrderStatus[] = [
  ...CLOSING_STATUSES,
  "payment_approval_pending",
  "shipment_waiting",
  "shipped",
];

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (at: string | null) => (at === null ? null : Date.parse(at));

/** Reminded since the deadline passed: the late reminder (or the balance flag) went out. */
const toldLate = (order: repo.OrderRow) =>
  order.reminded_at !== null && (ms(order.reminded_at) ?? 0) >= (ms(order.deadline_at) ?? 0);
/** Reminded within the last day before the deadline: the reminder of it went out. */
const toldDue = (order: repo.OrderRow) =>
  order.reminded_at !== null && (ms(order.reminded_at) ?? 0) >= (ms(order.deadline_at) ?? 0) - DAY_MS;

/** What the hourly run did: changes made, e-mails sent, and orders a party changed first. */
export interface DeadlineRun {
  closed: number;
  completed: number;
  reminded: number;
  flagged: number;
  conflicts: number;
}

/**
 * Acts on every order whose deadline has passed, one by one, each in its own transaction:
 * - Proposed, Created, Shipment Cost Waiting, Payment Waiting: closed as timed out; but when a
 *   payment was approved (the balance is due after a deposit) the order may not close: both sides
 *   and the operator are told once.
 * - Shipped: completed by itself (the receipt window is over).
 * - Payment Approval Pending, Shipment Waiting: the supplier, who is late, is reminded once.
 * Every change goes through `commitOrderChange` as the system, guarded like a party's step: when a
 * party acts at the same moment one of the two wins and the other changes nothing, and the run
 * goes on with the next order.
 */
export async function enforceOrderDeadlines(deps: Deps): Promise<DeadlineRun> {
  const run: DeadlineRun = { closed: 0, completed: 0, reminded: 0, flagged: 0, conflicts: 0 };
  let afterId = 0;
  for (;;) {
    const ids = await deadlines.findOrderIdsByDeadline(
      deps.db,
      WITH_DEADLINE,
      { until: iso(deps.clock.now()) },
      afterId,
    );
    for (const id of ids) {
      try {
        const done = await actOnPassedDeadline(deps, id);
        if (done) run[done]++;
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict") run.conflicts++;
        else deps.log.error({ err: error, orderId: id }, "order deadline failed");
      }
    }
    if (ids.length < deadlines.DEADLINE_PAGE) return run;
    afterId = ids[ids.length - 1]!;
  }
}

async function actOnPassedDeadline(deps: Deps, orderId: number): Promise<keyof DeadlineRun | undefined> {
  const now = deps.clock.now();
  const order = await repo.findOrder(deps.db, orderId);
  // Read again: a party may have acted, or extended the deadline, since the page was read.
  if (!order?.deadline_at || Date.parse(order.deadline_at) > now) return undefined;
  const mailDeps = { db: deps.db, clock: deps.clock, site: deps.config };
  if (CLOSING_STATUSES.includes(order.status)) {
    const paid = order.milestone === "balance" || (await repo.countApprovedPayments(deps.db, order.id)) > 0;
    if (paid) {
      if (toldLate(order)) return undefined;
      const flagged = await durableTransaction(deps.db, async (trx) => {
        if (!(await deadlines.claimReminder(trx, order, iso(now)))) return false;
        await repo.insertEvent(trx, {
          order_id: order.id,
          party: "system",
          actor_user_id: null,
          action: "balance_overdue",
          from_status: order.status,
          to_status: order.status,
          created_at: iso(now),
        });
        await recordAudit(trx, {
          userId: null,
          action: "order.balance_overdue",
          entity: "order",
          entityId: order.id,
          details: { status: order.status, deadline: order.deadline_at },
        });
        await flagOverdueBalance({ ...mailDeps, db: trx }, order);
        return true;
      });
      return flagged ? "flagged" : undefined;
    }
    await durableTransaction(deps.db, (trx) =>
      commitOrderChange(
        trx,
        order,
        {
          party: "system",
          actorUserId: null,
          action: "time_out",
          to: "closed",
          set: { closed_reason: "timed_out" },
        },
        now,
        deps.config,
      ),
    );
    return "closed";
  }
  if (order.status === "shipped") {
    await durableTransaction(deps.db, (trx) =>
      commitOrderChange(
        trx,
        order,
        { party: "system", actorUserId: null, action: "auto_complete", to: "completed" },
        now,
        deps.config,
      ),
    );
    return "completed";
  }
  // Payment Approval Pending or Shipment Waiting: the supplier is late. Not while a refund is
  // asked for: the operator decides then, and the supplier may no longer ship.
  if (toldLate(order) || order.refund_requested_at !== null) return undefined;
  const reminded = await durableTransaction(deps.db, async (trx) => {
    if (!(await deadlines.claimReminder(trx, order, iso(now)))) return false;
    await remindSide({ ...mailDeps, db: trx }, order, "supplier", "late");
    return true;
  });
  return reminded ? "reminded" : undefined;
}

/**
 * E-mails the side whose turn it is when its deadline falls within the next 24 hours, once per
 * deadline (a status's, or an extended one's). Gives how many orders were reminded.
 */
export async function remindOfComingDeadlines(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let reminded = 0;
  let afterId = 0;
  for (;;) {
    const ids = await deadlines.findOrderIdsByDeadline(
      deps.db,
      WITH_DEADLINE,
      { after: iso(now), until: iso(now + DAY_MS) },
      afterId,
    );
    for (const id of ids) {
      const order = await repo.findOrder(deps.db, id);
      if (!order?.deadline_at || toldDue(order)) continue;
      const turn = turnOf({ status: order.status, refundRequested: order.refund_requested_at !== null });
      if (turn !== "buyer" && turn !== "supplier") continue;
      const sent = await deps.db.transaction().execute(async (trx) => {
        if (!(await deadlines.claimReminder(trx, order, iso(now)))) return false;
        await remindSide({ db: trx, clock: deps.clock, site: deps.config }, order, turn, "due");
        return true;
      });
      if (sent) reminded++;
    }
    if (ids.length < deadlines.DEADLINE_PAGE) return reminded;
    afterId = ids[ids.length - 1]!;
  }
}

/** The next hourly run: the start of the next hour. */
export function nextDeadlineRun(now: number): Date {
  return new Date(Math.floor(now / HOUR) * HOUR + HOUR);
}

/** The next daily run: today's reminder hour if it is still ahead, else tomorrow's. */
export function nextReminderRun(now: number): Date {
  const next = new Date(now);
  next.setUTCHours(REMINDER_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Queues both runs unless one of each is waiting already (the leading server calls it when it starts leading). */
export async function scheduleOrderDeadlines(deps: Pick<AppDeps, "db" | "clock">) {
  const now = deps.clock.now();
  await scheduleRecurring(deps.db, deps.clock, DEADLINE_QUEUE, nextDeadlineRun(now));
  await scheduleRecurring(deps.db, deps.clock, REMINDER_QUEUE, nextReminderRun(now));
}

export function orderDeadlineHandlers(deps: Deps): JobHandlers {
  return {
    [DEADLINE_QUEUE]: async (_payload, job) => {
      await enforceOrderDeadlines(deps);
      await scheduleRecurring(deps.db, deps.clock, DEADLINE_QUEUE, nextDeadlineRun(deps.clock.now()), job.id);
    },
    [REMINDER_QUEUE]: async (_payload, job) => {
      await remindOfComingDeadlines(deps);
      await scheduleRecurring(deps.db, deps.clock, REMINDER_QUEUE, nextReminderRun(deps.clock.now()), job.id);
    },
  };
}
