import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/connect.ts";
import { JOB_STATES, type JobState } from "#server/db/schema/job-tables.ts";
import type { Clock } from "#server/lib/clock.ts";
import * as repo from "./jobs.repo.ts";

/**
 * Durable jobs: work that must happen but not while someone waits for a page (e-mail now;
 * translation, imports and deadlines later). A job is a row, so it survives restarts and is
 * worked by whichever server process claims it first (job-worker.ts).
 */

const HOUR = 3_600_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
/** How long a claim lasts; a process that has not finished by then may see the job taken again. */
export const DEFAULT_LEASE_MS = 15 * 60_000;

/**
 * The wait before attempt n+1 after n failed: 30 s, 1 min, 2 min, … doubling up to an hour, so
 * a short outage (the mail server restarting) costs little and a long one is not hammered. With
 * the default 8 attempts a job is given up after about an hour.
 */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), HOUR);
}

export interface NewJob {
  queue: string;
  /** Stored as JSON; keep secrets out of it (the handler can look them up or make them). */
  payload: unknown;
  /** When to run it; now when absent. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Queues a job. `db` may be a transaction: the job then exists only if the change it belongs to
 * is committed.
 */
export async function enqueueJob(db: Db, clock: Clock, job: NewJob): Promise<number> {
  return repo.insertJob(db, {
    queue: job.queue,
    payload: JSON.stringify(job.payload ?? null),
    runAt: (job.runAt ?? new Date(clock.now())).toISOString(),
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  lockToken: string;
}

/** Claims the next due job of `queues` for this process, or undefined when none is due. */
export async function claimNextJob(
  db: Db,
  clock: Clock,
  queues: readonly string[],
  leaseMs = DEFAULT_LEASE_MS,
): Promise<ClaimedJob | undefined> {
  if (queues.length === 0) return undefined;
  const now = clock.now();
  const nowIso = new Date(now).toISOString();
  if (!(await repo.hasClaimableJob(db, queues, nowIso))) return undefined;
  const lockToken = randomUUID();
  const row = await repo.claimJob(db, {
    queues,
    now: nowIso,
    lockedUntil: new Date(now + leaseMs).toISOString(),
    lockToken,
  });
  if (!row) return undefined;
  if (row.attempts > row.max_attempts) {
    // Its last attempt's process stopped before finishing: nothing is left to try.
    await repo.finishJob(
      db,
      { id: row.id, lockToken },
      {
        state: "dead",
        now: nowIso,
        error: "abandoned: the process running its last attempt stopped",
      },
    );
    return claimNextJob(db, clock, queues, leaseMs);
  }
  return {
    id: row.id,
    queue: row.queue,
    payload: JSON.parse(row.payload) as unknown,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    lockToken,
  };
}

export async function completeJob(db: Db, clock: Clock, job: ClaimedJob): Promise<boolean> {
  return repo.finishJob(db, job, { state: "done", now: new Date(clock.now()).toISOString() });
}

/** A failed run: tried again after the back-off, or dead (with the error kept) after the last attempt. */
export async function failJob(db: Db, clock: Clock, job: ClaimedJob, error: unknown): Promise<JobState> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "failed";
  const now = clock.now();
  if (job.attempt >= job.maxAttempts) {
    await repo.finishJob(db, job, { state: "dead", now: new Date(now).toISOString(), error: message });
    return "dead";
  }
  await repo.finishJob(db, job, {
    state: "pending",
    runAt: new Date(now + retryDelayMs(job.attempt)).toISOString(),
    error: message,
  });
  return "pending";
}

export interface JobCount {
  queue: string;
  state: JobState;
  count: number;
}

/** How many jobs each queue holds in each state (for a metrics gauge and the operators). */
export async function countJobsByQueueAndState(db: Db): Promise<JobCount[]> {
  const rows = await repo.countByQueueAndState(db);
  return rows
    .filter((row): row is typeof row & { state: JobState } => JOB_STATES.includes(row.state))
    .map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count) }));
}

/** Forgets done jobs after a week; dead ones stay a month for whoever looks into them. */
export async function purgeFinishedJobs(db: Db, now: number): Promise<void> {
  await repo.deleteFinishedJobs(db, ["done"], new Date(now - 7 * 24 * HOUR).toISOString());
  await repo.deleteFinishedJobs(db, ["dead"], new Date(now - 30 * 24 * HOUR).toISOString());
}

/**
 * The payloads of a queue's jobs not finished yet (waiting, or being run), for a page that shows
 * work in progress; `prefix` narrows them by the start of their JSON (e.g. `{"companyId":7,`).
 */
export async function unfinishedJobPayloads(db: Db, queue: string, prefix = ""): Promise<unknown[]> {
  const payloads = await repo.findUnfinishedPayloads(db, queue, prefix);
  return payloads.map((payload) => JSON.parse(payload) as unknown);
}

/**
 * Keeps one job of a recurring queue waiting: queues it at `runAt` unless another job of the
 * queue (other than `currentJobId`, the run now ending) is waiting already. Only a waiting job
 * counts, not a running one: two runs ending at the same moment would otherwise each see the
 * other and both end the chain. Only the leading server queues a chain's first run; should two
 * ever be waiting (a new leader racing the end of a run), the first of the two to end sees the
 * other waiting and queues no successor, so the chain is one again.
 */
export async function scheduleRecurring(
  db: Db,
  clock: Clock,
  queue: string,
  runAt: Date,
  currentJobId = -1,
): Promise<boolean> {
  if (await repo.hasPendingJob(db, queue, currentJobId)) return false;
  await enqueueJob(db, clock, { queue, payload: null, runAt });
  return true;
}
