import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { JobWorker } from "./job-worker.ts";
import { findJob } from "./jobs.repo.ts";
import {
  claimNextJob,
  completeJob,
  countJobsByQueueAndState,
  enqueueJob,
  purgeFinishedJobs,
  retryDelayMs,
  scheduleRecurring,
} from "./jobs.ts";

const T0 = Date.parse("2026-11-26T10:00:00Z");
const quiet = { error: () => undefined, warn: () => undefined };

describeEachDatabase("jobs", (deps) => {
  const setup = () => {
    const { db, clock } = deps();
    clock.set(T0);
    return { db, clock };
  };

  it("enqueues, claims once, and completes a job with its payload intact", async () => {
    const { db, clock } = setup();
    const id = await enqueueJob(db, clock, { queue: "mail", payload: { to: "ada@example.com", n: 1 } });
    const job = await claimNextJob(db, clock, ["mail"]);
    expect(job).toMatchObject({ id, queue: "mail", payload: { to: "ada@example.com", n: 1 }, attempt: 1 });
    expect(await claimNextJob(db, clock, ["mail"])).toBeUndefined();
    expect((await findJob(db, id))?.state).toBe("running");
    expect(await completeJob(db, clock, job!)).toBe(true);
    const row = await findJob(db, id);
    expect(row).toMatchObject({ state: "done", attempts: 1, lock_token: null });
    expect(Date.parse(row!.finished_at!)).toBe(T0);
    // Another queue's worker never takes it.
    await enqueueJob(db, clock, { queue: "other", payload: null });
    expect(await claimNextJob(db, clock, ["mail"])).toBeUndefined();
  });

  it("runs a job no earlier than its run_at", async () => {
    const { db, clock } = setup();
    await enqueueJob(db, clock, { queue: "mail", payload: 1, runAt: new Date(T0 + 60_000) });
    expect(await claimNextJob(db, clock, ["mail"])).toBeUndefined();
    clock.advance(59_999);
    expect(await claimNextJob(db, clock, ["mail"])).toBeUndefined();
    clock.advance(1);
    expect(await claimNextJob(db, clock, ["mail"])).toMatchObject({ payload: 1 });
  });

  it("retries a failed job after a growing back-off, keeping the last error", async () => {
    const { db, clock } = setup();
    let calls = 0;
    const worker = new JobWorker(
      { db, clock, log: quiet },
      {
        mail: async () => {
          calls++;
          if (calls < 3) throw new Error(`mail server down (${calls})`);
        },
      },
    );
    const id = await enqueueJob(db, clock, { queue: "mail", payload: {} });
    expect(await worker.runDueJobs()).toBe(1);
    let row = await findJob(db, id);
    expect(row).toMatchObject({ state: "pending", attempts: 1, last_error: "mail server down (1)" });
    expect(Date.parse(row!.run_at)).toBe(T0 + retryDelayMs(1));
    expect(await worker.runDueJobs()).toBe(0);

    clock.advance(retryDelayMs(1));
    await worker.runDueJobs();
    row = await findJob(db, id);
    expect(row).toMatchObject({ state: "pending", attempts: 2, last_error: "mail server down (2)" });
    expect(Date.parse(row!.run_at)).toBe(clock.now() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    clock.advance(retryDelayMs(2));
    await worker.runDueJobs();
    expect(await findJob(db, id)).toMatchObject({ state: "done", attempts: 3 });
    expect(calls).toBe(3);
  });

  it("gives a job up as dead after its last attempt, with the error, and never runs it again", async () => {
    const { db, clock } = setup();
    let calls = 0;
    const worker = new JobWorker(
      { db, clock, log: quiet },
      {
        mail: async () => {
          calls++;
          throw new Error("mailbox does not exist");
        },
      },
    );
    const id = await enqueueJob(db, clock, { queue: "mail", payload: {}, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await worker.runDueJobs();
      clock.advance(3_600_000);
    }
    expect(calls).toBe(3);
    const row = await findJob(db, id);
    expect(row).toMatchObject({ state: "dead", attempts: 3, last_error: "mailbox does not exist" });
    expect(row!.finished_at).not.toBeNull();
    expect(await countJobsByQueueAndState(db)).toEqual([{ queue: "mail", state: "dead", count: 1 }]);
  });

  it("gives concurrent claimers different jobs, and runs each job once with two workers", async () => {
    const { db, clock } = setup();
    for (let i = 0; i < 20; i++) await enqueueJob(db, clock, { queue: "mail", payload: i });
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimNextJob(db, clock, ["mail"])));
    const ids = claims.flatMap((job) => (job ? [job.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    // Twenty jobs are due, so every one of the twelve claimers gets one (none waits or goes without).
    expect(ids.length).toBe(12);
    for (const job of claims) if (job) await completeJob(db, clock, job);

    const runs: number[] = [];
    const handlers = {
      mail: async (payload: unknown) => {
        runs.push(payload as number);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const a = new JobWorker({ db, clock, log: quiet }, handlers);
    const b = new JobWorker({ db, clock, log: quiet }, handlers);
    await Promise.all([a.runDueJobs(), b.runDueJobs(), a.runDueJobs()]);
    expect(runs.length).toBe(20 - ids.length);
    expect(new Set(runs).size).toBe(runs.length);
    expect(await countJobsByQueueAndState(db)).toEqual([{ queue: "mail", state: "done", count: 20 }]);
  });

  it("lets another process take a job whose claim ran out, and refuses the late finish of the first", async () => {
    const { db, clock } = setup();
    const id = await enqueueJob(db, clock, { queue: "mail", payload: {} });
    const first = await claimNextJob(db, clock, ["mail"], 60_000);
    clock.advance(59_000);
    expect(await claimNextJob(db, clock, ["mail"], 60_000)).toBeUndefined();
    clock.advance(1_000);
    const second = await claimNextJob(db, clock, ["mail"], 60_000);
    expect(second).toMatchObject({ id, attempt: 2 });
    expect(await completeJob(db, clock, first!)).toBe(false);
    expect(await completeJob(db, clock, second!)).toBe(true);
  });

  it("marks dead a job whose last attempt was abandoned by its process", async () => {
    const { db, clock } = setup();
    const id = await enqueueJob(db, clock, { queue: "mail", payload: {}, maxAttempts: 1 });
    await claimNextJob(db, clock, ["mail"], 60_000);
    clock.advance(60_000);
    expect(await claimNextJob(db, clock, ["mail"], 60_000)).toBeUndefined();
    expect(await findJob(db, id)).toMatchObject({
      state: "dead",
      last_error: expect.stringMatching(/abandoned/),
    });
  });

  it("keeps a recurring queue going when two of its runs end at the same moment, and one again after", async () => {
    const { db, clock } = setup();
    // Two processes started at once, each queuing a first run; two workers take one each.
    expect(await scheduleRecurring(db, clock, "tick", new Date(T0))).toBe(true);
    await enqueueJob(db, clock, { queue: "tick", payload: null, runAt: new Date(T0) });
    const first = (await claimNextJob(db, clock, ["tick"]))!;
    const second = (await claimNextJob(db, clock, ["tick"]))!;
    const waiting = async () =>
      (
        await db
          .selectFrom("jobs")
          .select("id")
          .where("queue", "=", "tick")
          .where("state", "=", "pending")
          .execute()
      ).length;
    // Both end together: the first to look queues the successor (the other, still running, does
    // not count as waiting), the second finds it waiting.
    const next = new Date(T0 + 60_000);
    expect(await scheduleRecurring(db, clock, "tick", next, first.id)).toBe(true);
    expect(await scheduleRecurring(db, clock, "tick", next, second.id)).toBe(false);
    await completeJob(db, clock, first);
    await completeJob(db, clock, second);
    expect(await waiting()).toBe(1);
    // A process starting while one waits adds none.
    expect(await scheduleRecurring(db, clock, "tick", next)).toBe(false);
    expect(await waiting()).toBe(1);
  });

  it("counts jobs by queue and state, and purges old finished ones", async () => {
    const { db, clock } = setup();
    await enqueueJob(db, clock, { queue: "mail", payload: 1 });
    await enqueueJob(db, clock, { queue: "mail", payload: 2 });
    await enqueueJob(db, clock, { queue: "translate", payload: 3 });
    await completeJob(db, clock, (await claimNextJob(db, clock, ["mail"]))!);
    expect(await countJobsByQueueAndState(db)).toEqual([
      { queue: "mail", state: "done", count: 1 },
      { queue: "mail", state: "pending", count: 1 },
      { queue: "translate", state: "pending", count: 1 },
    ]);
    await purgeFinishedJobs(db, T0 + 6 * 86_400_000);
    expect(await countJobsByQueueAndState(db)).toHaveLength(3);
    await purgeFinishedJobs(db, T0 + 8 * 86_400_000);
    expect(await countJobsByQueueAndState(db)).toEqual([
      { queue: "mail", state: "pending", count: 1 },
      { queue: "translate", state: "pending", count: 1 },
    ]);
  });

  it("works jobs in the background once started, and stops after the job in hand", async () => {
    const { db } = deps();
    const done: number[] = [];
    const worker = new JobWorker(
      { db, clock: deps().clock, log: quiet },
      { mail: async (payload) => void done.push(payload as number) },
      { pollMs: 10 },
    );
    worker.start();
    await enqueueJob(db, deps().clock, { queue: "mail", payload: 7 });
    await expect.poll(() => done, { timeout: 5000 }).toEqual([7]);
    await worker.stop();
    await enqueueJob(db, deps().clock, { queue: "mail", payload: 8 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual([7]);
  });
});
