import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { jobHandlers } from "#server/jobs.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

type Api = ReturnType<typeof createApi>;
const client = { ip: "127.0.0.1", userAgent: "vitest" };

function caller(api: Api, token?: string) {
  const headers = {
    host: "localhost:3000",
    "content-type": "application/json",
    ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
  };
  return (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: method === "GET" ? headers : { ...headers, origin: "http://localhost:3000" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

let serial = 0;
async function person(d: TestDeps, email = `api${++serial}@team.test`) {
  const row = await d.db
    .insertInto("users")
    .values({ email, password_hash: "x", first_name: "A", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  await d.db.insertInto("user_roles").values({ user_id: row.id, role: "supplier" }).execute();
  return { id: row.id, email, token: (await openSession(d, row.id, client)).token };
}

async function member(d: TestDeps, db: Db, companyId: number, role: TeamRole) {
  const p = await person(d);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: p.id, role }).execute();
  return p;
}

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
}

describeEachDatabase("supplier team API", (deps) => {
  it("answers 401 to a signed-out caller on every operation", async () => {
    const call = caller(createApi(deps()));
    for (const [method, path, body] of [
      ["GET", "/supplier/companies/1/team", undefined],
      ["POST", "/supplier/companies/1/invitations", { email: "x@example.com", role: "viewer" }],
      ["DELETE", "/supplier/companies/1/invitations/1", undefined],
      ["PUT", "/supplier/companies/1/members/1/role", { role: "viewer" }],
      ["DELETE", "/supplier/companies/1/members/1", undefined],
      ["POST", "/supplier/invitations/accept", { token: "a".repeat(43) }],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("invites, lists, and lets the invitee accept; changes a role and removes a member", async () => {
    const d = deps();
    await seed(d);
    const api = createApi(d);
    const owner = await member(d, d.db, 1, "owner");
    const asOwner = caller(api, owner.token);
    const invitee = await person(d, "invitee@team.test");

    const invited = await asOwner("POST", "/supplier/companies/1/invitations", {
      email: " Invitee@Team.test ",
      role: "catalog_editor",
    });
    expect(invited.status).toBe(201);
    const team = await (await asOwner("GET", "/supplier/companies/1/team")).json();
    expect(team.invitations).toMatchObject([{ email: "invitee@team.test", role: "catalog_editor" }]);
    expect(team.members).toMatchObject([{ userId: owner.id, role: "owner" }]);

    await new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
    const link = /\/invitation\?token=([\w-]+)/.exec(d.sentMail.at(-1)!.text)![1];
    const accepted = await caller(api, invitee.token)("POST", "/supplier/invitations/accept", {
      token: link,
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ companyId: 1 });

    const changed = await asOwner("PUT", `/supplier/companies/1/members/${invitee.id}/role`, {
      role: "sales",
    });
    expect(changed.status).toBe(200);
    const after = await (await asOwner("GET", "/supplier/companies/1/team")).json();
    expect(after.members.find((m: { userId: number }) => m.userId === invitee.id).role).toBe("sales");
    expect(after.invitations).toEqual([]);

    expect((await asOwner("DELETE", `/supplier/companies/1/members/${invitee.id}`)).status).toBe(200);
    const last = await asOwner("DELETE", `/supplier/companies/1/members/${owner.id}`);
    expect(last.status).toBe(409);
  });

  it("refuses a member without the right role (403) and another company's id (404), changing nothing", async () => {
    const d = deps();
    await seed(d);
    const api = createApi(d);
    const owner = await member(d, d.db, 1, "owner");
    const viewer = await member(d, d.db, 1, "viewer");
    const otherOwner = await member(d, d.db, 2, "owner");
    const asOwner = caller(api, owner.token);
    await asOwner("POST", "/supplier/companies/1/invitations", {
      email: "pending@team.test",
      role: "viewer",
    });
    const invitationId = (await (await asOwner("GET", "/supplier/companies/1/team")).json()).invitations[0]
      .id;

    const asViewer = caller(api, viewer.token);
    expect((await asViewer("GET", "/supplier/companies/1/team")).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/supplier/companies/1/invitations", { email: "x@example.com", role: "viewer" }],
      ["DELETE", `/supplier/companies/1/invitations/${invitationId}`, undefined],
      ["PUT", `/supplier/companies/1/members/${owner.id}/role`, { role: "viewer" }],
      ["DELETE", `/supplier/companies/1/members/${owner.id}`, undefined],
    ] as const) {
      const res = await asViewer(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }

    // The other company's owner names company 1 in the URL, or company 1's ids under their own.
    const asStranger = caller(api, otherOwner.token);
    for (const [method, path, body, status] of [
      ["GET", "/supplier/companies/1/team", undefined, 404],
      ["POST", "/supplier/companies/1/invitations", { email: "x@example.com", role: "viewer" }, 404],
      ["DELETE", `/supplier/companies/1/invitations/${invitationId}`, undefined, 404],
      ["DELETE", `/supplier/companies/2/invitations/${invitationId}`, undefined, 404],
      ["PUT", `/supplier/companies/1/members/${viewer.id}/role`, { role: "owner" }, 404],
      ["PUT", `/supplier/companies/2/members/${viewer.id}/role`, { role: "owner" }, 404],
      ["DELETE", `/supplier/companies/1/members/${viewer.id}`, undefined, 404],
      ["DELETE", `/supplier/companies/2/members/${viewer.id}`, undefined, 404],
    ] as const) {
      const res = await asStranger(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    // A company id in the body is not read: the invitation goes to the company in the URL only.
    const smuggled = await asStranger("POST", "/supplier/companies/2/invitations", {
      email: "y@example.com",
      role: "viewer",
      companyId: 1,
    });
    expect(smuggled.status).toBe(201);
    const rows = await d.db
      .selectFrom("company_invitations")
      .select(["company_id", "email"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { company_id: 1, email: "pending@team.test" },
      { company_id: 2, email: "y@example.com" },
    ]);
    const members = await d.db
      .selectFrom("company_members")
      .select(["user_id", "role"])
      .where("company_id", "=", 1)
      .execute();
    expect(members).toHaveLength(2);
    expect(members.find((m) => m.user_id === viewer.id)?.role).toBe("viewer");
  });

  it("refuses bad input with 400 and an accept from the wrong account with 403", async () => {
    const d = deps();
    await seed(d);
    const api = createApi(d);
    const owner = await member(d, d.db, 1, "owner");
    const asOwner = caller(api, owner.token);
    expect(
      (await asOwner("POST", "/supplier/companies/1/invitations", { email: "nope", role: "boss" })).status,
    ).toBe(400);
    expect(
      (await asOwner("PUT", `/supplier/companies/1/members/${owner.id}/role`, { role: "king" })).status,
    ).toBe(400);
    expect((await asOwner("GET", "/supplier/companies/99999999999/team")).status).toBe(400);
    await asOwner("POST", "/supplier/companies/1/invitations", { email: "right@team.test", role: "viewer" });
    await new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
    const token = /\/invitation\?token=([\w-]+)/.exec(d.sentMail.at(-1)!.text)![1];
    const wrong = await person(d);
    const res = await caller(api, wrong.token)("POST", "/supplier/invitations/accept", { token });
    expect(res.status).toBe(403);
    expect(
      (await caller(api, wrong.token)("POST", "/supplier/invitations/accept", { token: "x" })).status,
    ).toBe(400);
  });
});
