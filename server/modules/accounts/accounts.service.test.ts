import { expect, it } from "vitest";
import { jobHandlers } from "#server/jobs.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import * as accounts from "./accounts.service.ts";
import { requireConfirmedEmail } from "./confirmed-email.ts";

const mail = { lang: "en" as const, origin: "http://localhost:3000" };
const client = { ip: "127.0.0.1", userAgent: "vitest" };
const input = {
  firstName: "Ada",
  lastName: "Demir",
  email: "ada@example.com",
  phone: "+90 212 555 01 01",
  companyName: "Demir Textiles",
  password: "correct horse",
  passwordConfirm: "correct horse",
  acceptTerms: "on" as const,
};
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();

describeEachDatabase("accounts", (deps) => {
  it("registers a buyer, stores an argon2id hash, and mails (from a job) a confirmation link that works once", async () => {
    const id = await accounts.register(deps(), input, mail);
    const row = await deps()
      .db.selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_confirmed_at).toBeNull();
    // Nothing is sent while the page waits; the job sends it.
    expect(deps().sentMail).toHaveLength(0);
    expect(await runJobs(deps())).toBe(1);
    expect(deps().sentMail).toHaveLength(1);
    expect(deps().sentMail[0]).toMatchObject({
      to: "ada@example.com",
      subject: "Confirm your e-mail address on Caravan",
    });
    const token = new URL(linkIn(deps().sentMail[0]!.text)).searchParams.get("token")!;
    expect(await accounts.confirmEmail(deps(), token)).toBe(true);
    expect(await accounts.confirmEmail(deps(), token)).toBe(false);
    const confirmed = await deps()
      .db.selectFrom("users")
      .select("email_confirmed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(confirmed.email_confirmed_at).not.toBeNull();
  });

  it("refuses a second account with the same e-mail in any letter case", async () => {
    await accounts.register(deps(), input, mail);
    await expect(
      accounts.register(deps(), { ...input, email: "ada@example.com" }, mail),
    ).rejects.toMatchObject({ code: "conflict", fields: { email: "errors.emailTaken" } });
  });

  it("refuses a short or easily guessed password on the password field, and creates nothing", async () => {
    for (const [password, problem] of [
      ["eleven char", "errors.passwordShort"],
      ["password1234", "errors.passwordCommon"],
      ["qwertyuiopas", "errors.passwordCommon"],
      ["ada@example.com!", "errors.passwordCommon"],
    ] as const) {
      await expect(
        accounts.register(deps(), { ...input, password, passwordConfirm: password }, mail),
      ).rejects.toMatchObject({ code: "invalid_data", fields: { password: problem } });
    }
    expect(await deps().db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("signs in with the right password only, and the session cookie token identifies the user", async () => {
    await accounts.register(deps(), input, mail);
    await expect(
      accounts.login(deps(), { email: input.email, password: "wrong password" }, client),
    ).rejects.toMatchObject({ code: "invalid_data" });
    await expect(
      accounts.login(deps(), { email: "nobody@example.com", password: "whatever1" }, client),
    ).rejects.toMatchObject({ code: "invalid_data" });
    const session = await accounts.login(deps(), { email: input.email, password: input.password }, client);
    const user = await accounts.sessionUser(deps(), session.token);
    expect(user).toMatchObject({
      email: input.email,
      firstName: "Ada",
      roles: ["buyer"],
      emailConfirmed: false,
    });
    // Only hashes of the session and device tokens are stored.
    const stored = await deps().db.selectFrom("sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(session.token);
    const devices = await deps().db.selectFrom("known_devices").select("token_hash").execute();
    expect(devices).toHaveLength(1);
    expect(devices[0]!.token_hash).not.toBe(session.deviceToken);
  });

  it("ends the session on logout, and logout without a session still succeeds", async () => {
    await accounts.register(deps(), input, mail);
    const session = await accounts.login(deps(), { email: input.email, password: input.password }, client);
    await accounts.logout(deps(), session.token);
    expect(await accounts.sessionUser(deps(), session.token)).toBeUndefined();
    await expect(accounts.logout(deps(), undefined)).resolves.toBeUndefined();
    await expect(accounts.logout(deps(), "garbage")).resolves.toBeUndefined();
  });

  it("sends a new confirmation link on request, a few an hour, and none once the address is confirmed", async () => {
    const id = await accounts.register(deps(), input, mail);
    await runJobs(deps());
    await expect(requireConfirmedEmail(deps(), id)).rejects.toMatchObject({ code: "email_unconfirmed" });
    for (let i = 0; i < accounts.CONFIRMATION_RESENDS_PER_HOUR; i++)
      await accounts.resendConfirmation(deps(), id, { lang: "tr", origin: "http://tr.localhost:3000" });
    await expect(accounts.resendConfirmation(deps(), id, mail)).rejects.toMatchObject({
      code: "rate_limited",
    });
    expect(deps().sentMail).toHaveLength(1);
    await runJobs(deps());
    expect(deps().sentMail).toHaveLength(1 + accounts.CONFIRMATION_RESENDS_PER_HOUR);
    // In the language of the page that asked, pointing at that language's site.
    const last = deps().sentMail.at(-1)!;
    expect(last.subject).not.toBe(deps().sentMail[0]!.subject);
    expect(linkIn(last.text)).toMatch(/^http:\/\/tr\.localhost:3000\/confirmation\?token=/);
    expect(await accounts.confirmEmail(deps(), new URL(linkIn(last.text)).searchParams.get("token")!)).toBe(
      true,
    );
    await expect(requireConfirmedEmail(deps(), id)).resolves.toBeUndefined();
    deps().clock.advance(2 * 3_600_000);
    await expect(accounts.resendConfirmation(deps(), id, mail)).rejects.toMatchObject({ code: "conflict" });
  });

  it("does not mail a confirmation link once the address was confirmed before the job ran", async () => {
    const id = await accounts.register(deps(), input, mail);
    await deps()
      .db.updateTable("users")
      .set({ email_confirmed_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await runJobs(deps());
    expect(deps().sentMail).toHaveLength(0);
  });
});
