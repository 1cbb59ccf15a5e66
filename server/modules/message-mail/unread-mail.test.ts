import { expect, it } from "vitest";
import {
  companyMember,
  conversation,
  markRead,
  message,
  messageSettings,
  person,
  supplierCompany,
} from "#tests/setup/conversation-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { messageMailHandlers, sendUnreadMessageMail, UNREAD_MAIL_QUEUE } from "./index.ts";
import { checkEveryMs } from "./unread-mail.ts";

const MINUTE = 60_000;
const T0 = "2026-11-27T10:00:00.000Z";

const mails = (d: TestDeps) =>
  d.db
    .selectFrom("notifications")
    .select(["to_email", "lang", "subject", "body"])
    .where("kind", "=", "messages.unread")
    .orderBy("id")
    .execute();

describeEachDatabase("the e-mail about unread messages", (deps) => {
  /** A buyer and a supplier with an owner (Turkish), a sales member and a catalogue editor. */
  const world = async () => {
    const d = deps();
    d.clock.set(T0);
    const buyer = await person(d.db, { firstName: "Bora", lastName: "Yılmaz" });
    const companyId = await supplierCompany(d.db, "Anatolia Textiles");
    const owner = await companyMember(d.db, companyId, "owner", { lang: "tr" });
    const sales = await companyMember(d.db, companyId, "sales");
    const editor = await companyMember(d.db, companyId, "catalog_editor");
    const id = await conversation(d.db, buyer.id, companyId);
    return { d, buyer, companyId, owner, sales, editor, id };
  };
  const at = (d: TestDeps, minutes: number) => new Date(d.clock.now() + minutes * MINUTE).toISOString();

  it("waits five minutes, then tells the buyer who wrote, with a link and without the text", async () => {
    const { d, buyer, id } = await world();
    await message(d.db, id, "seller", T0, "Our best price is 2.40 USD");
    d.clock.advance(4 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(0);
    d.clock.advance(MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(1);
    const [mail] = await mails(d);
    expect(mail).toMatchObject({
      to_email: buyer.email,
      lang: "en",
      subject: "Anatolia Textiles wrote to you on Caravan",
    });
    expect(mail!.body).toContain(`http://localhost:3000/profile/meeting/${id}`);
    expect(mail!.body).toContain("http://localhost:3000/profile/notifications");
    expect(mail!.body).not.toContain("2.40");
  });

  it("waits as long as the site is set to (MESSAGE_MAIL_AFTER_SECONDS), and checks a fifth as often", async () => {
    const { d, id } = await world();
    const quick = { ...d, config: { ...d.config, messageMailAfterMs: 2000 } };
    await message(d.db, id, "seller", T0);
    d.clock.advance(1500);
    expect(await sendUnreadMessageMail(quick)).toBe(0);
    d.clock.advance(500);
    expect(await sendUnreadMessageMail(quick)).toBe(1);
    expect([checkEveryMs(300_000), checkEveryMs(2000), checkEveryMs(3_600_000)]).toEqual([
      MINUTE,
      1000,
      MINUTE,
    ]);
  });

  it("tells the members who may answer, each in their language, and not the catalogue editor", async () => {
    const { d, owner, sales, editor, id } = await world();
    await message(d.db, id, "buyer", T0);
    d.clock.advance(6 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(1);
    const sent = await mails(d);
    expect(sent.map((m) => m.to_email).sort()).toEqual([owner.email, sales.email].sort());
    expect(sent.map((m) => m.to_email)).not.toContain(editor.email);
    const turkish = sent.find((m) => m.to_email === owner.email)!;
    expect(turkish.lang).toBe("tr");
    expect(turkish.subject).toBe("Bora Yılmaz size Caravan'da yazdı");
    expect(turkish.body).toContain(`http://tr.localhost:3000/supplier/messages/${id}`);
  });

  it("tells only the deal's assignee when the deal has one", async () => {
    const { d, buyer, companyId, sales, id } = await world();
    await d.db
      .insertInto("deals")
      .values({
        seller_company_id: companyId,
        buyer_user_id: buyer.id,
        source: "storefront",
        request_language: "en",
        buyer_subject: "{}",
        buyer_message: "{}",
        buyer_pictures: "[]",
        request_user_name: "Bora",
        request_user_mail: buyer.email,
        request_user_phone: "",
        conversation_id: id,
        assignee_user_id: sales.id,
      })
      .execute();
    await message(d.db, id, "buyer", T0);
    d.clock.advance(6 * MINUTE);
    await sendUnreadMessageMail(d);
    expect((await mails(d)).map((m) => m.to_email)).toEqual([sales.email]);
  });

  it("sends nothing about messages already read, nor about the recipient's own messages", async () => {
    const { d, id } = await world();
    const read = await message(d.db, id, "seller", T0);
    await markRead(d.db, id, "buyer", read);
    await message(d.db, id, "buyer", T0);
    d.clock.advance(10 * MINUTE);
    // The seller's side has the buyer's message unread: only that side is mailed.
    expect(await sendUnreadMessageMail(d)).toBe(1);
    expect((await mails(d)).every((m) => !m.body.includes("/profile/meeting/"))).toBe(true);
  });

  it("sends at most one e-mail in 15 minutes, and another only after a newer message", async () => {
    const { d, id } = await world();
    await message(d.db, id, "seller", T0);
    d.clock.advance(5 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(1);
    d.clock.advance(MINUTE);
    await message(d.db, id, "seller", at(d, 0));
    d.clock.advance(6 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(0);
    d.clock.advance(9 * MINUTE); // 16 minutes after the e-mail
    expect(await sendUnreadMessageMail(d)).toBe(1);
    d.clock.advance(30 * MINUTE);
    // Still unread, but nothing new since the last e-mail.
    expect(await sendUnreadMessageMail(d)).toBe(0);
    expect(await mails(d)).toHaveLength(2);
  });

  it("skips a recipient who is online or opted out, and mails them later when they go offline", async () => {
    const { d, owner, sales, id } = await world();
    await messageSettings(d.db, owner.id, false, false);
    await message(d.db, id, "buyer", T0);
    d.clock.advance(6 * MINUTE);
    let online = true;
    const isOnline = async (userId: number) => userId === sales.id && online;
    expect(await sendUnreadMessageMail({ ...d, isOnline })).toBe(0);
    expect(await mails(d)).toEqual([]);
    online = false;
    d.clock.advance(MINUTE);
    expect(await sendUnreadMessageMail({ ...d, isOnline })).toBe(1);
    expect((await mails(d)).map((m) => m.to_email)).toEqual([sales.email]);
  });

  it("settles a side nobody there wants e-mail about, and never mails about an inquiry's own card", async () => {
    const { d, buyer, companyId, id } = await world();
    await messageSettings(d.db, buyer.id, false, false);
    await message(d.db, id, "seller", T0);
    // A second conversation whose only unread item is the buyer's inquiry card.
    const other = await person(d.db, { firstName: "Ola" });
    const withCard = await conversation(d.db, other.id, companyId);
    await d.db
      .insertInto("conversation_messages")
      .values({ conversation_id: withCard, sender_side: "buyer", kind: "deal", ref_id: 1, created_at: T0 })
      .execute();
    d.clock.advance(6 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(0);
    expect(await mails(d)).toEqual([]);
    const settled = await d.db
      .selectFrom("conversations")
      .select(["id", "buyer_notified_at", "seller_notified_at"])
      .orderBy("id")
      .execute();
    expect(settled).toEqual([
      { id, buyer_notified_at: expect.any(String), seller_notified_at: null },
      { id: withCard, buyer_notified_at: null, seller_notified_at: null },
    ]);
  });

  it("quotes the newest message, as plain text cut near 500 characters, for those who asked", async () => {
    const { d, buyer, id } = await world();
    await messageSettings(d.db, buyer.id, true, true);
    await message(d.db, id, "seller", T0, "First offer");
    await message(d.db, id, "seller", T0, `<b>Final</b> offer ${"word ".repeat(200)}`);
    d.clock.advance(5 * MINUTE);
    await sendUnreadMessageMail(d);
    const [mail] = await mails(d);
    expect(mail!.body).toContain("<b>Final</b> offer word");
    expect(mail!.body).not.toContain("First offer");
    const quoted = mail!.body.slice(mail!.body.indexOf("<b>Final"), mail!.body.indexOf("…") + 1);
    expect(quoted.length).toBeLessThanOrEqual(501);
  });

  it("sends once when two processes run the check at the same moment", async () => {
    const { d, id } = await world();
    await message(d.db, id, "buyer", T0);
    await message(d.db, id, "seller", T0);
    d.clock.advance(6 * MINUTE);
    const runs = await Promise.all([
      sendUnreadMessageMail(d),
      sendUnreadMessageMail(d),
      sendUnreadMessageMail(d),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    // The buyer once, the owner and the sales member once each.
    expect(await mails(d)).toHaveLength(3);
  });

  it("does not e-mail a side about the side it blocked", async () => {
    const { d, id } = await world();
    await message(d.db, id, "seller", T0);
    await d.db.updateTable("conversations").set({ blocked_by: "buyer" }).where("id", "=", id).execute();
    d.clock.advance(6 * MINUTE);
    expect(await sendUnreadMessageMail(d)).toBe(0);
  });

  it("runs as a recurring job that queues its next run a minute ahead", async () => {
    const { d, id } = await world();
    await message(d.db, id, "seller", T0);
    d.clock.advance(6 * MINUTE);
    const handler = messageMailHandlers(d)[UNREAD_MAIL_QUEUE]!;
    await handler(null, {
      id: -1,
      queue: UNREAD_MAIL_QUEUE,
      payload: null,
      attempt: 1,
      maxAttempts: 8,
      lockToken: "t",
    });
    expect(await mails(d)).toHaveLength(1);
    const next = await d.db
      .selectFrom("jobs")
      .select("run_at")
      .where("queue", "=", UNREAD_MAIL_QUEUE)
      .execute();
    expect(next).toEqual([{ run_at: at(d, 1) }]);
  });
});
