import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { postCard, postMessage, readConversation } from "#server/modules/conversations/index.ts";
import { createStorefrontDeal } from "#server/modules/deals/index.ts";
import { member, storeOf } from "#tests/setup/conversation-service-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";

const message = {
  requestUserName: "Ada Buyer",
  requestCompany: "Ada Trading",
  requestUserPhone: "+44 20 7946 0000",
  requestUserMail: "ada@example.com",
  subject: "Vases for spring",
  requestDetails: "Please quote 2,000 vases, delivered to Rotterdam.",
};

const dealOf = (d: TestDeps, id: number) =>
  d.db
    .selectFrom("deals")
    .select(["conversation_id", "seller_stage", "context", "first_reply_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describeEachDatabase("an inquiry and its conversation", (deps) => {
  it("shows each storefront message as a card in one conversation; the seller's first reply moves the deal on", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const buyer = { id: 1, roles: ["buyer" as const] };
    const send = () =>
      createStorefrontDeal(d, {
        buyerUserId: buyer.id,
        sellerCompanyId: 1,
        lang: "en",
        origin: "http://localhost:3000",
        message,
      });
    const first = await send();
    const second = await send();
    const { conversation_id: conversationId } = await dealOf(d, first);
    expect(conversationId).toEqual(expect.any(Number));
    expect((await dealOf(d, second)).conversation_id).toBe(conversationId);
    const cards = await d.db
      .selectFrom("conversation_messages")
      .select(["kind", "ref_id"])
      .where("conversation_id", "=", conversationId!)
      .orderBy("id")
      .execute();
    expect(cards).toEqual([
      { kind: "deal", ref_id: first },
      { kind: "deal", ref_id: second },
    ]);
    // Each card names its inquiry by the subject the buyer wrote.
    const page = await readConversation(d, { side: "buyer", user: buyer }, conversationId!, { lang: "en" });
    expect(page.messages.map((m) => [m.kind, m.refId, m.cardTitle])).toEqual([
      ["deal", first, message.subject],
      ["deal", second, message.subject],
    ]);

    // The buyer writing again moves nothing; the company's first reply does, once.
    await postMessage(d, storeOf(d), { side: "buyer", user: buyer }, conversationId!, {
      body: "Any news?",
      lang: "en",
    });
    expect(await dealOf(d, first)).toMatchObject({ seller_stage: "Contacted", first_reply_at: null });
    const sales = await member(d.db, 1, "sales");
    d.clock.set(Date.parse("2031-05-01T10:00:00.000Z"));
    await postMessage(d, storeOf(d), { side: "seller", user: sales, companyId: 1 }, conversationId!, {
      body: "We can quote tomorrow.",
      lang: "en",
    });
    d.clock.set(Date.parse("2031-05-01T11:00:00.000Z"));
    await postMessage(d, storeOf(d), { side: "seller", user: sales, companyId: 1 }, conversationId!, {
      body: "Here it is.",
      lang: "en",
    });
    for (const id of [first, second])
      expect(await dealOf(d, id)).toMatchObject({
        seller_stage: "Replied",
        context: "Replied",
        first_reply_at: "2031-05-01T10:00:00.000Z",
      });
  });

  it("refuses the inquiry of a buyer the company has blocked, storing nothing and e-mailing nobody", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const send = () =>
      createStorefrontDeal(d, {
        buyerUserId: 1,
        sellerCompanyId: 1,
        lang: "en",
        origin: "http://localhost:3000",
        message,
      });
    const first = await send();
    const { conversation_id: conversationId } = await dealOf(d, first);
    await d.db
      .updateTable("conversations")
      .set({ blocked_by: "seller" })
      .where("id", "=", conversationId!)
      .execute();
    const mailed = d.sentMail.length;
    await expect(send()).rejects.toMatchObject({ messageKey: "meeting.errors.blocked" });
    expect(await d.db.selectFrom("deals").select("id").execute()).toEqual([{ id: first }]);
    expect(d.sentMail.length).toBe(mailed);
  });

  it("counts a quote the company sends as its reply", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const deal = await createStorefrontDeal(d, {
      buyerUserId: 1,
      sellerCompanyId: 1,
      lang: "en",
      origin: "http://localhost:3000",
      message,
    });
    const { conversation_id: conversationId } = await dealOf(d, deal);
    const at = "2031-05-02T09:00:00.000Z";
    await d.db.transaction().execute((trx) =>
      postCard(trx, {
        conversationId: conversationId!,
        side: "seller",
        senderUserId: null,
        kind: "quote",
        refId: 5,
        lang: "en",
        at,
      }),
    );
    expect(await dealOf(d, deal)).toMatchObject({ seller_stage: "Replied", first_reply_at: at });
  });
});
