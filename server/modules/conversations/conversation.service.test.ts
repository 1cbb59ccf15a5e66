import { expect, it } from "vitest";
import {
  activeCompany,
  member,
  sellerTeam,
  storeOf,
  user,
} from "#tests/setup/conversation-service-fixtures.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  countUnread,
  listConversations,
  markConversationRead,
  openConversation,
  postCard,
  postMessage,
  readConversation,
} from "./index.ts";

const post = (d: TestDeps, party: Parameters<typeof postMessage>[2], id: number, body: string) =>
  postMessage(d, storeOf(d), party, id, { body, lang: "en" });

describeEachDatabase("conversations", (deps) => {
  it("opens one conversation per buyer and company, and reopens it", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const companyId = await activeCompany(d.db);
    const first = await openConversation(d, buyer, companyId);
    expect(await openConversation(d, buyer, companyId)).toBe(first);
    const rows = await d.db.selectFrom("conversations").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a company buyers cannot see, and one's own company", async () => {
    const d = deps();
    const hidden = await d.db
      .insertInto("companies")
      .values({ name: "Draft", country: "TR", status: "draft" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const buyer = await user(d.db, ["buyer"]);
    await expect(openConversation(d, buyer, hidden.id)).rejects.toMatchObject({ code: "not_found" });
    const companyId = await activeCompany(d.db);
    const owner = await member(d.db, companyId, "owner");
    await expect(openConversation(d, owner, companyId)).rejects.toMatchObject({
      messageKey: "meeting.errors.ownCompany",
    });
  });

  it("allows 5 new conversations an hour, then refuses until the hour has passed", async () => {
    const d = deps();
    d.clock.set("2026-11-27T10:00:00Z");
    const buyer = await user(d.db, ["buyer"]);
    for (let i = 0; i < 5; i++) await openConversation(d, buyer, await activeCompany(d.db, `C${i}`));
    const sixth = await activeCompany(d.db, "Sixth");
    await expect(openConversation(d, buyer, sixth)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await d.db.selectFrom("conversations").select("id").execute()).toHaveLength(5);
    d.clock.advance(3_600_001);
    await expect(openConversation(d, buyer, sixth)).resolves.toBeGreaterThan(0);
  });

  it("posts messages both ways with the fan-out event, last message and unread counts", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    const asBuyer = { side: "buyer" as const, user: buyer };
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    const m1 = await post(d, asBuyer, id, "  Hello, do you ship to Spain?  ");
    const events = await d.db.selectFrom("conversation_events").selectAll().execute();
    expect(events).toMatchObject([{ conversation_id: id, kind: "message", message_id: m1, side: "buyer" }]);
    expect(await countUnread(d.db, team.sales.id)).toEqual({ buyer: 0, seller: 1 });
    expect(await countUnread(d.db, team.viewer.id)).toEqual({ buyer: 0, seller: 1 });
    // Catalogue editors do not see inquiries: nothing to count for them.
    expect(await countUnread(d.db, team.editor.id)).toEqual({ buyer: 0, seller: 0 });
    expect(await countUnread(d.db, buyer.id)).toEqual({ buyer: 0, seller: 0 });
    const [summary] = await listConversations(d.db, asSales);
    expect(summary).toMatchObject({ id, unread: 1, last: { body: "Hello, do you ship to Spain?" } });

    await post(d, asSales, id, "Yes, we do.");
    expect(await countUnread(d.db, team.sales.id)).toEqual({ buyer: 0, seller: 0 });
    expect(await countUnread(d.db, buyer.id)).toEqual({ buyer: 1, seller: 0 });
    const page = await readConversation(d, asBuyer, id, { lang: "en" });
    expect(page.messages.map((m) => m.body)).toEqual(["Hello, do you ship to Spain?", "Yes, we do."]);
    // The seller has read the buyer's message (by answering it): the buyer sees "Seen" on it.
    expect(page.seenUpTo).toBeGreaterThanOrEqual(m1);
  });

  it("refuses empty and too long text, and readers who may not reply", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    const asBuyer = { side: "buyer" as const, user: buyer };
    await expect(post(d, asBuyer, id, "   ")).rejects.toMatchObject({ code: "invalid_data" });
    await expect(post(d, asBuyer, id, "x".repeat(4001))).rejects.toMatchObject({ code: "invalid_data" });
    const viewer = { side: "seller" as const, user: team.viewer, companyId: team.companyId };
    await expect(post(d, viewer, id, "Hi")).rejects.toMatchObject({ code: "not_allowed" });
    const editor = { side: "seller" as const, user: team.editor, companyId: team.companyId };
    await expect(readConversation(d, editor, id, { lang: "en" })).rejects.toMatchObject({
      code: "not_allowed",
    });
    const stranger = { side: "buyer" as const, user: await user(d.db, ["buyer"]) };
    await expect(readConversation(d, stranger, id, { lang: "en" })).rejects.toMatchObject({
      code: "not_found",
    });
    const otherCompany = await activeCompany(d.db, "Other");
    const otherSales = await member(d.db, otherCompany, "sales");
    const foreign = { side: "seller" as const, user: otherSales, companyId: otherCompany };
    await expect(readConversation(d, foreign, id, { lang: "en" })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await d.db.selectFrom("conversation_messages").select("id").execute()).toHaveLength(0);
  });

  it("allows 20 messages a minute per user, counted with the clock", async () => {
    const d = deps();
    d.clock.set("2026-11-27T10:00:00Z");
    const buyer = await user(d.db, ["buyer"]);
    const id = await openConversation(d, buyer, await activeCompany(d.db));
    const asBuyer = { side: "buyer" as const, user: buyer };
    for (let i = 0; i < 20; i++) await post(d, asBuyer, id, `m${i}`);
    await expect(post(d, asBuyer, id, "one more")).rejects.toMatchObject({
      code: "rate_limited",
      messageKey: "meeting.errors.tooFast",
    });
    expect(await d.db.selectFrom("conversation_messages").select("id").execute()).toHaveLength(20);
    d.clock.advance(61_000);
    await expect(post(d, asBuyer, id, "one more")).resolves.toBeGreaterThan(0);
  });

  it("moves read marks forward only, with a read event", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    const asBuyer = { side: "buyer" as const, user: buyer };
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    await post(d, asBuyer, id, "first");
    const last = await post(d, asBuyer, id, "second");
    expect(await markConversationRead(d, asSales, id)).toBe(true);
    expect(await markConversationRead(d, asSales, id)).toBe(false);
    const row = await d.db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.seller_read_message_id).toBe(last);
    const reads = await d.db
      .selectFrom("conversation_events")
      .selectAll()
      .where("kind", "=", "read")
      .execute();
    expect(reads).toMatchObject([{ message_id: last, side: "seller" }]);
    // An older mark written late never moves it back.
    const { moveReadMark } = await import("./conversation.repo.ts");
    expect(await moveReadMark(d.db, id, "seller", last - 1)).toBe(false);
    const after = await d.db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.seller_read_message_id).toBe(last);
  });

  it("refuses messages from the blocked side and lets the blocking side write", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    await d.db.updateTable("conversations").set({ blocked_by: "seller" }).where("id", "=", id).execute();
    await expect(post(d, { side: "buyer", user: buyer }, id, "hello?")).rejects.toMatchObject({
      messageKey: "meeting.errors.blocked",
    });
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    await expect(post(d, asSales, id, "final word")).resolves.toBeGreaterThan(0);
  });

  it("translates a message once for readers of another language and keeps it", async () => {
    const fake = await fakeTranslator();
    const d = deps();
    d.config = { ...d.config, translation: { url: fake.url, apiKey: undefined } };
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    await postMessage(d, storeOf(d), { side: "buyer", user: buyer }, id, { body: "Merhaba", lang: "tr" });
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    const first = await readConversation(d, asSales, id, { lang: "en" });
    expect(first.messages[0]).toMatchObject({ body: "Merhaba", lang: "tr", translation: "[en] Merhaba" });
    const again = await readConversation(d, asSales, id, { lang: "en" });
    expect(again.messages[0]?.translation).toBe("[en] Merhaba");
    expect(fake.requests).toHaveLength(1);
    // The writer's own message is not translated for them, even on a page in another language.
    for (const lang of ["tr", "de"] as const) {
      const own = await readConversation(d, { side: "buyer", user: buyer }, id, { lang });
      expect(own.messages[0]?.translation).toBeNull();
    }
    expect(fake.requests).toHaveLength(1);
  });

  it("shows the original when the service fails, keeps nothing, and tries again on the next load", async () => {
    const fake = await fakeTranslator(true);
    const d = deps();
    d.config = { ...d.config, translation: { url: fake.url, apiKey: undefined } };
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    await postMessage(d, storeOf(d), { side: "buyer", user: buyer }, id, { body: "Merhaba", lang: "tr" });
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    // The fake translator fails for Japanese.
    const page = await readConversation(d, asSales, id, { lang: "ja" });
    expect(page.messages[0]).toMatchObject({ body: "Merhaba", translation: null });
    expect(await d.db.selectFrom("message_translations").select("message_id").execute()).toEqual([]);
    await readConversation(d, asSales, id, { lang: "ja" });
    expect(fake.requests).toHaveLength(2);
  });

  it("shows the original when no translation service is configured", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    await postMessage(d, storeOf(d), { side: "buyer", user: buyer }, id, { body: "Merhaba", lang: "tr" });
    const page = await readConversation(
      d,
      { side: "seller", user: team.sales, companyId: team.companyId },
      id,
      {
        lang: "en",
      },
    );
    expect(page.messages[0]).toMatchObject({ body: "Merhaba", lang: "tr", translation: null });
  });

  it("pages history: the newest 30, then older before a message id", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const id = await openConversation(d, buyer, await activeCompany(d.db));
    const asBuyer = { side: "buyer" as const, user: buyer };
    for (let i = 0; i < 35; i++) {
      d.clock.advance(10_000);
      await post(d, asBuyer, id, `m${i}`);
    }
    const newest = await readConversation(d, asBuyer, id, { lang: "en" });
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages[0]?.body).toBe("m5");
    expect(newest.hasOlder).toBe(true);
    const older = await readConversation(d, asBuyer, id, { lang: "en", before: newest.messages[0]!.id });
    expect(older.messages.map((m) => m.body)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(older.hasOlder).toBe(false);
  });
});

describeEachDatabase("conversation cards and the operator", (deps) => {
  it("adds a card in the caller's transaction, with its fan-out event", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    const cardId = await d.db.transaction().execute((trx) =>
      postCard(trx, {
        conversationId: id,
        side: "buyer",
        senderUserId: buyer.id,
        kind: "deal",
        refId: 42,
        lang: "en",
        at: new Date(d.clock.now()).toISOString(),
      }),
    );
    const page = await readConversation(
      d,
      { side: "seller", user: team.sales, companyId: team.companyId },
      id,
      {
        lang: "en",
      },
    );
    expect(page.messages).toMatchObject([{ id: cardId, kind: "deal", refId: 42, side: "buyer" }]);
    const events = await d.db.selectFrom("conversation_events").selectAll().execute();
    expect(events).toMatchObject([{ kind: "message", message_id: cardId }]);
    expect(await countUnread(d.db, team.sales.id)).toEqual({ buyer: 0, seller: 1 });
    // A card that fails with its transaction leaves nothing behind.
    await expect(
      d.db.transaction().execute(async (trx) => {
        await postCard(trx, {
          conversationId: id,
          side: "seller",
          senderUserId: null,
          kind: "quote",
          refId: 7,
          lang: "en",
          at: new Date().toISOString(),
        });
        throw new Error("the quote failed");
      }),
    ).rejects.toThrow("the quote failed");
    expect(await d.db.selectFrom("conversation_messages").select("id").execute()).toHaveLength(1);
    expect(await d.db.selectFrom("conversation_events").select("id").execute()).toHaveLength(1);
  });

  it("lets staff read a conversation only once it was reported, and never write in it", async () => {
    const d = deps();
    const buyer = await user(d.db, ["buyer"]);
    const id = await openConversation(d, buyer, await activeCompany(d.db));
    await post(d, { side: "buyer", user: buyer }, id, "hello");
    const operator = { side: "operator" as const, user: await user(d.db, ["moderator"]) };
    await expect(readConversation(d, operator, id, { lang: "en" })).rejects.toMatchObject({
      code: "not_found",
    });
    await d.db
      .insertInto("message_reports")
      .values({ conversation_id: id, reporter_user_id: buyer.id, reporter_side: "buyer", reason: "spam" })
      .execute();
    const page = await readConversation(d, operator, id, { lang: "en" });
    expect(page.messages.map((m) => m.body)).toEqual(["hello"]);
    await expect(post(d, operator, id, "operator note")).rejects.toMatchObject({ code: "not_found" });
    const notStaff = { side: "operator" as const, user: await user(d.db, ["buyer"]) };
    await expect(readConversation(d, notStaff, id, { lang: "en" })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
