import { expect, it } from "vitest";
import { type Actor, insertUser } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { listDeadJobs, retryDeadJob } from "./dead-jobs.ts";
import { findJob } from "./jobs.repo.ts";
import { claimNextJob, completeJob, enqueueJob, failJob } from "./jobs.ts";

const T0 = Date.parse("2026-11-26T10:00:00Z");

async function staff(d: TestDeps) {
  const user = (email: string, roles: ("admin" | "moderator")[]) =>
    insertUser(d.db, { email, passwordHash: "x", firstName: "Test", lastName: "Staff" }, roles);
  return {
    admin: { id: await user("ada@example.com", ["admin"]), roles: ["admin"] } as Actor,
    moderator: { id: await user("mona@example.com", ["moderator"]), roles: ["moderator"] } as Actor,
  };
}

/** A job of `queue` that failed its only attempt with `error`, at the clock's time. */
async function deadJob(d: TestDeps, queue: string, error: string, payload: unknown = null) {
  const id = await enqueueJob(d.db, d.clock, { queue, payload, maxAttempts: 1 });
  const job = await claimNextJob(d.db, d.clock, [queue]);
  expect(job?.id).toBe(id);
  expect(await failJob(d.db, d.clock, job!, new Error(error))).toBe("dead");
  return id;
}

describeEachDatabase("dead jobs", (deps) => {
  const setup = () => {
    const d = deps();
    d.clock.set(T0);
    return d;
  };

  it("lists dead jobs, the last to die first, with the counts per state and without payloads", async () => {
    const d = setup();
    const { admin, moderator } = await staff(d);
    const first = await deadJob(d, "mail", "SMTP 550 mailbox unavailable", {
      to: "x@example.com",
      token: "s3cret",
    });
    d.clock.advance(60_000);
    const second = await deadJob(d, "other", "boom");
    await enqueueJob(d.db, d.clock, { queue: "later", payload: null, runAt: new Date(T0 + 3_600_000) });
    const doneId = await enqueueJob(d.db, d.clock, { queue: "mail", payload: null });
    const claimed = await claimNextJob(d.db, d.clock, ["mail"]);
    expect(claimed?.id).toBe(doneId);
    await completeJob(d.db, d.clock, claimed!);

    const list = await listDeadJobs(d.db, admin, { page: 0 });
    expect(list.counts).toEqual({ pending: 1, running: 0, done: 1, dead: 2 });
    expect(list.items).toEqual([
      {
        id: second,
        queue: "other",
        attempts: 1,
        maxAttempts: 1,
        diedAt: new Date(T0 + 60_000).toISOString(),
        lastError: "boom",
      },
      {
        id: first,
        queue: "mail",
        attempts: 1,
        maxAttempts: 1,
        diedAt: new Date(T0).toISOString(),
        lastError: "SMTP 550 mailbox unavailable",
      },
    ]);
    expect(JSON.stringify(list)).not.toContain("s3cret");
    expect((await listDeadJobs(d.db, admin, { page: 1 })).items).toEqual([]);
    await expect(listDeadJobs(d.db, moderator, { page: 0 })).rejects.toMatchObject({ code: "not_allowed" });
  });

  it("puts a dead job back in the queue once; a second retry is refused and changes nothing", async () => {
    const d = setup();
    const { admin, moderator } = await staff(d);
    const id = await deadJob(d, "mail", "timeout");
    d.clock.advance(5 * 60_000);

    await expect(retryDeadJob(d.db, d.clock, moderator, id)).rejects.toMatchObject({ code: "not_allowed" });
    expect((await findJob(d.db, id))?.state).toBe("dead");

    await retryDeadJob(d.db, d.clock, admin, id);
    const row = await findJob(d.db, id);
    expect(row).toMatchObject({ state: "pending", attempts: 0, finished_at: null, lock_token: null });
    expect(Date.parse(row!.run_at)).toBe(T0 + 5 * 60_000);

    await expect(retryDeadJob(d.db, d.clock, admin, id)).rejects.toMatchObject({
      code: "conflict",
      messageKey: "console.jobs.alreadyRetried",
    });
    expect(await findJob(d.db, id)).toEqual(row);

    const audit = await listAuditLog(d.db, { page: 1, size: 10, action: "job." });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "job.retry",
      entity: "job",
      entityId: String(id),
      userId: admin.id,
    });

    // The worker takes it again, as a fresh job.
    expect(await claimNextJob(d.db, d.clock, ["mail"])).toMatchObject({ id, attempt: 1 });
  });

  it("refuses to retry a job that is pending, running or done, or does not exist", async () => {
    const d = setup();
    const { admin } = await staff(d);
    const pending = await enqueueJob(d.db, d.clock, {
      queue: "a",
      payload: null,
      runAt: new Date(T0 + 60_000),
    });
    const running = await enqueueJob(d.db, d.clock, { queue: "b", payload: null });
    await claimNextJob(d.db, d.clock, ["b"]);
    const done = await enqueueJob(d.db, d.clock, { queue: "c", payload: null });
    await completeJob(d.db, d.clock, (await claimNextJob(d.db, d.clock, ["c"]))!);
    for (const id of [pending, running, done, 999_999]) {
      const before = await findJob(d.db, id);
      await expect(retryDeadJob(d.db, d.clock, admin, id)).rejects.toMatchObject({ code: "conflict" });
      expect(await findJob(d.db, id)).toEqual(before);
    }
    expect((await listAuditLog(d.db, { page: 1, size: 10, action: "job." })).total).toBe(0);
  });
});
