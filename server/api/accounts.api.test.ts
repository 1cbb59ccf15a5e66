import { expect, it } from "vitest";
import { confirmEmail, register } from "#server/modules/accounts/index.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { jobHandlers } from "../jobs.ts";
import { createApi } from "./api.ts";

const ADA = { email: "ada@example.com", password: "correct horse" };
const HOST = "localhost:3000";
const ORIGIN = "http://localhost:3000";

/** A request from a client at `ip` (as the Node server hands the connection to Hono). */
function client(d: TestDeps, ip = "198.51.100.7") {
  const api = createApi(d);
  const env = { incoming: { socket: { remoteAddress: ip } } };
  return (method: string, path: string, options: { body?: unknown; cookie?: string; host?: string } = {}) =>
    api.request(
      path,
      {
        method,
        headers: {
          host: options.host ?? HOST,
          origin: ORIGIN,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      },
      env,
    );
}

const cookiesOf = (res: Response) => res.headers.getSetCookie();
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const sessionOf = (res: Response) => pair(cookiesOf(res).find((c) => c.startsWith("caravan_session="))!);

async function setup(d: TestDeps) {
  await register(
    d,
    { firstName: "Ada", lastName: "Demir", ...ADA, passwordConfirm: ADA.password, acceptTerms: "on" },
    {
      lang: "en",
      origin: ORIGIN,
    },
  );
}

describeEachDatabase("accounts API", (deps) => {
  it("signs in for 12 hours by default and for 30 days with remember, setting a known-device cookie either way", async () => {
    const d = deps();
    await setup(d);
    const call = client(d);
    const plain = await call("POST", "/auth/login", { body: ADA });
    expect(plain.status).toBe(200);
    const [session, device] = cookiesOf(plain);
    expect(session).toMatch(/^caravan_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(device).toMatch(/^caravan_device=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect(await plain.json()).toMatchObject({ email: ADA.email, emailConfirmed: false });

    const remembered = await call("POST", "/auth/login", { body: { ...ADA, remember: true } });
    const expires = /Expires=([^;]+)/.exec(cookiesOf(remembered)[0]!)![1]!;
    expect(Date.parse(expires) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // Signing in again from the same browser keeps its device token.
    const again = await call("POST", "/auth/login", { body: ADA, cookie: pair(device!) });
    expect(pair(cookiesOf(again)[1]!)).toBe(pair(device!));
    expect((await call("POST", "/auth/login", { body: { ...ADA, remember: "yes" } })).status).toBe(400);
  });

  it("answers throttled sign-ins with 429, Retry-After and a translated reason", async () => {
    const d = deps();
    await setup(d);
    const call = client(d, "203.0.113.50");
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/auth/login", { body: { ...ADA, password: `wrong ${i}` } })).status).toBe(
        400,
      );
    const refused = await call("POST", "/auth/login", { body: ADA, host: `tr.${HOST}` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    const body = await refused.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toContain("1 saniye");
    // Another client is not held back.
    expect((await client(d, "198.51.100.200")("POST", "/auth/login", { body: ADA })).status).toBe(200);
  });

  it("signs out everywhere: 401 anonymous; otherwise every session of the user ends", async () => {
    const d = deps();
    await setup(d);
    const call = client(d);
    expect((await call("POST", "/auth/logout-everywhere")).status).toBe(401);
    const a = sessionOf(await call("POST", "/auth/login", { body: ADA }));
    const b = sessionOf(await call("POST", "/auth/login", { body: ADA }));
    const out = await call("POST", "/auth/logout-everywhere", { cookie: a });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "You have been signed out on every device." });
    expect(cookiesOf(out)[0]).toMatch(/^caravan_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await call("GET", "/auth/me", { cookie: a })).status).toBe(401);
    expect((await call("GET", "/auth/me", { cookie: b })).status).toBe(401);
  });

  it("changes the password: 401 anonymous, field errors for a wrong or weak one, then other sessions end", async () => {
    const d = deps();
    await setup(d);
    const call = client(d);
    const body = { currentPassword: ADA.password, password: "three unrelated words" };
    expect((await call("POST", "/auth/change-password", { body })).status).toBe(401);
    const here = sessionOf(await call("POST", "/auth/login", { body: ADA }));
    const there = sessionOf(await call("POST", "/auth/login", { body: ADA }));
    const wrong = await call("POST", "/auth/change-password", {
      cookie: here,
      body: { ...body, currentPassword: "not it" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({
      currentPassword: "The current password is not correct.",
    });
    const weak = await call("POST", "/auth/change-password", {
      cookie: here,
      body: { ...body, password: "password1234" },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields.password).toMatch(/too easy to guess/);
    const short = await call("POST", "/auth/change-password", {
      cookie: here,
      body: { ...body, password: "short" },
    });
    expect((await short.json()).error.fields.password).toBe("Use at least 12 characters.");

    const changed = await call("POST", "/auth/change-password", { cookie: here, body });
    expect(changed.status).toBe(200);
    expect((await call("GET", "/auth/me", { cookie: here })).status).toBe(200);
    expect((await call("GET", "/auth/me", { cookie: there })).status).toBe(401);
  });

  it("resends the confirmation e-mail: 401 anonymous, 202 queued, 429 after three, 409 once confirmed", async () => {
    const d = deps();
    await setup(d);
    await new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
    const call = client(d);
    expect((await call("POST", "/auth/resend-confirmation")).status).toBe(401);
    const cookie = sessionOf(await call("POST", "/auth/login", { body: ADA }));
    const sent = await call("POST", "/auth/resend-confirmation", { cookie, host: `de.${HOST}` });
    expect(sent.status).toBe(202);
    expect((await sent.json()).message).toContain(ADA.email);
    await call("POST", "/auth/resend-confirmation", { cookie });
    await call("POST", "/auth/resend-confirmation", { cookie });
    expect((await call("POST", "/auth/resend-confirmation", { cookie })).status).toBe(429);
    await new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
    const german = d.sentMail[1]!;
    expect(german.text).toMatch(/http:\/\/de\.localhost:3000\/confirmation\?token=/);
    const token = /token=([\w-]+)/.exec(german.text)![1];
    // Rate limit or not, a confirmed address is not sent another link.
    await d.db.updateTable("rate_limits").set({ hits: 0 }).execute();
    expect(await confirmEmail(d, token!)).toBe(true);
    const already = await call("POST", "/auth/resend-confirmation", { cookie });
    expect(already.status).toBe(409);
    expect((await already.json()).error.message).toBe("Your e-mail address is already confirmed.");
  });
});
