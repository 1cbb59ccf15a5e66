import { RFQ_DAY_MS } from "#core/rules/rfq-flow.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { type JobHandlers, scheduleRecurring } from "#server/modules/jobs/index.ts";
import * as jobs from "./rfq-jobs.repo.ts";
import { sendRfqDigest, tellBuyerRfqClosed } from "./rfq-mail.ts";
import { rfqTranslationHandlers } from "./rfq-translation.ts";
import { findRfq, findRfqTexts } from "./rfqs.repo.ts";

/**
 * The request jobs: every hour, requests whose time ran out close (expired) and the buyers of
 * requests that closed by themselves (expired, or full with their last quote) are told; every
 * day, each active company is e-mailed the new requests in its categories.
 */
export const RFQ_CLOSE_QUEUE = "rfqs.close";
export const RFQ_DIGEST_QUEUE = "rfqs.digest";

const HOUR = 3_600_000;
/** The digest leaves at this hour (UTC), in the morning of most suppliers' day. */
const DIGEST_HOUR_UTC = 7;
/** Buyers are told of closes this recent: older ones were told, or are not news any more. */
const TELL_WITHIN_MS = 7 * RFQ_DAY_MS;

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

const iso = (ms: number) => new Date(ms).toISOString();
const mailDeps = (deps: Deps) => ({ db: deps.db, clock: deps.clock, site: deps.config });

export interface RfqCloseRun {
  /** Requests closed as expired by this run. */
  expired: number;
  /** Buyers told their request closed (expired or full). */
  told: number;
}

/**
 * Closes every open request whose deadline has passed, each in its own guarded statement (a
 * buyer's extension or the last quote taken at the same moment: one of the two wins whole), then
 * tells the buyer of each request closed lately by itself, once.
 */
export async function closeExpiredRfqs(deps: Deps): Promise<RfqCloseRun> {
  const run: RfqCloseRun = { expired: 0, told: 0 };
  const now = iso(deps.clock.now());
  for (let afterId = 0; ; ) {
    const ids = await jobs.findExpiredOpenRfqIds(deps.db, now, afterId);
    for (const id of ids) {
      const expired = await deps.db.transaction().execute(async (trx) => {
        if (!(await jobs.expireRfq(trx, id, now))) return false;
        await recordAudit(trx, { userId: null, action: "rfq.expire", entity: "rfq", entityId: id });
        return true;
      });
      if (expired) run.expired++;
    }
    if (ids.length < jobs.JOB_PAGE) break;
    afterId = ids.at(-1)!;
  }
  run.told = await tellBuyersOfClosedRfqs(deps);
  return run;
}

/**
 * E-mails the buyer of each request closed full or expired in the last week and not told yet:
 * the claim and the e-mail's queueing are one transaction, so each buyer is told once. A request
 * closes as full inside the quote's statement (quotes module), which tells no one; this tells
 * them within the hour.
 */
export async function tellBuyersOfClosedRfqs(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let told = 0;
  for (let afterId = 0; ; ) {
    const ids = await jobs.findUntoldClosedRfqIds(deps.db, iso(now - TELL_WITHIN_MS), afterId);
    for (const id of ids) {
      try {
        const sent = await durableTransaction(deps.db, async (trx) => {
          const rfq = await findRfq(trx, id);
          if (!rfq || !(await jobs.claimCloseNotice(trx, id, iso(now)))) return false;
          const texts = await findRfqTexts(trx, [id]);
          const title = texts.find((t) => t.origin === "source")?.title ?? "";
          await tellBuyerRfqClosed({ ...mailDeps(deps), db: trx }, rfq, title);
          return true;
        });
        if (sent) told++;
      } catch (error) {
        deps.log.error({ err: error, rfqId: id }, "telling the buyer of a closed request failed");
      }
    }
    if (ids.length < jobs.JOB_PAGE) return told;
    afterId = ids.at(-1)!;
  }
}

export interface RfqDigestRun {
  /** Companies whose digest went out. */
  companies: number;
  /** E-mails queued (one per member told). */
  mails: number;
}

/**
 * For each active company with new open requests in its categories (not named to it yet, not
 * posted by one of its own members): one e-mail to its members who quote or act on orders, at
 * most one a day (a second run the same day finds the day claimed and leaves the requests for
 * tomorrow), and each request named to the company once.
 */
export async function sendRfqDigests(deps: Deps): Promise<RfqDigestRun> {
  const run: RfqDigestRun = { companies: 0, mails: 0 };
  const nowMs = deps.clock.now();
  const now = iso(nowMs);
  const day = now.slice(0, 10);
  for (let afterId = 0; ; ) {
    const companyIds = await jobs.findCompaniesWithNewRfqs(deps.db, now, afterId);
    for (const companyId of companyIds) {
      try {
        const mails = await deps.db.transaction().execute(async (trx) => {
          const rfqIds = await jobs.findNewRfqsForCompany(trx, companyId, now);
          if (!rfqIds.length || !(await jobs.claimDigestDay(trx, companyId, day, now))) return undefined;
          await jobs.recordAnnouncements(trx, companyId, rfqIds, now);
          const name = (await jobs.findCompanyName(trx, companyId)) ?? "";
          const texts = await findRfqTexts(trx, rfqIds);
          return sendRfqDigest({ ...mailDeps(deps), db: trx }, { id: companyId, name }, rfqIds, texts);
        });
        if (mails !== undefined) {
          run.companies++;
          run.mails += mails;
        }
      } catch (error) {
        deps.log.error({ err: error, companyId }, "the request digest of a company failed");
      }
    }
    if (companyIds.length < jobs.JOB_PAGE) return run;
    afterId = companyIds.at(-1)!;
  }
}

/** The next hourly run: the start of the next hour. */
export function nextCloseRun(now: number): Date {
  return new Date(Math.floor(now / HOUR) * HOUR + HOUR);
}

/** The next daily run: today's digest hour if it is still ahead, else tomorrow's. */
export function nextDigestRun(now: number): Date {
  const next = new Date(now);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Queues both recurring runs unless one of each is waiting already (the leading server calls it when it starts leading). */
export async function scheduleRfqJobs(deps: Pick<AppDeps, "db" | "clock">): Promise<void> {
  const now = deps.clock.now();
  await scheduleRecurring(deps.db, deps.clock, RFQ_CLOSE_QUEUE, nextCloseRun(now));
  await scheduleRecurring(deps.db, deps.clock, RFQ_DIGEST_QUEUE, nextDigestRun(now));
}

/** Every queue of requests: the translation, the hourly close and the daily digest. */
export function rfqJobHandlers(deps: Deps): JobHandlers {
  return {
    ...rfqTranslationHandlers(deps),
    [RFQ_CLOSE_QUEUE]: async (_payload, job) => {
      await closeExpiredRfqs(deps);
      await scheduleRecurring(deps.db, deps.clock, RFQ_CLOSE_QUEUE, nextCloseRun(deps.clock.now()), job.id);
    },
    [RFQ_DIGEST_QUEUE]: async (_payload, job) => {
      await sendRfqDigests(deps);
      await scheduleRecurring(deps.db, deps.clock, RFQ_DIGEST_QUEUE, nextDigestRun(deps.clock.now()), job.id);
    },
  };
}
