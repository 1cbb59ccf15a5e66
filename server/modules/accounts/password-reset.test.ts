import type { KyselyPlugin, RootOperationNode } from "kysely";
import { expect, it } from "vitest";
import { jobHandlers } from "#server/jobs.ts";
import type { Mailer } from "#server/lib/mailer.ts";
import { JobWorker, retryDelayMs } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import * as accounts from "./accounts.service.ts";
import { isResetTokenUsable, requestPasswordReset, resetPassword } from "./passwords.service.ts";

const mail = { lang: "en" as const, origin: "http://localhost:3000" };
const ADA = { email: "ada@example.com", password: "correct horse" };
const client = { ip: "127.0.0.1", userAgent: "vitest" };
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();

/** Every statement the database is asked to run, with the values left out. */
function statementRecorder() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      statements.push(
        JSON.stringify(node)
          .replace(/("kind":"PrimitiveValueListNode","values":)\[[^\]]*\]/g, "$1?")
          .replace(/"value":("(?:[^"\\]|\\.)*"|[^,}\]]+)/g, '"value":?'),
      );
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { statements, plugin };
}

async function setup(d: TestDeps) {
  await accounts.register(
    d,
    { firstName: "Ada", lastName: "Demir", ...ADA, passwordConfirm: ADA.password, acceptTerms: "on" },
    mail,
  );
  await runJobs(d);
  d.sentMail.length = 0;
}

describeEachDatabase("password reset", (deps) => {
  it("answers a reset request without sending mail, doing the same work whether or not the account exists", async () => {
    const d = deps();
    await setup(d);
    const mailer: Mailer = {
      send: async () => {
        throw new Error("no e-mail may be sent while the visitor waits");
      },
    };
    const runs: string[][] = [];
    for (const email of [ADA.email, "ghost@example.com"]) {
      const { statements, plugin } = statementRecorder();
      await requestPasswordReset(
        { ...d, db: d.db.withPlugin(plugin), mailer } as TestDeps,
        email,
        mail,
        "192.0.2.1",
      );
      runs.push(statements);
    }
    expect(runs[0]!.length).toBeGreaterThan(0);
    expect(runs[1]).toEqual(runs[0]);
    // The users table is not even read: who has an account is found out later, by the job.
    expect(runs[0]!.join()).not.toContain('"users"');
    expect(d.sentMail).toHaveLength(0);
  });

  it("mails the link once the job runs (none for an unknown address); it works once, ends every session and knows this browser", async () => {
    const d = deps();
    await setup(d);
    const old = await accounts.login(d, ADA, client);
    await requestPasswordReset(d, "ghost@example.com", mail, client.ip);
    await requestPasswordReset(d, ADA.email, mail, client.ip);
    expect(d.sentMail).toHaveLength(0);
    expect(await runJobs(d)).toBe(2);
    expect(d.sentMail).toHaveLength(1);
    expect(d.sentMail[0]).toMatchObject({ to: ADA.email, subject: "Reset your Caravan password" });
    const token = linkIn(d.sentMail[0]!.text).split("/resetPassword/")[1]!;
    expect(await isResetTokenUsable(d, token)).toBe(true);

    // A refused password leaves the link usable.
    await expect(resetPassword(d, token, "password1234")).rejects.toMatchObject({
      fields: { password: "errors.passwordCommon" },
    });
    expect(await isResetTokenUsable(d, token)).toBe(true);

    const { deviceToken } = await resetPassword(d, token, "a brand new secret");
    expect(await accounts.sessionUser(d, old.token)).toBeUndefined();
    await expect(resetPassword(d, token, "another one entirely")).rejects.toMatchObject({
      code: "not_found",
    });
    const signedIn = await accounts.login(
      d,
      { email: ADA.email, password: "a brand new secret" },
      { ...client, deviceToken },
    );
    // The browser that reset the password is now one the account knows: its token is kept.
    expect(signedIn.deviceToken).toBe(deviceToken);
  });

  it("expires the link after 60 minutes", async () => {
    const d = deps();
    await setup(d);
    await requestPasswordReset(d, ADA.email, mail, client.ip);
    await runJobs(d);
    const token = linkIn(d.sentMail[0]!.text).split("/resetPassword/")[1]!;
    d.clock.advance(60 * 60_000);
    expect(await isResetTokenUsable(d, token)).toBe(false);
    await expect(resetPassword(d, token, "a brand new secret")).rejects.toMatchObject({ code: "not_found" });
  });

  it("delivers the e-mail on a later attempt when the mail server was down", async () => {
    const d = deps();
    await setup(d);
    let down = true;
    const flaky = {
      ...d,
      mailer: {
        send: async (m: Parameters<Mailer["send"]>[0]) => {
          if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
          d.sentMail.push(m);
        },
      },
    };
    await requestPasswordReset(d, ADA.email, mail, client.ip);
    const worker = new JobWorker({ ...d, log: d.log }, jobHandlers(flaky));
    await worker.runDueJobs();
    expect(d.sentMail).toHaveLength(0);
    down = false;
    d.clock.advance(retryDelayMs(1));
    await worker.runDueJobs();
    expect(d.sentMail).toHaveLength(1);
    expect(d.sentMail[0]!.to).toBe(ADA.email);
  });

  it("limits reset requests per address and per e-mail", async () => {
    const d = deps();
    for (let i = 0; i < 3; i++) await requestPasswordReset(d, ADA.email, mail, `192.0.2.${i}`);
    await expect(requestPasswordReset(d, ADA.email, mail, "192.0.2.99")).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});
