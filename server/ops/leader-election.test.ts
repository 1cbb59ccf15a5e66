import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLeaderTasks } from "#server/leader-tasks.ts";
import { createTestDeps, type TestDeps } from "#tests/setup/test-db.ts";
import { LEADER_APPLICATION_NAME, LeaderElection } from "./leader-election.ts";

describe("the leader on SQLite", () => {
  it("is the process that asks, without an election (one machine)", async () => {
    const d = await createTestDeps(":memory:");
    try {
      const tasks = await startLeaderTasks(d);
      expect(tasks.leading).toBe(true);
      await tasks.stop();
    } finally {
      await d.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the leader election on PostgreSQL", () => {
  let d: TestDeps;
  const elections: LeaderElection[] = [];
  beforeEach(async () => {
    d = await createTestDeps(url!);
  });
  afterEach(async () => {
    await Promise.all(elections.splice(0).map((election) => election.stop()));
    await d.close();
  });

  /** A server's election, with a log of what it was told. */
  const stand = async () => {
    const heard: string[] = [];
    const election = new LeaderElection({
      databaseUrl: d.config.databaseUrl,
      log: d.log,
      onLead: () => heard.push("lead"),
      onLose: () => heard.push("lose"),
      tryEveryMs: 50,
    });
    elections.push(election);
    await election.start();
    return { election, heard };
  };

  it("makes one leader, and another when the leader stops", async () => {
    const first = await stand();
    const second = await stand();
    expect([first.election.leading, second.election.leading]).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.heard).toEqual([]);
    await first.election.stop();
    await expect.poll(() => second.election.leading, { timeout: 2000, interval: 10 }).toBe(true);
    expect(second.heard).toEqual(["lead"]);
  });

  it("stops leading when its connection is lost, and leads again once it can", async () => {
    const only = await stand();
    expect(only.election.leading).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name like ${`${LEADER_APPLICATION_NAME} %`} and datname = current_database()`.execute(
      d.db,
    );
    await expect.poll(() => only.heard, { timeout: 2000, interval: 10 }).toEqual(["lead", "lose", "lead"]);
    expect(only.election.leading).toBe(true);
  });
});
