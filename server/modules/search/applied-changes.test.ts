import { describe, expect, it } from "vitest";
import { type AppliedChange, type AppliedChangesListener, AppliedFeedLog } from "./applied-changes.ts";
import { RemoteAppliedChanges } from "./remote-applied-changes.ts";

/** An engine's follower list, told by hand what a read of the feed applied. */
function fakeEngine() {
  const followers: AppliedChangesListener[] = [];
  const read = (rows: AppliedChange[], sentAt: number, caughtUp = true) => {
    for (const follower of followers) follower(rows, sentAt, caughtUp);
  };
  return { followers, read };
}

const product = (id: number): AppliedChange => ({ entity: "product", entity_id: id });

describe("the changes an HTTP process hears from the search process", () => {
  it("hands on each batch once, after the index applied it, with when the feed was last read to its end", async () => {
    const engine = fakeEngine();
    const log = new AppliedFeedLog(engine);
    const heard: { rows: readonly AppliedChange[]; sentAt: number; caughtUp: boolean }[] = [];
    const remote = new RemoteAppliedChanges(async (instance, seq) => log.since(instance, seq));
    remote.subscribe((rows, sentAt, caughtUp) => heard.push({ rows, sentAt, caughtUp }));
    remote.close(); // polled by hand below

    await remote.poll();
    // Its first question knows no life of the index yet: everything may have changed.
    expect(heard.at(-1)).toEqual({
      rows: [{ entity: "all", entity_id: 0 }],
      sentAt: -Infinity,
      caughtUp: false,
    });

    engine.read([product(7), product(8)], 1000, false);
    engine.read([product(9)], 1100);
    await remote.poll();
    expect(heard.at(-1)).toEqual({
      rows: [product(7), product(8), product(9)],
      sentAt: 1100,
      caughtUp: true,
    });

    engine.read([], 1250);
    await remote.poll();
    expect(heard.at(-1)).toEqual({ rows: [], sentAt: 1250, caughtUp: true });
  });

  it("counts a restarted search process, or batches no longer kept, as everything changed", async () => {
    const first = fakeEngine();
    let log = new AppliedFeedLog(first);
    const heard: (readonly AppliedChange[])[] = [];
    const remote = new RemoteAppliedChanges(async (instance, seq) => log.since(instance, seq));
    remote.subscribe((rows) => heard.push(rows));
    remote.close();
    await remote.poll();
    first.read([product(1)], 10);
    await remote.poll();
    expect(heard.at(-1)).toEqual([product(1)]);

    const second = fakeEngine();
    log = new AppliedFeedLog(second);
    second.read([product(2)], 20);
    await remote.poll();
    expect(heard.at(-1)).toEqual([{ entity: "all", entity_id: 0 }]);

    for (let i = 0; i < 300; i++) second.read([product(i)], 30 + i);
    await remote.poll();
    expect(heard.at(-1)).toEqual([{ entity: "all", entity_id: 0 }]);
    second.read([product(5)], 400);
    await remote.poll();
    expect(heard.at(-1)).toEqual([product(5)]);
  });
});
