import { expect, it } from "vitest";
import { person } from "#tests/setup/realtime-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { hasOpenStream, PRESENCE_REFRESH_MS, PresenceReporter } from "./presence.ts";

describeEachDatabase("presence of event streams", (deps) => {
  it("is true while a process holds a stream of the user, and false once the last one closes", async () => {
    const d = deps();
    d.clock.set("2026-11-27T08:00:00Z");
    const user = await person(d.db);
    const other = await person(d.db);
    const reporter = new PresenceReporter(d.db, d.clock, d.log);
    try {
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(false);
      await reporter.streamOpened(user.id);
      await reporter.streamOpened(user.id);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(true);
      expect(await hasOpenStream(d.db, other.id, d.clock.now())).toBe(false);
      await reporter.streamClosed(user.id);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(true);
      await reporter.streamClosed(user.id);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(false);
    } finally {
      await reporter.close();
    }
  });

  it("counts the streams of every process, and forgets a process that stopped refreshing after 90 s", async () => {
    const d = deps();
    d.clock.set("2026-11-27T08:00:00Z");
    const user = await person(d.db);
    const live = new PresenceReporter(d.db, d.clock, d.log);
    const dead = new PresenceReporter(d.db, d.clock, d.log);
    try {
      await dead.streamOpened(user.id);
      d.clock.advance(PRESENCE_REFRESH_MS);
      await live.streamOpened(user.id);
      // The live process refreshes every 30 s; the dead one never does again.
      for (let i = 0; i < 3; i++) {
        d.clock.advance(PRESENCE_REFRESH_MS);
        await live.refresh();
      }
      const processes = await d.db.selectFrom("realtime_presence").select("process_id").execute();
      expect(processes.map((row) => row.process_id)).toEqual([live.processId]);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(true);

      // Now the live one stops refreshing too (it died without closing its streams).
      d.clock.advance(89_000);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(true);
      d.clock.advance(2_000);
      expect(await hasOpenStream(d.db, user.id, d.clock.now())).toBe(false);
    } finally {
      await live.close();
      await dead.close();
    }
  });

  it("deletes the process's rows when it closes", async () => {
    const d = deps();
    const [a, b] = [await person(d.db), await person(d.db)];
    const reporter = new PresenceReporter(d.db, d.clock, d.log);
    await reporter.streamOpened(a.id);
    await reporter.streamOpened(b.id);
    await reporter.close();
    expect(await hasOpenStream(d.db, a.id, d.clock.now())).toBe(false);
    expect(await hasOpenStream(d.db, b.id, d.clock.now())).toBe(false);
    expect(await d.db.selectFrom("realtime_presence").selectAll().execute()).toEqual([]);
  });
});
