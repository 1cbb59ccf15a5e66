import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import type { Logger } from "#server/lib/logger.ts";
import { type ClaimedJob, claimNextJob, completeJob, DEFAULT_LEASE_MS, failJob } from "./jobs.ts";

/** What a queue does with one of its jobs; a throw is a failed attempt (retried, then dead). */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  leaseMs?: number;
}

/**
 * Works the jobs of the queues it has handlers for, one at a time, in every server process:
 * when it finds a due job it runs it and looks again at once; when none is due it waits
 * `pollMs` (an idle look is one indexed read). `stop()` stops claiming and waits for the job in
 * hand, so a shutdown does not cut an e-mail in half.
 */
export class JobWorker {
  private readonly deps: { db: Db; clock: Clock; log: Pick<Logger, "error" | "warn"> };
  private readonly handlers: JobHandlers;
  private readonly options: JobWorkerOptions;
  private readonly queues: string[];
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(deps: JobWorker["deps"], handlers: JobHandlers, options: JobWorkerOptions = {}) {
    this.deps = deps;
    this.handlers = handlers;
    this.options = options;
    this.queues = Object.keys(handlers);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Runs every job that is due now, then returns how many ran (what tests and scripts call). */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await claimNextJob(this.deps.db, this.deps.clock, this.queues, this.options.leaseMs);
      if (!job) return ran;
      await this.run(job);
      ran++;
      if (!this.running && this.loop) return ran;
    }
  }

  private async work(): Promise<void> {
    while (this.running) {
      try {
        await this.runDueJobs();
      } catch (error) {
        // The database may be away for a moment: log, wait, try again.
        this.deps.log.error({ err: error }, "job worker: claiming failed");
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
        timer.unref();
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { db, clock, log } = this.deps;
    const handler = this.handlers[job.queue];
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.payload, job);
    } catch (error) {
      const state = await failJob(db, clock, job, error);
      log.warn({ err: error, jobId: job.id, queue: job.queue, attempt: job.attempt, state }, "job failed");
      return;
    }
    if (!(await completeJob(db, clock, job)))
      log.warn(
        { jobId: job.id, queue: job.queue, leaseMs: this.options.leaseMs ?? DEFAULT_LEASE_MS },
        "job finished after its lease ran out",
      );
  }
}
