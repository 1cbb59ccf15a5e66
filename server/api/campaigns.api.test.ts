import { expect, it } from "vitest";
import { findRoles, findUserByEmail, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import {
  addMember,
  createCampaign,
  createContactList,
  listMembers,
} from "#server/modules/campaigns/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

/** The API, a request function signed in as a demo account (or anonymous), and one list. */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
  const api = createApi(d);
  const cookies: Record<string, string> = {};
  for (const who of ["buyer", "supplier", "moderator", "admin"]) {
    const user = await findUserByEmail(d.db, `${who}@caravan.test`);
    const { token } = await openSession(d, user!.id, { ip: null, userAgent: null });
    cookies[who] = `${SESSION_COOKIE}=${token}`;
  }
  const modUser = await findUserByEmail(d.db, "moderator@caravan.test");
  const moderator = { id: modUser!.id, roles: await findRoles(d.db, modUser!.id) };
  const list = await createContactList(d.db, moderator, { name: "Fair visitors" });
  const contact = await addMember(d.db, moderator, list, { email: "ayse@example.com" });
  const campaign = await createCampaign(d.db, moderator, {
    name: "Spring",
    subject: "News",
    contactListId: list,
    body: "<p>Hello</p>",
  });
  const call = (as: string | null, method: string, path: string, body?: unknown, host = "localhost:3000") =>
    api.request(path, {
      method,
      headers: {
        host,
        ...(method === "GET" ? {} : { origin: "http://localhost:3000" }),
        ...(as ? { cookie: cookies[as]! } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const members = async () => (await listMembers(d.db, moderator, list, 1)).members;
  return { call, list, contact, campaign, members };
}

describeEachDatabase("campaign API", (deps) => {
  it("names the campaign's list and unsubscribes with the right link, repeatably", async () => {
    const { call, list, contact, campaign, members } = await setup(deps());
    const name = await call(null, "GET", `/campaign/contactlistname?campid=${campaign}`);
    expect(name.status).toBe(200);
    expect(await name.json()).toEqual({ clname: "Fair visitors" });
    expect((await call(null, "GET", "/campaign/contactlistname?campid=999999")).status).toBe(404);
    expect((await call(null, "GET", "/campaign/contactlistname")).status).toBe(404);

    const link = `/campaign/unsubscribe?cid=${contact}&campid=${campaign}&clid=${list}&email=ayse%40example.com`;
    for (let i = 0; i < 2; i++) {
      const answer = await call(null, "GET", link);
      expect(answer.status).toBe(200);
      expect((await answer.json()).unsubscribed).toBe(true);
    }
    expect((await members())[0]?.unsubscribedAt).not.toBeNull();
  });

  it("answers every forged or malformed link with the same 404 and message", async () => {
    const { call, list, contact, campaign, members } = await setup(deps());
    const good = {
      cid: String(contact),
      campid: String(campaign),
      clid: String(list),
      email: "ayse@example.com",
    };
    const variants: Record<string, string>[] = [
      { ...good, cid: String(contact + 1000) },
      { ...good, campid: String(campaign + 1000) },
      { ...good, clid: String(list + 1000) },
      { ...good, email: "other@example.com" },
      { ...good, cid: "abc" },
      { ...good, email: "x".repeat(400) },
      { cid: good.cid },
      {},
    ];
    const answers = new Set<string>();
    for (const variant of variants) {
      const response = await call(null, "GET", `/campaign/unsubscribe?${new URLSearchParams(variant)}`);
      answers.add(`${response.status} ${JSON.stringify(await response.json())}`);
    }
    expect([...answers]).toEqual([
      `404 ${JSON.stringify({ error: { code: "not_found", message: "The unsubscription failed." } })}`,
    ]);
    expect((await members())[0]?.unsubscribedAt).toBeNull();
    const tr = await call(null, "GET", "/campaign/unsubscribe?cid=1", undefined, "tr.localhost:3000");
    expect((await tr.json()).error.message).toBe("Abonelikten çıkma başarısız oldu.");
  });

  it("imports a CSV batch for moderators and admins only: 401 anonymous, 403 others", async () => {
    const { call, list } = await setup(deps());
    const path = `/campaign/contactlist/${list}/import`;
    const batch = {
      firstLine: 1,
      lines: ["email,name", "bora@example.com,Bora", "broken", "ayse@example.com"],
    };
    expect((await call(null, "POST", path, batch)).status).toBe(401);
    // Refused before the input is read.
    expect((await call(null, "POST", path, { nonsense: true })).status).toBe(401);
    for (const who of ["buyer", "supplier"]) expect((await call(who, "POST", path, batch)).status).toBe(403);
    const imported = await call("moderator", "POST", path, batch);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({
      added: 1,
      rejected: [
        { line: 3, reason: "invalid_email" },
        { line: 4, reason: "duplicate" },
      ],
    });
    const again = await call("admin", "POST", path, { firstLine: 5, lines: ["cem@example.com"] });
    expect(await again.json()).toEqual({ added: 1, rejected: [] });
    expect((await call("admin", "POST", path, { firstLine: 0, lines: [] })).status).toBe(400);
    expect((await call("admin", "POST", "/campaign/contactlist/999999/import", batch)).status).toBe(404);
  });

  it("declares its paths in the OpenAPI document", async () => {
    const { call } = await setup(deps());
    const doc = await (await call(null, "GET", "/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/campaign/contactlistname",
        "/campaign/unsubscribe",
        "/campaign/contactlist/{id}/import",
      ]),
    );
  });
});
