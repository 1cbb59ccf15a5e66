import { expect, it } from "vitest";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import * as accounts from "./accounts.service.ts";
import { changePassword } from "./passwords.service.ts";
import { countActiveSessions, signOutEverywhere } from "./sessions.ts";

const T0 = Date.parse("2026-11-26T08:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ADA = { email: "ada@example.com", password: "correct horse" };
const client = { ip: "198.51.100.1", userAgent: "vitest" };

async function setup(d: TestDeps) {
  d.clock.set(T0);
  const id = await accounts.register(
    d,
    { firstName: "Ada", lastName: "Demir", ...ADA, passwordConfirm: ADA.password, acceptTerms: "on" },
    { lang: "en", origin: "http://localhost:3000" },
  );
  return id;
}

const signedIn = async (d: TestDeps, token: string) => (await accounts.sessionUser(d, token)) !== undefined;

describeEachDatabase("sessions", (deps) => {
  it("ends a session after 12 hours without use, and moves the end on while it is used", async () => {
    const d = deps();
    await setup(d);
    const session = await accounts.login(d, ADA, client);
    expect(session.cookieExpiresAt).toBeUndefined();
    d.clock.set(T0 + 12 * HOUR - MINUTE);
    expect(await signedIn(d, session.token)).toBe(true);
    // Used just now: 12 more hours from here.
    d.clock.set(T0 + 23 * HOUR);
    expect(await signedIn(d, session.token)).toBe(true);
    const row = () => d.db.selectFrom("sessions").select("expires_at").executeTakeFirstOrThrow();
    const moved = (await row()).expires_at;
    // Requests a minute apart do not write every time.
    d.clock.advance(MINUTE);
    expect(await signedIn(d, session.token)).toBe(true);
    expect((await row()).expires_at).toBe(moved);
    d.clock.set(Date.parse(moved) - 1);
    expect(await signedIn(d, session.token)).toBe(true);
    d.clock.advance(12 * HOUR + 10 * MINUTE);
    expect(await signedIn(d, session.token)).toBe(false);
  });

  it("never ends a session before 12 hours without use", async () => {
    const d = deps();
    await setup(d);
    const session = await accounts.login(d, ADA, client);
    for (let used = T0; used < T0 + 3 * DAY; used += 12 * HOUR - MINUTE) {
      d.clock.set(used);
      expect(await signedIn(d, session.token)).toBe(true);
    }
  });

  it("keeps a 'keep me signed in' session 30 days, used or not, and its cookie as long", async () => {
    const d = deps();
    await setup(d);
    const session = await accounts.login(d, { ...ADA, remember: true }, client);
    expect(session.cookieExpiresAt?.getTime()).toBe(T0 + 30 * DAY);
    d.clock.set(T0 + 29 * DAY);
    expect(await signedIn(d, session.token)).toBe(true);
    d.clock.set(T0 + 30 * DAY);
    expect(await signedIn(d, session.token)).toBe(false);
  });

  it("asks for the password again after 30 days even when the session is used all the time", async () => {
    const d = deps();
    await setup(d);
    const session = await accounts.login(d, ADA, client);
    for (let used = T0 + 11 * HOUR; used < T0 + 30 * DAY; used += 11 * HOUR) {
      d.clock.set(used);
      expect(await signedIn(d, session.token)).toBe(true);
    }
    d.clock.set(T0 + 30 * DAY);
    expect(await signedIn(d, session.token)).toBe(false);
  });

  it("signs out everywhere: every session of the user ends, another user's stay", async () => {
    const d = deps();
    const id = await setup(d);
    const laptop = await accounts.login(d, ADA, client);
    const phone = await accounts.login(
      d,
      { ...ADA, remember: true },
      { ip: "203.0.113.4", userAgent: "phone" },
    );
    const bob = { email: "bob@example.com", password: "bobs own passphrase" };
    await accounts.register(
      d,
      { firstName: "Bob", lastName: "Kaya", ...bob, passwordConfirm: bob.password, acceptTerms: "on" },
      { lang: "en", origin: "http://localhost:3000" },
    );
    const other = await accounts.login(d, bob, client);
    expect(await countActiveSessions(d, id)).toBe(2);
    await signOutEverywhere(d, id);
    expect(await signedIn(d, laptop.token)).toBe(false);
    expect(await signedIn(d, phone.token)).toBe(false);
    expect(await countActiveSessions(d, id)).toBe(0);
    expect(await signedIn(d, other.token)).toBe(true);
  });

  it("changes the password with the current one: other sessions end, this one stays, the old password stops working", async () => {
    const d = deps();
    const id = await setup(d);
    const here = await accounts.login(d, ADA, client);
    const elsewhere = await accounts.login(d, ADA, { ip: "203.0.113.4", userAgent: "phone" });
    const change = (currentPassword: string, password: string) =>
      changePassword(d, id, here.token, { currentPassword, password });

    await expect(change("not my password", "three unrelated words")).rejects.toMatchObject({
      code: "invalid_data",
      fields: { currentPassword: "errors.currentPasswordWrong" },
    });
    await expect(change(ADA.password, ADA.password)).rejects.toMatchObject({
      fields: { password: "errors.passwordUnchanged" },
    });
    await expect(change(ADA.password, "password1234")).rejects.toMatchObject({
      fields: { password: "errors.passwordCommon" },
    });
    await expect(change(ADA.password, "short one")).rejects.toMatchObject({
      fields: { password: "errors.passwordShort" },
    });
    // Nothing changed so far.
    expect(await signedIn(d, elsewhere.token)).toBe(true);

    await change(ADA.password, "three unrelated words");
    expect(await signedIn(d, here.token)).toBe(true);
    expect(await signedIn(d, elsewhere.token)).toBe(false);
    await expect(accounts.login(d, ADA, client)).rejects.toMatchObject({ code: "invalid_data" });
    await expect(
      accounts.login(d, { ...ADA, password: "three unrelated words" }, client),
    ).resolves.toHaveProperty("token");
  });

  it("limits wrong current passwords on the change form", async () => {
    const d = deps();
    const id = await setup(d);
    const here = await accounts.login(d, ADA, client);
    for (let i = 0; i < 10; i++)
      await expect(
        changePassword(d, id, here.token, {
          currentPassword: `guess ${i}`,
          password: "three unrelated words",
        }),
      ).rejects.toMatchObject({ code: "invalid_data" });
    await expect(
      changePassword(d, id, here.token, { currentPassword: ADA.password, password: "three unrelated words" }),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });
});
