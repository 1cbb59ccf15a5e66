import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-db.ts";
import * as accounts from "./accounts.service.ts";

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

describeEachDatabase("accounts", (deps) => {
  it("registers a buyer, stores an argon2id hash, and mails a confirmation link that works once", async () => {
    const id = await accounts.register(deps(), input, mail);
    const row = await deps()
      .db.selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_confirmed_at).toBeNull();
    expect(deps().sentMail).toHaveLength(1);
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
    // Only a hash of the token is stored.
    const stored = await deps().db.selectFrom("sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(session.token);
  });

  it("ends the session on logout, and logout without a session still succeeds", async () => {
    await accounts.register(deps(), input, mail);
    const session = await accounts.login(deps(), { email: input.email, password: input.password }, client);
    await accounts.logout(deps(), session.token);
    expect(await accounts.sessionUser(deps(), session.token)).toBeUndefined();
    await expect(accounts.logout(deps(), undefined)).resolves.toBeUndefined();
    await expect(accounts.logout(deps(), "garbage")).resolves.toBeUndefined();
  });

  it("rate-limits failed logins per e-mail", async () => {
    await accounts.register(deps(), input, mail);
    for (let i = 0; i < 8; i++) {
      await expect(
        accounts.login(deps(), { email: input.email, password: "wrong" }, client),
      ).rejects.toMatchObject({ code: "invalid_data" });
    }
    await expect(
      accounts.login(deps(), { email: input.email, password: input.password }, client),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("limits failed logins per address, while any number of people may sign in from one address", async () => {
    await accounts.register(deps(), input, mail);
    for (let i = 0; i < accounts.LOGIN_FAILURES_PER_IP + 5; i++)
      await accounts.login(deps(), { email: input.email, password: input.password }, client);
    for (let i = 0; i < accounts.LOGIN_FAILURES_PER_IP; i++)
      await expect(
        accounts.login(deps(), { email: `nobody-${i}@example.com`, password: "guess" }, client),
      ).rejects.toMatchObject({ code: "invalid_data" });
    await expect(
      accounts.login(deps(), { email: input.email, password: input.password }, client),
    ).rejects.toMatchObject({ code: "rate_limited" });
    // Another address is not held back.
    await accounts.login(
      deps(),
      { email: input.email, password: input.password },
      { ...client, ip: "198.51.100.2" },
    );
  });

  it("resets a password with the mailed link, once, and signs the account out everywhere", async () => {
    await accounts.register(deps(), input, mail);
    const old = await accounts.login(deps(), { email: input.email, password: input.password }, client);
    await accounts.requestPasswordReset(deps(), input.email, mail, client.ip);
    const token = linkIn(deps().sentMail.at(-1)!.text).split("/resetPassword/")[1]!;
    expect(await accounts.isResetTokenUsable(deps(), token)).toBe(true);
    await accounts.resetPassword(deps(), token, "a brand new secret");
    expect(await accounts.sessionUser(deps(), old.token)).toBeUndefined();
    await expect(accounts.resetPassword(deps(), token, "another one!")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      accounts.login(deps(), { email: input.email, password: "a brand new secret" }, client),
    ).resolves.toHaveProperty("token");
  });

  it("says nothing about unknown e-mails when asked for a reset", async () => {
    await expect(
      accounts.requestPasswordReset(deps(), "ghost@example.com", mail, client.ip),
    ).resolves.toBeUndefined();
    expect(deps().sentMail).toHaveLength(0);
  });
});
