import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { jobHandlers } from "#server/jobs.ts";
import { AppError } from "#server/lib/errors.ts";
import { hashToken } from "#server/lib/tokens.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  acceptInvitation,
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  inviteMember,
  listMembers,
  listPendingInvitations,
  readInvitation,
  revokeInvitation,
} from "./invitation.service.ts";
import type { TeamRole } from "./team-permissions.ts";

const DAY = 24 * 60 * 60 * 1000;
const mail = { lang: "en" as const, origin: "http://localhost:3000" };
const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();

let serial = 0;
async function person(db: Db, options: { email?: string; lang?: string } = {}) {
  serial += 1;
  const email = options.email ?? `p${serial}@invite.test`;
  const row = await db
    .insertInto("users")
    .values({
      email,
      password_hash: "x",
      first_name: "P",
      last_name: `${serial}`,
      preferred_lang: options.lang ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, roles: ["supplier"], email };
}

async function member(db: Db, companyId: number, role: TeamRole) {
  const actor = await person(db);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: actor.id, role }).execute();
  return actor;
}

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
}

/** Invites and sends the e-mail; gives the mailed token. */
async function invite(d: TestDeps, actor: { id: number; roles: string[] }, email: string, role: TeamRole) {
  await inviteMember(d, actor, 1, { email, role }, mail);
  await runJobs(d);
  const sent = d.sentMail.at(-1)!;
  expect(sent.to).toBe(email);
  return /\/invitation\?token=([\w-]+)/.exec(sent.text)![1]!;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, messageKey: (error as AppError).messageKey };
}

describeEachDatabase("team invitations", (deps) => {
  it("mails a link in the invitee's language, stores only its digest, and lets the invitee join once", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const colleague = await person(d.db, { email: "colleague@invite.test", lang: "tr" });
    const token = await invite(d, owner, colleague.email, "catalog_editor");

    const sent = d.sentMail.at(-1)!;
    expect(sent.subject).not.toContain("supplier.mail");
    expect(sent.replyTo).toBe(owner.email);
    const stored = await d.db.selectFrom("company_invitations").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: colleague.email, role: "catalog_editor", lang: "tr" });
    expect(stored.token_hash).toBe(hashToken(token));
    // Neither the invitation, the job nor the record of the e-mail holds a usable link.
    const notice = await d.db.selectFrom("notifications").selectAll().executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ kind: "team.invitation", lang: "tr", to_email: colleague.email });
    expect(notice.sent_at).not.toBeNull();
    expect(notice.body).not.toContain(token);
    const jobs = await d.db.selectFrom("jobs").select("payload").execute();
    expect(JSON.stringify(jobs)).not.toContain(token);

    expect((await listPendingInvitations(d, owner, 1)).map((i) => i.email)).toEqual([colleague.email]);
    expect(await readInvitation(d, token)).toMatchObject({
      companyId: 1,
      role: "catalog_editor",
      state: "open",
    });

    expect(await acceptInvitation(d, colleague, token)).toBe(1);
    const confirmed = await d.db
      .selectFrom("users")
      .select("email_confirmed_at")
      .where("id", "=", colleague.id)
      .executeTakeFirstOrThrow();
    expect(confirmed.email_confirmed_at).not.toBeNull();
    const members = await listMembers(d, owner, 1);
    expect(members.find((m) => m.id === colleague.id)?.role).toBe("catalog_editor");
    expect(await listPendingInvitations(d, owner, 1)).toEqual([]);

    expect(await refusal(acceptInvitation(d, colleague, token))).toEqual({
      status: 409,
      messageKey: "invitation.accepted",
    });
  });

  it("refuses a link after 7 days, and a signed-in user whose address is not the invited one", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const invitee = await person(d.db);
    const stranger = await person(d.db);
    const start = Date.parse("2026-11-20T10:00:00Z");
    d.clock.set(start);
    const token = await invite(d, owner, invitee.email, "sales");

    expect(await refusal(acceptInvitation(d, stranger, token))).toEqual({
      status: 403,
      messageKey: "invitation.wrongAccount",
    });
    d.clock.set(start + INVITATION_DAYS * DAY - 1000);
    expect((await readInvitation(d, token))?.state).toBe("open");
    d.clock.set(start + INVITATION_DAYS * DAY);
    expect((await readInvitation(d, token))?.state).toBe("expired");
    expect(await listPendingInvitations(d, owner, 1)).toEqual([]);
    expect(await refusal(acceptInvitation(d, invitee, token))).toEqual({
      status: 409,
      messageKey: "invitation.expired",
    });
    expect(await refusal(acceptInvitation(d, invitee, "no-such-token-at-all-here"))).toEqual({
      status: 404,
      messageKey: "invitation.invalid",
    });
    const roles = await d.db
      .selectFrom("company_members")
      .select("user_id")
      .where("company_id", "=", 1)
      .execute();
    expect(roles.map((r) => r.user_id)).toEqual([owner.id]);
  });

  it("revokes an open invitation; a new invitation to the same address replaces the old link", async () => {
    const d = deps();
    await seed(d);
    const admin = await member(d.db, 1, "admin");
    const invitee = await person(d.db);
    const first = await invite(d, admin, invitee.email, "viewer");
    const second = await invite(d, admin, invitee.email, "sales");
    expect((await readInvitation(d, first))?.state).toBe("revoked");
    const [pending] = await listPendingInvitations(d, admin, 1);
    expect(pending).toMatchObject({ email: invitee.email, role: "sales" });

    await revokeInvitation(d, admin, 1, pending!.id);
    expect(await refusal(acceptInvitation(d, invitee, second))).toMatchObject({ status: 409 });
    expect(await refusal(revokeInvitation(d, admin, 1, pending!.id))).toMatchObject({ status: 404 });
  });

  it("lets only owners and admins invite, only owners invite an owner, and keeps companies apart", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const admin = await member(d.db, 1, "admin");
    const editor = await member(d.db, 1, "catalog_editor");
    const otherOwner = await member(d.db, 2, "owner");
    const input = { email: "new@invite.test", role: "viewer" as const };

    expect(await refusal(inviteMember(d, editor, 1, input, mail))).toMatchObject({ status: 403 });
    expect(await refusal(inviteMember(d, otherOwner, 1, input, mail))).toMatchObject({ status: 404 });
    expect(await refusal(inviteMember(d, admin, 1, { ...input, role: "owner" }, mail))).toEqual({
      status: 403,
      messageKey: "errors.ownersOnly",
    });
    expect(
      await refusal(inviteMember(d, owner, 1, { email: editor.email, role: "sales" }, mail)),
    ).toMatchObject({
      status: 409,
      messageKey: "supplier.team.errors.alreadyMember",
    });
    expect(await d.db.selectFrom("company_invitations").selectAll().execute()).toEqual([]);

    await inviteMember(d, owner, 1, { ...input, role: "owner" }, mail);
    const [pending] = await listPendingInvitations(d, owner, 1);
    expect(await refusal(revokeInvitation(d, otherOwner, 1, pending!.id))).toMatchObject({ status: 404 });
    expect(await refusal(revokeInvitation(d, otherOwner, 2, pending!.id))).toMatchObject({ status: 404 });
    expect(await refusal(revokeInvitation(d, editor, 1, pending!.id))).toMatchObject({ status: 403 });
    expect(await refusal(listPendingInvitations(d, otherOwner, 1))).toMatchObject({ status: 404 });
    expect(await refusal(listMembers(d, otherOwner, 1))).toMatchObject({ status: 404 });
  });

  it("keeps a staff account out of a team, even with a link sent to its address", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const moderator = { ...(await person(d.db)), roles: ["moderator", "buyer"] };
    const token = await invite(d, owner, moderator.email, "viewer");
    expect(await refusal(acceptInvitation(d, moderator, token))).toMatchObject({ status: 403 });
    const members = await listMembers(d, owner, 1);
    expect(members.map((m) => m.id)).not.toContain(moderator.id);
  });

  it("lets one of two acceptances of the same link at once through", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const invitee = await person(d.db);
    const token = await invite(d, owner, invitee.email, "finance");
    const results = await Promise.allSettled([
      acceptInvitation(d, invitee, token),
      acceptInvitation(d, invitee, token),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const members = await listMembers(d, owner, 1);
    expect(members.filter((m) => m.id === invitee.id)).toHaveLength(1);
  });

  it("sends a company's invitations at a bounded rate", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    d.clock.set(Date.parse("2026-11-26T10:00:00Z"));
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++)
      await inviteMember(d, owner, 1, { email: `bulk${i}@invite.test`, role: "viewer" }, mail);
    expect(
      await refusal(inviteMember(d, owner, 1, { email: "one-more@invite.test", role: "viewer" }, mail)),
    ).toMatchObject({ status: 429 });
    d.clock.set(Date.parse("2026-11-26T11:00:00Z"));
    await inviteMember(d, owner, 1, { email: "one-more@invite.test", role: "viewer" }, mail);
  });
});
