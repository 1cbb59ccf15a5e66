import { expect, it } from "vitest";
import { isAppError } from "#server/lib/errors.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import * as accounts from "./accounts.service.ts";
import {
  ACCOUNT_MAX_FAILURES,
  CLIENT_FREE_FAILURES,
  CLIENT_MAX_FAILURES,
  LOGIN_FAILURES_PER_IP,
  SignInThrottled,
  slowDownMs,
} from "./sign-in-throttle.ts";
import { throttleMessage } from "./throttle-message.ts";

const T0 = Date.parse("2026-11-26T09:00:00Z");
const OWNER = { email: "owner@example.com", password: "a long owner secret" };
const at = (ip: string, deviceToken?: string) => ({ ip, userAgent: "vitest", deviceToken });

/** The outcome of one sign-in try: "ok", "wrong" (a counted failure) or the throttle's reason. */
async function attempt(d: TestDeps, password: string, client: ReturnType<typeof at>, email = OWNER.email) {
  try {
    await accounts.login(d, { email, password }, client);
    return "ok";
  } catch (error) {
    if (error instanceof SignInThrottled) return error.reason;
    if (isAppError(error) && error.code === "invalid_data") return "wrong";
    throw error;
  }
}

async function setup(d: TestDeps) {
  d.clock.set(T0);
  await accounts.register(
    d,
    {
      firstName: "Olga",
      lastName: "Owner",
      email: OWNER.email,
      password: OWNER.password,
      passwordConfirm: OWNER.password,
      acceptTerms: "on",
    },
    { lang: "en", origin: "http://localhost:3000" },
  );
  // The owner signed in from home once: that browser is a known device of the account.
  const home = await accounts.login(d, OWNER, at("192.0.2.10"));
  return { homeDevice: home.deviceToken };
}

describeEachDatabase("sign-in throttling", (deps) => {
  it("slows a client down after 5 wrong passwords, then refuses it after 20 in an hour", async () => {
    const d = deps();
    await setup(d);
    const guesser = at("203.0.113.7");
    for (let i = 0; i < CLIENT_FREE_FAILURES; i++)
      expect(await attempt(d, `guess number ${i}`, guesser)).toBe("wrong");
    for (let failures = CLIENT_FREE_FAILURES; failures < CLIENT_MAX_FAILURES; failures++) {
      // Too soon: refused without checking, and the refusal says how long to wait.
      const error = await accounts
        .login(d, { ...OWNER, password: "too soon" }, guesser)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignInThrottled);
      expect(error).toMatchObject({ reason: "slow", retryAfterSeconds: slowDownMs(failures) / 1000 });
      d.clock.advance(slowDownMs(failures) - 1);
      expect(await attempt(d, "still too soon", guesser)).toBe("slow");
      d.clock.advance(1);
      expect(await attempt(d, `guess after wait ${failures}`, guesser)).toBe("wrong");
    }
    expect(slowDownMs(6)).toBe(2 * slowDownMs(5));
    // Twenty failures within the hour: this client is refused, even with the right password.
    d.clock.advance(5 * 60_000);
    expect(await attempt(d, OWNER.password, guesser)).toBe("client");
    const failures = await d.db
      .selectFrom("login_failures")
      .select("failed_at")
      .orderBy("failed_at")
      .execute();
    expect(failures).toHaveLength(CLIENT_MAX_FAILURES);
    // Until its oldest failure is an hour old.
    d.clock.set(Date.parse(failures[0]!.failed_at) + 3_600_000);
    expect(await attempt(d, OWNER.password, guesser)).toBe("ok");
  });

  it("an attacker's 200 tries from one address never stop the owner signing in from a new address", async () => {
    const d = deps();
    await setup(d);
    const attacker = at("203.0.113.66");
    const outcomes: string[] = [];
    for (let i = 0; i < 200; i++) {
      outcomes.push(await attempt(d, `attacker guess ${i}`, attacker));
      d.clock.advance(15_000);
    }
    // Fifty minutes of trying: at most 20 passwords were checked, the rest were refused unchecked.
    expect(outcomes.filter((o) => o === "wrong").length).toBeLessThanOrEqual(CLIENT_MAX_FAILURES);
    expect(outcomes).toContain("slow");
    // The owner, on a phone at an address never seen before, signs in at once.
    expect(await attempt(d, OWNER.password, at("198.51.100.23"))).toBe("ok");
  });

  it("keeps an account to 100 failures an hour from strangers, while its known devices still sign in", async () => {
    const d = deps();
    const { homeDevice } = await setup(d);
    // A botnet: one guess from each of 100 addresses, under every per-client limit.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++)
      expect(await attempt(d, `botnet guess ${i}`, at(`10.0.${Math.floor(i / 250)}.${i % 250}`))).toBe(
        "wrong",
      );
    // The ceiling: a new address is refused even with the right password, and tries count nothing.
    const error = await accounts.login(d, OWNER, at("198.51.100.23")).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "account", code: "rate_limited" });
    expect((error as SignInThrottled).retryAfterSeconds).toBe(3600);
    expect(await attempt(d, "more guessing", at("10.9.9.9"))).toBe("account");
    expect(await d.db.selectFrom("login_failures").select("id").execute()).toHaveLength(ACCOUNT_MAX_FAILURES);
    // A stranger's own device cookie is no pass: it is not known to this account.
    expect(await attempt(d, OWNER.password, at("10.9.9.9", "a-device-token-of-another-browser"))).toBe(
      "account",
    );
    // The owner's known browser signs in from home, and from anywhere else.
    expect(await attempt(d, OWNER.password, at("192.0.2.10", homeDevice))).toBe("ok");
    expect(await attempt(d, OWNER.password, at("198.51.100.99", homeDevice))).toBe("ok");
    // An hour after the guesses, a new address works again.
    d.clock.advance(3_600_000);
    expect(await attempt(d, OWNER.password, at("198.51.100.23"))).toBe("ok");
  });

  it("holds back a stranger at the owner's own address, not the owner's known browser there", async () => {
    const d = deps();
    const { homeDevice } = await setup(d);
    const sameOffice = at("192.0.2.10");
    // Someone behind the same office address guesses as fast as allowed, until refused.
    for (let i = 0; i < 100; i++) {
      const error = await accounts
        .login(d, { ...OWNER, password: `guess ${i}` }, sameOffice)
        .catch((e: unknown) => e);
      if (error instanceof SignInThrottled && error.reason === "client") break;
      if (error instanceof SignInThrottled) d.clock.advance(error.retryAfterSeconds * 1000);
    }
    expect(await attempt(d, OWNER.password, sameOffice)).toBe("client");
    expect(await attempt(d, OWNER.password, at("192.0.2.10", homeDevice))).toBe("ok");
  });

  it("limits one address's failures across accounts, and treats unknown e-mails like real ones", async () => {
    const d = deps();
    const { homeDevice } = await setup(d);
    const sprayer = at("203.0.113.99");
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++)
      expect(await attempt(d, "Summer2026!", sprayer, `nobody-${i}@example.com`)).toBe("wrong");
    expect(await attempt(d, OWNER.password, sprayer)).toBe("address");
    expect(await attempt(d, OWNER.password, at("203.0.113.99", homeDevice))).toBe("ok");
    // An unknown e-mail slows down exactly like an account that exists.
    const other = at("203.0.113.100");
    for (let i = 0; i < CLIENT_FREE_FAILURES; i++) await attempt(d, `x${i}`, other, "ghost@example.com");
    expect(await attempt(d, "again", other, "ghost@example.com")).toBe("slow");
  });

  it("forgives a client's own failures once it signs in", async () => {
    const d = deps();
    await setup(d);
    const owner = at("198.51.100.5");
    for (let i = 0; i < CLIENT_FREE_FAILURES; i++) await attempt(d, `typo ${i}`, owner);
    d.clock.advance(slowDownMs(CLIENT_FREE_FAILURES));
    expect(await attempt(d, OWNER.password, owner)).toBe("ok");
    expect(await attempt(d, "one more typo", owner)).toBe("wrong");
    expect(await attempt(d, OWNER.password, owner)).toBe("ok");
  });

  it("says why and for how long in the page's language", () => {
    expect(throttleMessage("en", new SignInThrottled("slow", 30_000))).toBe(
      "Too many wrong passwords. Please wait 30 seconds, then try again.",
    );
    expect(throttleMessage("en", new SignInThrottled("client", 61 * 60_000))).toContain("61 minutes");
    const tr = throttleMessage("tr", new SignInThrottled("account", 45 * 60_000));
    expect(tr).toContain("45 dakika");
    expect(tr).not.toContain("{{");
    for (const lang of ["ar", "ja", "ru"] as const)
      expect(throttleMessage(lang, new SignInThrottled("address", 120_000))).not.toMatch(
        /\{\{|wrong passwords/,
      );
  });
});
