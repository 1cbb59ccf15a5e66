import { expect, it } from "vitest";
import { insertSession, insertToken, insertUser } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { purgeExpired } from "./maintenance.ts";

describeEachDatabase("maintenance", (deps) => {
  it("purges expired sessions, old tokens and stale rate-limit windows, and keeps live ones", async () => {
    const { db } = deps();
    const now = Date.parse("2026-11-21T12:00:00Z");
    const userId = await insertUser(
      db,
      { email: "a@example.com", passwordHash: "x", firstName: "A", lastName: "B" },
      ["buyer"],
    );
    await insertSession(db, {
      id: "old",
      userId,
      expiresAt: "2026-11-20T00:00:00.000Z",
      ip: null,
      userAgent: null,
    });
    await insertSession(db, {
      id: "live",
      userId,
      expiresAt: "2026-12-20T00:00:00.000Z",
      ip: null,
      userAgent: null,
    });
    await insertToken(db, {
      hash: "t-old",
      userId,
      purpose: "reset_password",
      expiresAt: "2026-11-01T00:00:00.000Z",
    });
    await insertToken(db, {
      hash: "t-new",
      userId,
      purpose: "reset_password",
      expiresAt: "2026-11-21T13:00:00.000Z",
    });
    await db
      .insertInto("rate_limits")
      .values([
        { key: "stale", window_start: now / 1000 - 2 * 86400, hits: 3 },
        { key: "fresh", window_start: now / 1000 - 60, hits: 1 },
      ])
      .execute();
    await purgeExpired(db, now);
    expect((await db.selectFrom("sessions").select("id").execute()).map((r) => r.id)).toEqual(["live"]);
    expect(
      (await db.selectFrom("user_tokens").select("token_hash").execute()).map((r) => r.token_hash),
    ).toEqual(["t-new"]);
    expect((await db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key)).toEqual(["fresh"]);
  });
});
