import { afterAll, beforeAll, expect, it } from "vitest";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { jobHandlers } from "#server/jobs.ts";
import { openSession } from "#server/modules/accounts/index.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient } from "./page-client.ts";

/**
 * The team page and the invitation page through the whole app, as a browser meets them: who may
 * see and change what, and that nothing changes when they may not.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = (d: TestDeps, token?: string) => pageClient(modules, d, token);

let serial = 0;
async function person(d: TestDeps, email = `page${++serial}@team.test`) {
  const row = await d.db
    .insertInto("users")
    .values({ email, password_hash: "x", first_name: "Pat", last_name: `N${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, token: (await openSession(d, row.id, { ip: null, userAgent: null })).token };
}
async function member(d: TestDeps, companyId: number, role: TeamRole) {
  const p = await person(d);
  await d.db.insertInto("company_members").values({ company_id: companyId, user_id: p.id, role }).execute();
  return p;
}
const invitations = (d: TestDeps) =>
  d.db.selectFrom("company_invitations").select(["company_id", "email", "role"]).orderBy("id").execute();

describeEachDatabase("the team and invitation pages", (deps) => {
  it("sends a visitor to sign in, shows a viewer the team read-only and refuses their changes with 403", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    await d.db.deleteFrom("company_members").execute();
    const owner = await member(d, 1, "owner");
    const viewer = await member(d, 1, "viewer");

    const anonymous = client(d);
    const page = await anonymous("GET", "/supplier/team");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?returnUrl=%2Fsupplier%2Fteam");
    const post = await anonymous("POST", "/supplier/team", {
      intent: "invite",
      email: "a@example.com",
      role: "viewer",
    });
    expect([302, 303]).toContain(post.status);

    const asViewer = client(d, viewer.token);
    const seen = await asViewer("GET", "/supplier/team");
    expect(seen.status).toBe(200);
    const html = await seen.text();
    expect(html).toContain(owner.email);
    expect(html).toContain("Only an owner or an admin can invite people");
    expect(html).not.toContain('name="intent" value="invite"');
    const attempts: Record<string, string>[] = [
      { intent: "invite", email: "a@example.com", role: "viewer" },
      { intent: "change-role", userId: String(owner.id), role: "viewer" },
      { intent: "remove", userId: String(owner.id) },
    ];
    for (const fields of attempts) {
      const refused = await asViewer("POST", "/supplier/team", fields);
      expect(refused.status, fields.intent).toBe(403);
      expect(await refused.text()).toContain("which does not allow this");
    }
    expect(await invitations(d)).toEqual([]);
    const roles = await d.db
      .selectFrom("company_members")
      .select("role")
      .where("user_id", "=", owner.id)
      .execute();
    expect(roles).toEqual([{ role: "owner" }]);
  });

  it("changes only the member's own company, whatever ids the form names, and refuses a foreign origin", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    await d.db.deleteFrom("company_members").execute();
    const colleague = await member(d, 1, "sales");
    const otherOwner = await member(d, 2, "owner");
    const asOther = client(d, otherOwner.token);

    const invited = await asOther("POST", "/supplier/team", {
      intent: "invite",
      email: "new@team.test",
      role: "viewer",
      companyId: "1",
    });
    expect(invited.status).toBe(200);
    expect(await invitations(d)).toEqual([{ company_id: 2, email: "new@team.test", role: "viewer" }]);

    const renamed = await asOther("POST", "/supplier/team", {
      intent: "change-role",
      userId: String(colleague.id),
      role: "owner",
    });
    expect(renamed.status).toBe(404);
    const removed = await asOther("POST", "/supplier/team", {
      intent: "remove",
      userId: String(colleague.id),
    });
    expect(removed.status).toBe(404);
    const roles = await d.db
      .selectFrom("company_members")
      .select("role")
      .where("user_id", "=", colleague.id)
      .execute();
    expect(roles).toEqual([{ role: "sales" }]);

    const foreign = await asOther(
      "POST",
      "/supplier/team",
      { intent: "invite", email: "evil@team.test", role: "owner" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await invitations(d)).toHaveLength(1);
  });

  it("shows an invitation to a visitor with the ways to sign in, and tells a wrong account so", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    await d.db.deleteFrom("company_members").execute();
    const owner = await member(d, 1, "owner");
    await client(d, owner.token)("POST", "/supplier/team", {
      intent: "invite",
      email: "joiner@team.test",
      role: "catalog_editor",
    });
    await new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
    const path = /\/invitation\?token=[\w-]+/.exec(d.sentMail.at(-1)!.text)![0];

    const visitorPage = await (await client(d)("GET", path)).text();
    expect(visitorPage).toContain("/login?returnUrl=");
    expect(visitorPage).toContain("email=joiner%40team.test");
    const anonymousAccept = await client(d)("POST", path, { token: path.split("=")[1]! });
    expect(anonymousAccept.status).toBe(302);

    const stranger = await person(d);
    const wrong = client(d, stranger.token);
    expect(await (await wrong("GET", path)).text()).toContain("but the invitation is for");
    const refused = await wrong("POST", path, { token: path.split("=")[1]! });
    expect(refused.status).toBe(403);
    const members = await d.db
      .selectFrom("company_members")
      .select("user_id")
      .where("company_id", "=", 1)
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([owner.id]);

    const joiner = await person(d, "joiner@team.test");
    const accepted = await client(d, joiner.token)("POST", path, { token: path.split("=")[1]! });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/supplier");
    const bad = await (await client(d)("GET", "/invitation?token=%3Cscript%3E")).text();
    expect(bad).toContain("This invitation link is not valid.");
  });
});
