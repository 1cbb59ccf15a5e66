import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaignRecipients,
  listCampaigns,
  updateCampaign,
} from "./campaigns.service.ts";
import {
  addMember,
  createContactList,
  deleteContactList,
  importContactBatch,
  listContactLists,
  listMembers,
  removeMember,
  renameContactList,
} from "./contact-lists.service.ts";
import {
  getContactListNameOfCampaign,
  UNSUBSCRIBES_PER_IP_PER_HOUR,
  unsubscribe,
} from "./unsubscribe.service.ts";

async function actor(d: TestDeps, email: string): Promise<Actor> {
  const user = await findUserByEmail(d.db, email);
  return { id: user!.id, roles: await findRoles(d.db, user!.id) };
}

/** Two lists with members and one campaign to each. */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
  const moderator = await actor(d, "moderator@caravan.test");
  const buyer = await actor(d, "buyer@caravan.test");
  const news = await createContactList(d.db, moderator, { name: "Newsletter" });
  const fairs = await createContactList(d.db, moderator, { name: "Trade fairs" });
  const ayse = await addMember(d.db, moderator, news, { email: "Ayse@Example.com", name: "Ayşe" });
  const bora = await addMember(d.db, moderator, news, { email: "bora@example.com" });
  const cem = await addMember(d.db, moderator, fairs, { email: "cem@example.com" });
  const body = "<p>Spring prices</p>";
  const newsCampaign = await createCampaign(d.db, moderator, {
    name: "Spring",
    subject: "New",
    contactListId: news,
    body,
  });
  const fairsCampaign = await createCampaign(d.db, moderator, {
    name: "Fair",
    subject: "Meet",
    contactListId: fairs,
    body,
  });
  return { moderator, buyer, news, fairs, ayse, bora, cem, newsCampaign, fairsCampaign };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => "succeeded",
    (error: unknown) =>
      error instanceof AppError ? `${error.code}:${error.status}:${error.message}` : String(error),
  );

const IP = "203.0.113.7";

describeEachDatabase("campaigns and unsubscribe", (deps) => {
  it("unsubscribes a member with the right link, once, and keeps the first time on repeats", async () => {
    const d = deps();
    const s = await setup(d);
    expect(await getContactListNameOfCampaign(d.db, String(s.newsCampaign))).toEqual({
      clname: "Newsletter",
    });
    const link = {
      cid: String(s.ayse),
      campid: String(s.newsCampaign),
      clid: String(s.news),
      email: "ayse@example.com",
    };
    await unsubscribe(d.db, link, IP, new Date("2026-11-24T10:00:00Z"));
    const first = (await listMembers(d.db, s.moderator, s.news, 1)).members.find((m) => m.id === s.ayse);
    expect(first?.unsubscribedAt).toBe("2026-11-24T10:00:00.000Z");
    // The address is matched whatever its case; a repeat succeeds and changes nothing.
    await unsubscribe(d.db, { ...link, email: "AYSE@example.com" }, IP, new Date("2026-11-25T10:00:00Z"));
    const again = (await listMembers(d.db, s.moderator, s.news, 1)).members.find((m) => m.id === s.ayse);
    expect(again?.unsubscribedAt).toBe("2026-11-24T10:00:00.000Z");
    const bora = (await listMembers(d.db, s.moderator, s.news, 1)).members.find((m) => m.id === s.bora);
    expect(bora?.unsubscribedAt).toBeNull();
  });

  it("fails every forged or mismatched link the same way and changes nothing", async () => {
    const d = deps();
    const s = await setup(d);
    const good = {
      cid: String(s.ayse),
      campid: String(s.newsCampaign),
      clid: String(s.news),
      email: "ayse@example.com",
    };
    const forged = [
      { ...good, cid: String(s.bora) }, // another member of the list
      { ...good, cid: String(s.cem) }, // a member of another list
      { ...good, cid: "999999" },
      { ...good, campid: String(s.fairsCampaign) }, // a campaign to another list
      { ...good, campid: "999999" },
      { ...good, clid: String(s.fairs) },
      { ...good, cid: String(s.cem), clid: String(s.fairs) }, // list and contact agree, campaign does not
      { ...good, email: "bora@example.com" },
      { ...good, email: "not an address" },
      { ...good, cid: "abc" },
      { ...good, cid: "-1" },
      { ...good, campid: "" },
      { cid: good.cid },
      {},
    ];
    const answers = new Set(await Promise.all(forged.map((link) => failure(unsubscribe(d.db, link, IP)))));
    expect([...answers]).toEqual(["not_found:404:unsubscribe.failed"]);
    const lists = await listContactLists(d.db, s.moderator);
    expect(lists.map((l) => l.unsubscribed)).toEqual([0, 0]);
    expect(await failure(getContactListNameOfCampaign(d.db, "999999"))).toMatch(/^not_found/);
    expect(await failure(getContactListNameOfCampaign(d.db, "x"))).toMatch(/^not_found/);
  });

  it("limits how fast one address can try links, so nobody can guess their way through", async () => {
    const d = deps();
    const s = await setup(d);
    const forged = {
      cid: String(s.bora),
      campid: String(s.newsCampaign),
      clid: String(s.news),
      email: "x@example.com",
    };
    for (let i = 0; i < UNSUBSCRIBES_PER_IP_PER_HOUR; i++)
      expect(await failure(unsubscribe(d.db, forged, "198.51.100.9"))).toMatch(/^not_found/);
    expect(await failure(unsubscribe(d.db, forged, "198.51.100.9"))).toMatch(/^rate_limited/);
    // Other addresses are not held back, and a real link from them still works.
    await unsubscribe(
      d.db,
      {
        cid: String(s.ayse),
        campid: String(s.newsCampaign),
        clid: String(s.news),
        email: "ayse@example.com",
      },
      "198.51.100.10",
    );
  });

  it("keeps an unsubscribed member, so no later import or hand entry mails them again", async () => {
    const d = deps();
    const s = await setup(d);
    await unsubscribe(
      d.db,
      {
        cid: String(s.ayse),
        campid: String(s.newsCampaign),
        clid: String(s.news),
        email: "ayse@example.com",
      },
      IP,
    );
    expect(await failure(removeMember(d.db, s.moderator, s.news, s.ayse))).toBe(
      "conflict:409:console.campaigns.members.keepUnsubscribed",
    );
    const report = await importContactBatch(d.db, s.moderator, s.news, {
      firstLine: 1,
      lines: ["ayse@example.com"],
    });
    expect(report).toEqual({ added: 0, rejected: [{ line: 1, reason: "duplicate" }] });
    expect((await listCampaignRecipients(d.db, s.newsCampaign)).map((r) => r.email)).toEqual([
      "bora@example.com",
    ]);
  });

  it("lists a campaign's recipients without the unsubscribed members, page by page", async () => {
    const d = deps();
    const s = await setup(d);
    const emails = async (page?: { afterId?: number; limit?: number }) =>
      (await listCampaignRecipients(d.db, s.newsCampaign, page)).map((r) => r.email);
    expect(await emails()).toEqual(["ayse@example.com", "bora@example.com"]);
    await unsubscribe(
      d.db,
      {
        cid: String(s.ayse),
        campid: String(s.newsCampaign),
        clid: String(s.news),
        email: "ayse@example.com",
      },
      IP,
    );
    expect(await emails()).toEqual(["bora@example.com"]);
    expect(await emails({ afterId: s.bora })).toEqual([]);
    expect((await listCampaignRecipients(d.db, s.fairsCampaign)).map((r) => r.email)).toEqual([
      "cem@example.com",
    ]);
    expect(await failure(listCampaignRecipients(d.db, 999999))).toMatch(/^not_found/);
  });

  it("manages lists, members and campaigns for staff only and records every change", async () => {
    const d = deps();
    const s = await setup(d);
    expect(await failure(createContactList(d.db, s.buyer, { name: "Mine" }))).toMatch(/^not_allowed/);
    expect(await failure(listCampaigns(d.db, s.buyer))).toMatch(/^not_allowed/);
    expect(await failure(addMember(d.db, s.buyer, s.news, { email: "x@example.com" }))).toMatch(
      /^not_allowed/,
    );

    expect(await failure(createContactList(d.db, s.moderator, { name: "  " }))).toMatch(/^invalid_data/);
    expect(await failure(addMember(d.db, s.moderator, s.news, { email: "nope" }))).toMatch(/^invalid_data/);
    expect(await failure(addMember(d.db, s.moderator, s.news, { email: "BORA@example.com" }))).toMatch(
      /^conflict/,
    );
    await renameContactList(d.db, s.moderator, s.news, { name: "Weekly news" });
    await removeMember(d.db, s.moderator, s.news, s.bora);
    expect(await failure(removeMember(d.db, s.moderator, s.fairs, s.ayse))).toMatch(/^not_found/);

    await updateCampaign(d.db, s.moderator, s.newsCampaign, {
      name: "Spring 2",
      subject: "Newer",
      contactListId: s.news,
      body: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    const edited = await getCampaign(d.db, s.moderator, s.newsCampaign);
    expect(edited).toMatchObject({ name: "Spring 2", subject: "Newer", body: "<p>Hi</p>" });
    expect(
      await failure(
        createCampaign(d.db, s.moderator, {
          name: "X",
          subject: "Y",
          contactListId: 999999,
          body: "<p>z</p>",
        }),
      ),
    ).toMatch(/^invalid_data/);
    await deleteCampaign(d.db, s.moderator, s.fairsCampaign);
    await deleteContactList(d.db, s.moderator, s.fairs);
    expect((await listContactLists(d.db, s.moderator)).map((l) => [l.name, l.members])).toEqual([
      ["Weekly news", 1],
    ]);
    expect((await listCampaigns(d.db, s.moderator)).map((c) => c.name)).toEqual(["Spring 2"]);

    const { items } = await listAuditLog(d.db, { page: 1, size: 50 });
    expect(items.every((item) => item.userId === s.moderator.id)).toBe(true);
    expect(items.map((item) => item.action).reverse()).toEqual([
      "contactlist.create",
      "contactlist.create",
      "contact.add",
      "contact.add",
      "contact.add",
      "campaign.create",
      "campaign.create",
      "contactlist.rename",
      "contact.remove",
      "campaign.update",
      "campaign.delete",
      "contactlist.delete",
    ]);
    expect(items.find((item) => item.action === "contactlist.rename")?.details).toEqual({
      from: "Newsletter",
      to: "Weekly news",
    });
  });

  it("deleting a list takes its members and campaigns with it", async () => {
    const d = deps();
    const s = await setup(d);
    await deleteContactList(d.db, s.moderator, s.news);
    expect(await failure(getCampaign(d.db, s.moderator, s.newsCampaign))).toMatch(/^not_found/);
    expect(await failure(listMembers(d.db, s.moderator, s.news, 1))).toMatch(/^not_found/);
    expect(await failure(deleteContactList(d.db, s.moderator, s.news))).toMatch(/^not_found/);
  });
});
