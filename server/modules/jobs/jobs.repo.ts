import { type ExpressionBuilder, SqliteAdapter, sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { JobState } from "#server/db/schema/job-tables.ts";
import type { Database } from "#server/db/schema.ts";

export async function insertJob(
  db: Db,
  job: { queue: string; payload: string; runAt: string; maxAttempts: number },
): Promise<number> {
  const row = await db
    .insertInto("jobs")
    .values({ queue: job.queue, payload: job.payload, run_at: job.runAt, max_attempts: job.maxAttempts })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Due pending jobs, and running ones whose process let the lease run out. */
const claimable = (now: string, queues: readonly string[]) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.and([
    eb("queue", "in", queues),
    eb.or([
      eb.and([eb("state", "=", "pending"), eb("run_at", "<=", now)]),
      eb.and([eb("state", "=", "running"), eb("locked_until", "<=", now)]),
    ]),
  ]);

/** Whether any job of these queues could be claimed now (a read, so idle polling takes no write lock). */
export async function hasClaimableJob(db: Db, queues: readonly string[], now: string): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where(claimable(now, queues))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ClaimedJobRow {
  id: number;
  queue: string;
  payload: string;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims the oldest claimable job in one statement: the state condition is checked again by
 * the UPDATE itself, so of two processes racing for one job only one gets it. On PostgreSQL the
 * candidate row is locked with SKIP LOCKED, so the loser moves on to the next job instead of
 * waiting; SQLite runs one writer at a time anyway.
 */
export async function claimJob(
  db: Db,
  claim: { queues: readonly string[]; now: string; lockedUntil: string; lockToken: string },
): Promise<ClaimedJobRow | undefined> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return db
    .updateTable("jobs")
    .set({
      state: "running",
      attempts: sql<number>`attempts + 1`,
      locked_until: claim.lockedUntil,
      lock_token: claim.lockToken,
    })
    .where("id", "=", (eb) => {
      const candidate = eb
        .selectFrom("jobs")
        .select("id")
        .where(claimable(claim.now, claim.queues))
        .orderBy("run_at")
        .orderBy("id")
        .limit(1);
      return sqlite ? candidate : candidate.forUpdate().skipLocked();
    })
    .where(claimable(claim.now, claim.queues))
    .returning(["id", "queue", "payload", "attempts", "max_attempts"])
    .executeTakeFirst();
}

/** Ends a claimed job; false when the claim is no longer this process's (its lease ran out). */
export async function finishJob(
  db: Db,
  job: { id: number; lockToken: string },
  outcome:
    | { state: "done"; now: string }
    | { state: "dead"; now: string; error: string }
    | { state: "pending"; runAt: string; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({
      state: outcome.state,
      locked_until: null,
      lock_token: null,
      ...(outcome.state === "pending" ? { run_at: outcome.runAt } : { finished_at: outcome.now }),
      ...(outcome.state === "done" ? {} : { last_error: outcome.error }),
    })
    .where("id", "=", job.id)
    .where("lock_token", "=", job.lockToken)
    .where("state", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countByQueueAndState(db: Db) {
  return db
    .selectFrom("jobs")
    .select(["queue", "state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["queue", "state"])
    .orderBy("queue")
    .orderBy("state")
    .execute();
}

export async function findJob(db: Db, id: number) {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Deletes jobs that ended (done or dead) before `before`. */
export async function deleteFinishedJobs(db: Db, states: readonly JobState[], before: string) {
  await db.deleteFrom("jobs").where("state", "in", states).where("finished_at", "<", before).execute();
}

export async function countByState(db: Db) {
  return db
    .selectFrom("jobs")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
}

/** Dead jobs, the last to die first. The payload is left out: it may hold addresses and tokens. */
export async function findDeadJobs(db: Db, { offset, limit }: { offset: number; limit: number }) {
  return db
    .selectFrom("jobs")
    .select(["id", "queue", "attempts", "max_attempts", "finished_at", "last_error"])
    .where("state", "=", "dead")
    .orderBy("finished_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * Puts a dead job back in the queue in one statement whose WHERE checks it is still dead, so
 * of two retries of one job only the first changes it; false when it was not dead (any more).
 */
export async function requeueDeadJob(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({
      state: "pending",
      attempts: 0,
      run_at: now,
      finished_at: null,
      locked_until: null,
      lock_token: null,
    })
    .where("id", "=", id)
    .where("state", "=", "dead")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payloads of a queue's jobs still to run (waiting or running) whose JSON starts with `prefix`. */
export async function findUnfinishedPayloads(db: Db, queue: string, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom("jobs")
    .select("payload")
    .where("queue", "=", queue)
    .where("state", "in", ["pending", "running"])
    // A wildcard in the prefix would only widen the match; the exact test follows.
    .where("payload", "like", `${prefix}%`)
    .execute();
  return rows.map((row) => row.payload).filter((payload) => payload.startsWith(prefix));
}

/** Whether the queue holds a job not yet finished, other than `exceptId` (for recurring jobs). */
export async function hasPendingJob(db: Db, queue: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("queue", "=", queue)
    .where("state", "=", "pending")
    .where("id", "<>", exceptId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
