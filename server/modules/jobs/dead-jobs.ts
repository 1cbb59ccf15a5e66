import type { Db } from "#server/db/connect.ts";
import type { JobState } from "#server/db/schema/job-tables.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isAdmin } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import * as repo from "./jobs.repo.ts";

/**
 * The operators' view of jobs that gave up (admins only, at /admin/jobs): what died, when, and
 * why, and a way to put one back in the queue once the cause is fixed.
 *
 * A job's payload is never shown, nor summarised: the mail queues' payloads hold e-mail
 * addresses and one-time tokens (confirmation, password reset), and a summary would have to know
 * every queue's secrets to leave them out. The queue and the job id say which job it is; whoever
 * needs more reads the row in the database.
 */

export const DEAD_JOBS_PAGE_SIZE = 25;

export interface DeadJob {
  id: number;
  queue: string;
  attempts: number;
  maxAttempts: number;
  /** When its last attempt failed. */
  diedAt: string | null;
  lastError: string;
}

function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.roles)) throw new AppError("not_allowed");
}

/** Dead jobs, the last to die first, one page (zero-based) at a time, with the count per state. */
export async function listDeadJobs(
  db: Db,
  actor: Actor,
  { page }: { page: number },
): Promise<{ items: DeadJob[]; counts: Record<JobState, number>; page: number; size: number }> {
  requireAdmin(actor);
  const counts: Record<JobState, number> = { pending: 0, running: 0, done: 0, dead: 0 };
  for (const row of await repo.countByState(db)) {
    if (row.state in counts) counts[row.state as JobState] = Number(row.count);
  }
  const rows = await repo.findDeadJobs(db, {
    offset: page * DEAD_JOBS_PAGE_SIZE,
    limit: DEAD_JOBS_PAGE_SIZE,
  });
  return {
    counts,
    page,
    size: DEAD_JOBS_PAGE_SIZE,
    items: rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      diedAt: row.finished_at,
      lastError: row.last_error ?? "",
    })),
  };
}

/**
 * Puts a dead job back in the queue: pending, its attempts from zero, due now. Only a dead job can
 * be retried, so a second click (or a second admin) on the same job is refused with "already
 * retried" and changes nothing; the audit log records the one retry that happened.
 */
export async function retryDeadJob(db: Db, clock: Clock, actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  const now = new Date(clock.now()).toISOString();
  const retried = await auditedChange(
    db,
    actor,
    (changed) => (changed ? { action: "job.retry", entity: "job", entityId: id } : null),
    (trx) => repo.requeueDeadJob(trx, id, now),
  );
  if (!retried) throw new AppError("conflict", "console.jobs.alreadyRetried");
}
