import {
  addDays,
  dayOf,
  OPEN_QUOTE_STATUSES,
  QUOTE_ACTIONS,
  QUOTE_REMINDER_DAYS,
  quoteActionProblem,
} from "#core/rules/quote-flow.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { type JobHandlers, scheduleRecurring } from "#server/modules/jobs/index.ts";
import * as expiry from "./quote-expiry.repo.ts";
import { remindBuyer } from "./quote-mail.ts";
import * as threads from "./quote-threads.repo.ts";

/** The hourly run that expires quotes past their last day, and the daily one that reminds buyers. */
export const QUOTE_EXPIRY_QUEUE = "quotes.expiry";
export const QUOTE_REMINDER_QUEUE = "quotes.reminders";

const HOUR = 3_600_000;
/** The daily reminders leave at this hour (UTC), as the orders' do. */
const REMINDER_HOUR_UTC = 6;

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

/**
 * Expires every revision still waiting for an answer (sent, seen) or for the supplier's new
 * revision (changes asked for) whose last valid day has passed: each one guarded update, so a
 * party acting at the same moment wins and the run goes on. The inquiry's stage stays where it
 * is (the team decides whether the deal is lost). How many expired.
 */
export async function expireQuotes(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const today = dayOf(now);
  const at = new Date(now).toISOString();
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const page = await expiry.findExpiringRevisions(
      deps.db,
      QUOTE_ACTIONS.expire.from,
      addDays(today, -1),
      afterId,
    );
    for (const revision of page) {
      try {
        if (
          quoteActionProblem(
            "expire",
            "system",
            { status: revision.status, validUntil: revision.valid_until },
            today,
          )
        )
          continue;
        const done = await deps.db.transaction().execute(async (trx) => {
          await threads.lockThread(trx, revision.quote_id, at);
          if (
            !(await threads.updateRevisionGuarded(trx, revision.id, revision, {
              status: "expired",
              updated_at: at,
            }))
          )
            return false;
          await recordAudit(trx, {
            userId: null,
            action: "quote.expire",
            entity: "quote",
            entityId: revision.quote_id,
            details: { revision: revision.number, from: revision.status, validUntil: revision.valid_until },
          });
          return true;
        });
        if (done) expired++;
      } catch (error) {
        deps.log.error({ err: error, revisionId: revision.id }, "quote expiry failed");
      }
    }
    if (page.length < expiry.JOB_PAGE) return expired;
    afterId = page[page.length - 1]!.id;
  }
}

/**
 * Reminds the buyer of each quote they have not answered (sent or seen) whose last valid day is
 * at most 2 days away: once per revision. How many were reminded.
 */
export async function remindOfExpiringQuotes(deps: Deps): Promise<number> {
  const today = dayOf(deps.clock.now());
  let reminded = 0;
  let afterId = 0;
  for (;;) {
    const page = await expiry.findRevisionsToRemind(
      deps.db,
      OPEN_QUOTE_STATUSES,
      { from: today, until: addDays(today, QUOTE_REMINDER_DAYS) },
      afterId,
    );
    for (const revision of page) {
      const sent = await durableTransaction(deps.db, async (trx) => {
        if (!(await expiry.claimReminder(trx, revision))) return false;
        await remindBuyer(
          { db: trx, clock: deps.clock, site: deps.config },
          { id: revision.quote_id, buyer_user_id: revision.buyer_user_id },
          revision,
          revision.company_name,
        );
        return true;
      });
      if (sent) reminded++;
    }
    if (page.length < expiry.JOB_PAGE) return reminded;
    afterId = page[page.length - 1]!.id;
  }
}

/** The next hourly run: the start of the next hour. */
export function nextExpiryRun(now: number): Date {
  return new Date(Math.floor(now / HOUR) * HOUR + HOUR);
}

/** The next daily run: today's reminder hour if it is still ahead, else tomorrow's. */
export function nextQuoteReminderRun(now: number): Date {
  const next = new Date(now);
  next.setUTCHours(REMINDER_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Queues both runs unless one of each is waiting already (the leading server calls it when it starts leading). */
export async function scheduleQuoteJobs(deps: Pick<AppDeps, "db" | "clock">) {
  const now = deps.clock.now();
  await scheduleRecurring(deps.db, deps.clock, QUOTE_EXPIRY_QUEUE, nextExpiryRun(now));
  await scheduleRecurring(deps.db, deps.clock, QUOTE_REMINDER_QUEUE, nextQuoteReminderRun(now));
}

export function quoteJobHandlers(deps: Deps): JobHandlers {
  return {
    [QUOTE_EXPIRY_QUEUE]: async (_payload, job) => {
      await expireQuotes(deps);
      await scheduleRecurring(
        deps.db,
        deps.clock,
        QUOTE_EXPIRY_QUEUE,
        nextExpiryRun(deps.clock.now()),
        job.id,
      );
    },
    [QUOTE_REMINDER_QUEUE]: async (_payload, job) => {
      await remindOfExpiringQuotes(deps);
      await scheduleRecurring(
        deps.db,
        deps.clock,
        QUOTE_REMINDER_QUEUE,
        nextQuoteReminderRun(deps.clock.now()),
        job.id,
      );
    },
  };
}
