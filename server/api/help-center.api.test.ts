import { expect, it } from "vitest";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createDemoAccounts } from "../demo/demo-accounts.ts";
import { findUserByEmail, openSession, SESSION_COOKIE } from "../modules/accounts/index.ts";
import { listAuditLog } from "../modules/audit/index.ts";
import { CONTACTS_PER_IP_PER_HOUR } from "../modules/help-center/index.ts";
import { createApi } from "./api.ts";

const MESSAGE = {
  name: "Deniz Kaya",
  email: "deniz@example.com",
  subject: "Verification",
  message: "Please verify my company, the papers are ready.",
};

/** The API and a request function signed in as a demo account (or anonymous). */
async function setup(d: TestDeps) {
  await createDemoAccounts(d.db, undefined);
  const api = createApi(d);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const who of ["buyer", "supplier", "moderator", "admin"]) {
    const user = await findUserByEmail(d.db, `${who}@caravan.test`);
    ids[who] = user!.id;
    const { token } = await openSession(d, user!.id, { ip: null, userAgent: null });
    cookies[who] = `${SESSION_COOKIE}=${token}`;
  }
  const call = (as: string | null, method: string, path: string, body?: unknown, host = "localhost:3000") =>
    api.request(path, {
      method,
      headers: {
        host,
        ...(method === "GET" ? {} : { origin: "http://localhost:3000" }),
        ...(as ? { cookie: cookies[as]! } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  const send = async (as: string | null = null, subject = MESSAGE.subject) => {
    const response = await call(as, "POST", "/helpcenter/contactWithAdmin", { ...MESSAGE, subject });
    expect(response.status).toBe(201);
    return (await response.json())._id as number;
  };
  return { call, ids, send };
}

describeEachDatabase("help center API", (deps) => {
  it("takes a message from anyone, keeps a signed-in sender's account and e-mails the admins", async () => {
    const d = deps();
    const { call, ids, send } = await setup(d);
    const created = await call(null, "POST", "/helpcenter/contactWithAdmin", MESSAGE);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      _id: expect.any(Number),
      message: "Your message has been delivered",
    });
    expect(d.sentMail.map((m) => m.to)).toEqual(["admin@caravan.test"]);
    await send("buyer", "From a buyer");

    const list = await (await call("moderator", "GET", "/helpcenter/getContactInfoList/0/10")).json();
    expect(list).toMatchObject({ total: 2, page: 0, size: 10 });
    expect(list.items.map((i: { subject: string; userID: number | null }) => [i.subject, i.userID])).toEqual([
      ["From a buyer", ids.buyer],
      [MESSAGE.subject, null],
    ]);
    expect(list.items[1]).toMatchObject({ ...MESSAGE, archived: false, archivedOn: null });
  });

  it("answers invalid input with 400 and translated field messages, and stores nothing", async () => {
    const d = deps();
    const { call } = await setup(d);
    const bad = await call(null, "POST", "/helpcenter/contactWithAdmin", { name: "A", email: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toEqual({
      code: "invalid_data",
      message: "Please check the highlighted fields.",
      fields: {
        name: "This is too short.",
        email: "Enter a valid e-mail address.",
        subject: "*Required Field",
        message: "*Required Field",
      },
    });
    const tr = await call(
      null,
      "POST",
      "/helpcenter/contactWithAdmin",
      { ...MESSAGE, email: "" },
      "tr.localhost:3000",
    );
    expect((await tr.json()).error.fields.email).not.toBe("*Required Field");
    expect((await call(null, "POST", "/helpcenter/contactWithAdmin", "{nope")).status).toBe(400);
    expect((await (await call("admin", "GET", "/helpcenter/getContactInfoList/0/10")).json()).total).toBe(0);
    expect(d.sentMail).toEqual([]);
  });

  it("limits messages per client address and hour with 429", async () => {
    const { call, send } = await setup(deps());
    for (let i = 0; i < CONTACTS_PER_IP_PER_HOUR; i++) await send();
    const limited = await call(null, "POST", "/helpcenter/contactWithAdmin", MESSAGE);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("rate_limited");
  });

  it("refuses every staff call to visitors (401) and to buyers and suppliers (403), before reading input", async () => {
    const { call, send } = await setup(deps());
    const id = await send();
    const calls: [string, string][] = [
      ["GET", "/helpcenter/getContactInfoList/0/10"],
      ["GET", "/helpcenter/getArchivedContactInfoList/0/10"],
      ["PATCH", `/helpcenter/moveIntoArchive/${id}`],
      ["PATCH", `/helpcenter/takeOffFromArchive/${id}`],
      ["DELETE", `/helpcenter/deleteContactInfo/${id}`],
      ["GET", "/helpcenter/getContactInfoList/x/0"],
      ["PATCH", "/helpcenter/moveIntoArchive/nope"],
    ];
    for (const [method, path] of calls) {
      expect((await call(null, method, path)).status, `${method} ${path}`).toBe(401);
      for (const who of ["buyer", "supplier"])
        expect((await call(who, method, path)).status, `${who} ${method} ${path}`).toBe(403);
    }
    expect((await (await call("admin", "GET", "/helpcenter/getContactInfoList/0/10")).json()).total).toBe(1);
  });

  it("pages, archives, restores and deletes for moderators and admins; 400 for bad paths, 404 for unknown ids", async () => {
    const d = deps();
    const { call, ids, send } = await setup(d);
    const first = await send(null, "First");
    const second = await send(null, "Second");
    const third = await send(null, "Third");

    const page1 = await (await call("moderator", "GET", "/helpcenter/getContactInfoList/1/2")).json();
    expect(page1.items.map((i: { _id: number }) => i._id)).toEqual([first]);
    expect(page1.total).toBe(3);

    const archived = await call("moderator", "PATCH", `/helpcenter/moveIntoArchive/${second}`);
    expect(archived.status).toBe(200);
    expect(await archived.json()).toMatchObject({
      _id: second,
      archived: true,
      archivedOn: expect.any(String),
    });
    const inbox = await (await call("admin", "GET", "/helpcenter/getContactInfoList/0/10")).json();
    expect(inbox.items.map((i: { _id: number }) => i._id)).toEqual([third, first]);
    const archive = await (await call("admin", "GET", "/helpcenter/getArchivedContactInfoList/0/10")).json();
    expect(archive).toMatchObject({ total: 1, items: [{ _id: second, subject: "Second" }] });

    const restored = await call("admin", "PATCH", `/helpcenter/takeOffFromArchive/${second}`);
    expect(await restored.json()).toMatchObject({ _id: second, archived: false, archivedOn: null });
    expect(
      (await (await call("admin", "GET", "/helpcenter/getArchivedContactInfoList/0/10")).json()).total,
    ).toBe(0);

    const deleted = await call("moderator", "DELETE", `/helpcenter/deleteContactInfo/${first}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ _id: first, deleted: true });
    expect((await call("moderator", "DELETE", `/helpcenter/deleteContactInfo/${first}`)).status).toBe(404);
    expect((await call("moderator", "PATCH", "/helpcenter/moveIntoArchive/424242")).status).toBe(404);
    expect((await call("moderator", "PATCH", "/helpcenter/takeOffFromArchive/424242")).status).toBe(404);

    for (const path of [
      "/helpcenter/getContactInfoList/-1/10",
      "/helpcenter/getContactInfoList/0/0",
      "/helpcenter/getArchivedContactInfoList/0/1000",
      "/helpcenter/getArchivedContactInfoList/a/b",
    ])
      expect((await call("moderator", "GET", path)).status, path).toBe(400);
    expect((await call("moderator", "PATCH", "/helpcenter/moveIntoArchive/0")).status).toBe(400);
    expect((await call("moderator", "DELETE", "/helpcenter/deleteContactInfo/x")).status).toBe(400);

    const audit = await listAuditLog(d.db, { page: 1, size: 10, action: "help." });
    expect(audit.items.map((a) => [a.action, a.userId, a.entityId])).toEqual([
      ["help.delete", ids.moderator, String(first)],
      ["help.unarchive", ids.admin, String(second)],
      ["help.archive", ids.moderator, String(second)],
    ]);
  });

  it("documents every help-center path in the OpenAPI document", async () => {
    const { call } = await setup(deps());
    const doc = await (await call(null, "GET", "/openapi.json")).json();
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith("/helpcenter/"))
        .sort(),
    ).toEqual([
      "/helpcenter/contactWithAdmin",
      "/helpcenter/deleteContactInfo/{id}",
      "/helpcenter/getArchivedContactInfoList/{page}/{size}",
      "/helpcenter/getContactInfoList/{page}/{size}",
      "/helpcenter/moveIntoArchive/{id}",
      "/helpcenter/takeOffFromArchive/{id}",
    ]);
    expect(doc.paths["/helpcenter/moveIntoArchive/{id}"].patch).toBeTruthy();
    expect(doc.paths["/helpcenter/deleteContactInfo/{id}"].delete).toBeTruthy();
  });
});
